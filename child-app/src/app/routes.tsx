import { PageFrame, lazyScreen, suspendedNav, type LazyScreen } from '@portal/app-kit';
import { PageLayout } from '@portal/design-system';
import { useLayoutEffect } from 'react';
import { Link, matchPath, Navigate, Route, Routes, useLocation } from '@portal/router';
import { ChildNav, ChildSections } from '../lib/child-nav';
import { copy } from './copy';
import { CHILD_PAGES } from './pages';
import { ChildStoreRoot, type StoreRootProps } from './store-root';

/*
 * The store's layout (`ChildStoreRoot`: RTK Query), which every screen renders in, comes with
 * this module, so the federation runtime fetches it with the remote's entry. Every screen loads
 * on first visit: a first visit downloads its own screen, not the others; the login's form
 * brings the form kit (react-hook-form, zod) in its own chunk (ADR 059).
 */
const SignedInChild = lazyScreen(
  () => import('./signed-in-child').then((m) => m.SignedInChild),
  'child-route-loading',
);
const ChildLoginScreen = lazyScreen(
  () => import('./login-screen').then((m) => m.ChildLoginScreen),
  'child-route-loading',
);
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
/** The signed-in screens, by path. */
const SIGNED_IN_SCREENS: readonly (readonly [string, LazyScreen<object>])[] = [
  ['/child/dashboard', ChildDashboardPage],
  ['/child/tasks', ChildTasksPage],
  ['/child/goals', ChildGoalsPage],
  ['/child/achievements', AchievementsPage],
  ['/child/profile', ProfilePage],
];

/**
 * Fetches the code `pathname` shows all at once: its layout's chunk and the screen's. Left to
 * the routes, the screen's request would wait for the layout's (it renders first).
 */
function preloadRoute(pathname: string): void {
  if (matchPath('/child/login', pathname)) {
    void ChildLoginScreen.preload();
    return;
  }
  void SignedInChild.preload();
  const screen = SIGNED_IN_SCREENS.find(([path]) => matchPath(path, pathname));
  if (screen) void screen[1].preload();
}

// The first screen's code is asked for as soon as this module runs, not once the shell has
// rendered the routes: on a phone that render is a long task on the way to the first paint.
if (typeof window !== 'undefined') preloadRoute(window.location.pathname);

/**
 * child-app's routes, with absolute paths: rendered by the shell's catch-all route or by the
 * standalone bootstrap, both on the one shared react-router instance. Every screen renders
 * inside the store's layout (`root`: the shell's props for it); the login in its own kids-themed
 * area, the others in the signed-in child's. Built screens replace their frame here; the rest
 * stay frames from `CHILD_PAGES`.
 */
export function ChildRoutes({ root }: { root: StoreRootProps }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => preloadRoute(pathname), [pathname]);
  return (
    <Routes>
      <Route element={<ChildStoreRoot {...root} />}>
        <Route path="/child/login" element={<ChildLoginScreen />} />
        <Route element={<SignedInChild />}>
          {SIGNED_IN_SCREENS.map(([path, Screen]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
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
        </Route>
      </Route>
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
    SignedInChild.preload(),
    ChildLoginScreen.preload(),
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
