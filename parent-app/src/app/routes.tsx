import {
  firstScreenCode,
  lazyScreen,
  startUpSteps,
  suspendedNav,
  type LazyScreen,
} from '@portal/app-kit';
import { PageLayout } from '@portal/design-system';
import { useLayoutEffect } from 'react';
import { Link, matchPath, Navigate, Route, Routes, useLocation } from '@portal/router';
import { copy } from './copy';
import { dashboardApi } from '../features/dashboard/api/dashboard-api';
import { api } from '../lib/api';
import { ParentSections } from '../lib/parent-nav';
import { ParentStoreRoot, type StoreRootProps } from './store-root';
import { store } from './store';

/*
 * The store's layout (`ParentStoreRoot`: RTK Query), which every screen renders in, comes with
 * this module, so the federation runtime fetches it with the remote's entry. Every screen loads
 * on first visit: a first visit downloads its own screen, not the others; the form screens
 * bring the form kit (react-hook-form, zod) in their own chunks (ADR 059).
 */
const SignedInParent = lazyScreen(
  () => import('./signed-in-parent').then((m) => m.SignedInParent),
  'parent-route-loading',
);
const LoginScreen = lazyScreen(
  () => import('./login-screen').then((m) => m.LoginScreen),
  'parent-route-loading',
);
const SignUpPage = lazyScreen(
  () => import('../features/auth/components/signup-page').then((m) => m.SignUpPage),
  'parent-route-loading',
);
const ForgotPasswordPage = lazyScreen(
  () =>
    import('../features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
  'parent-route-loading',
);
const ResetPasswordPage = lazyScreen(
  () => import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
  'parent-route-loading',
);
const AuthCallbackPage = lazyScreen(
  () => import('../features/auth/components/auth-callback-page').then((m) => m.AuthCallbackPage),
  'parent-route-loading',
);
const FamilySetupPage = lazyScreen(
  () =>
    import('../features/family-setup/components/family-setup-page').then((m) => m.FamilySetupPage),
  'parent-route-loading',
);
const DashboardPage = lazyScreen(
  () => import('../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
  'parent-route-loading',
);
const CreateTaskPage = lazyScreen(
  () => import('../features/tasks/components/create-task-page').then((m) => m.CreateTaskPage),
  'parent-route-loading',
);
const EditTaskPage = lazyScreen(
  () => import('../features/tasks/components/edit-task-page').then((m) => m.EditTaskPage),
  'parent-route-loading',
);
const ManageTasksPage = lazyScreen(
  () => import('../features/tasks/components/manage-tasks-page').then((m) => m.ManageTasksPage),
  'parent-route-loading',
);
const SettingsPage = lazyScreen(
  () => import('../features/settings/components/settings-page').then((m) => m.SettingsPage),
  'parent-route-loading',
);
const DeleteAccountPage = lazyScreen(
  () =>
    import('../features/settings/components/delete-account-page').then((m) => m.DeleteAccountPage),
  'parent-route-loading',
);
const CheckoutSuccessPage = lazyScreen(
  () =>
    import('../features/checkout/components/checkout-success-page').then(
      (m) => m.CheckoutSuccessPage,
    ),
  'parent-route-loading',
);
const ReportsPage = lazyScreen(
  () => import('../features/reports/components/reports-page').then((m) => m.ReportsPage),
  'parent-route-loading',
);
const ApprovalQueuePage = lazyScreen(
  () =>
    import('../features/submissions/components/approval-queue-page').then(
      (m) => m.ApprovalQueuePage,
    ),
  'parent-route-loading',
);

/*
 * The navigation with its badge reads a feature's data (and its schemas): not needed by the
 * login, so it loads with the first signed-in screen; until then the plain sections show.
 */
const ComposedParentNav = lazyScreen(() => import('./parent-nav').then((m) => m.ComposedParentNav));

/** The navigation the composition hands to every screen (`NavSlotProvider`). */
export const ParentNavSlot = suspendedNav(ComposedParentNav, ParentSections);

/** Loads every screen that loads on first visit (tests call it before rendering). */
export function preloadScreens(): Promise<void[]> {
  return Promise.all([
    SignedInParent.preload(),
    ComposedParentNav.preload(),
    LoginScreen.preload(),
    SignUpPage.preload(),
    ForgotPasswordPage.preload(),
    ResetPasswordPage.preload(),
    AuthCallbackPage.preload(),
    FamilySetupPage.preload(),
    DashboardPage.preload(),
    CreateTaskPage.preload(),
    EditTaskPage.preload(),
    ManageTasksPage.preload(),
    ApprovalQueuePage.preload(),
    ReportsPage.preload(),
    SettingsPage.preload(),
    DeleteAccountPage.preload(),
    CheckoutSuccessPage.preload(),
  ]);
}

/** The public screens, by path. */
const PUBLIC_SCREENS: readonly (readonly [string, LazyScreen<object>])[] = [
  ['/parent/login', LoginScreen],
  ['/parent/signup', SignUpPage],
  ['/parent/forgot-password', ForgotPasswordPage],
  ['/parent/reset-password', ResetPasswordPage],
  ['/auth/callback', AuthCallbackPage],
  // Public in the shell: the page itself asks who is signed in ('Entre na sua conta').
  ['/assinatura/sucesso', CheckoutSuccessPage],
];

/** The signed-in screens (the shell guards them: role parent), by path. */
const SIGNED_IN_SCREENS: readonly (readonly [string, LazyScreen<object>])[] = [
  ['/children/setup', FamilySetupPage],
  ['/parent/dashboard', DashboardPage],
  ['/tasks/create', CreateTaskPage],
  ['/tasks/:id/edit', EditTaskPage],
  ['/tasks/manage', ManageTasksPage],
  ['/tasks/approve', ApprovalQueuePage],
  ['/parent/reports', ReportsPage],
  ['/parent/settings', SettingsPage],
  // Where the e-mailed deletion link opens (ADR 058); 'Excluir' there needs the session.
  ['/parent/delete-account', DeleteAccountPage],
];

/**
 * Fetches the code `pathname` shows all at once: the signed-in layout's chunk, the screen's and
 * the navigation's. Left to the routes, the screen's request would wait for the layout's (it
 * renders first), and the navigation's for both.
 */
function preloadRoute(pathname: string): Promise<unknown> {
  const signedIn = SIGNED_IN_SCREENS.find(([path]) => matchPath(path, pathname));
  const screen = signedIn ?? PUBLIC_SCREENS.find(([path]) => matchPath(path, pathname));
  return Promise.all([
    ...(signedIn ? [SignedInParent.preload(), ComposedParentNav.preload()] : []),
    ...(screen ? [screen[1].preload()] : []),
  ]);
}

/**
 * The first reads of a signed-in screen, one start-up step each. Asks who is signed in
 * (GET /api/me: the family, its appearance) while a signed-in screen's code downloads, instead
 * of once its layout has rendered, and on the dashboard its one read (GET /api/parent/dashboard):
 * the screen's first paint then waits for the slower of the code and the data, not for one
 * after the other. The dashboard still reads its answer again when it mounts (a setup redirect
 * trusts only an answer read since the screen opened); that second read starts with the first
 * paint, not before it. 'Relatórios' reads its report (its module comes with the page's code)
 * and asks for its charts' chunk, which it would otherwise ask for once it has rendered.
 */
function routeDataSteps(pathname: string): (() => unknown)[] {
  if (!SIGNED_IN_SCREENS.some(([path]) => matchPath(path, pathname))) return [];
  return [
    () => store.dispatch(api.util.prefetch('getMe', undefined, {})),
    ...(matchPath('/parent/dashboard', pathname)
      ? [() => store.dispatch(dashboardApi.util.prefetch('getParentDashboard', undefined, {}))]
      : []),
    ...(matchPath('/parent/reports', pathname) ? [prefetchReport] : []),
  ];
}

async function prefetchReport(): Promise<void> {
  // The charts' chunk downloads beside the read, which does not wait for it.
  void import('../features/reports/components/report-charts');
  const [{ reportsApi }, { readReportQuery }] = await Promise.all([
    import('../features/reports/api/reports-api'),
    import('../features/reports/model/report-params'),
  ]);
  const query = readReportQuery(new URLSearchParams(window.location.search));
  void store.dispatch(reportsApi.util.prefetch('getReport', query, {}));
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
 * parent-app's routes, with absolute paths: the shell renders this from its catch-all route and
 * the standalone bootstrap from its own router — both share one react-router instance. Every
 * screen renders inside the store's layout (`root`: the shell's props for it).
 */
export function ParentRoutes({ root }: { root: StoreRootProps }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => void preloadRoute(pathname), [pathname]);
  useFirstScreenCode();
  return (
    <Routes>
      <Route element={<ParentStoreRoot {...root} />}>
        {PUBLIC_SCREENS.map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route element={<SignedInParent />}>
          {SIGNED_IN_SCREENS.map(([path, Screen]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Route>
        <Route path="/parent" element={<Navigate to="/parent/dashboard" replace />} />
        <Route path="/tasks" element={<Navigate to="/tasks/manage" replace />} />
        <Route path="*" element={<ParentNotFound />} />
      </Route>
    </Routes>
  );
}

function ParentNotFound() {
  return (
    <PageLayout title={copy.notFound.title}>
      <p>{copy.notFound.body}</p>
      <Link to="/parent/dashboard">{copy.notFound.home}</Link>
    </PageLayout>
  );
}
