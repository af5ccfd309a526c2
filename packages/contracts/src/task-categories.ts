/*
 * The task categories without zod: the child's task cards and the approval queue show them,
 * on screens that load no zod (ADR 050). `tasks.ts` re-exports them for the forms.
 */

/**
 * The one category list of the portal (issue 12): create, edit and the manage filter all offer
 * it. It is the union of the spec's two lists (spec 001 §3: the create form's and the edit
 * form's / manage filter's), in the create form's order with 'Pets' before the last, and one
 * 'Outros' for both spellings of "other" ('Outro' of the create form, 'Outros' of the edit form).
 */
export const TASK_CATEGORIES = [
  'Limpeza',
  'Cozinha',
  'Estudos',
  'Jardim',
  'Organização',
  'Cuidados Pessoais',
  'Exercícios',
  'Criatividade',
  'Responsabilidades',
  'Pets',
  'Outros',
] as const;

export type TaskCategory = (typeof TASK_CATEGORIES)[number];

/** The spelling of "other" the create form used before issue 12; read and written as 'Outros'. */
export const LEGACY_OTHER_CATEGORY = 'Outro';

/**
 * A stored or sent category as the portal shows it: 'Outro' (tasks saved before issue 12, old
 * clients) becomes 'Outros'; anything else is unchanged.
 */
export function canonicalCategory(category: string): string {
  return category === LEGACY_OTHER_CATEGORY ? 'Outros' : category;
}

/**
 * The categories stored under a shown one, for filters: 'Outros' also matches tasks saved as
 * 'Outro' (no data migration needed).
 */
export function storedCategories(category: string): string[] {
  const shown = canonicalCategory(category);
  return shown === 'Outros' ? ['Outros', LEGACY_OTHER_CATEGORY] : [shown];
}

/** Emoji shown next to each category (the spec shows categories "with emoji" but not which). */
export const TASK_CATEGORY_EMOJI: Readonly<Record<TaskCategory, string>> = {
  Limpeza: '🧹',
  Cozinha: '🍳',
  Estudos: '📚',
  Jardim: '🌱',
  Organização: '🗂️',
  'Cuidados Pessoais': '🪥',
  Exercícios: '🏃',
  Criatividade: '🎨',
  Responsabilidades: '✅',
  Pets: '🐾',
  Outros: '✨',
};
