import { describe, expect, it } from 'vitest';
import { childTask } from '../test-fixtures';
import {
  availableFromLabel,
  categoriesOf,
  isInTab,
  pendingTasksCount,
  summarize,
} from './task-views';

const TODAY = '2026-11-20';

describe('isInTab', () => {
  const open = (dueDate: string | null) => childTask({ dueDate });
  const done = childTask({ completed: true, dueDate: TODAY });

  it('Hoje: incomplete tasks due today, overdue or without a due date', () => {
    expect(isInTab(open(TODAY), 'today', TODAY)).toBe(true);
    expect(isInTab(open('2026-11-19'), 'today', TODAY)).toBe(true);
    expect(isInTab(open(null), 'today', TODAY)).toBe(true);
    expect(isInTab(open('2026-11-21'), 'today', TODAY)).toBe(false);
    expect(isInTab(done, 'today', TODAY)).toBe(false);
  });

  it('Próximas: incomplete tasks due after today', () => {
    expect(isInTab(open('2026-11-21'), 'upcoming', TODAY)).toBe(true);
    expect(isInTab(open(TODAY), 'upcoming', TODAY)).toBe(false);
    expect(isInTab(open(null), 'upcoming', TODAY)).toBe(false);
  });

  it('Pendentes: every incomplete task; Concluídas: completed ones', () => {
    expect(isInTab(open('2026-12-01'), 'pending', TODAY)).toBe(true);
    expect(isInTab(done, 'pending', TODAY)).toBe(false);
    expect(isInTab(done, 'completed', TODAY)).toBe(true);
    expect(isInTab(open(null), 'completed', TODAY)).toBe(false);
  });

  it('keeps a task just completed in its open tab when asked to', () => {
    expect(isInTab(done, 'today', TODAY, true)).toBe(true);
    expect(isInTab(done, 'upcoming', TODAY, true)).toBe(false);
  });
});

describe('summaries', () => {
  const tasks = [
    childTask({ id: 'a', value: 300, dueDate: '2026-11-19', category: 'Estudos' }),
    childTask({ id: 'b', value: 1000, dueDate: '2026-11-25', category: 'Limpeza' }),
    childTask({ id: 'c', value: 500, category: 'Estudos' }),
    childTask({ id: 'd', value: 400, completed: true, category: 'Jardim' }),
  ];

  it('sums incomplete values and counts the Hoje tab', () => {
    expect(summarize(tasks, TODAY)).toEqual({ potentialEarnings: 1800, todayCount: 2 });
  });

  it('lists the categories present once, in list order', () => {
    expect(categoriesOf(tasks)).toEqual(['Estudos', 'Limpeza', 'Jardim']);
  });

  it('counts incomplete tasks available now for the navigation badge', () => {
    const now = new Date('2026-11-20T15:00:00.000Z'); // 12:00 in São Paulo
    const withTimes = [
      ...tasks,
      childTask({ id: 'e', dueDate: TODAY, timeLimit: '11:59' }),
      childTask({ id: 'f', dueDate: TODAY, timeLimit: '12:01' }),
    ];
    expect(pendingTasksCount(withTimes, now)).toBe(3);
  });
});

describe('availableFromLabel', () => {
  it('shows the due date, with the time when the time limit is HH:MM', () => {
    expect(availableFromLabel({ dueDate: '2026-11-25', timeLimit: null })).toBe('25/11/2026');
    expect(availableFromLabel({ dueDate: '2026-11-25', timeLimit: '9:05' })).toBe(
      '25/11/2026 09:05',
    );
    expect(availableFromLabel({ dueDate: '2026-11-25', timeLimit: 'Tarde' })).toBe('25/11/2026');
  });
});
