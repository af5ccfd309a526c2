import { lazyScreen, suspendedNav } from '@portal/app-kit';
import { PageLayout } from '@portal/design-system';
import { Link, Navigate, Route, Routes } from '@portal/router';
import { LoginPage } from '../features/auth/components/login-page';
import { ConnectionHint } from '../features/health/components/connection-hint';
import { copy } from './copy';
import { ParentSections } from '../lib/parent-nav';
import { SignedInParent } from './signed-in-parent';

/*
 * Every screen but the login loads on first visit, so the login page (the first screen on a
 * new phone) downloads only itself.
 */
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
    ComposedParentNav.preload(),
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
    CheckoutSuccessPage.preload(),
  ]);
}

/**
 * parent-app's routes, with absolute paths: the shell renders this from its catch-all route and
 * the standalone bootstrap from its own router — both share one react-router instance. The
 * shell guards the signed-in routes (role parent); the public ones are listed first.
 */
export function ParentRoutes() {
  return (
    <Routes>
      <Route path="/parent/signup" element={<SignUpPage />} />
      <Route
        path="/parent/login"
        element={
          <LoginPage>
            <ConnectionHint />
          </LoginPage>
        }
      />
      <Route path="/parent/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/parent/reset-password" element={<ResetPasswordPage />} />
      <Route path="/auth/callback" element={<AuthCallbackPage />} />
      {/* Public in the shell: the page itself asks who is signed in ('Entre na sua conta'). */}
      <Route path="/assinatura/sucesso" element={<CheckoutSuccessPage />} />
      <Route element={<SignedInParent />}>
        <Route path="/children/setup" element={<FamilySetupPage />} />
        <Route path="/parent/dashboard" element={<DashboardPage />} />
        <Route path="/tasks/create" element={<CreateTaskPage />} />
        <Route path="/tasks/:id/edit" element={<EditTaskPage />} />
        <Route path="/tasks/manage" element={<ManageTasksPage />} />
        <Route path="/tasks/approve" element={<ApprovalQueuePage />} />
        <Route path="/parent/settings" element={<SettingsPage />} />
      </Route>
      <Route path="/parent" element={<Navigate to="/parent/dashboard" replace />} />
      <Route path="/tasks" element={<Navigate to="/tasks/manage" replace />} />
      <Route path="*" element={<ParentNotFound />} />
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
