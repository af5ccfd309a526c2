import {
  subscriptionStatusFromProvider,
  type SubscriptionMode,
  type SubscriptionStatus,
} from '@portal/domain';
import type Stripe from 'stripe';
import type { StripeClient } from '../../lib/stripe/stripe-client';

/*
 * What the provider's objects mean for a family's plan (ADRs 033, 056): read from the provider
 * each time, never from an event's body or the browser.
 */

/** A subscription state as read from the provider, ready to be stored on the family. */
export interface ProviderState {
  status: SubscriptionStatus;
  mode: SubscriptionMode;
  intervalCount: number | null;
  priceId: string | null;
  planName: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  customerId: string | null;
  /** Null for a one-time payment. */
  subscriptionId: string | null;
  /** The payment of a one-time purchase; null for a subscription. */
  paymentIntentId: string | null;
  /** A one-time payment refunded in full or lost in a dispute: it grants nothing any more. */
  reversed: boolean;
}

/** An id, whether the field holds it or the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Whether a Stripe error says the object does not exist. */
export function isResourceMissing(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'resource_missing'
  );
}

/**
 * The family's `subscription_interval_count`: the plan's length **in months** (ADR 033). The
 * spec calls a plan monthly when this is missing or 1 (cancel button vs. "contact support"); a
 * yearly price has Stripe's `interval_count` 1 too, so the provider's count is converted: month
 * × count, year × 12 × count. Shorter intervals (day, week) have no month count: null.
 */
export function intervalCountInMonths(
  recurring: { interval: string; interval_count: number } | null | undefined,
): number | null {
  if (!recurring) return null;
  if (recurring.interval === 'month') return recurring.interval_count;
  if (recurring.interval === 'year') return recurring.interval_count * 12;
  return null;
}

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** The state a provider subscription means for the family. */
export async function stateOfSubscription(
  stripe: StripeClient,
  subscription: Stripe.Subscription,
): Promise<ProviderState> {
  const item = subscription.items?.data?.[0];
  const price = item?.price ?? null;
  let planName = price?.nickname ?? null;
  const productId = price ? idOf(price.product as string | { id: string }) : null;
  if (!planName && price && typeof price.product === 'object') {
    planName = (price.product as Stripe.Product).name ?? null;
  } else if (!planName && productId) {
    try {
      planName = (await stripe.products.retrieve(productId)).name ?? null;
    } catch {
      planName = null; // a name is nice to have, never a reason to fail
    }
  }
  const legacyEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return {
    status: subscriptionStatusFromProvider(subscription.status),
    mode: 'subscription',
    intervalCount: intervalCountInMonths(price?.recurring),
    priceId: price?.id ?? null,
    planName,
    currentPeriodEnd: fromUnix(item?.current_period_end ?? legacyEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    customerId: idOf(subscription.customer as string | { id: string }),
    subscriptionId: subscription.id,
    paymentIntentId: null,
    reversed: false,
  };
}

/** Retrieves a subscription; resource_missing → null; any other failure is thrown. */
export async function retrieveSubscription(
  stripe: StripeClient,
  id: string,
): Promise<Stripe.Subscription | null> {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw error;
  }
}

/** The state of a one-time purchase: no period, no subscription. */
function oneTimeState(
  values: Pick<
    ProviderState,
    'status' | 'priceId' | 'planName' | 'customerId' | 'paymentIntentId' | 'reversed'
  >,
): ProviderState {
  return {
    ...values,
    mode: 'one_time',
    intervalCount: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    subscriptionId: null,
  };
}

/** Payment intent statuses that may still end paid (an asynchronous method in flight). */
const PENDING_PAYMENT = new Set(['processing', 'requires_action', 'requires_confirmation']);

/**
 * The state a one-time payment means today: active while it stands, `canceled` once refunded
 * in full or lost in a dispute (a partial refund or an open or won dispute keeps it),
 * `incomplete` while an asynchronous method (boleto, Pix) is in flight, `incomplete_expired`
 * when it failed. The plan's price and name, and the family, come from the checkout's metadata
 * on the intent (`familyId` null: not a purchase of ours, e.g. a subscription's invoice).
 */
export async function readPayment(
  stripe: StripeClient,
  paymentIntentId: string,
): Promise<{ state: ProviderState; familyId: string | null }> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
    expand: ['latest_charge'],
  });
  let status: SubscriptionStatus;
  let reversed = false;
  if (intent.status === 'succeeded') {
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const lost = charge?.disputed
      ? (await stripe.disputes.list({ payment_intent: intent.id, limit: 100 })).data.some(
          (dispute) => dispute.status === 'lost',
        )
      : false;
    reversed = charge?.refunded === true || lost;
    status = reversed ? 'canceled' : 'active';
  } else {
    status = PENDING_PAYMENT.has(intent.status) ? 'incomplete' : 'incomplete_expired';
  }
  const state = oneTimeState({
    status,
    priceId: intent.metadata?.priceId ?? null,
    planName: intent.metadata?.planName ?? null,
    customerId: idOf(intent.customer as string | { id: string } | null),
    paymentIntentId: intent.id,
    reversed,
  });
  return { state, familyId: intent.metadata?.familyId ?? null };
}

/**
 * The state a completed checkout session means: its subscription as the provider has it now,
 * or its payment as it stands now (refunded, disputed, still in flight). Null when the session
 * names neither.
 */
export async function stateOfSession(
  stripe: StripeClient,
  session: Stripe.Checkout.Session,
): Promise<ProviderState | null> {
  if (session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription as string | { id: string } | null);
    if (!subscriptionId) return null;
    const subscription = await retrieveSubscription(stripe, subscriptionId);
    return subscription ? stateOfSubscription(stripe, subscription) : null;
  }
  if (session.mode !== 'payment') return null;
  const paymentIntentId = idOf(session.payment_intent as string | { id: string } | null);
  if (paymentIntentId) return (await readPayment(stripe, paymentIntentId)).state;
  // Nothing to charge (a full discount): the session's word is all there is.
  if (session.payment_status !== 'no_payment_required') return null;
  return oneTimeState({
    status: 'active',
    priceId: session.metadata?.priceId ?? null,
    planName: session.metadata?.planName ?? null,
    customerId: idOf(session.customer as string | { id: string } | null),
    paymentIntentId: null,
    reversed: false,
  });
}
