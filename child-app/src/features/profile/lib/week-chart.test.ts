import type { StatsDay } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { weekChartData, weekHasActivity } from './week-chart';

const LABELS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

function week(earnings: number[], tasks: number[] = []): StatsDay[] {
  return LABELS.map((label, i) => ({
    date: `2026-11-${String(15 + i).padStart(2, '0')}`,
    label,
    earnings: earnings[i] ?? 0,
    tasks: tasks[i] ?? 0,
  }));
}

describe('weekChartData', () => {
  it('keeps the labels and the real amounts, and draws a small amount at 4 % of the tallest', () => {
    const data = weekChartData(week([0, 10000, 100, 5000, 0, 399, 401]));
    expect(data.map((d) => d.label)).toEqual(LABELS);
    expect(data.map((d) => d.value)).toEqual([0, 10000, 400, 5000, 0, 400, 401]);
    expect(data.map((d) => d.valueText)).toEqual([
      'R$ 0,00',
      'R$ 100,00',
      'R$ 1,00',
      'R$ 50,00',
      'R$ 0,00',
      'R$ 3,99',
      'R$ 4,01',
    ]);
  });

  it('draws no bar for a day with no amount or a net reversal, but reads its amount', () => {
    const data = weekChartData(week([0, -300, 200]));
    expect(data.map((d) => d.value)).toEqual([0, 0, 200, 0, 0, 0, 0]);
    expect(data[1]?.valueText).toBe('-R$ 3,00');
  });
});

describe('weekHasActivity', () => {
  it('is false for a week with no earnings and no tasks', () => {
    expect(weekHasActivity(week([]))).toBe(false);
  });

  it('is true with a task even before it paid anything, or with a reversal', () => {
    expect(weekHasActivity(week([], [0, 0, 1]))).toBe(true);
    expect(weekHasActivity(week([0, -300]))).toBe(true);
  });
});
