/** XP earned per whole currency unit of a reward. */
export const XP_PER_CURRENCY_UNIT = 10;
/** Least XP any reward gives. */
export const MIN_XP_PER_REWARD = 10;

/**
 * XP for a task reward given in integer centavos: 10 XP per currency unit, rounded, at least
 * 10 (spec 001 §9). R$ 2,50 (250) → 25 XP; R$ 0,50 (50) → 10 XP. The same amount is taken
 * back when the reward is reversed, so callers must use this one function for both.
 */
export function xpForReward(centavos: number): number {
  const units = Number.isFinite(centavos) ? centavos / 100 : 0;
  return Math.max(MIN_XP_PER_REWARD, Math.round(units * XP_PER_CURRENCY_UNIT));
}

/** XP after a reversal: `xp - amount`, never below 0. */
export function subtractXp(xp: number, amount: number): number {
  return Math.max(0, xp - amount);
}
