import {
  ACHIEVEMENTS,
  MIN_XP_PER_REWARD,
  XP_PER_CURRENCY_UNIT,
  XP_PER_LEVEL,
} from '@portal/domain';

/** The ledger's descriptions of a review, followed by the submission's task title. */
export const REVIEW_DESCRIPTIONS = {
  approved: 'Tarefa aprovada: ',
  rejected: 'Tarefa rejeitada: ',
} as const;

/**
 * The numbers of @portal/domain's rules and the ledger's texts, as the review functions of
 * migration 0011 take them (`p_rules`, ADR 051): XP per real and the least XP of a reward
 * (xpForReward), XP per level (levelFromXp), each achievement's figure and requirement
 * (evaluateAchievements). The SQL keeps only the shape of each rule; sql-rules.test.ts checks
 * it against the domain's functions. One JSON text, built once.
 */
export const REVIEW_RULES = JSON.stringify({
  xpPerCurrencyUnit: XP_PER_CURRENCY_UNIT,
  minXpPerReward: MIN_XP_PER_REWARD,
  xpPerLevel: XP_PER_LEVEL,
  achievements: ACHIEVEMENTS.map(({ id, metric, requirement }) => ({ id, metric, requirement })),
  texts: REVIEW_DESCRIPTIONS,
});
