import {
  PageFrame,
  firstScreenCode,
  lazyScreen,
  startUpSteps,
  suspendedNav,
  type LazyScreen,
} from '@portal/app-kit';
import { PageLayout } from '@portal/design-system';
import { useLayoutEffect } from 'react';
import { Link, matchPath, Navigate, Route, Routes, useLocation } from '@portal/router';
import { pausesApi } from '../features/dashboard/api/pauses-api';
import { api } from '../lib/api';
import { ChildNav, ChildSections } from '../lib/child-nav';
import { copy } from './copy';
import { CHILD_PAGES } from './pages';
import { ChildStoreRoot, type StoreRootProps } from './store-root';
import { store } from './store';

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
/*
 * The navigation with its badge reads a feature's data (and its schemas): not needed by the
 * login, so it loads with the first signed-in screen; until then the plain sections show.
 */
const ComposedChildNav = lazyScreen(() => import('./child-nav').then((m) => m.ComposedChildNav));

/** The signed-in screens, by path. */
const SIGNED_IN_SCREENS: readonly (readonly [string, LazyScreen<object>])[] = [
  ['/child/dashboard', ChildDashboardPage],
  ['/child/tasks', ChildTasksPage],
  ['/child/goals', ChildGoalsPage],
  ['/child/achievements', AchievementsPage],
  ['/child/profile', ProfilePage],
];

/**
 * Fetches the code `pathname` shows all at once: its layout's chunk, the screen's and, for a
 * signed-in screen, the navigation's. Left to the routes, the screen's request would wait for
 * the layout's (it renders first), and the navigation's for both.
 */
function preloadRoute(pathname: string): Promise<unknown> {
  if (matchPath('/child/login', pathname)) return ChildLoginScreen.preload();
  const screen = SIGNED_IN_SCREENS.find(([path]) => matchPath(path, pathname));
  return Promise.all([
    SignedInChild.preload(),
    ComposedChildNav.preload(),
    ...(screen ? [screen[1].preload()] : []),
  ]);
}

/**
 * The first reads of a signed-in screen, one start-up step each. Asks who is signed in
 * (GET /api/me: the greeting, the balance, the age theme) while a signed-in screen's code downloads, instead of once its layout has rendered: the screen's
 * first paint then waits for the slower of the two, not for one after the other. On the
 * dashboard, the 'Modo férias' read (GET /api/pauses, which needs no child id) starts with it:
 * its answer is there when the screen first renders, so the banner is in the first paint
 * (nothing below it moves) and the read no longer ends after the screen's code, on the way to
 * that paint (Lighthouse counted it in the dashboard's LCP). The cards' reads follow with the
 * page's code (`prefetchDashboardReads`).
 */
function routeDataSteps(pathname: string): (() => unknown)[] {
  if (!SIGNED_IN_SCREENS.some(([path]) => matchPath(path, pathname))) return [];
  return [
    () => store.dispatch(api.util.prefetch('getMe', undefined, {})),
    ...(matchPath('/child/dashboard', pathname)
      ? [
          () => store.dispatch(pausesApi.util.prefetch('getPauses', undefined, {})),
          () =>
            import('../features/dashboard/api/first-reads').then((m) =>
              m.prefetchDashboardReads(store),
            ),
        ]
      : []),
  ];
}

// The first screen's code is asked for as soon as this module has run, not once the shell has
// rendered the routes: on a phone that render is a long task on the way to the first paint.
// The first render waits for it above the screens' spinners (`firstScreenCode`). Its reads
// start in the tasks after it (`startUpSteps`).
const useFirstScreenCode = firstScreenCode(
  typeof window === 'undefined'
    ? undefined
    : startUpSteps(
        () => preloadRoute(window.location.pathname),
        ...routeDataSteps(window.location.pathname),
      ),
);

/**
 * child-app's routes, with absolute paths: rendered by the shell's catch-all route or by the
 * standalone bootstrap, both on the one shared react-router instance. Every screen renders
 * inside the store's layout (`root`: the shell's props for it); the login in its own kids-themed
 * area, the others in the signed-in child's. Built screens replace their frame here; the rest
 * stay frames from `CHILD_PAGES`.
 */
export function ChildRoutes({ root }: { root: StoreRootProps }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => void preloadRoute(pathname), [pathname]);
  useFirstScreenCode();
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
