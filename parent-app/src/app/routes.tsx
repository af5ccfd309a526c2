import { PageLayout } from '@portal/design-system';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { ConnectionHint } from '../features/health/components/connection-hint';
import { copy } from './copy';
import { PageFrame } from './page-frame';
import { PARENT_PAGES } from './pages';

/**
 * parent-app's routes, with absolute paths: the shell renders this from its catch-all route and
 * the standalone bootstrap from its own router — both share one react-router instance.
 */
export function ParentRoutes() {
  return (
    <Routes>
      {PARENT_PAGES.map(({ path, connectionHint, ...frame }) => (
        <Route
          key={path}
          path={path}
          element={<PageFrame {...frame}>{connectionHint ? <ConnectionHint /> : null}</PageFrame>}
        />
      ))}
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
