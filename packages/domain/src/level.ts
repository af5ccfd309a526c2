/** XP needed per level; fixed (spec 001 §9 "XP and levels"). */
export const XP_PER_LEVEL = 500;

/** Treats negative and non-finite XP as 0 so a corrupt counter never yields level 0 or NaN. */
function safeXp(xp: number): number {
  return Number.isFinite(xp) && xp > 0 ? xp : 0;
}

/** Level for an XP total: floor(xp / 500) + 1, minimum 1. */
export function levelFromXp(xp: number): number {
  return Math.floor(safeXp(xp) / XP_PER_LEVEL) + 1;
}

/** XP shown as the next-level target: max(level × 500, xp + 100) (spec 001 §9). */
export function nextLevelXp(xp: number): number {
  const safe = safeXp(xp);
  return Math.max(levelFromXp(safe) * XP_PER_LEVEL, safe + 100);
}

/** Progress inside the current level, from 0 (just reached) to just under 1. */
export function levelProgress(xp: number): number {
  return (safeXp(xp) % XP_PER_LEVEL) / XP_PER_LEVEL;
}
