import type { FirstScreenData } from '@portal/app-kit/plain-request';
import { PageFrame, lazyScreen, suspendedNav, type LazyScreen } from '@portal/app-kit';
import { PageLayout } from '@portal/design-system';
import { useLayoutEffect } from 'react';
import { Link, matchPath, Navigate, Route, Routes, useLocation } from '@portal/router';
import { ChildLoginPage } from '../features/auth/components/child-login-page';
import { ConnectionHint } from '../features/health/components/connection-hint';
import { ChildNav, ChildSections } from '../lib/child-nav';
import { ChildLoginArea } from './child-login-area';
import { copy } from './copy';
import { CHILD_PAGES } from './pages';
import type { StoreRootProps } from './store-root';

/*
 * The signed-in screens load on first visit: the PIN form (the first screen) needs neither
 * them nor the store they render in (`ChildStoreRoot`, ADR 045).
 */
const ChildStoreRoot = lazyScreen(
  () => import('./store-root').then((m) => m.ChildStoreRoot),
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

/** What a first screen asks the BFF before anything else (`fetchFirstScreenData`, ADR 045). */
export const FIRST_SCREEN_DATA: FirstScreenData = {
  '/child/dashboard': ['/me', '/child/tasks'],
  '/child/tasks': ['/me', '/child/tasks'],
};

/**
 * Fetches the code `pathname` shows all at once: the store's chunk and the screen's. Left to
 * the routes, the screen's request would wait for the store's (its layout renders first).
 */
function preloadRoute(pathname: string): void {
  if (matchPath('/child/login', pathname)) return;
  void ChildStoreRoot.preload();
  const screen = SIGNED_IN_SCREENS.find(([path]) => matchPath(path, pathname));
  if (screen) void screen[1].preload();
}

/**
 * child-app's routes, with absolute paths: rendered by the shell's catch-all route or by the
 * standalone bootstrap, both on the one shared react-router instance. The login renders on its
 * own; every other screen inside the store's layout (`root`: the shell's props for it). Built
 * screens replace their frame here; the rest stay frames from `CHILD_PAGES`.
 */
export function ChildRoutes({ root }: { root: StoreRootProps }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => preloadRoute(pathname), [pathname]);
  return (
    <Routes>
      <Route
        path="/child/login"
        element={
          <ChildLoginArea>
            <ChildLoginPage footer={<ConnectionHint />} />
          </ChildLoginArea>
        }
      />
      <Route element={<ChildStoreRoot {...root} />}>
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
    ChildStoreRoot.preload(),
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
