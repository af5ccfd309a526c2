import { MAX_CHILD_AGE, MIN_CHILD_AGE } from './age-group';

/** Family limits as the client names them; money in integer centavos. */
export interface FamilyLimits {
  maxWeeklySpending: number;
  maxDailyTasks: number;
  requirePhotoApproval: boolean;
}

/** Limits of a new family: weekly spending R$ 100,00, 5 tasks a day, photo approval on. */
export const DEFAULT_LIMITS: Readonly<FamilyLimits> = {
  maxWeeklySpending: 10000,
  maxDailyTasks: 5,
  requirePhotoApproval: true,
};

/** Multiplier of the suggested weekly limit for an age (spec 000 §5). */
export function weeklyLimitAgeFactor(age: number): number {
  if (age <= 12) return 0.7;
  if (age <= 15) return 1.0;
  return 1.3;
}

/**
 * Suggested weekly limit in centavos: monthly budget ÷ 4 ÷ number of children, × 0.7 for
 * ages up to 12, × 1.0 for 13-15, × 1.3 above (spec 000 §5 "Suggested weekly limit").
 *
 * "Rounded" is read as rounded to whole reais (half up): the budget is typed in reais and a
 * suggestion like R$ 17,50 → R$ 18,00 is what a parent expects to see proposed; the parent can
 * still type centavos. Example: R$ 400,00, 2 children, age 10 → 400/4/2×0.7 = 35 → 3500.
 *
 * Returns null when no suggestion can be made: age outside 9-18 (or not a number), fewer
 * than one child, or a budget that is negative or not a number.
 */
export function suggestedWeeklyLimit(input: {
  monthlyBudget: number;
  childrenCount: number;
  age: number;
}): number | null {
  const { monthlyBudget, childrenCount, age } = input;
  if (!Number.isFinite(age) || age < MIN_CHILD_AGE || age > MAX_CHILD_AGE) return null;
  if (!Number.isFinite(childrenCount) || childrenCount < 1) return null;
  if (!Number.isFinite(monthlyBudget) || monthlyBudget < 0) return null;
  const reais = (monthlyBudget / 100 / 4 / Math.floor(childrenCount)) * weeklyLimitAgeFactor(age);
  // toFixed guards against 34.99999 style float noise before rounding half up
  return Math.round(Number(reais.toFixed(6))) * 100;
}

/**
 * Projected month in centavos: sum of the weekly limits × 4 (spec 000 §5 "Family setup
 * projection"). Anything that is not a finite number (empty field, NaN) counts as 0.
 */
export function projectMonth(weeklyLimits: readonly (number | null | undefined)[]): number {
  let sum = 0;
  for (const limit of weeklyLimits) {
    if (typeof limit === 'number' && Number.isFinite(limit)) sum += limit;
  }
  return sum * 4;
}

/** Whether the projection is above the budget; equal is allowed, and saving is then enabled. */
export function projectionExceedsBudget(projected: number, monthlyBudget: number): boolean {
  return projected > monthlyBudget;
}

/**
 * Suggested weekly limits scaled down to fit the weekly room of the budget (issue 12: a parent
 * must always be able to finish the family setup with the suggestions). `suggestions` are
 * centavos (from `suggestedWeeklyLimit`), `weeklyRoom` the centavos a week the budget leaves for
 * them: `floor(monthlyBudget / 4)` minus the limits the parent typed. When they already fit they
 * are returned as they are; otherwise each is scaled by `weeklyRoom / sum` and rounded DOWN to
 * whole reais (to centavos when whole reais would zero a suggestion), so their sum never passes
 * the room and the projection (× 4) never passes the budget. No room: every suggestion is 0.
 */
export function fitSuggestionsToBudget(
  suggestions: readonly number[],
  weeklyRoom: number,
): number[] {
  const total = suggestions.reduce((sum, value) => sum + value, 0);
  if (total <= weeklyRoom) return [...suggestions];
  if (weeklyRoom <= 0) return suggestions.map(() => 0);
  const share = (value: number) => (value * weeklyRoom) / total;
  const reais = suggestions.map((value) => Math.floor(share(value) / 100) * 100);
  if (reais.every((value, index) => value > 0 || suggestions[index] === 0)) return reais;
  return suggestions.map((value) => Math.floor(share(value)));
}

/**
 * Whether a child who already did `doneToday` tasks today (São Paulo day, submissions not
 * rejected) may do no more under the family's daily limit (0: no limit; spec 001 §8).
 */
export function isDailyTaskLimitReached(maxDailyTasks: number, doneToday: number): boolean {
  return maxDailyTasks > 0 && doneToday >= maxDailyTasks;
}
