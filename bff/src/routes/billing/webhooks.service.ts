import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { families, stripeEvents } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { StripeClient } from '../../lib/stripe/stripe-client';
import { applyState } from './apply-state';
import { sessionFamilyIds } from './checkout.service';
import {
  idOf,
  isResourceMissing,
  readPayment,
  retrieveSubscription,
  stateOfSession,
  stateOfSubscription,
  type ProviderState,
} from './provider-state';
import { releaseDuplicate } from './stray-billing';

/*
 * Webhooks (ADRs 033, 056). An event only says which object changed: the object is read again
 * from the provider and its state applied, so a replayed, reordered or forged-looking event can
 * never grant more than the provider holds.
 */

/** Checkout events whose session the BFF re-reads (a payment may settle later: boleto, Pix). */
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
]);

/** Subscription events whose subscription the BFF retrieves and applies. */
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** Events of a payment taken back (refund) or contested (dispute): its purchase is re-read. */
const PAYMENT_EVENTS = new Set([
  'charge.refunded',
  'charge.refund.updated',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
]);

/** The subscription id an invoice refers to (old and new API shapes). */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const direct = invoice.subscription;
  if (typeof direct === 'string') return direct;
  if (direct && typeof direct === 'object' && 'id' in direct) return String(direct.id);
  const parent = invoice.parent as {
    subscription_details?: { subscription?: string | { id: string } | null };
  } | null;
  return idOf(parent?.subscription_details?.subscription ?? null);
}

/** A checkout session as the provider has it; null when it does not exist. */
async function retrieveSession(
  stripe: StripeClient,
  id: string,
): Promise<Stripe.Checkout.Session | null> {
  try {
    return await stripe.checkout.sessions.retrieve(id);
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw error;
  }
}

/** The family a subscription belongs to: by subscription id, then customer id. */
async function familyIdFor(
  db: Db,
  subscriptionId: string,
  customerId: string | null,
): Promise<string | null> {
  const rows = await db
    .select({
      id: families.id,
      subscriptionId: families.stripeSubscriptionId,
    })
    .from(families)
    .where(
      or(
        eq(families.stripeSubscriptionId, subscriptionId),
        ...(customerId ? [eq(families.stripeCustomerId, customerId)] : []),
      ),
    );
  const bySubscription = rows.find((row) => row.subscriptionId === subscriptionId);
  return (bySubscription ?? rows[0])?.id ?? null;
}

/**
 * The family a purchase belongs to: the one holding its customer (every checkout of ours is
 * opened for the family's own customer), and, when the purchase names families, one of them.
 */
async function purchaserOf(
  db: Db,
  customerId: string | null,
  namedFamilyIds: string[],
): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await db
    .select({ id: families.id })
    .from(families)
    .where(eq(families.stripeCustomerId, customerId));
  if (!row) return null;
  return namedFamilyIds.length === 0 || namedFamilyIds.includes(row.id) ? row.id : null;
}

/**
 * Applies a state read from the provider, then releases a second plan the family did not keep
 * (cancelled, refunded: at most one live plan per family, ADR 056).
 */
async function applyAndRelease(
  db: Db,
  stripe: StripeClient,
  familyId: string,
  state: ProviderState,
  readAt: Date,
  logger: Logger,
): Promise<void> {
  const result = await applyState(db, stripe, familyId, state, readAt);
  if (result.outcome === 'other-plan' && result.grantsAccess) {
    await releaseDuplicate(db, stripe, familyId, state, logger);
  }
}

/** Applies one verified webhook event; returns the family it concerned (null: none of ours). */
export async function processEvent(
  db: Db,
  stripe: StripeClient,
  event: Stripe.Event,
  logger: Logger,
): Promise<string | null> {
  const object = event.data.object as unknown as Record<string, unknown>;
  const readAt = new Date();
  if (CHECKOUT_EVENTS.has(event.type)) {
    if (typeof object.id !== 'string') return null;
    const session = await retrieveSession(stripe, object.id);
    const customerId = idOf(session?.customer as string | { id: string } | null);
    if (!session || !customerId) return null;
    const familyId = await purchaserOf(db, customerId, sessionFamilyIds(session));
    if (!familyId || session.status !== 'complete') return familyId;
    const state = await stateOfSession(stripe, session);
    if (state?.customerId === customerId) {
      await applyAndRelease(db, stripe, familyId, state, readAt, logger);
    }
    return familyId;
  }
  if (PAYMENT_EVENTS.has(event.type)) {
    const paymentIntentId = idOf(object.payment_intent as string | { id: string } | null);
    if (!paymentIntentId) return null;
    const { state, familyId: named } = await readPayment(stripe, paymentIntentId);
    // Only a one-time purchase of ours names a family and a price; a subscription's invoice
    // payment does not, and its subscription's own events say what it means.
    if (!named || !state.priceId) return null;
    const familyId = await purchaserOf(db, state.customerId, [named]);
    if (familyId) await applyAndRelease(db, stripe, familyId, state, readAt, logger);
    return familyId;
  }
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return null;
  const subscriptionId = event.type.startsWith('invoice.')
    ? invoiceSubscriptionId(object)
    : typeof object.id === 'string'
      ? object.id
      : null;
  if (!subscriptionId) return null;
  let subscription = await retrieveSubscription(stripe, subscriptionId);
  if (!subscription && event.type === 'customer.subscription.deleted') {
    subscription = object as unknown as Stripe.Subscription;
  }
  if (!subscription) return familyIdFor(db, subscriptionId, null);
  const state = await stateOfSubscription(stripe, subscription);
  // The customer the provider holds, not the event's word for it.
  const familyId = await familyIdFor(db, subscriptionId, state.customerId);
  if (familyId) await applyAndRelease(db, stripe, familyId, state, readAt, logger);
  return familyId;
}

/**
 * Records the event by id and applies it once (ADR 033). A processed event answers 'duplicate'
 * and changes nothing; a failed one stays unprocessed (its error is thrown), so the provider's
 * retry applies it.
 */
export async function receiveEvent(
  db: Db,
  stripe: StripeClient,
  event: Stripe.Event,
  logger: Logger,
): Promise<'processed' | 'duplicate'> {
  await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: stripeEvents.id });
  const [stored] = await db
    .select({ processedAt: stripeEvents.processedAt })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (stored?.processedAt) return 'duplicate';
  const familyId = await processEvent(db, stripe, event, logger);
  await db
    .update(stripeEvents)
    .set({ processedAt: new Date(), familyId: familyId ?? null })
    .where(eq(stripeEvents.id, event.id));
  return 'processed';
}
