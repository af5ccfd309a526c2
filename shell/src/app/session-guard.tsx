import { Alert, Button, PageLayout, Spinner } from '@portal/design-system';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { copy, PRODUCT_NAME } from './copy';
import { accessOfPath, signInPathFor, type RouteAccess } from './route-access';
import { checkSession, type SessionChecker, type SessionRole } from './session';

type Check = { status: 'checking' } | { status: 'done'; role: SessionRole } | { status: 'failed' };

/**
 * `useSession`: the role of the signed-in user, re-asked of the BFF (GET /api/me) on every
 * navigation to a guarded path — cheap, and it means a user who just signed in (the remotes
 * navigate right after) is never judged on a stale "signed out". Public paths ask nothing.
 * `role` keeps the last known answer while a re-check runs.
 */
export function useSession(check: SessionChecker = checkSession) {
  const location = useLocation();
  const access = accessOfPath(location.pathname);
  const here = location.pathname + location.search;
  // Answers are kept per navigation (history entry key), not per path: coming back to a path
  // after signing in is a new navigation, and must not reuse the old "signed out" answer.
  const visit = location.key;
  const [state, setState] = useState<{ check: Check; role: SessionRole | undefined; for: string }>({
    check: { status: 'checking' },
    role: undefined,
    for: '',
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (access === 'public') return;
    let active = true;
    // No "checking" set here: a new visit reads as checking until its answer (`for` differs),
    // and retry() marks it before asking again.
    check().then(
      (role) => {
        if (active) setState({ check: { status: 'done', role }, role, for: visit });
      },
      (error: unknown) => {
        console.error('Could not check the session', error);
        if (active)
          setState((current) => ({ ...current, check: { status: 'failed' }, for: visit }));
      },
    );
    return () => {
      active = false;
    };
  }, [access, visit, check, attempt]);

  return {
    access,
    here,
    /** The answer for the current path, or `checking` / `failed`. */
    current: state.for === visit ? state.check : ({ status: 'checking' } as Check),
    /** Last role the BFF reported, from this or an earlier path (undefined before any answer). */
    lastRole: state.role,
    retry: () => {
      setState((current) => ({ ...current, check: { status: 'checking' }, for: visit }));
      setAttempt((n) => n + 1);
    },
  };
}

export interface SessionGuardProps {
  children: ReactNode;
  /** Injected in tests; GET /api/me otherwise. */
  check?: SessionChecker;
}

/**
 * Lets a guarded area render only for the right role: parent routes need a parent (else
 * `/parent/login?redirectTo=<path+search>`), child routes a child (else `/child/login`), both
 * replacing history. While the first check runs it shows a spinner; on later navigations inside
 * an area the page stays while the BFF is asked again, and leaves if the answer is no.
 */
export function SessionGuard({ children, check }: SessionGuardProps) {
  const navigate = useNavigate();
  const { access, here, current, lastRole, retry } = useSession(check);
  const redirectTo =
    access !== 'public' && current.status === 'done' && current.role !== access
      ? signInPathFor(access, here)
      : null;

  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  if (access === 'public') return children;
  if (current.status === 'failed') return <SessionCheckFailed onRetry={retry} />;
  const allowed = current.status === 'done' ? current.role === access : lastRole === access;
  if (allowed) return children;
  return <SessionChecking access={access} />;
}

function SessionChecking({ access }: { access: Exclude<RouteAccess, 'public'> }) {
  return (
    <div data-owner="shell" data-session-check={access}>
      <PageLayout title={PRODUCT_NAME}>
        <div className="shell-remote-status">
          <Spinner label={copy.session.checking} showLabel />
        </div>
      </PageLayout>
    </div>
  );
}

function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div data-owner="shell">
      <PageLayout title={PRODUCT_NAME}>
        <Alert
          tone="danger"
          title={copy.session.failedTitle}
          action={
            <Button variant="primary" onClick={onRetry}>
              {copy.remote.retry}
            </Button>
          }
        >
          {copy.remote.errorBody}
        </Alert>
      </PageLayout>
    </div>
  );
}
