import { PageFrame, lazyScreen, suspendedNav } from '@portal/app-kit';
import { PageLayout } from '@portal/design-system';
import { Link, Navigate, Route, Routes } from '@portal/router';
import { ChildLoginPage } from '../features/auth/components/child-login-page';
import { ConnectionHint } from '../features/health/components/connection-hint';
import { ChildNav, ChildSections } from '../lib/child-nav';
import { copy } from './copy';
import { CHILD_PAGES } from './pages';

/* The signed-in screens load on first visit: the PIN form (the first screen) does not need them. */
const ChildDashboardPage = lazyScreen(
  () =>
    import('../features/dashboard/components/child-dashboard-page').then(
      (m) => m.ChildDashboardPage,
    ),
  'child-route-loading',
);
const ChildTasksPage = lazyScreen(
  () => import('../features/tasks/components/child-tasks-page').then((m) => m.ChildTasksPage),
  'child-route-loading',
);
const ChildGoalsPage = lazyScreen(
  () => import('../features/goals/components/child-goals-page').then((m) => m.ChildGoalsPage),
  'child-route-loading',
);
const AchievementsPage = lazyScreen(
  () =>
    import('../features/achievements/components/achievements-page').then((m) => m.AchievementsPage),
  'child-route-loading',
);
const ProfilePage = lazyScreen(
  () => import('../features/profile/components/profile-page').then((m) => m.ProfilePage),
  'child-route-loading',
);
/**
 * child-app's routes, with absolute paths: rendered by the shell's catch-all route or by the
 * standalone bootstrap, both on the one shared react-router instance. Built screens replace
 * their frame here; the rest stay frames from `CHILD_PAGES`.
 */
export function ChildRoutes() {
  return (
    <Routes>
      <Route path="/child/login" element={<ChildLoginPage footer={<ConnectionHint />} />} />
      <Route path="/child/dashboard" element={<ChildDashboardPage />} />
      <Route path="/child/tasks" element={<ChildTasksPage />} />
      <Route path="/child/goals" element={<ChildGoalsPage />} />
      <Route path="/child/achievements" element={<AchievementsPage />} />
      <Route path="/child/profile" element={<ProfilePage />} />
      {CHILD_PAGES.map(({ path, section, ...frame }) => (
        <Route
          key={path}
          path={path}
          element={
            <PageFrame
              {...frame}
              nav={section ? <ChildNav active={section} /> : undefined}
              linksClassName="child-links"
            />
          }
        />
      ))}
      <Route path="/child" element={<Navigate to="/child/dashboard" replace />} />
      <Route path="*" element={<ChildNotFound />} />
    </Routes>
  );
}

/*
 * The navigation with its badge reads a feature's data (and its schemas): not needed by the
 * login, so it loads with the first signed-in screen; until then the plain sections show.
 */
const ComposedChildNav = lazyScreen(() => import('./child-nav').then((m) => m.ComposedChildNav));

/** The navigation the composition hands to every screen (`NavSlotProvider`). */
export const ChildNavSlot = suspendedNav(ComposedChildNav, ChildSections);

/** Loads every screen that loads on first visit (tests call it before rendering). */
export function preloadScreens(): Promise<void[]> {
  return Promise.all([
    ComposedChildNav.preload(),
    ChildDashboardPage.preload(),
    ChildTasksPage.preload(),
    ChildGoalsPage.preload(),
    AchievementsPage.preload(),
    ProfilePage.preload(),
  ]);
}

function ChildNotFound() {
  return (
    <PageLayout title={copy.notFound.title} nav={<ChildNav active="dashboard" />}>
      <p>{copy.notFound.body}</p>
      <Link to="/child/dashboard">{copy.notFound.home}</Link>
    </PageLayout>
  );
}
