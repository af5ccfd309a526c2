import {
  Alert,
  Button,
  Card,
  EmptyState,
  PageLayout,
  Skeleton,
  VisuallyHidden,
} from '@portal/design-system';
import { formatDate } from '@portal/domain';
import { useId, useRef, useState } from 'react';
import { Navigate } from '@portal/router';
import { useGetMeQuery } from '../../../lib/api';
import { ChildNav } from '../../../lib/child-nav';
import { HeaderActions } from '../../../lib/header-actions';
import { useGetGoalsQuery } from '../../../lib/progress-api';
import { useGoalMovements } from '../hooks/use-goal-movements';
import { goalPlan, splitGoals } from '../lib/goal-plan';
import { ActiveGoalCard } from './active-goal-card';
import { goalsCopy } from './copy';
import { GoalBrowser } from './goal-browser';
import { PlanSummary } from './plan-summary';
import './goals.css';
import { Deco } from '../../../lib/deco';

const text = goalsCopy;

/**
 * `/child/goals` 'Plano de Metas' (spec 001 §2): the plan's figures, the active goals with quick
 * deposits and 'Cancelar meta', 'Metas concluídas', and the 'Navegador de Metas' opened by a
 * button. Reads GET /api/me (the child's id) and its goals, which come with the balance's
 * split (free, waiting for approval: issue 41); the event stream and every movement re-read
 * them.
 */
export function ChildGoalsPage() {
  const me = useGetMeQuery(undefined);
  const child = me.data?.child ?? null;
  const goals = useGetGoalsQuery(child?.id ?? '', {
    skip: !child,
    refetchOnMountOrArgChange: true,
  });
  const [browserOpen, setBrowserOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const activeHeading = useRef<HTMLHeadingElement>(null);
  const browserToggle = useRef<HTMLDivElement>(null);
  const movements = useGoalMovements(
    { depositFailed: text.depositFailed, cancelFailed: text.cancelFailed },
    (title) => {
      setAnnouncement(text.cancelled(title));
      // The cancelled goal's card (and the button that had the focus) is gone.
      (activeHeading.current ?? browserToggle.current?.querySelector('button'))?.focus();
    },
  );
  const browserId = useId();
  const nav = <ChildNav active="goals" />;

  const meStatus = me.error && 'status' in me.error ? me.error.status : null;
  const goalsStatus = goals.error && 'status' in goals.error ? goals.error.status : null;
  // The shell's guard normally gets here first; standalone child-app relies on this.
  if (meStatus === 401 || goalsStatus === 401 || (me.data && !child)) {
    return <Navigate to="/child/login" replace />;
  }

  if (me.isLoading || (child && !goals.data && (goals.isLoading || goals.isFetching))) {
    return (
      <PageLayout title={text.title} actions={<HeaderActions />} nav={nav}>
        <div className="child-goals__loading" aria-busy="true">
          <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
          <Skeleton height="9rem" />
          <Skeleton height="12rem" />
          <Skeleton height="12rem" />
        </div>
      </PageLayout>
    );
  }

  if (!child || !goals.data) {
    return (
      <PageLayout title={text.title} actions={<HeaderActions />} nav={nav}>
        <Alert
          tone="danger"
          action={
            <Button variant="primary" onClick={() => void (child ? goals.refetch() : me.refetch())}>
              {text.retry}
            </Button>
          }
        >
          {text.loadFailed}
        </Alert>
      </PageLayout>
    );
  }

  const all = goals.data.goals;
  const { savable, awaitingApproval } = goals.data;
  const { active, finished } = splitGoals(all);
  const plan = goalPlan(all);
  const toggle = (
    <Button
      variant={browserOpen ? 'secondary' : 'primary'}
      fullWidth
      aria-expanded={browserOpen}
      aria-controls={browserOpen ? browserId : undefined}
      onClick={() => setBrowserOpen((open) => !open)}
    >
      <Deco emoji="🧭" />
      {browserOpen ? text.browser.close : text.browser.open}
    </Button>
  );

  return (
    <PageLayout title={text.title} actions={<HeaderActions />} nav={nav}>
      <div className="child-goals">
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        <PlanSummary plan={plan} split={{ available: savable, awaitingApproval }} />
        {awaitingApproval > 0 ? <Alert tone="info">{text.awaitingReview}</Alert> : null}
        {all.length === 0 ? (
          <EmptyState icon="🎯" title={text.empty.none} description={text.empty.noneDescription} />
        ) : null}
        {/* The design system's Button takes no ref: the wrapper finds it for the focus. */}
        <div ref={browserToggle}>{toggle}</div>
        {browserOpen ? (
          <GoalBrowser
            id={browserId}
            balance={savable}
            goals={all}
            onAdded={(title) => setAnnouncement(text.browser.added(title))}
          />
        ) : null}
        {all.length > 0 ? (
          <section aria-labelledby="child-goals-active" className="child-goals__section">
            <h2 id="child-goals-active" ref={activeHeading} tabIndex={-1}>
              {text.activeTitle}
            </h2>
            {active.length === 0 ? (
              <p>{text.empty.noActive}</p>
            ) : (
              <ul className="child-goals__list">
                {active.map((goal) => (
                  <li key={goal.id}>
                    <ActiveGoalCard
                      goal={goal}
                      balance={savable}
                      busy={movements.busy[goal.id]}
                      failure={movements.failures[goal.id]}
                      onDeposit={(amount) => movements.deposit(goal, amount)}
                      onCancel={() => movements.cancel(goal)}
                      onRetry={() => movements.retry(goal.id)}
                      onDismissFailure={() => movements.dismiss(goal.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {finished.length > 0 ? (
          <section aria-labelledby="child-goals-finished" className="child-goals__section">
            <h2 id="child-goals-finished">{text.finishedTitle}</h2>
            <ul className="child-goals__list">
              {finished.map((goal) => (
                <li key={goal.id}>
                  <Card as="article" title={goal.title} titleAs="h3" className="child-goal--done">
                    <p>
                      <Deco emoji="✅" />
                      {goal.completedAt ? text.completedOn(formatDate(goal.completedAt)) : null}
                    </p>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </PageLayout>
  );
}
