import type { BillingStatus, Plan } from '@portal/contracts/billing';
import { MSG } from '@portal/contracts/messages';
import type { Family } from '@portal/contracts/settings';
import {
  formatLongDateTime,
  hasPremiumAccess,
  isMonthlyPlan,
  normalizeSubscriptionMode,
  SUBSCRIPTION_STATUS_DESCRIPTIONS,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUS_TONES,
  type SubscriptionTone,
} from '@portal/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Skeleton,
  Spinner,
  type BadgeTone,
} from '@portal/design-system';
import { useEffect, useState } from 'react';
import type { FetchError, SerializedError } from '@portal/app-kit';
import { readBillingError } from '../../../lib/billing-error';
import { browser } from '../../../lib/browser';
import {
  BILLING_RETURN_PATH,
  useCreateCheckoutSessionMutation,
  useGetBillingStatusQuery,
  useGetPlansQuery,
  useOpenBillingPortalMutation,
} from '../api/billing-api';
import { settingsCopy as C } from '../copy';
import { planName, planPriceLine, planTrial } from '../model/plans';

const B = C.billing;

/** Spec 001 §4 tones as the design system's badge tones. */
const BADGE_TONE: Record<SubscriptionTone, BadgeTone> = {
  positive: 'success',
  warning: 'warning',
  error: 'danger',
  neutral: 'neutral',
};

/**
 * The family's subscription as `GET /api/family` stores it, shown until (or if never)
 * `GET /api/billing/subscription` answers; access then follows the gate rule of spec 001 §4.
 */
function billingFromFamily(family: Family): BillingStatus {
  return {
    status: family.subscriptionStatus,
    mode: family.subscriptionMode,
    intervalCount: family.subscriptionIntervalCount,
    activatedAt: family.subscriptionActivatedAt,
    premiumAccess: hasPremiumAccess(family.subscriptionStatus, family.subscriptionMode),
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    accessUntil: null,
    planName: null,
  };
}

/** A recurring plan charged every month (interval count missing or 1; spec 001 §9). */
function isMonthlySubscription(billing: BillingStatus): boolean {
  return (
    normalizeSubscriptionMode(billing.mode) === 'subscription' &&
    isMonthlyPlan(billing.intervalCount)
  );
}

/**
 * A billing call that sends the browser to the provider's page: busy from the click until the
 * page is left (no second session from a double click); reset when the browser brings this page
 * back from its history cache.
 */
function useProviderRedirect() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function go(
    key: string,
    call: () => Promise<
      { data: { url: string }; error?: undefined } | { error: FetchError | SerializedError }
    >,
    texts: { failed: string; missing: string },
  ): Promise<void> {
    if (busy) return;
    setBusy(key);
    setError(null);
    const result = await call();
    if (result.error) {
      const failure = readBillingError(result.error);
      setError(failure.contractBroken ? texts.missing : (failure.message ?? texts.failed));
      setBusy(null);
      return;
    }
    browser.assign(result.data.url);
  }

  return { busy, error, go };
}

export interface BillingTabProps {
  family: Family;
}

/**
 * The billing tab (spec 001 §2 "Family settings", §4 "Premium access and billing panel"): the
 * status panel; without premium access the plans ('Assinar' → the provider's checkout page);
 * with it the cancel panel; 'Gerenciar assinatura' (the provider's portal) unless the plan is
 * active and monthly. Nothing here changes the subscription: the BFF writes it from the provider.
 */
export function BillingTab({ family }: BillingTabProps) {
  const statusQuery = useGetBillingStatusQuery(undefined);
  const billing = statusQuery.data ?? billingFromFamily(family);
  // The plans or the cancel panel wait for the BFF's decision (unless it cannot be had).
  const decided = statusQuery.data !== undefined || statusQuery.isError;
  const portal = useProviderRedirect();
  const [openPortal] = useOpenBillingPortalMutation();
  // Spec 001 §4: 'Gerenciar assinatura' unless active and monthly; a monthly plan already
  // cancelled at period end shows it instead of 'Cancelar assinatura' (the portal takes the
  // cancellation back).
  const showManage =
    !(billing.status === 'active' && isMonthlyPlan(billing.intervalCount)) ||
    billing.cancelAtPeriodEnd;

  function toPortal(key: 'cancel' | 'manage') {
    void portal.go(key, () => openPortal({ returnPath: BILLING_RETURN_PATH }), {
      failed: MSG.billing.portalFailed,
      missing: MSG.billing.portalMissingUrl,
    });
  }

  return (
    <div className="settings__panel">
      <Card as="section" title={B.title}>
        <StatusFacts billing={billing} />
        {statusQuery.isError ? (
          <Alert
            tone="warning"
            action={
              <Button variant="secondary" size="sm" onClick={() => void statusQuery.refetch()}>
                {C.retry}
              </Button>
            }
          >
            {B.statusLoadFailed}
          </Alert>
        ) : null}
        {decided && billing.premiumAccess && !billing.cancelAtPeriodEnd ? (
          isMonthlySubscription(billing) ? (
            <div className="parent-actions">
              <Button
                variant="secondary"
                loading={portal.busy === 'cancel'}
                loadingText={B.openingPortal}
                disabled={portal.busy !== null}
                onClick={() => toPortal('cancel')}
              >
                {B.cancel}
              </Button>
            </div>
          ) : (
            <p>{MSG.billing.contactSupport}</p>
          )
        ) : null}
        {decided && showManage ? (
          <div className="parent-actions">
            <Button
              variant="secondary"
              loading={portal.busy === 'manage'}
              loadingText={B.openingPortal}
              disabled={portal.busy !== null}
              onClick={() => toPortal('manage')}
            >
              {B.manage}
            </Button>
          </div>
        ) : null}
        {portal.error ? <Alert tone="danger">{portal.error}</Alert> : null}
      </Card>
      {!decided ? (
        <Skeleton lines={3} height="2.5rem" />
      ) : billing.premiumAccess ? null : (
        <PlanList />
      )}
    </div>
  );
}

