import {
  MSG,
  type BillingStatus,
  type CheckoutMode,
  type CheckoutVerification,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { families } from '../../db/schema';
import type { Env } from '../../env';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { rowsOf } from '../../lib/keyset';
import type { Logger } from '../../lib/logger';
import type { StripeClient } from '../../lib/stripe/stripe-client';
import { applyState, type ApplyResult } from './apply-state';
import {
  checkoutError,
  ensureCustomer,
  findOurPrice,
  loadBillingStatus,
  planNameOf,
  portalUrl,
  providerUnavailable,
  successUrl,
  toBillingStatus,
} from './billing.service';
import {
  idOf,
  isResourceMissing,
  readPayment,
  stateOfSession,
  type ProviderState,
} from './provider-state';
import { releaseDuplicate } from './stray-billing';

/*
 * Checkout (issue 13, ADRs 033/034/056): sessions opened for the family's own customer, one open
 * at a time; the success page's verification and activation read the session and its payment
 * from the provider, never from the browser.
 */

/** The family, refused with 409 when it already has premium access. */
async function familyWithoutPlan(db: Db, familyId: string) {
  const [family] = await db.select().from(families).where(eq(families.id, familyId));
  if (!family) throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  if (toBillingStatus(family).premiumAccess) {
    throw new ApiError(409, 'ALREADY_SUBSCRIBED', MSG.billing.alreadySubscribed);
  }
  return family;
}

/**
 * Expires the customer's open checkout sessions, so that only the newest can be paid. One that
 * was paid meanwhile (it no longer expires) means the family has a plan on its way: 409.
 */
async function expireOpenCheckouts(stripe: StripeClient, customer: string): Promise<void> {
  let open: Stripe.Checkout.Session[];
  try {
    open = (await stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 })).data;
  } catch {
    throw providerUnavailable();
  }
  for (const session of open) {
    try {
      await stripe.checkout.sessions.expire(session.id);
    } catch {
      const now = await stripe.checkout.sessions.retrieve(session.id).catch(() => null);
      if (now?.status === 'complete') {
        throw new ApiError(409, 'ALREADY_SUBSCRIBED', MSG.billing.alreadySubscribed);
      }
      if (now?.status !== 'expired') throw providerUnavailable();
    }
  }
}

/**
 * A one-time payment of the family still in flight (boleto, Pix) is its purchase on the way: a
 * second one could not always be refunded (a boleto cannot be), so none is opened meanwhile.
 */
async function refuseWhilePaymentPending(
  stripe: StripeClient,
  family: { subscriptionStatus: string; stripePaymentIntentId: string | null },
): Promise<void> {
  if (family.subscriptionStatus !== 'incomplete' || !family.stripePaymentIntentId) return;
  let pending: boolean;
  try {
    pending =
      (await readPayment(stripe, family.stripePaymentIntentId)).state.status === 'incomplete';
  } catch {
    throw providerUnavailable();
  }
  if (pending) throw new ApiError(409, 'PAYMENT_PENDING', MSG.billing.paymentPending);
}

