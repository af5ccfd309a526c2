import type { Goal } from '@portal/contracts';
import {
  CATALOGUE_GOALS,
  catalogueAffordability,
  catalogueEstimatedDays,
  type CatalogueAffordability,
  type CatalogueGoal,
} from '@portal/domain';

/** A goal is finished once it has a completion date or its saved amount reached the target. */
export function isFinished(goal: Pick<Goal, 'currentAmount' | 'targetAmount' | 'completedAt'>) {
  return Boolean(goal.completedAt) || goal.currentAmount >= goal.targetAmount;
}

/** Figures of the 'Plano de Metas' summary; money in centavos. */
export interface GoalPlan {
  /** Saved in the active goals. */
  saved: number;
  /** Sum of the active goals' targets. */
  target: number;
  /** What is still to deposit to finish every active goal. */
  remaining: number;
  activeCount: number;
  /** saved / target in whole percent (0 without active goals). */
  percent: number;
}

/**
 * The plan covers the active goals only: a finished goal's money already reached its target
 * and would make the overall progress look further along than the child's open plans are.
 */
export function goalPlan(goals: readonly Goal[]): GoalPlan {
  let saved = 0;
  let target = 0;
  let activeCount = 0;
  for (const goal of goals) {
    if (isFinished(goal)) continue;
    activeCount += 1;
    saved += goal.currentAmount;
    target += goal.targetAmount;
  }
  const percent = target > 0 ? Math.floor((saved / target) * 100) : 0;
  return { saved, target, remaining: Math.max(0, target - saved), activeCount, percent };
}

/** Active goals in the BFF's order (oldest first), and finished ones (newest completion first). */
export function splitGoals(goals: readonly Goal[]): { active: Goal[]; finished: Goal[] } {
  const active: Goal[] = [];
  const finished: Goal[] = [];
  for (const goal of goals) (isFinished(goal) ? finished : active).push(goal);
  return { active, finished };
}

/** The category filter chip that shows every category. */
export const ALL_GOAL_CATEGORIES = 'Todas';

/** Categories of the catalogue, in its order. */
export const CATALOGUE_CATEGORIES: readonly string[] = [
  ...new Set(CATALOGUE_GOALS.map((item) => item.category)),
];

/** Lower case without accents, so 'tenis' finds 'Tênis'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** A catalogue card as the browser shows it for the child's balance. */
export interface CatalogueCard extends CatalogueGoal {
  affordability: CatalogueAffordability;
  estimatedDays: number;
}

/** Catalogue items matching the search (title, description, category) and the category chip. */
export function browseCatalogue(
  search: string,
  category: string,
  balance: number,
  items: readonly CatalogueGoal[] = CATALOGUE_GOALS,
): CatalogueCard[] {
  const query = fold(search);
  return items
    .filter((item) => category === ALL_GOAL_CATEGORIES || item.category === category)
    .filter(
      (item) =>
        !query || fold(`${item.title} ${item.description} ${item.category}`).includes(query),
    )
    .map((item) => ({
      ...item,
      affordability: catalogueAffordability(item.price, balance),
      estimatedDays: catalogueEstimatedDays(item.price),
    }));
}

const CATEGORY_EMOJI: Record<string, string> = {
  Eletrônicos: '🎮',
  Esportes: '🚲',
  Arte: '🎨',
  Roupas: '👟',
  Livros: '📚',
  Personalizada: '⭐',
  Meta: '🎯',
};

/** The illustration of a goal's category (the placeholder image of its card). */
export function goalEmoji(category: string): string {
  return CATEGORY_EMOJI[category] ?? '🎯';
}
