import { parseIsoDate } from './calendar';

/** Quick-deposit amounts of the goals screen, in centavos (R$ 5, 10, 20, 50). */
export const QUICK_DEPOSITS: readonly number[] = [500, 1000, 2000, 5000];
/** Category of a goal created without one. */
export const DEFAULT_GOAL_CATEGORY = 'Meta';
/** Category of a custom goal from the goal browser. */
export const CUSTOM_GOAL_CATEGORY = 'Personalizada';

/** Saved amount after a contribution: clamp(current + delta, 0, target) (spec 001 §4). */
export function applyGoalContribution(current: number, delta: number, target: number): number {
  return Math.min(Math.max(current + delta, 0), Math.max(target, 0));
}

/**
 * Amount a deposit actually moves: the smallest of what is left to the target, the child's
 * balance and the requested amount; never negative (spec 001 §5 "Goal deposit").
 */
export function goalDepositAmount(input: {
  requested: number;
  balance: number;
  saved: number;
  target: number;
}): number {
  const remaining = input.target - input.saved;
  return Math.max(0, Math.min(remaining, input.balance, input.requested));
}

/** Initial amount of a new goal: capped by the target and by the child's balance, at least 0. */
export function initialGoalAmount(initial: number, target: number, balance: number): number {
  return Math.max(0, Math.min(initial, target, balance));
}

/** A goal is completed once the saved amount reaches the target, or it has a completion date. */
export function isGoalCompleted(
  saved: number,
  target: number,
  completedAt?: string | null,
): boolean {
  return saved >= target || Boolean(completedAt);
}

/** Whole days from `today` to a goal's `YYYY-MM-DD` due date (negative when past); null without one. */
export function goalDaysRemaining(
  dueDate: string | null | undefined,
  today: string,
): number | null {
  const due = dueDate ? parseIsoDate(dueDate.slice(0, 10)) : null;
  const now = parseIsoDate(today);
  if (!due || !now) return null;
  const ms =
    Date.UTC(due.year, due.month - 1, due.day) - Date.UTC(now.year, now.month - 1, now.day);
  return Math.round(ms / 86_400_000);
}

/** Fastest goal in days: creation to completion, at least 1 day (spec 001 §9). */
export function goalDurationDays(createdAt: string | Date, completedAt: string | Date): number {
  const ms = new Date(completedAt).getTime() - new Date(createdAt).getTime();
  return Math.max(1, Math.ceil(ms / 86_400_000));
}

/** Label of a catalogue card for the child's balance. */
export type CatalogueAffordability = 'available' | 'accessible' | 'challenge';

/** pt-BR texts of the catalogue labels (ours; the spec names them in English). */
export const CATALOGUE_AFFORDABILITY_LABELS: Readonly<Record<CatalogueAffordability, string>> = {
  available: 'Disponível agora',
  accessible: 'Acessível',
  challenge: 'Desafio',
};

/**
 * Catalogue label: available now when price ≤ balance; else accessible when price ≤ 2 ×
 * balance; else a challenge (spec 001 §9 "Catalogue rules"). Centavos.
 */
export function catalogueAffordability(price: number, balance: number): CatalogueAffordability {
  if (price <= balance) return 'available';
  if (price <= 2 * balance) return 'accessible';
  return 'challenge';
}

/** Estimated days to afford a catalogue item: ceil(price in reais / 50) × 7. */
export function catalogueEstimatedDays(priceCentavos: number): number {
  return Math.ceil(priceCentavos / 5000) * 7;
}

/** A built-in goal of the goal browser; price in centavos. */
export interface CatalogueGoal {
  id: string;
  title: string;
  description: string;
  price: number;
  category: 'Eletrônicos' | 'Esportes' | 'Arte' | 'Roupas' | 'Livros';
  popularity: number;
  ageRecommendation: string;
}

/**
 * The eight built-in goals (spec 001 §3). Prices and categories are the spec's; titles,
 * descriptions, popularity and age texts are ours (the spec lists the items in English).
 */
export const CATALOGUE_GOALS: readonly CatalogueGoal[] = [
  {
    id: 'console-portatil',
    title: 'Console de videogame portátil',
    description: 'Jogue onde quiser.',
    price: 80000,
    category: 'Eletrônicos',
    popularity: 5,
    ageRecommendation: '10+',
  },
  {
    id: 'bicicleta',
    title: 'Bicicleta mountain bike',
    description: 'Para pedalar com os amigos.',
    price: 45000,
    category: 'Esportes',
    popularity: 5,
    ageRecommendation: '9+',
  },
  {
    id: 'kit-arte',
    title: 'Kit de arte',
    description: 'Lápis, tintas e pincéis para criar.',
    price: 12000,
    category: 'Arte',
    popularity: 4,
    ageRecommendation: 'Livre',
  },
  {
    id: 'tenis-esportivo',
    title: 'Tênis esportivo',
    description: 'Conforto para correr e brincar.',
    price: 35000,
    category: 'Roupas',
    popularity: 4,
    ageRecommendation: 'Livre',
  },
  {
    id: 'colecao-livros',
    title: 'Coleção de livros',
    description: 'Aventuras para ler nas férias.',
    price: 20000,
    category: 'Livros',
    popularity: 4,
    ageRecommendation: 'Livre',
  },
  {
    id: 'smartphone',
    title: 'Smartphone',
    description: 'Seu primeiro celular.',
    price: 120000,
    category: 'Eletrônicos',
    popularity: 5,
    ageRecommendation: '13+',
  },
  {
    id: 'patins',
    title: 'Patins inline',
    description: 'Velocidade e equilíbrio.',
    price: 18000,
    category: 'Esportes',
    popularity: 3,
    ageRecommendation: '9+',
  },
  {
    id: 'mesa-digitalizadora',
    title: 'Mesa digitalizadora',
    description: 'Desenhe direto no computador.',
    price: 30000,
    category: 'Arte',
    popularity: 3,
    ageRecommendation: '12+',
  },
];
