import {
  Alert,
  Avatar,
  Button,
  Card,
  Money,
  PageLayout,
  ProgressBar,
  Skeleton,
  Tabs,
  VisuallyHidden,
} from '@portal/design-system';
import { levelProgress, XP_PER_LEVEL } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { Navigate } from '@portal/router';
import { useGetMeQuery } from '../../../lib/api';
import { ChildNav } from '../../../lib/child-nav';
import { useGetStatsQuery } from '../../../lib/progress-api';
import { HeaderActions } from '../../../lib/header-actions';
import { profileCopy as copy } from './copy';
import { FigureList } from './figure-list';
import { HistoryTab } from './history-tab';
import { SettingsTab } from './settings-tab';
import { StatsGate, type StatsState } from './stats-gate';
import { StatsTab } from './stats-tab';
import './profile.css';

const PROFILE_TABS = ['stats', 'history', 'settings'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

const numbers = new Intl.NumberFormat('pt-BR');

/**
 * `/child/profile` (spec 001 §2 "Child profile"): header with avatar, name, age and 'Sair'; four
 * figures and the XP bar of the level; tabs Estatísticas, Histórico and Configurações. Name and
 * age come from GET /api/me, every figure from one GET /api/children/{id}/stats answer (re-read
 * on the BFF's money, submission, goal and achievement events).
 */
export function ProfilePage() {
  const me = useGetMeQuery(undefined);
  const child = me.data?.child ?? null;
  const statsQuery = useGetStatsQuery(child?.id ?? '', {
    skip: !child,
    refetchOnMountOrArgChange: true,
  });
  const [tab, setTab] = useState<ProfileTab>('stats');
  const nav = <ChildNav active="profile" />;

  const meStatus = me.error && 'status' in me.error ? me.error.status : null;
  const notSignedIn =
    meStatus === 401 ||
    meStatus === 403 ||
    (me.data && (me.data.user.role !== 'child' || !me.data.child));
  // The shell's guard normally gets here first; standalone child-app relies on this.
  if (notSignedIn) return <Navigate to="/child/login" replace />;

  if (!child) {
    if (me.isError) {
      return (
        <PageLayout title={copy.title} actions={<HeaderActions signOut />} nav={nav}>
          <Alert
            tone="danger"
            action={
              <Button variant="primary" onClick={() => void me.refetch()}>
                {copy.retry}
              </Button>
            }
          >
            {copy.loadFailed}
          </Alert>
        </PageLayout>
      );
    }
    return (
      <PageLayout title={copy.title} actions={<HeaderActions signOut />} nav={nav}>
        <div className="child-profile" aria-busy="true">
          <VisuallyHidden role="status">{copy.loading}</VisuallyHidden>
          <Skeleton height="5rem" />
          <Skeleton height="4.5rem" />
          <Skeleton height="12rem" />
        </div>
      </PageLayout>
    );
  }

  const stats: StatsState = {
    data: statsQuery.data,
    isError: statsQuery.isError,
    refetch: () => void statsQuery.refetch(),
  };
  const content: Record<ProfileTab, ReactNode> = {
    stats: <StatsGate stats={stats}>{(data) => <StatsTab stats={data} />}</StatsGate>,
    history: <HistoryTab childId={child.id} stats={stats} />,
    settings: <SettingsTab child={child} />,
  };

  return (
    <PageLayout title={copy.title} actions={<HeaderActions signOut />} nav={nav}>
      <div className="child-profile">
        <Card as="section" title={child.name} className="child-profile__header">
          <span className="child-profile__avatar" aria-hidden="true">
            <Avatar name={child.name} size="lg" />
          </span>
          <p className="child-profile__age">{copy.age(child.age)}</p>
        </Card>
        {statsQuery.data ? (
          <ProfileFigures
            totals={statsQuery.data.totals}
            streak={statsQuery.data.streaks.current}
          />
        ) : statsQuery.isError ? null : (
          <Skeleton height="6rem" />
        )}
        <Tabs
          label={copy.tabsLabel}
          value={tab}
          onChange={(next) => setTab(next as ProfileTab)}
          tabs={PROFILE_TABS.map((id) => ({
            id,
            label: copy.tabs[id],
            content: id === tab ? content[id] : null,
          }))}
        />
      </div>
    </PageLayout>
  );
}

/** Balance, consecutive days, level, achievements, and the XP bar of the level. */
function ProfileFigures({
  totals,
  streak,
}: {
  totals: NonNullable<StatsState['data']>['totals'];
  streak: number;
}) {
  const inLevel = Math.round(levelProgress(totals.xp) * XP_PER_LEVEL);
  return (
    <section aria-label={copy.figures.label} className="child-profile__summary">
      <FigureList
        className="child-profile__cards"
        items={[
          {
            id: 'balance',
            icon: '💰',
            label: copy.figures.balance,
            value: <Money centavos={totals.balance} />,
          },
          { id: 'streak', icon: '🔥', label: copy.figures.streak, value: numbers.format(streak) },
          {
            id: 'level',
            icon: '⭐',
            label: copy.figures.level,
            value: numbers.format(totals.level),
          },
          {
            id: 'achievements',
            icon: '🏆',
            label: copy.figures.achievements,
            value: copy.figures.achievementsValue(
              totals.achievementsUnlocked,
              totals.achievementsTotal,
            ),
          },
        ]}
      />
      <ProgressBar
        label={copy.xp.label(totals.level)}
        value={inLevel}
        max={XP_PER_LEVEL}
        valueText={copy.xp.text(numbers.format(inLevel), numbers.format(XP_PER_LEVEL))}
      />
    </section>
  );
}
