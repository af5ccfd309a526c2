import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDayFigures,
  dayFiguresOfHistory,
  ledgerDayFigures,
  NO_DAY_FIGURES,
  reviewDayChange,
  submissionDayFigures,
  type DayFigures,
} from './child-days';
import { isDailyTaskLimitReached } from './limits';
import type { SubmissionStatus } from './submission-status';
import { isOccurrenceClosed } from './tasks';

describe('day figures', () => {
  it('counts a submission that is not rejected on its day, by status', () => {
    expect(submissionDayFigures('pending')).toEqual({
      ...NO_DAY_FIGURES,
      activities: 1,
      tasksDone: 1,
      pending: 1,
    });
    expect(submissionDayFigures('approved')).toMatchObject({ activities: 1, approved: 1 });
    expect(submissionDayFigures('rejected')).toEqual(NO_DAY_FIGURES);
  });

  it('counts task earnings and positive adjustments of the ledger, nothing else', () => {
    expect(ledgerDayFigures('task_reward', 250)).toEqual({ ...NO_DAY_FIGURES, taskEarnings: 250 });
    expect(ledgerDayFigures('task_reward_reversal', -250).taskEarnings).toBe(-250);
    expect(ledgerDayFigures('adjustment', 100)).toEqual({ ...NO_DAY_FIGURES, activities: 1 });
    for (const [type, amount] of [
      ['adjustment', -100],
      ['goal_deposit', -500],
      ['goal_refund', 500],
      ['spending', -300],
    ] as const) {
      expect(ledgerDayFigures(type, amount)).toEqual(NO_DAY_FIGURES);
    }
  });

  it('a review moves the day from one status to the other', () => {
    expect(reviewDayChange('pending', 'approved')).toEqual({
      ...NO_DAY_FIGURES,
      approved: 1,
      pending: -1,
    });
    expect(reviewDayChange('pending', 'rejected')).toEqual({
      ...NO_DAY_FIGURES,
      activities: -1,
      tasksDone: -1,
      pending: -1,
    });
  });

  it('kept by changes, the figures equal the history recounted (any order of reviews)', () => {
    const status = fc.constantFrom<SubmissionStatus>('pending', 'approved', 'rejected');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.integer({ min: Date.UTC(2018, 9, 1), max: Date.UTC(2027, 0, 1) }),
            reviewed: fc.option(status, { nil: undefined }),
          }),
          { maxLength: 30 },
        ),
        (items) => {
          const kept = new Map<string, DayFigures>();
          const add = (day: string, change: DayFigures) =>
            kept.set(day, addDayFigures(kept.get(day) ?? NO_DAY_FIGURES, change));
          const submissions = items.map(({ at, reviewed }) => {
            const completedAt = new Date(at);
            const day = dayFiguresOfHistory({
              submissions: [{ status: 'pending', completedAt }],
              ledger: [],
            });
            const [first] = day.keys();
            add(first!, submissionDayFigures('pending'));
            if (reviewed && reviewed !== 'pending')
              add(first!, reviewDayChange('pending', reviewed));
            return { status: reviewed ?? ('pending' as const), completedAt };
          });
          for (const [day, figures] of kept) {
            if (Object.values(figures).every((n) => n === 0)) kept.delete(day);
          }
          expect(kept).toEqual(dayFiguresOfHistory({ submissions, ledger: [] }));
        },
      ),
    );
  });
});

describe('isOccurrenceClosed (ADR 024)', () => {
  it("mode 'first' closes once anyone did it", () => {
    expect(isOccurrenceClosed({ mode: 'first', targets: ['a', 'b'], doneBy: [] })).toBe(false);
    expect(isOccurrenceClosed({ mode: 'first', targets: ['a', 'b'], doneBy: ['b'] })).toBe(true);
  });

  it("mode 'each' closes once every child it is for did", () => {
    expect(isOccurrenceClosed({ mode: 'each', targets: ['a', 'b'], doneBy: ['a'] })).toBe(false);
    expect(isOccurrenceClosed({ mode: 'each', targets: ['a', 'b'], doneBy: ['b', 'a'] })).toBe(
      true,
    );
    // A child no longer among the targets (deactivated) does not hold it open.
    expect(isOccurrenceClosed({ mode: 'each', targets: ['a'], doneBy: ['a', 'c'] })).toBe(true);
  });

  it('with nobody it is for still active, closes once anyone did it', () => {
    expect(isOccurrenceClosed({ mode: 'each', targets: [], doneBy: [] })).toBe(false);
    expect(isOccurrenceClosed({ mode: 'each', targets: [], doneBy: ['a'] })).toBe(true);
  });
});

describe('isDailyTaskLimitReached', () => {
  it('is reached at the limit, never with 0 (no limit)', () => {
    expect(isDailyTaskLimitReached(3, 2)).toBe(false);
    expect(isDailyTaskLimitReached(3, 3)).toBe(true);
    expect(isDailyTaskLimitReached(0, 100)).toBe(false);
  });
});
