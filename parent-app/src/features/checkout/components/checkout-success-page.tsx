import {
  CHECKOUT_ERROR_MESSAGES,
  type CheckoutErrorCode,
  type CheckoutMode,
} from '@portal/contracts/billing';
import { MSG } from '@portal/contracts/messages';
import { Alert, Button, Card, PageLayout, Spinner, StepProgress } from '@portal/design-system';
import type { FetchError, SerializedError } from '@portal/app-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@portal/router';
import { errorMessage, readApiError } from '../../../lib/api-error';
import { useGetMeQuery } from '../../../lib/session-api';
import {
  useActivateCheckoutSessionMutation,
  useLazyVerifyCheckoutSessionQuery,
  type CheckoutSessionRef,
} from '../api/checkout-api';
import { checkoutCopy as C } from '../copy';
import './checkout.css';

/** Where the success page sends the parent afterwards (spec 001 §2). */
const DASHBOARD_PATH = '/parent/dashboard';
const BILLING_TAB_PATH = '/parent/settings?tab=billing';

/** The success URL's query (spec 001 §2): mode defaults to subscription. */
export interface SuccessParams {
  mode: CheckoutMode;
  priceName: string | null;
  sessionId: string | null;
}

export function readSuccessParams(search: URLSearchParams): SuccessParams {
  const sessionId = search.get('session_id')?.trim();
  const priceName = search.get('priceName')?.trim();
  return {
    mode: search.get('mode') === 'payment' ? 'payment' : 'subscription',
    priceName: priceName || null,
    sessionId: sessionId || null,
  };
}

/** Where the two steps are (spec 001 §4 "Checkout success verification"). */
export type CheckoutPhase =
  | { step: 'verifying' }
  | { step: 'saving' }
  | { step: 'success'; planName: string | null }
  | { step: 'verifyFailed'; message: string }
  | { step: 'saveFailed'; message: string };

function isCheckoutCode(code: string | undefined): code is CheckoutErrorCode {
  return code !== undefined && code in CHECKOUT_ERROR_MESSAGES;
}

/** A refused verification: the BFF's message (spec 001 §8 table), else the generic text. */
function verifyFailure(error: FetchError | SerializedError | undefined): CheckoutPhase {
  const failure = readApiError(error);
  const message =
    failure.message ??
    (isCheckoutCode(failure.code) ? CHECKOUT_ERROR_MESSAGES[failure.code] : null);
  return { step: 'verifyFailed', message: message ?? MSG.checkout.generic };
}

/**
 * A refused activation: the BFF verifies again, so a verification code reads as a verification
 * failure; anything else is the spec's saving failure.
 */
function saveFailure(error: FetchError | SerializedError | undefined): CheckoutPhase {
  const failure = readApiError(error);
  if (isCheckoutCode(failure.code) && failure.code !== 'SUBSCRIPTION_SAVE_FAILED') {
    return verifyFailure(error);
  }
  return { step: 'saveFailed', message: MSG.checkout.saveFailed };
}

/**
 * `/assinatura/sucesso`, where the provider's checkout comes back (spec 001 §2, §4). Public in
 * the shell: a visitor without a session gets 'Entre na sua conta' and a way back here after the
 * login. A signed-in parent sees the BFF verify the session and then store what the provider
 * says; this page never writes a subscription state itself.
 */
export function CheckoutSuccessPage() {
  const me = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const location = useLocation();
  const [search] = useSearchParams();
  const params = readSuccessParams(search);
  const failure = me.isError ? readApiError(me.error) : null;

  return (
    <PageLayout title={C.title}>
      <div className="checkout">
        {me.data ? (
          <CheckoutActivation params={params} />
        ) : failure?.status === 401 ? (
          <Alert tone="info" title={C.signedOutTitle}>
            <p>{C.signedOutBody}</p>
            <Link
              to={`/parent/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
            >
              {C.signIn}
            </Link>
          </Alert>
        ) : me.isError ? (
          <Alert
            tone="danger"
            action={
              <Button variant="secondary" size="sm" onClick={() => void me.refetch()}>
                {C.retry}
              </Button>
            }
          >
            {errorMessage(me.error)}
          </Alert>
        ) : (
          <Spinner label={C.loading} showLabel />
        )}
      </div>
    </PageLayout>
  );
}

/** The two steps, run once on arrival and again by 'Tentar novamente'; then the outcome. */
function CheckoutActivation({ params }: { params: SuccessParams }) {
  const navigate = useNavigate();
  const [verify] = useLazyVerifyCheckoutSessionQuery();
  const [activate] = useActivateCheckoutSessionMutation();
  const [phase, setPhase] = useState<CheckoutPhase>({ step: 'verifying' });
  const running = useRef(false);
  const { sessionId, mode, priceName } = params;

  const run = useCallback(async () => {
    if (running.current) return;
    if (!sessionId) {
      setPhase({ step: 'verifyFailed', message: MSG.checkout.missingSessionId });
      return;
    }
    running.current = true;
    try {
      const ref: CheckoutSessionRef = { sessionId, mode };
      setPhase({ step: 'verifying' });
      const verified = await verify(ref);
      if (verified.error || !verified.data) {
        setPhase(verifyFailure(verified.error));
        return;
      }
      setPhase({ step: 'saving' });
      const saved = await activate(ref);
      if (saved.error) {
        setPhase(saveFailure(saved.error));
        return;
      }
      setPhase({ step: 'success', planName: priceName ?? saved.data.planName });
    } finally {
      running.current = false;
    }
  }, [sessionId, mode, priceName, verify, activate]);

  // Once on arrival (the ref also keeps a development double effect from starting twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (phase.step === 'verifying' || phase.step === 'saving') {
    // The spinner is the live region (role=status): it announces each step as it starts.
    const step = phase.step === 'verifying' ? 0 : 1;
    return (
      <div className="checkout__progress" aria-busy="true">
        <Spinner label={C.progress[step]} showLabel />
        <StepProgress steps={[...C.steps]} current={step} />
      </div>
    );
  }

  if (phase.step === 'success') {
    return (
      <Card as="section" title={C.successTitle} className="checkout__result">
        {phase.planName ? <p className="checkout__plan">{C.plan(phase.planName)}</p> : null}
        <p>{C.successBody}</p>
        <div className="parent-actions">
          <Button onClick={() => navigate(DASHBOARD_PATH)}>{C.dashboard}</Button>
          <Button variant="secondary" onClick={() => navigate(BILLING_TAB_PATH)}>
            {C.manage}
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <Card
      as="section"
      title={
        phase.step === 'verifyFailed'
          ? MSG.checkout.verifyFailedTitle
          : MSG.checkout.saveFailedTitle
      }
      className="checkout__result"
    >
      <Alert tone="danger">{phase.message}</Alert>
      <div className="parent-actions">
        <Button onClick={() => void run()}>{C.retry}</Button>
        <Button variant="secondary" onClick={() => navigate(BILLING_TAB_PATH)}>
          {C.manage}
        </Button>
      </div>
    </Card>
  );
}
