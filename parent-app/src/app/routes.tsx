import { lazyScreen, suspendedNav, type LazyScreen } from '@portal/app-kit';
import { PageLayout } from '@portal/design-system';
import { useLayoutEffect } from 'react';
import { Link, matchPath, Navigate, Route, Routes, useLocation } from '@portal/router';
import { copy } from './copy';
import { ParentSections } from '../lib/parent-nav';
import { ParentStoreRoot, type StoreRootProps } from './store-root';

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
  ['/parent/settings', SettingsPage],
  // Where the e-mailed deletion link opens (ADR 058); 'Excluir' there needs the session.
  ['/parent/delete-account', DeleteAccountPage],
];

/**
 * Fetches the code `pathname` shows all at once: the signed-in layout's chunk and the screen's.
 * Left to the routes, the screen's request would wait for the layout's (it renders first).
 */
function preloadRoute(pathname: string): void {
  const signedIn = SIGNED_IN_SCREENS.find(([path]) => matchPath(path, pathname));
  if (signedIn) void SignedInParent.preload();
  const screen = signedIn ?? PUBLIC_SCREENS.find(([path]) => matchPath(path, pathname));
  if (screen) void screen[1].preload();
}

// The first screen's code is asked for as soon as this module runs, not once the shell has
// rendered the routes: on a phone that render is a long task on the way to the first paint.
if (typeof window !== 'undefined') preloadRoute(window.location.pathname);

/**
 * parent-app's routes, with absolute paths: the shell renders this from its catch-all route and
 * the standalone bootstrap from its own router — both share one react-router instance. Every
 * screen renders inside the store's layout (`root`: the shell's props for it).
 */
export function ParentRoutes({ root }: { root: StoreRootProps }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => preloadRoute(pathname), [pathname]);
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
