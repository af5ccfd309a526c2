import { Alert, Button, PageLayout, Spinner } from '@portal/design-system';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import { copy, PRODUCT_NAME } from './copy';
import { ChildNoAccessPage } from './pages/child-no-access-page';
import {
  accessOfPath,
  decideAccess,
  isSubscriptionGated,
  type AccessDecision,
  type RouteAccess,
} from './route-access';
import { checkSession, type SessionAnswer, type SessionChecker } from './session';

type Check =
  { status: 'checking' } | { status: 'done'; session: SessionAnswer } | { status: 'failed' };

/**
 * `useSession`: who is signed in and whether the family has premium access, re-asked of the BFF
 * (GET /api/me) on every navigation to a guarded path — cheap, and it means a user who just
 * signed in (the remotes navigate right after) or a family that just paid is never judged on a
 * stale answer. Public paths ask nothing. `last` keeps the last known answer while a re-check
 * runs.
 */
export function useSession(check: SessionChecker = checkSession) {
  const location = useLocation();
  const access = accessOfPath(location.pathname);
  const here = location.pathname + location.search;
  // Answers are kept per navigation (history entry key), not per path: coming back to a path
  // after signing in (or paying) is a new navigation, and must not reuse the old answer.
  const visit = location.key;
  const [state, setState] = useState<{
    check: Check;
    last: SessionAnswer | undefined;
    for: string;
  }>({ check: { status: 'checking' }, last: undefined, for: '' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (access === 'public') return;
    let active = true;
    // No "checking" set here: a new visit reads as checking until its answer (`for` differs),
    // and retry() marks it before asking again.
    check().then(
      (session) => {
        if (active) setState({ check: { status: 'done', session }, last: session, for: visit });
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
    /** Last answer of the BFF, from this or an earlier path (undefined before any answer). */
    last: state.last,
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
 * Lets a guarded area render only for the right role, and a gated one (spec 001 §1: the
 * child area, the parent dashboard, tasks) only with the family's premium access — the
 * decision table is `decideAccess` in `route-access.ts`:
 * - wrong role or signed out: parent routes → `/parent/login?redirectTo=<path+search>`, child
 *   routes → `/child/login`, replacing history;
 * - a parent without access on a gated path → `/parent/settings?tab=billing` (replacing history)
 *   with `state: { subscriptionRequired: true, from: <path+search> }`;
 * - a child without access on a gated path → the shell's "ask a guardian" page;
 * - while the first check runs: a spinner, 'Verificando status da assinatura…' on a gated path
 *   (spec 001 §2 "Subscription gate"), 'Carregando...' elsewhere; on later navigations the page
 *   stays while the BFF is asked again if the last answer let it in, and leaves if the new one
 *   does not;
 * - a check that fails: an alert with 'Tentar novamente'.
 */
export function SessionGuard({ children, check }: SessionGuardProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { access, here, current, last, retry } = useSession(check);
  const decision = useMemo<AccessDecision | null>(
    () => (current.status === 'done' ? decideAccess(pathname, here, current.session) : null),
    [current, pathname, here],
  );

  useEffect(() => {
    if (decision?.kind === 'sign-in') navigate(decision.to, { replace: true });
    if (decision?.kind === 'subscribe')
      navigate(decision.to, { replace: true, state: decision.state });
  }, [decision, navigate]);

  if (access === 'public') return children;
  if (current.status === 'failed') return <SessionCheckFailed onRetry={retry} />;
  if (decision?.kind === 'allow') return children;
  if (decision?.kind === 'child-no-access') {
    return (
      <ChildNoAccessPage childAge={current.status === 'done' ? current.session.childAge : null} />
    );
  }
  if (!decision && last && decideAccess(pathname, here, last).kind === 'allow') return children;
  return <SessionChecking access={access} gated={isSubscriptionGated(pathname)} />;
}

function SessionChecking({
  access,
  gated,
}: {
  access: Exclude<RouteAccess, 'public'>;
  gated: boolean;
}) {
  return (
    <div data-owner="shell" data-session-check={access}>
      <PageLayout title={PRODUCT_NAME}>
        <div className="shell-remote-status">
          <Spinner label={gated ? copy.subscription.checking : copy.session.checking} showLabel />
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
