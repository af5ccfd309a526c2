import { PageLayout, Spinner } from '@portal/design-system';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { AuthCallbackPage } from '../features/auth/components/auth-callback-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SignUpPage } from '../features/auth/components/signup-page';
import { DashboardFrame } from '../features/dashboard/components/dashboard-frame';
import { ChildrenSetupPage } from '../features/family-setup/components/children-setup-page';
import { ConnectionHint } from '../features/health/components/connection-hint';
import { copy } from './copy';
import { PageFrame } from './page-frame';
import { PARENT_PAGES } from './pages';
import { SignedInParent } from './signed-in-parent';

/*
 * The task screens load on first visit, so the login page (the first screen on a new phone)
 * does not download them.
 */
const CreateTaskPage = lazy(() =>
  import('../features/tasks/components/create-task-page').then((m) => ({
    default: m.CreateTaskPage,
  })),
);
const EditTaskPage = lazy(() =>
  import('../features/tasks/components/edit-task-page').then((m) => ({ default: m.EditTaskPage })),
);
const ManageTasksPage = lazy(() =>
  import('../features/tasks/components/manage-tasks-page').then((m) => ({
    default: m.ManageTasksPage,
  })),
);
const ApprovalQueuePage = lazy(() =>
  import('../features/approvals/components/approval-queue-page').then((m) => ({
    default: m.ApprovalQueuePage,
  })),
);

/** A lazily loaded screen with a spinner while its code arrives. */
function Loaded({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="parent-route-loading">
          <Spinner label={copy.loadingScreen} showLabel />
        </div>
      }
    >
      {children}
    </Suspense>
  );
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
      <Route element={<SignedInParent />}>
        <Route path="/children/setup" element={<ChildrenSetupPage />} />
        <Route path="/parent/dashboard" element={<DashboardFrame />} />
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
