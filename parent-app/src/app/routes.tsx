import { lazyScreen, ScreenSuspense, suspendedNav } from '@portal/app-kit';
import { PageLayout } from '@portal/design-system';
import type { ReactNode } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/login-page';
import { ConnectionHint } from '../features/health/components/connection-hint';
import { copy } from './copy';
import { PageFrame } from './page-frame';
import { ParentSections } from '../lib/parent-nav';
import { PARENT_PAGES } from './pages';
import { SignedInParent } from './signed-in-parent';

/*
 * Every screen but the login loads on first visit, so the login page (the first screen on a
 * new phone) downloads only itself.
 */
const SignUpPage = lazyScreen(() =>
  import('../features/auth/components/signup-page').then((m) => m.SignUpPage),
);
const ForgotPasswordPage = lazyScreen(() =>
  import('../features/auth/components/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyScreen(() =>
  import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
);
const AuthCallbackPage = lazyScreen(() =>
  import('../features/auth/components/auth-callback-page').then((m) => m.AuthCallbackPage),
);
const ChildrenSetupPage = lazyScreen(() =>
  import('../features/family-setup/components/children-setup-page').then(
    (m) => m.ChildrenSetupPage,
  ),
);
const DashboardFrame = lazyScreen(() =>
  import('../features/dashboard/components/dashboard-frame').then((m) => m.DashboardFrame),
);
const CreateTaskPage = lazyScreen(() =>
  import('../features/tasks/components/create-task-page').then((m) => m.CreateTaskPage),
);
const EditTaskPage = lazyScreen(() =>
  import('../features/tasks/components/edit-task-page').then((m) => m.EditTaskPage),
);
const ManageTasksPage = lazyScreen(() =>
  import('../features/tasks/components/manage-tasks-page').then((m) => m.ManageTasksPage),
);
const ApprovalQueuePage = lazyScreen(() =>
  import('../features/approvals/components/approval-queue-page').then((m) => m.ApprovalQueuePage),
);

/** A lazily loaded screen with a spinner while its code arrives. */
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
    ChildrenSetupPage.preload(),
    DashboardFrame.preload(),
    CreateTaskPage.preload(),
    EditTaskPage.preload(),
    ManageTasksPage.preload(),
    ApprovalQueuePage.preload(),
  ]);
}

function Loaded({ children }: { children: ReactNode }) {
  return <ScreenSuspense className="parent-route-loading">{children}</ScreenSuspense>;
}

/**
 * parent-app's routes, with absolute paths: the shell renders this from its catch-all route and
 * the standalone bootstrap from its own router — both share one react-router instance. The
 * shell guards the signed-in routes (role parent); the public ones are listed first.
 */
export function ParentRoutes() {
  return (
    <Routes>
      <Route
        path="/parent/signup"
        element={
          <Loaded>
            <SignUpPage />
          </Loaded>
        }
      />
      <Route
        path="/parent/login"
        element={
          <LoginPage>
            <ConnectionHint />
          </LoginPage>
        }
      />
      <Route
        path="/parent/forgot-password"
        element={
          <Loaded>
            <ForgotPasswordPage />
          </Loaded>
        }
      />
      <Route
        path="/parent/reset-password"
        element={
          <Loaded>
            <ResetPasswordPage />
          </Loaded>
        }
      />
      <Route
        path="/auth/callback"
        element={
          <Loaded>
            <AuthCallbackPage />
          </Loaded>
        }
      />
      <Route element={<SignedInParent />}>
        <Route
          path="/children/setup"
          element={
            <Loaded>
              <ChildrenSetupPage />
            </Loaded>
          }
        />
        <Route
          path="/parent/dashboard"
          element={
            <Loaded>
              <DashboardFrame />
            </Loaded>
          }
        />
        <Route
          path="/tasks/create"
          element={
            <Loaded>
              <CreateTaskPage />
            </Loaded>
          }
        />
        <Route
          path="/tasks/:id/edit"
          element={
            <Loaded>
              <EditTaskPage />
            </Loaded>
          }
        />
        <Route
          path="/tasks/manage"
          element={
            <Loaded>
              <ManageTasksPage />
            </Loaded>
          }
        />
        <Route
          path="/tasks/approve"
          element={
            <Loaded>
              <ApprovalQueuePage />
            </Loaded>
          }
        />
        {PARENT_PAGES.map(({ path, ...frame }) => (
          <Route key={path} path={path} element={<PageFrame {...frame} />} />
        ))}
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
