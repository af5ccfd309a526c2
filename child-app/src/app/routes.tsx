import { PageLayout, useTheme } from '@portal/design-system';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { ConnectionHint } from '../features/health/components/connection-hint';
import { ChildNav } from './child-nav';
import { copy } from './copy';
import { PageFrame } from './page-frame';
import { CHILD_PAGES } from './pages';

/**
 * child-app's routes, with absolute paths: rendered by the shell's catch-all route or by the
 * standalone bootstrap, both on the one shared react-router instance.
 */
export function ChildRoutes() {
  return (
    <Routes>
      {CHILD_PAGES.map(({ path, welcome, ...frame }) => (
        <Route
          key={path}
          path={path}
          element={welcome ? <LoginFrame {...frame} /> : <PageFrame {...frame} />}
        />
      ))}
      <Route path="/child" element={<Navigate to="/child/dashboard" replace />} />
      <Route path="*" element={<ChildNotFound />} />
    </Routes>
  );
}

/** The login frame greets with the age theme's tone (kids until a child has signed in). */
function LoginFrame(frame: Omit<(typeof CHILD_PAGES)[number], 'path' | 'welcome'>) {
  const { tone } = useTheme();
  return (
    <PageFrame {...frame} subtitle={tone.motivationalMessage}>
      <ConnectionHint />
    </PageFrame>
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
