import { Spinner } from '@portal/design-system';
import { Navigate, Route, Routes, useLocation } from '@portal/router';
import { lazy, Suspense } from 'react';
import { PwaSlot } from '../pwa/pwa-slot';
import { RemoteApp } from '../remotes/remote-app';
import { shellAppearance } from './appearance';
import { NotFoundPage } from './pages/not-found-page';
import { OnboardingPage } from './pages/onboarding-page';
import { WelcomePage } from './pages/welcome-page';
import { accessOfPath } from './route-access';
import { ownerOfPath } from './route-ownership';
import { SessionGuard } from './session-guard';
import { useSignOut } from './use-sign-out';
import { copy } from './copy';

/** The privacy policy's page and text come in their own chunk (issue 41). */
const PrivacyPage = lazy(() => import(/* webpackChunkName: "privacy" */ './pages/privacy-page'));

/**
 * The top router. Remote areas are delegated from a single catch-all route (not one route per
 * prefix) so that a remote's own `<Routes>` can use absolute paths from "/" — react-router
 * rejects absolute descendant paths outside the parent's base — and so that moving between
 * `/parent/*` and `/tasks/*` keeps the same remote mounted.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<WelcomePage />} />
      <Route path="/onboarding" element={<OnboardingPage />} />
      <Route path="/welcome" element={<Navigate to="/" replace />} />
      <Route
        path="/privacidade"
        element={
          <Suspense fallback={<Spinner label={copy.session.checking} showLabel />}>
            <PrivacyPage />
          </Suspense>
        }
      />
      <Route path="*" element={<DelegatedArea />} />
    </Routes>
  );
}

/**
 * A remote's area behind the session guard (it asks nothing on public pages such as the logins),
 * with the shell's sign-out handed to the remote as `RemoteAppProps`, and where the remote reports
 * the family's appearance it read (`onAppearance`, ADR 029), under the shell's PWA frame.
 */
function DelegatedArea() {
  const { pathname } = useLocation();
  const owner = ownerOfPath(pathname);
  const signOut = useSignOut();
  if (owner === 'parent_app' || owner === 'child_app') {
    return (
      <SessionGuard>
        {/* The PWA frame (ADR 068): update and offline notices; the install offer, signed in. */}
        <PwaSlot signedIn={accessOfPath(pathname) !== 'public'} />
        {/* key: switching areas must not carry one remote's load state into the other. */}
        <RemoteApp
          key={owner}
          name={owner}
          appProps={{ signOut, onAppearance: shellAppearance.set }}
        />
      </SessionGuard>
    );
  }
  return <NotFoundPage />;
}
