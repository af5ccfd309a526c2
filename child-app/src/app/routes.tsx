import { PageFrame } from '@portal/app-kit';
import { PageLayout, Spinner } from '@portal/design-system';
import { lazy, Suspense } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { ChildLoginPage } from '../features/auth/components/child-login-page';
import { ChildDashboardPage } from '../features/dashboard/components/child-dashboard-page';
import { ConnectionHint } from '../features/health/components/connection-hint';
import { ChildNav } from '../lib/child-nav';
import { copy } from './copy';
import { CHILD_PAGES } from './pages';

/* The tasks screen loads on first visit: the PIN form (the first screen) does not need it. */
const ChildTasksPage = lazy(() =>
  import('../features/tasks/components/child-tasks-page').then((m) => ({
    default: m.ChildTasksPage,
  })),
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
      <Route
        path="/child/tasks"
        element={
          <Suspense
            fallback={
              <div className="child-route-loading">
                <Spinner label={copy.loading} showLabel />
              </div>
            }
          >
            <ChildTasksPage />
          </Suspense>
        }
      />
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

function ChildNotFound() {
  return (
    <PageLayout title={copy.notFound.title} nav={<ChildNav active="dashboard" />}>
      <p>{copy.notFound.body}</p>
      <Link to="/child/dashboard">{copy.notFound.home}</Link>
    </PageLayout>
  );
}
