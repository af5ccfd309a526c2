import {
  Avatar,
  Badge,
  Button,
  Alert,
  Card,
  PageLayout,
  Spinner,
  useTheme,
} from '@portal/design-system';
import { FRESH_ON_MOUNT, kitCopy, lazyScreen, useAfterFirstScreen } from '@portal/app-kit';
import { Suspense } from 'react';
import { Link, Navigate } from '@portal/router';
import { useGetMeQuery } from '../../../lib/api';
import { ChildNav } from '../../../lib/child-nav';
import { HeaderActions } from '../../../lib/header-actions';
import { dashboardCopy } from './copy';
import { ActiveGoalCard, BalanceCard, TodayEarningsCard } from './summary-cards';
import { PauseBanner } from './pause-banner';
import { TodayTasksCard } from './today-tasks-card';
import './dashboard.css';
import { Deco } from '../../../lib/deco';

/**
 * The cards of the child's reviewed tasks (issue 41) come with the bell's messages, after the
 * first screen (ADR 050): the dashboard's first paint neither fetches their code nor their read.
 */
const ReviewCards = lazyScreen(() =>
  import(/* webpackChunkName: "idle-review-cards" */ './review-cards').then((m) => m.ReviewCards),
);

/** The first word of a name: a child is greeted as 'Ana', not 'Ana Souza'. */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * `/child/dashboard` (spec 001 §2 "Child dashboard"): greeting with level and streak badges,
 * the achievements button and 'Sair', under 'Pausado até 10/01' while on holiday; the cards of
 * the tasks reviewed since the child last looked (issue 41); the balance, what is free apart
 * from what waits for approval; 'Ganhos de Hoje'; the
 * active goal; the first 3 tasks of today with 'Marcar como Feita'; shortcuts to goals and
 * tasks. Reads GET /api/me; each card reads what it shows (stats, goals, tasks), with its own
 * loading and error state; the event stream keeps them current.
 */
export function ChildDashboardPage() {
  const me = useGetMeQuery(undefined, FRESH_ON_MOUNT);
  const { tone } = useTheme();
  const afterFirstScreen = useAfterFirstScreen();
  const nav = <ChildNav active="dashboard" />;

  // 'Sair' shows in every state: the header keeps its height when the data arrives, so nothing
  // below it moves (CLS).
  if (me.isLoading) {
    return (
      <PageLayout title={dashboardCopy.title} actions={<HeaderActions signOut />} nav={nav}>
        <div className="child-status">
          <Spinner label={kitCopy.loading} showLabel />
        </div>
      </PageLayout>
    );
  }

  const notSignedIn =
    (me.error && 'status' in me.error && me.error.status === 401) ||
    (me.data && (me.data.user.role !== 'child' || !me.data.child));
  // The shell's guard normally gets here first; standalone child-app relies on this.
  if (notSignedIn) return <Navigate to="/child/login" replace />;

  if (me.isError || !me.data?.child) {
    return (
      <PageLayout title={dashboardCopy.title} actions={<HeaderActions signOut />} nav={nav}>
        <Alert
          tone="danger"
          action={
            <Button variant="primary" onClick={() => void me.refetch()}>
              {dashboardCopy.retry}
            </Button>
          }
        >
          {dashboardCopy.loadFailed}
        </Alert>
      </PageLayout>
    );
  }

  const { child } = me.data;
  return (
    <PageLayout title={dashboardCopy.title} actions={<HeaderActions signOut />} nav={nav}>
      <div className="child-dash">
        <PauseBanner childId={child.id} />
        {afterFirstScreen ? (
          <Suspense fallback={null}>
            <ReviewCards />
          </Suspense>
        ) : null}
        <Card
          as="section"
          title={dashboardCopy.hello(firstName(child.name))}
          className="child-hello"
        >
          <div className="child-login-hello">
            <span aria-hidden="true">
              <Avatar name={child.name} size="lg" />
            </span>
            <div>
              <p className="child-login-hello__greeting">{tone.greeting}</p>
              <p>{tone.motivationalMessage}</p>
            </div>
          </div>
          <p className="child-dash__badges">
            <Badge tone="info">
              <Deco emoji="⭐" />
              {dashboardCopy.level(child.level)}
            </Badge>
            <Badge tone="warning">
              <Deco emoji="🔥" />
              {dashboardCopy.streak(child.streak)}
            </Badge>
          </p>
          <Link
            to="/child/achievements"
            className="mesa-button mesa-button--secondary mesa-button--md"
          >
            <Deco emoji="🏆" />
            {dashboardCopy.achievements}
          </Link>
        </Card>
        <div className="child-dash__pair">
          <BalanceCard childId={child.id} />
          <TodayEarningsCard childId={child.id} completedToday={child.completedToday} />
        </div>
        <ActiveGoalCard childId={child.id} />
        <TodayTasksCard />
        <nav aria-label={dashboardCopy.shortcuts.label} className="child-dash__shortcuts">
          <Link to="/child/goals" className="mesa-button mesa-button--primary mesa-button--lg">
            <Deco emoji="🎯" />
            {dashboardCopy.shortcuts.goals}
          </Link>
          <Link to="/child/tasks" className="mesa-button mesa-button--primary mesa-button--lg">
            <Deco emoji="📋" />
            {dashboardCopy.shortcuts.tasks}
          </Link>
        </nav>
      </div>
    </PageLayout>
  );
}
