import type { Achievement } from '@portal/contracts';
import { Celebration } from '@portal/design-system';
import { ageGroupFromAge, type AgeGroup } from '@portal/domain/age-group';
import { useEffect, useState } from 'react';
import { useGetMeQuery } from './api';
import { celebrate, onCelebration, type CelebrationMoment } from './celebration-queue';
import { readChildPreferences } from './preferences';
import { useGetAchievementsQuery } from './progress-api';

/*
 * The child's celebrations (ADR 026): a goal reached (the deposit answer's `completedNow`,
 * handed over through `celebration-queue`), an achievement unlocked and a new level. What this
 * device already celebrated is kept per child in localStorage, so an achievement unlocked by a
 * parent's approval (the list re-read through the event stream) is celebrated too, once, and a
 * reload does not celebrate again.
 */

/** What this device has celebrated for a child. */
interface Celebrated {
  /** Achievement id → the `unlockedAt` already celebrated; null before the first list. */
  achievements: Record<string, string> | null;
  /** Last level seen; null before the first /api/me. */
  level: number | null;
}

const storageKey = (childId: string) => `mesadinha.celebrated.${childId}`;

/**
 * null: this device never saw the child. What it first sees (its achievements, its level) is
 * the starting point, not news.
 */
export function readCelebrated(childId: string): Celebrated | null {
  try {
    const raw = localStorage.getItem(storageKey(childId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Celebrated>;
    return {
      achievements:
        parsed.achievements && typeof parsed.achievements === 'object' ? parsed.achievements : null,
      level: typeof parsed.level === 'number' ? parsed.level : null,
    };
  } catch {
    return null;
  }
}

function writeCelebrated(childId: string, value: Celebrated): void {
  try {
    localStorage.setItem(storageKey(childId), JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the celebration still shows, it may show again later.
  }
}

/** Unlocked achievements this device has not celebrated yet (a re-unlock counts as new). */
export function newlyUnlocked(
  achievements: readonly Achievement[],
  celebrated: Record<string, string>,
): Achievement[] {
  return achievements.filter(
    (item) => item.unlockedAt !== null && celebrated[item.id] !== item.unlockedAt,
  );
}

interface CelebrationText {
  title: string;
  message: string;
  icon: string;
}

/** pt-BR texts of the celebrations (ours: the spec names the moments only), per age group. */
const TEXTS: Record<AgeGroup, (moment: CelebrationMoment) => CelebrationText> = {
  kids: (moment) => {
    if (moment.kind === 'goal') {
      return {
        title: 'Meta alcançada!',
        message: `Você juntou tudo para ${moment.title}! Mandou muito bem!`,
        icon: '🎉',
      };
    }
    if (moment.kind === 'achievement') {
      return {
        title: 'Nova conquista!',
        message: `${moment.title}: ${moment.description}`,
        icon: '🏆',
      };
    }
    return {
      title: 'Subiu de nível!',
      message: `Agora você está no nível ${moment.level}!`,
      icon: '⭐',
    };
  },
  teens: (moment) => {
    if (moment.kind === 'goal') {
      return { title: 'Meta batida!', message: `${moment.title}: valor completo.`, icon: '🔥' };
    }
    if (moment.kind === 'achievement') {
      return {
        title: 'Conquista desbloqueada',
        message: `${moment.title}: ${moment.description}`,
        icon: '🏆',
      };
    }
    return { title: 'Novo nível', message: `Você chegou ao nível ${moment.level}.`, icon: '⚡' };
  },
  young: (moment) => {
    if (moment.kind === 'goal') {
      return {
        title: 'Meta concluída',
        message: `Você atingiu o valor de ${moment.title}.`,
        icon: '',
      };
    }
    if (moment.kind === 'achievement') {
      return {
        title: 'Conquista desbloqueada',
        message: `${moment.title}: ${moment.description}`,
        icon: '',
      };
    }
    return { title: 'Novo nível', message: `Você alcançou o nível ${moment.level}.`, icon: '' };
  },
};

/** The celebration's button (ours). */
const DISMISS = 'Continuar';

/**
 * Watches the signed-in child's achievements (GET …/achievements, re-read on
 * `achievements.unlocked` and after goal movements) and level (GET /api/me), takes the goal
 * completions the goals screen announces, and shows them one after another in the design
 * system's `Celebration`, in the child's age group's voice. Rendered by `ChildArea` for a
 * signed-in child, loaded on demand.
 */
export function CelebrationWatcher() {
  const me = useGetMeQuery(undefined);
  const child = me.data?.child ?? null;
  const childId = child?.id ?? '';
  const level = child?.level ?? null;
  const achievements = useGetAchievementsQuery(childId, { skip: !childId });
  const [queue, setQueue] = useState<CelebrationMoment[]>([]);

  useEffect(() => {
    // Moments wait in the queue module until the child is known: whether to show them is the
    // child's choice.
    if (!childId) return undefined;
    return onCelebration((moment) => {
      // 'Celebração de conquistas' off (profile settings, this device): the moment is still
      // recorded as seen by the effects below, just not shown.
      if (!readChildPreferences(childId).celebrations) return;
      setQueue((current) =>
        current.some((item) => item.key === moment.key) ? current : [...current, moment],
      );
    });
  }, [childId]);

  const list = achievements.data?.achievements;
  useEffect(() => {
    if (!childId || !list) return;
    const stored = readCelebrated(childId);
    const unlocked = list.filter((item) => item.unlockedAt !== null);
    const seen = stored?.achievements ?? null;
    const fresh = seen ? newlyUnlocked(list, seen) : [];
    if (seen && fresh.length === 0) return;
    writeCelebrated(childId, {
      achievements: Object.fromEntries(unlocked.map((item) => [item.id, item.unlockedAt ?? ''])),
      level: stored?.level ?? level,
    });
    for (const item of fresh) {
      celebrate({
        kind: 'achievement',
        key: `achievement:${item.id}:${item.unlockedAt ?? ''}`,
        title: item.title,
        description: item.description,
      });
    }
  }, [childId, list, level]);

  useEffect(() => {
    if (!childId || level === null) return;
    const stored = readCelebrated(childId);
    if (stored?.level === level) return;
    writeCelebrated(childId, { achievements: stored?.achievements ?? null, level });
    // A first visit and a level that went down (a reversed reward) are not news.
    if (stored?.level != null && level > stored.level) {
      celebrate({ kind: 'level', key: `level:${level}`, level });
    }
  }, [childId, level]);

  const current = queue[0];
  if (!child || !current) return null;
  const text = TEXTS[ageGroupFromAge(child.age)](current);
  return (
    <Celebration
      key={current.key}
      open
      onClose={() => setQueue((items) => items.slice(1))}
      title={text.title}
      message={text.message}
      icon={text.icon || undefined}
      dismissLabel={DISMISS}
    />
  );
}
