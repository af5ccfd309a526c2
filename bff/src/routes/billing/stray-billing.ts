import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { families } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { StripeClient } from '../../lib/stripe/stripe-client';
import { idOf, isResourceMissing, type ProviderState } from './provider-state';

/*
 * At most one live plan per family (ADR 056): what the provider still holds beyond the family's
 * plan is cancelled, and a charge the family paid twice is refunded. Each call may run again (a
 * webhook retried, two BFFs at once) and does nothing the second time.
 */

/** Stripe's answer when the object is already where the call wanted it. */
function alreadyDone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return isResourceMissing(error) || code === 'charge_already_refunded';
}

/** Cancels a subscription now; one already cancelled (or gone) is fine. */
export async function cancelSubscription(
  stripe: StripeClient,
  subscriptionId: string,
): Promise<void> {
  try {
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    if (!alreadyDone(error)) throw error;
  }
}

/**
 * A refund the provider refuses for good (a boleto cannot be refunded; a disputed charge): no
 * retry can change that, so an operator settles it with the family.
 */
function refusedForGood(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return type === 'StripeInvalidRequestError' || type === 'invalid_request_error';
}

/**
 * Refunds what is left of a payment, once: the key makes a repeated call the same refund. A
 * refusal for good is logged for an operator; a provider failure is thrown, so the caller's
 * retry (the webhook's) refunds it.
 */
async function refundPayment(
  stripe: StripeClient,
  paymentIntentId: string,
  logger: Logger,
): Promise<void> {
  try {
    await stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: 'duplicate' },
      { idempotencyKey: `mesadinha-duplicate-${paymentIntentId}` },
    );
  } catch (error) {
    if (alreadyDone(error)) return;
    if (!refusedForGood(error)) throw error;
    logger.error(
      { err: error, paymentIntent: paymentIntentId },
      'the provider refuses to refund a duplicate payment: refund the family by hand',
    );
  }
}

/** The paid payments of a subscription's latest invoice (its first charge, for a new one). */
async function latestInvoicePayments(
  stripe: StripeClient,
  subscription: Stripe.Subscription,
): Promise<string[]> {
  const invoiceId = idOf(subscription.latest_invoice as string | Stripe.Invoice | null);
  if (!invoiceId) return [];
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 100 });
  return payments.data.flatMap((payment) => {
    const intent = idOf(payment.payment.payment_intent ?? null);
    return payment.status === 'paid' && intent ? [intent] : [];
  });
}

/** Whether the family's stored plan is `state`'s own (it became the kept one meanwhile). */
async function isStoredPlan(db: Db, familyId: string, state: ProviderState): Promise<boolean> {
  const [row] = await db
    .select({
      subscriptionId: families.stripeSubscriptionId,
      paymentIntentId: families.stripePaymentIntentId,
    })
    .from(families)
    .where(eq(families.id, familyId));
  return state.subscriptionId
    ? row?.subscriptionId === state.subscriptionId
    : state.paymentIntentId !== null && row?.paymentIntentId === state.paymentIntentId;
}

/**
 * A second plan the family paid for while another one was live: a subscription's latest charge
 * is refunded, then the subscription cancelled (in that order, so a retry after a failed refund
 * still finds it live); a one-time payment is refunded. Read again first: nothing is done to a
 * plan that has become the family's stored one, or to a subscription someone else cancelled.
 */
export async function releaseDuplicate(
  db: Db,
  stripe: StripeClient,
  familyId: string,
  state: ProviderState,
  logger: Logger,
): Promise<void> {
  if (await isStoredPlan(db, familyId, state)) return;
  if (state.subscriptionId) {
    const subscription = await stripe.subscriptions.retrieve(state.subscriptionId);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
    for (const intent of await latestInvoicePayments(stripe, subscription)) {
      await refundPayment(stripe, intent, logger);
    }
    await cancelSubscription(stripe, state.subscriptionId);
  } else if (state.paymentIntentId && !state.reversed) {
    await refundPayment(stripe, state.paymentIntentId, logger);
  }
}

/**
 * After a family's erasure: every subscription of its customer cancelled, then the customer
 * (name, e-mail, family name) deleted. A failure is logged for an operator to finish by hand:
 * the family is gone whatever the provider answers, and its webhooks find no family.
 */
export async function closeCustomer(
  stripe: StripeClient,
  customerId: string,
  logger: Logger,
): Promise<void> {
  try {
    for await (const subscription of stripe.subscriptions.list({
      customer: customerId,
      status: 'all',
      limit: 100,
    })) {
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
        continue;
      }
      await cancelSubscription(stripe, subscription.id);
    }
    await stripe.customers.del(customerId);
  } catch (error) {
    if (isResourceMissing(error)) return;
    logger.error(
      { err: error, customer: customerId },
      'could not close the provider customer of an erased family: cancel its subscriptions and delete it in the provider',
    );
  }
}
