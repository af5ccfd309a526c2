import { TASK_CATEGORY_EMOJI, type TaskCategory } from '@portal/contracts/task-categories';
import { ALL_CATEGORIES } from '../lib/task-views';
import { tasksCopy } from './copy';
import { Deco } from '../../../lib/deco';

/** The emoji of a category; an unknown one (older data) gets a neutral sparkle. */
export function categoryEmoji(category: string): string {
  return TASK_CATEGORY_EMOJI[category as TaskCategory] ?? '✨';
}

/** Props of {@link CategoryChips}. */
export interface CategoryChipsProps {
  /** Categories present in the list. */
  categories: readonly string[];
  /** The selected category, or `ALL_CATEGORIES`. */
  value: string;
  onChange: (category: string) => void;
}

/**
 * Category filter chips: 'Todas' and each category present in the list, as toggle buttons
 * (`aria-pressed`) in a labelled group; one is selected at a time.
 */
export function CategoryChips({ categories, value, onChange }: CategoryChipsProps) {
  const chips = [
    { id: ALL_CATEGORIES, label: tasksCopy.allCategories, emoji: null },
    ...categories.map((category) => ({
      id: category,
      label: category,
      emoji: categoryEmoji(category),
    })),
  ];
  return (
    <div role="group" aria-label={tasksCopy.categoriesLabel} className="child-tasks__chips">
      {chips.map((chip) => (
        <button
          key={chip.id}
          type="button"
          className="child-tasks__chip"
          aria-pressed={chip.id === value}
          onClick={() => onChange(chip.id)}
        >
          {chip.emoji ? <Deco emoji={chip.emoji} /> : null}
          {chip.label}
        </button>
      ))}
    </div>
  );
}
