import { useEffect, useRef } from 'react';
import { useSelector, type RootState } from '@portal/app-kit';
import { useLocation, useNavigate } from '@portal/router';

/** The HTTP status of a gated API whose family has no premium access (ADR 034). */
const PAYMENT_REQUIRED = 402;

/** Shortest time between two re-checks of the same screen. */
const RECHECK_INTERVAL_MS = 10_000;

const isPaymentRequired = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  error.status === PAYMENT_REQUIRED;

/**
 * The request id of a query or mutation the BFF refused with 402 (the family lost its premium
 * access while the child was on a screen), if any. The first one found: a screen's several
 * reads failing together count as one loss.
 */
export function selectAccessLost(state: RootState): string | undefined {
  const entries = [...Object.values(state.api.queries), ...Object.values(state.api.mutations)];
  for (const entry of entries) {
    if (entry?.status === 'rejected' && isPaymentRequired(entry.error)) return entry.requestId;
  }
  return undefined;
}

/**
 * When a child API answers 402 (`SUBSCRIPTION_REQUIRED`: the subscription ended, or a payment
 * failed past its grace, while the child was on a screen), navigates to the same path again,
 * replacing history. The shell re-asks GET /api/me on every navigation to a guarded path, so its
 * subscription gate then shows its "ask a guardian" page instead of this screen's error (ADR
 * 034). Once per refused request, at most every 10 s: if the shell still lets the child in, the
 * screen stays.
 */
export function useRecheckWhenAccessLost(): void {
  const lost = useSelector(selectAccessLost);
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  // Only a new refused request triggers a re-check, not the new location it causes; and at most
  // one re-check per RECHECK_INTERVAL_MS, so a screen that refetches on the new location (and is
  // refused again) cannot start a loop of navigations while the shell still lets the child in.
  const handled = useRef<{ id: string; at: number } | undefined>(undefined);
  useEffect(() => {
    if (!lost || handled.current?.id === lost) return;
    const now = Date.now();
    const recent = handled.current !== undefined && now - handled.current.at < RECHECK_INTERVAL_MS;
    handled.current = { id: lost, at: recent ? handled.current!.at : now };
    if (recent) return;
    void navigate(pathname + search, { replace: true, state });
  }, [lost, navigate, pathname, search, state]);
}
