import { useNow, useRemoteApp } from '@portal/app-kit';
import { Alert, Badge, Button, PageLayout, Skeleton } from '@portal/design-system';
import { useState } from 'react';
import { Navigate, useNavigate } from '@portal/router';
import { NotificationBellSlot } from '../../../lib/notification-bell-slot';
import { ParentNav } from '../../../lib/parent-nav';
import { useGetPausesQuery } from '../../../lib/pauses-api';
import { useGetMeQuery } from '../../../lib/session-api';
import { useGetParentDashboardQuery } from '../api/dashboard-api';
import { dashboardCopy as C } from '../copy';
import { ActivityFeed } from './activity-feed';
import { ChildrenOverview } from './children-overview';
import { QuickActions } from './quick-actions';
import { SummaryCards } from './summary-cards';

/**
 * `/parent/dashboard` 'Painel dos Pais' (spec 001 §2, ADR 030): child count and logout in the
 * header, the 'Revisar' banner while approvals wait, three figure cards, the children, quick
 * actions and recent activity — all from one `GET /api/parent/dashboard`, refreshed by the
 * event stream. From 1024 px the children and activity share the width with the quick
 * actions (two columns). A family without children yet is sent to 'Adicionar Filhos' with its
 * name and budget (how "sign in → set up children" continues after the e-mail confirmation).
 */
export function DashboardPage() {
  const { signOut } = useRemoteApp();
  const navigate = useNavigate();
  const now = useNow(30_000);
  const me = useGetMeQuery(undefined);
  // Read again on mount, also after the route's prefetch: only an answer read since this page
  // opened may send the family to 'Adicionar Filhos' (below).
  const dashboard = useGetParentDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  // 'Pausado até 10/01' on a child's card; without it (loading, failed) the cards just omit it.
  const pauses = useGetPausesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [leaving, setLeaving] = useState(false);
  const [openedAt] = useState(() => Date.now());

  async function onLogout() {
    setLeaving(true);
    try {
      await signOut('parent');
    } finally {
      setLeaving(false);
    }
  }

  const data = dashboard.data;
  const family = me.data?.family ?? null;
  // Only an answer read since this page opened sends the family to 'Adicionar Filhos': a cached
  // one from before the setup was saved would send the parent back to an emptied form.
  const fresh = !dashboard.isFetching && (dashboard.fulfilledTimeStamp ?? 0) >= openedAt;
  if (data && fresh && data.children.length === 0 && family) {
    return (
      <Navigate
        to="/children/setup"
        replace
        state={{ familyName: family.name, monthlyBudget: family.monthlyBudget ?? 0 }}
      />
    );
  }

  const failed = dashboard.isError && !data;
  const newTask = () => navigate('/tasks/create', { state: { from: '/parent/dashboard' } });

  return (
    <PageLayout
      title={C.title}
      // Placeholders as tall and wide as what replaces them: nothing moves when the data
      // arrives (CLS; the subtitle line and the child-count badge used to push the page).
      subtitle={data ? data.family.name : <Skeleton width="10rem" height="1lh" />}
      nav={<ParentNav active="dashboard" />}
      actions={
        <>
          {data ? (
            <Badge tone="info">
              {C.childCount(data.children.filter((child) => child.active).length)}
            </Badge>
          ) : (
            <Skeleton width="5rem" height="1.5rem" />
          )}
          <NotificationBellSlot />
          <Button
            variant="secondary"
            size="sm"
            onClick={onLogout}
            loading={leaving}
            loadingText={C.loggingOut}
          >
            {C.logout}
          </Button>
        </>
      }
    >
      {/* One swap from skeleton to content (a new subtree, keyed by the load state) instead of
          each card growing in place and the 'Revisar' banner pushing them all down: the page
          shifted 0.2–0.49 (CLS) as the dashboard answer arrived (issue 14). */}
      <div
        key={data ? 'loaded' : 'loading'}
        className="parent-stack parent-dashboard"
        aria-busy={data ? undefined : true}
      >
        {failed ? (
          <Alert
            tone="danger"
            action={
              <Button variant="secondary" size="sm" onClick={() => void dashboard.refetch()}>
                {C.retry}
              </Button>
            }
          >
            {C.loadFailed}
          </Alert>
        ) : null}
        {data && data.pendingApprovals > 0 ? (
          <Alert
            tone="warning"
            action={
              <Button size="sm" onClick={() => navigate('/tasks/approve')}>
                {C.review}
              </Button>
            }
          >
            {C.pendingBanner(data.pendingApprovals)}
          </Alert>
        ) : null}
        {failed ? null : (
          <>
            <SummaryCards data={data} />
            <div className="parent-dashboard__columns">
              <ChildrenOverview
                list={data?.children}
                pauses={pauses.data}
                now={now}
                skeletonRows={2}
                onNewTask={newTask}
              />
              <QuickActions pending={data?.pendingApprovals} />
              <ActivityFeed items={data?.activity} now={now} />
            </div>
          </>
        )}
      </div>
    </PageLayout>
  );
}
