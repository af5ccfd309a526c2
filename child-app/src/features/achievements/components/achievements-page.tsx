import type { Achievement, ChildStatsResponse } from '@portal/contracts';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  PageLayout,
  ProgressBar,
  Skeleton,
  Tabs,
  useTheme,
  VisuallyHidden,
} from '@portal/design-system';
import { levelProgress, nextLevelXp, XP_PER_LEVEL } from '@portal/domain';
import { useState } from 'react';
import { Navigate } from '@portal/router';
import { useGetMeQuery } from '../../../lib/api';
import { ChildNav } from '../../../lib/child-nav';
import { HeaderActions } from '../../../lib/header-actions';
import { useGetAchievementsQuery, useGetStatsQuery } from '../../../lib/progress-api';
import {
  ACHIEVEMENT_TABS,
  achievementProgress,
  achievementsInTab,
  closestAchievement,
  type AchievementTab,
} from '../lib/achievement-views';
import { AchievementCard } from './achievement-card';
import { achievementsCopy as copy } from './copy';
import './achievements.css';

const numbers = new Intl.NumberFormat('pt-BR');

/**
 * `/child/achievements` (spec 001 §2 "Achievements gallery"): the level and XP card, stat
 * cards, the 11 achievements by tab (all, unlocked, one per category) with progress, rarity
 * and unlock date, and tips. Reads GET /api/me (the child's id), then the child's
 * achievements and statistics; both are re-read on the BFF's events (`achievements.unlocked`,
 * money and submission events).
 */
export function AchievementsPage() {
  const me = useGetMeQuery(undefined);
  const childId = me.data?.child?.id;
  const achievements = useGetAchievementsQuery(childId ?? '', {
    skip: !childId,
    refetchOnMountOrArgChange: true,
  });
  const stats = useGetStatsQuery(childId ?? '', {
    skip: !childId,
    refetchOnMountOrArgChange: true,
  });
  const [tab, setTab] = useState<AchievementTab>('all');
  const { emoji } = useTheme();
  const nav = <ChildNav active="achievements" />;

  const meStatus = me.error && 'status' in me.error ? me.error.status : null;
  const notSignedIn =
    meStatus === 401 ||
    meStatus === 403 ||
    (me.data && (me.data.user.role !== 'child' || !me.data.child));
  // The shell's guard normally gets here first; standalone child-app relies on this.
  if (notSignedIn) return <Navigate to="/child/login" replace />;

  const failed = me.isError || achievements.isError || stats.isError;
  if (failed && !(achievements.data && stats.data)) {
    const retry = () => {
      if (me.isError) void me.refetch();
      if (achievements.isError) void achievements.refetch();
      if (stats.isError) void stats.refetch();
    };
    return (
      <PageLayout title={copy.title} actions={<HeaderActions />} nav={nav}>
        <Alert
          tone="danger"
          action={
            <Button variant="primary" onClick={retry}>
              {copy.retry}
            </Button>
          }
        >
          {copy.loadFailed}
        </Alert>
      </PageLayout>
    );
  }

  if (!achievements.data || !stats.data) {
    return (
      <PageLayout title={copy.title} actions={<HeaderActions />} nav={nav}>
        <div className="child-achievements__loading" aria-busy="true">
          <VisuallyHidden role="status">{copy.loading}</VisuallyHidden>
          <Skeleton height="7rem" />
          <Skeleton height="4.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="8rem" />
          <Skeleton height="8rem" />
        </div>
      </PageLayout>
    );
  }

  const list = achievements.data.achievements;
  const visible = achievementsInTab(list, tab);
  const content =
    visible.length === 0 ? (
      <EmptyState
        icon={emoji === 'none' ? undefined : '🏆'}
        title={copy.empty}
        description={copy.emptyDescription}
        titleAs="h3"
      />
    ) : (
      <ul className="child-achievements__list">
        {visible.map((achievement) => (
          <li key={achievement.id}>
            <AchievementCard achievement={achievement} />
          </li>
        ))}
      </ul>
    );

  return (
    <PageLayout title={copy.title} actions={<HeaderActions />} nav={nav}>
      <div className="child-achievements">
        <LevelCard totals={stats.data.totals} />
        <StatCards stats={stats.data} achievements={list} />
        <Tabs
          label={copy.tabsLabel}
          value={tab}
          onChange={(next) => setTab(next as AchievementTab)}
          tabs={ACHIEVEMENT_TABS.map((id) => ({
            id,
            label: copy.tabs[id],
            content: id === tab ? content : null,
          }))}
        />
        <Tips achievements={list} />
      </div>
    </PageLayout>
  );
}

/** How to unlock more: the closest locked achievement first, then the general tips. */
function Tips({ achievements }: { achievements: Achievement[] }) {
  const closest = closestAchievement(achievements);
  const progress = closest ? achievementProgress(closest) : null;
  return (
    <Card as="section" title={copy.tips.title} className="child-achievements__tips">
      <ul>
        {closest && progress ? (
          <li className="child-achievements__closest">
            {copy.tips.closest(
              closest.title,
              copy.progressText(progress.valueText, progress.maxText),
            )}
          </li>
        ) : null}
        {copy.tips.items.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}

/** Level, XP and the bar to the next level (spec 001 §9: 500 XP per level). */
function LevelCard({ totals }: { totals: ChildStatsResponse['totals'] }) {
  const inLevel = Math.round(levelProgress(totals.xp) * XP_PER_LEVEL);
  return (
    <Card as="section" title={copy.level.title(totals.level)} className="child-achievements__level">
      <p className="child-achievements__xp">{copy.level.xp(numbers.format(totals.xp))}</p>
      <ProgressBar
        label={copy.level.progress}
        value={inLevel}
        max={XP_PER_LEVEL}
        valueText={copy.level.progressText(numbers.format(inLevel), numbers.format(XP_PER_LEVEL))}
      />
      <p className="child-achievements__next">
        {copy.level.next(numbers.format(nextLevelXp(totals.xp)))}
      </p>
    </Card>
  );
}

function StatCards({
  stats,
  achievements,
}: {
  stats: ChildStatsResponse;
  achievements: Achievement[];
}) {
  const unlocked = achievements.filter((achievement) => achievement.isUnlocked).length;
  // Decorative icons only where the theme's copy uses emoji freely (kids).
  const icons = useTheme().emoji === 'rich';
  const cards = [
    {
      id: 'unlocked',
      icon: '🏆',
      label: copy.stats.unlocked,
      value: copy.stats.unlockedValue(unlocked, achievements.length),
    },
    {
      id: 'tasks',
      icon: '✅',
      label: copy.stats.tasks,
      value: numbers.format(stats.totals.tasksCompleted),
    },
    {
      id: 'streak',
      icon: '🔥',
      label: copy.stats.streak,
      value: copy.stats.streakValue(stats.streaks.current),
    },
    {
      id: 'goals',
      icon: '🎯',
      label: copy.stats.goals,
      value: numbers.format(stats.totals.goalsCompleted),
    },
  ];
  return (
    <section aria-label={copy.stats.label}>
      <dl className="child-achievements__stats">
        {cards.map((card) => (
          <div key={card.id} className="child-achievements__stat">
            <dt>
              {icons ? <span aria-hidden="true">{card.icon} </span> : null}
              {card.label}
            </dt>
            <dd data-testid={`achievements-stat-${card.id}`}>{card.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
