import type Stripe from 'stripe';
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

/** Refunds what is left of a payment, once: the key makes a repeated call the same refund. */
async function refundPayment(stripe: StripeClient, paymentIntentId: string): Promise<void> {
  try {
    await stripe.refunds.create(
      { payment_intent: paymentIntentId, reason: 'duplicate' },
      { idempotencyKey: `mesadinha-duplicate-${paymentIntentId}` },
    );
  } catch (error) {
    if (!alreadyDone(error)) throw error;
  }
}

/** The paid payments of a subscription's latest invoice (its first charge, for a new one). */
async function latestInvoicePayments(
  stripe: StripeClient,
  subscriptionId: string,
): Promise<string[]> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const invoiceId = idOf(subscription.latest_invoice as string | Stripe.Invoice | null);
  if (!invoiceId) return [];
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 100 });
  return payments.data.flatMap((payment) => {
    const intent = idOf(payment.payment.payment_intent ?? null);
    return payment.status === 'paid' && intent ? [intent] : [];
  });
}

/**
 * A second plan the family paid for while another one was live: a subscription is cancelled
 * and its charge refunded; a one-time payment is refunded.
 */
export async function releaseDuplicate(stripe: StripeClient, state: ProviderState): Promise<void> {
  if (state.subscriptionId) {
    const paid = await latestInvoicePayments(stripe, state.subscriptionId);
    await cancelSubscription(stripe, state.subscriptionId);
    for (const intent of paid) await refundPayment(stripe, intent);
  } else if (state.paymentIntentId && !state.reversed) {
    await refundPayment(stripe, state.paymentIntentId);
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
