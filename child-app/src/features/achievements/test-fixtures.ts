import type { Achievement } from '@portal/contracts';
import { ACHIEVEMENTS } from '@portal/domain';

/**
 * The 11 achievements as GET /api/children/{id}/achievements returns them, all locked with no
 * progress; `patches` by id set progress or unlock some.
 */
export function achievementList(patches: Record<string, Partial<Achievement>> = {}): {
  achievements: Achievement[];
} {
  return {
    achievements: ACHIEVEMENTS.map((definition) => ({
      id: definition.id,
      title: definition.title,
      description: definition.description,
      category: definition.category,
      rarity: definition.rarity,
      progress: 0,
      maxProgress: definition.requirement,
      isUnlocked: false,
      unlockedAt: null,
      ...patches[definition.id],
    })),
  };
}

export { statsResponse } from '../../test/progress-fixtures';
