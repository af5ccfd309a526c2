import type { Achievement, AchievementCategoryValue } from '@portal/contracts';
import { ACHIEVEMENTS, formatMoney, type AchievementStats } from '@portal/domain';

/** The gallery's tabs (spec 001 §2), in order: all, unlocked, then one per category. */
export const ACHIEVEMENT_TABS = [
  'all',
  'unlocked',
  'streak',
  'savings',
  'tasks',
  'goals',
  'special',
] as const;
export type AchievementTab = (typeof ACHIEVEMENT_TABS)[number];

/** The achievements a tab shows, in the BFF's (the catalogue's) order. */
export function achievementsInTab(achievements: Achievement[], tab: AchievementTab): Achievement[] {
  if (tab === 'all') return achievements;
  if (tab === 'unlocked') return achievements.filter((achievement) => achievement.isUnlocked);
  return achievements.filter(
    (achievement) => achievement.category === (tab as AchievementCategoryValue),
  );
}

/** Figures measured in centavos: their progress reads as money. */
const MONEY_METRICS = new Set<keyof AchievementStats>(['balance', 'totalEarned']);
const MONEY_IDS = new Set(
  ACHIEVEMENTS.filter((definition) => MONEY_METRICS.has(definition.metric)).map((d) => d.id),
);

/** Whether an achievement counts money (balance, total earned): its progress is centavos. */
export function isMoneyAchievement(achievement: Pick<Achievement, 'id'>): boolean {
  return MONEY_IDS.has(achievement.id);
}

/** What the card's bar shows: progress clamped to 0..max (full once unlocked), and as text. */
export function achievementProgress(achievement: Achievement): {
  value: number;
  max: number;
  valueText: string;
  maxText: string;
} {
  const max = Math.max(achievement.maxProgress, 1);
  const value = achievement.isUnlocked ? max : Math.min(Math.max(achievement.progress, 0), max);
  const show = (n: number) => (isMoneyAchievement(achievement) ? formatMoney(n) : String(n));
  return { value, max, valueText: show(value), maxText: show(max) };
}

/**
 * The locked achievement the child is closest to (largest share of its requirement already
 * reached, the catalogue's order breaking ties), or null when none has started.
 */
export function closestAchievement(achievements: Achievement[]): Achievement | null {
  let best: Achievement | null = null;
  let bestShare = 0;
  for (const achievement of achievements) {
    if (achievement.isUnlocked) continue;
    const { value, max } = achievementProgress(achievement);
    const share = value / max;
    if (share > bestShare) {
      best = achievement;
      bestShare = share;
    }
  }
  return best;
}