/** Label with tone, explanation, mode, plan, activation date, cancellation and grace dates. */
function StatusFacts({ billing }: { billing: BillingStatus }) {
  const mode = normalizeSubscriptionMode(billing.mode);
  const cancelDate = billing.currentPeriodEnd ?? billing.accessUntil;
  return (
    <>
      <dl className="settings__facts">
        <div>
          <dt>{B.status}</dt>
          <dd>
            <Badge tone={BADGE_TONE[SUBSCRIPTION_STATUS_TONES[billing.status]]}>
              {SUBSCRIPTION_STATUS_LABELS[billing.status]}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>{B.mode}</dt>
          <dd>{mode ? B.modes[mode] : B.noPlan}</dd>
        </div>
        {billing.planName ? (
          <div>
            <dt>{B.planName}</dt>
            <dd>{billing.planName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{B.activatedAt}</dt>
          <dd>{billing.activatedAt ? formatLongDateTime(billing.activatedAt) : B.notActivated}</dd>
        </div>
      </dl>
      <p>{SUBSCRIPTION_STATUS_DESCRIPTIONS[billing.status]}</p>
      {billing.cancelAtPeriodEnd && billing.status !== 'canceled' && cancelDate ? (
        <p>
          <strong>{B.cancelsOn(formatLongDateTime(cancelDate))}</strong>
        </p>
      ) : null}
      {billing.status === 'past_due' && billing.accessUntil ? (
        <p>
          <strong>{B.graceUntil(formatLongDateTime(billing.accessUntil))}</strong>
        </p>
      ) : null}
    </>
  );
}

/** The plans a family without premium access can buy; 'Assinar' opens the provider's checkout. */
function PlanList() {
  const plans = useGetPlansQuery(undefined);
  const checkout = useProviderRedirect();
  const [createCheckoutSession] = useCreateCheckoutSessionMutation();

  function subscribe(plan: Plan) {
    void checkout.go(
      plan.id,
      () => createCheckoutSession({ priceId: plan.id, cancelPath: BILLING_RETURN_PATH }),
      { failed: MSG.billing.checkoutFailed, missing: MSG.billing.checkoutMissingSessionId },
    );
  }

  return (
    <Card as="section" title={B.plansTitle}>
      {plans.data ? (
        plans.data.plans.length === 0 ? (
          <p>{MSG.billing.noPlansFound}</p>
        ) : (
          <ul className="settings__plans" aria-label={B.plansLabel}>
            {plans.data.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                busy={checkout.busy === plan.id}
                disabled={checkout.busy !== null}
                onSubscribe={() => subscribe(plan)}
              />
            ))}
          </ul>
        )
      ) : plans.isError ? (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" size="sm" onClick={() => void plans.refetch()}>
              {C.retry}
            </Button>
          }
        >
          {MSG.billing.plansLoadFailed}
        </Alert>
      ) : (
        <div aria-busy="true" className="settings__panel">
          <Spinner label={B.plansLoading} showLabel />
          <Skeleton lines={3} height="4rem" />
        </div>
      )}
      {checkout.error ? <Alert tone="danger">{checkout.error}</Alert> : null}
    </Card>
  );
}

interface PlanCardProps {
  plan: Plan;
  busy: boolean;
  disabled: boolean;
  onSubscribe: () => void;
}

function PlanCard({ plan, busy, disabled, onSubscribe }: PlanCardProps) {
  const name = planName(plan);
  const trial = planTrial(plan);
  const price = planPriceLine(plan);
  return (
    <Card as="li" title={name} titleAs="h3" className="settings__plan">
      <p className="settings__plan-price">{price}</p>
      {plan.interval || name === MSG.billing.oneTimePayment ? null : (
        <p>{MSG.billing.oneTimePayment}</p>
      )}
      {trial ? <p>{trial}</p> : null}
      {plan.description ? <p className="parent-muted">{plan.description}</p> : null}
      <Button
        loading={busy}
        loadingText={B.subscribing}
        disabled={disabled}
        aria-label={B.subscribeLabel(name, price)}
        onClick={onSubscribe}
      >
        {B.subscribe}
      </Button>
    </Card>
  );
}