/** `POST /api/billing/checkout-sessions`. */
export async function createCheckoutSession(
  db: Db,
  stripe: StripeClient,
  env: Env,
  familyId: string,
  input: { priceId: string; cancelPath?: string | undefined },
): Promise<{ sessionId: string; url: string }> {
  // Refused before any provider call; asked again under the lock below.
  await familyWithoutPlan(db, familyId);
  const price = await findOurPrice(stripe, env, input.priceId);
  if (!price) {
    throw new ApiError(400, 'UNKNOWN_PRICE', MSG.billing.unknownPrice, [
      { path: ['priceId'], message: MSG.billing.unknownPrice },
    ]);
  }
  const mode: CheckoutMode = price.recurring ? 'subscription' : 'payment';
  return db.transaction(async (tx) => {
    // One checkout opening at a time per family (two tabs, two BFFs), so none is left open
    // beside the new one. Another opening holds the family's lock: answered at once rather than
    // waited for, so no burst of one family's clicks holds the pool's connections.
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${`checkout:${familyId}`}, 0)) as locked`,
      ),
    );
    if (!lock?.locked) {
      throw new ApiError(409, 'CHECKOUT_IN_PROGRESS', MSG.billing.checkoutInProgress);
    }
    const family = await familyWithoutPlan(tx, familyId);
    await refuseWhilePaymentPending(stripe, family);
    const customer = await ensureCustomer(tx, stripe, familyId);
    await expireOpenCheckouts(stripe, customer);
    const planName = planNameOf(price);
    const metadata: Record<string, string> = {
      familyId,
      familyName: family.name,
      priceId: price.id,
      ...(planName ? { planName } : {}),
    };
    // The free trial is for a family's first subscription only (cancel and subscribe again must
    // not give another free week).
    const firstSubscription = !family.stripeSubscriptionId && !family.subscriptionActivatedAt;
    const trialDays = firstSubscription ? (price.recurring?.trial_period_days ?? null) : null;
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create({
        mode,
        customer,
        client_reference_id: familyId,
        line_items: [{ price: price.id, quantity: 1 }],
        metadata,
        success_url: successUrl(env, mode, price),
        cancel_url: portalUrl(env, input.cancelPath),
        ...(mode === 'subscription'
          ? {
              subscription_data: {
                metadata,
                ...(trialDays ? { trial_period_days: trialDays } : {}),
              },
            }
          : { payment_intent_data: { metadata } }),
      });
    } catch {
      throw providerUnavailable();
    }
    if (!session.url) throw providerUnavailable();
    return { sessionId: session.id, url: session.url };
  });
}

/** The family id a checkout session names (metadata in its spellings, or the reference id). */
export function sessionFamilyIds(session: Stripe.Checkout.Session): string[] {
  const metadata = session.metadata ?? {};
  return [
    metadata.familyId,
    metadata.family_id,
    metadata['family-id'],
    session.client_reference_id ?? undefined,
  ].filter((value): value is string => typeof value === 'string' && value !== '');
}

/** Retrieves a checkout session; 404 (generic text) when unknown, 502 when the provider fails. */
async function retrieveSession(
  stripe: StripeClient,
  sessionId: string,
): Promise<Stripe.Checkout.Session> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isResourceMissing(error)) throw checkoutError(404, 'CHECKOUT_VERIFY_FAILED');
    throw checkoutError(502, 'CHECKOUT_VERIFY_FAILED');
  }
}

/**
 * The rules of spec 001 §5 on a session, for the caller's family: its own session first (another
 * family's session reveals nothing), then complete, paid or no payment required, the mode of the
 * success URL, and the same e-mail (case-insensitive, when both are known).
 */
export function checkSession(
  session: Stripe.Checkout.Session,
  family: { id: string; parentEmail: string; customerId: string | null },
  mode: CheckoutMode,
): void {
  const ids = sessionFamilyIds(session);
  if (ids.length === 0 || ids.some((id) => id !== family.id)) {
    throw checkoutError(403, 'CHECKOUT_OTHER_FAMILY');
  }
  // Every checkout of ours is opened for the family's own customer (created once, before the
  // session). A session naming the family but paid by another customer (a payment link, another
  // integration on the same account) is not the family's purchase.
  const customerId = idOf(session.customer as string | { id: string } | null);
  if (!family.customerId || customerId !== family.customerId) {
    throw checkoutError(403, 'CHECKOUT_OTHER_FAMILY');
  }
  if (session.status !== 'complete') throw checkoutError(409, 'CHECKOUT_NOT_COMPLETE');
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    throw checkoutError(409, 'CHECKOUT_NOT_PAID');
  }
  if (session.mode !== mode) throw checkoutError(409, 'CHECKOUT_MODE_MISMATCH');
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  if (email && family.parentEmail && email.toLowerCase() !== family.parentEmail.toLowerCase()) {
    throw checkoutError(403, 'CHECKOUT_EMAIL_MISMATCH');
  }
}

/**
 * The family's own session, checked (spec 001 §5), and what it means today: its subscription or
 * its payment as the provider has them now, not as they were at checkout (ADR 056).
 */
async function verifiedSession(
  db: Db,
  stripe: StripeClient,
  familyId: string,
  sessionId: string,
  mode: CheckoutMode,
): Promise<{ session: Stripe.Checkout.Session; state: ProviderState }> {
  if (!sessionId) throw checkoutError(400, 'CHECKOUT_SESSION_MISSING');
  const [family] = await db
    .select({
      id: families.id,
      parentEmail: families.parentEmail,
      customerId: families.stripeCustomerId,
    })
    .from(families)
    .where(eq(families.id, familyId));
  if (!family) throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  const session = await retrieveSession(stripe, sessionId);
  checkSession(session, family, mode);
  let state: ProviderState | null;
  try {
    state = await stateOfSession(stripe, session);
  } catch {
    throw checkoutError(502, 'CHECKOUT_VERIFY_FAILED');
  }
  if (!state) throw checkoutError(502, 'CHECKOUT_VERIFY_FAILED');
  return { session, state };
}

/** `GET /api/billing/checkout-sessions/{id}`: read only. */
export async function verifyCheckoutSession(
  db: Db,
  stripe: StripeClient,
  familyId: string,
  sessionId: string,
  mode: CheckoutMode,
): Promise<CheckoutVerification> {
  const { session, state } = await verifiedSession(db, stripe, familyId, sessionId, mode);
  if (state.reversed) throw checkoutError(409, 'CHECKOUT_PAYMENT_REVERSED');
  return {
    sessionId: session.id,
    status: 'complete',
    paymentStatus: session.payment_status as 'paid' | 'no_payment_required',
    mode,
    verified: true,
  };
}

/**
 * `POST /api/billing/checkout-sessions/{id}/activation`: verifies again (never trusting the
 * browser), then stores the state read from the provider; idempotent. A payment refunded or
 * lost in a dispute is stored as such and refused; a second plan while another is live is
 * released (cancelled, refunded) and refused.
 */
export async function activateCheckoutSession(
  db: Db,
  stripe: StripeClient,
  familyId: string,
  sessionId: string,
  mode: CheckoutMode,
  logger: Logger,
): Promise<BillingStatus> {
  const readAt = new Date();
  const { state } = await verifiedSession(db, stripe, familyId, sessionId, mode);
  let result: ApplyResult;
  try {
    result = await applyState(db, stripe, familyId, state, readAt);
  } catch (error) {
    logger.error({ err: error, familyId, sessionId }, 'subscription activation failed');
    throw checkoutError(500, 'SUBSCRIPTION_SAVE_FAILED');
  }
  if (result.outcome === 'other-plan') {
    // Released already (by its webhook or an earlier call) or now: the family keeps its plan.
    try {
      if (result.grantsAccess) await releaseDuplicate(db, stripe, familyId, state, logger);
    } catch (error) {
      logger.error({ err: error, familyId, sessionId }, 'could not release a duplicate plan');
      throw checkoutError(502, 'CHECKOUT_VERIFY_FAILED');
    }
    throw checkoutError(409, 'CHECKOUT_ALREADY_SUBSCRIBED');
  }
  if (state.reversed) throw checkoutError(409, 'CHECKOUT_PAYMENT_REVERSED');
  const status = await loadBillingStatus(db, familyId);
  if (!status) throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  return status;
}
