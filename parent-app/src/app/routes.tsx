import { PageLayout } from '@portal/design-system';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { ApprovalQueuePage } from '../features/approvals/components/approval-queue-page';
import { AuthCallbackPage } from '../features/auth/components/auth-callback-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SignUpPage } from '../features/auth/components/signup-page';
import { DashboardFrame } from '../features/dashboard/components/dashboard-frame';
import { ChildrenSetupPage } from '../features/family-setup/components/children-setup-page';
import { ConnectionHint } from '../features/health/components/connection-hint';
import { CreateTaskPage } from '../features/tasks/components/create-task-page';
import { EditTaskPage } from '../features/tasks/components/edit-task-page';
import { ManageTasksPage } from '../features/tasks/components/manage-tasks-page';
import { copy } from './copy';
import { PageFrame } from './page-frame';
import { PARENT_PAGES } from './pages';
import { SignedInParent } from './signed-in-parent';

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
        <Route path="/tasks/create" element={<CreateTaskPage />} />
        <Route path="/tasks/:id/edit" element={<EditTaskPage />} />
        <Route path="/tasks/manage" element={<ManageTasksPage />} />
        <Route path="/tasks/approve" element={<ApprovalQueuePage />} />
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
