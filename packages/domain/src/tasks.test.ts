import { describe, expect, it } from 'vitest';
import {
  compareTasksForChild,
  isTaskAvailable,
  isTaskAvailableAt,
  isTaskForChild,
  isTaskOverdue,
  isTaskTransaction,
  parseTimeLimit,
  reviewedSuccessRate,
  successRate,
  taskAvailableFrom,
  weeklySpending,
} from './tasks';

describe('parseTimeLimit', () => {
  it.each([
    ['08:30', { hours: 8, minutes: 30 }],
    ['8:05', { hours: 8, minutes: 5 }],
    ['23:59', { hours: 23, minutes: 59 }],
    ['24:00', null],
    ['12:60', null],
    ['30 min', null],
    ['', null],
    [null, null],
  ])('%j → %j', (text, parsed) => {
    expect(parseTimeLimit(text)).toEqual(parsed);
  });
});

describe('task dates', () => {
  const today = '2026-11-21';
  it.each([
    ['2026-11-20', true, true],
    ['2026-11-21', false, true],
    ['2026-11-22', false, false],
    [null, false, true],
  ])('due %s → overdue %s, available %s', (due, overdue, available) => {
    expect(isTaskOverdue(due, today)).toBe(overdue);
    expect(isTaskAvailable(due, today)).toBe(available);
  });
});

describe('isTaskForChild', () => {
  it('treats no assignee as every child', () => {
    expect(isTaskForChild([], 'c1')).toBe(true);
    expect(isTaskForChild(null, 'c1')).toBe(true);
    expect(isTaskForChild(['c1', 'c2'], 'c2')).toBe(true);
    expect(isTaskForChild(['c1'], 'c2')).toBe(false);
  });
});

describe('compareTasksForChild', () => {
  it('puts open tasks first, then by due date, undated last', () => {
    const tasks = [
      { id: 'done', completed: true, dueDate: '2026-11-01' },
      { id: 'undated', completed: false, dueDate: null },
      { id: 'late', completed: false, dueDate: '2026-11-25' },
      { id: 'early', completed: false, dueDate: '2026-11-20' },
    ];
    expect([...tasks].sort(compareTasksForChild).map((t) => t.id)).toEqual([
      'early',
      'late',
      'undated',
      'done',
    ]);
  });
});

describe('figures', () => {
  it.each([
    [3, 1, 75],
    [2, 1, 67],
    [0, 0, 0],
    [0, 4, 0],
  ])('success rate of %s completed and %s pending → %s%%', (completed, pending, rate) => {
    expect(successRate(completed, pending)).toBe(rate);
  });

  it('has no success rate before a first review (issue 41)', () => {
    // Two tasks done, both waiting: not 0 %.
    expect(reviewedSuccessRate({ approved: 0, pending: 2, reviewed: 0 })).toBeNull();
    // One rejected: now the rate is known, and it is 0 %.
    expect(reviewedSuccessRate({ approved: 0, pending: 2, reviewed: 1 })).toBe(0);
    expect(reviewedSuccessRate({ approved: 1, pending: 1, reviewed: 1 })).toBe(50);
  });

  it('recognises task transactions', () => {
    expect(isTaskTransaction({ type: 'task_reward' })).toBe(true);
    expect(isTaskTransaction({ category: 'Tarefa extra' })).toBe(true);
    expect(isTaskTransaction({ type: 'deposit', taskId: 't1' })).toBe(true);
    expect(isTaskTransaction({ type: 'goal_deposit' })).toBe(false);
  });

  it('adds spending and the value of tasks created this week per assigned family child', () => {
    expect(
      weeklySpending({
        transactionAmounts: [-500, 250, -1000],
        tasksCreatedThisWeek: [
          { value: 200, assignedChildren: ['c1', 'c2'] },
          { value: 300, assignedChildren: ['other-family-child'] },
          { value: 400, assignedChildren: [] },
        ],
        familyChildIds: ['c1', 'c2'],
      }),
    ).toBe(1900);
  });
});

describe('taskAvailableFrom', () => {
  it('is null without a due date (always available)', () => {
    expect(taskAvailableFrom(null, '10:00')).toBeNull();
  });
  it('is midnight in São Paulo without an HH:MM time limit', () => {
    expect(taskAvailableFrom('2026-11-21', null)?.toISOString()).toBe('2026-11-21T03:00:00.000Z');
    expect(taskAvailableFrom('2026-11-21', 'Manhã')?.toISOString()).toBe(
      '2026-11-21T03:00:00.000Z',
    );
  });
  it('uses an HH:MM time limit as the due time', () => {
    expect(taskAvailableFrom('2026-11-21', '18:30')?.toISOString()).toBe(
      '2026-11-21T21:30:00.000Z',
    );
  });
  it('tells availability at an instant', () => {
    const task = { dueDate: '2026-11-21', timeLimit: '18:30' };
    expect(isTaskAvailableAt(task, new Date('2026-11-21T21:29:59Z'))).toBe(false);
    expect(isTaskAvailableAt(task, new Date('2026-11-21T21:30:00Z'))).toBe(true);
    expect(isTaskAvailableAt({ dueDate: null, timeLimit: null }, new Date(0))).toBe(true);
  });
});
