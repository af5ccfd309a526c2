import type { Achievement, AchievementCategoryValue } from '@portal/contracts';
import {
  Badge,
  Card,
  DateText,
  ProgressBar,
  useTheme,
  type BadgeTone,
} from '@portal/design-system';
import { achievementProgress } from '../lib/achievement-views';
import { achievementsCopy } from './copy';

const ICON: Record<AchievementCategoryValue, string> = {
  streak: '🔥',
  savings: '🐷',
  tasks: '✅',
  goals: '🎯',
  special: '⭐',
};

const RARITY_TONE: Record<Achievement['rarity'], BadgeTone> = {
  common: 'neutral',
  rare: 'info',
  epic: 'warning',
  legendary: 'success',
};

/**
 * One achievement: icon, title, description, rarity and category as text, then either the date
 * it was unlocked or a bar with the progress (money ones in R$). A locked card's icon is
 * greyed, and the card says so in words through its progress. The category icon is the card's picture, kept for
 * kids and teens; the young adults' theme uses no emoji.
 */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const progress = achievementProgress(achievement);
  const unlocked = achievement.isUnlocked;
  const showIcon = useTheme().emoji !== 'none';
  return (
    <Card
      as="article"
      title={achievement.title}
      titleAs="h3"
      className={[
        'child-achievement',
        `child-achievement--${achievement.rarity}`,
        unlocked && 'child-achievement--unlocked',
        showIcon && 'child-achievement--with-icon',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {showIcon ? (
        <span className="child-achievement__icon" aria-hidden="true">
          {ICON[achievement.category]}
        </span>
      ) : null}
      <p className="child-achievement__description">{achievement.description}</p>
      <p className="child-achievement__tags">
        <Badge tone={RARITY_TONE[achievement.rarity]}>
          {achievementsCopy.rarity[achievement.rarity]}
        </Badge>
        <Badge>{achievementsCopy.category[achievement.category]}</Badge>
      </p>
      {unlocked ? (
        <p className="child-achievement__unlocked">
          <span aria-hidden="true">✓ </span>
          {achievement.unlockedAt ? (
            <>
              {achievementsCopy.unlockedOn} <DateText iso={achievement.unlockedAt} />
            </>
          ) : (
            achievementsCopy.unlocked
          )}
        </p>
      ) : (
        <ProgressBar
          label={achievementsCopy.progress(achievement.title)}
          hideLabel
          value={progress.value}
          max={progress.max}
          valueText={achievementsCopy.progressText(progress.valueText, progress.maxText)}
        />
      )}
    </Card>
  );
}
