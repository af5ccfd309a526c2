// Webhooks (signed like Stripe, verified with the official SDK, in order, retried) and the
// control endpoints that move a subscription through time.
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMULATOR_WEBHOOK_SECRET, type StripeEmulator } from '../src/index';
import {
  MONTHLY,
  buyLifetime,
  control,
  openCheckout,
  startReceiver,
  startWithSdk,
} from './helpers';

let emulator: StripeEmulator;
let stripe: Stripe;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let status = 200;
let failuresLeft = 0;

beforeAll(async () => {
  receiver = await startReceiver(() => {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return 500;
    }
    return status;
  });
  ({ emulator, stripe } = await startWithSdk({
    webhookUrl: receiver.url,
    retry: { attempts: 3, baseDelayMs: 20 },
  }));
});
afterAll(async () => {
  await emulator.close();
  await receiver.close();
});
beforeEach(async () => {
  await control(emulator.url, '/reset');
  receiver.received.length = 0;
  status = 200;
  failuresLeft = 0;
});
afterEach(() => emulator.setWebhookUrl(receiver.url));

function verified(): Stripe.Event[] {
  return receiver.received.map((request) =>
    stripe.webhooks.constructEvent(request.body, request.signature, EMULATOR_WEBHOOK_SECRET),
  );
}

async function flush() {
  expect((await control(emulator.url, '/webhooks/flush')).status).toBe(200);
}

async function subscribe(trialDays?: number) {
  const { session } = await openCheckout(stripe, MONTHLY, trialDays ? { trialDays } : {});
  await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
  await flush();
  const retrieved = await stripe.checkout.sessions.retrieve(session.id);
  return { session, subscriptionId: retrieved.subscription as string };
}

describe('webhook delivery', () => {
  it('signs each event like Stripe and sends completion events in order', async () => {
    const { session, subscriptionId } = await subscribe(7);
    const events = verified();
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect((events[0]?.data.object as Stripe.Checkout.Session).id).toBe(session.id);
    expect((events[1]?.data.object as Stripe.Subscription).id).toBe(subscriptionId);
    expect(receiver.received[0]?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    // the signature covers the body: a changed body or another secret is refused
    const first = receiver.received[0] as { body: string; signature: string };
    expect(() =>
      stripe.webhooks.constructEvent(`${first.body} `, first.signature, EMULATOR_WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() =>
      stripe.webhooks.constructEvent(first.body, first.signature, 'whsec_other'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // delivered: pending_webhooks back to 0
    const stored = await stripe.events.retrieve(events[0]?.id as string);
    expect(stored.pending_webhooks).toBe(0);
  });

  it('retries after a 500 and keeps the order', async () => {
    failuresLeft = 2;
    await subscribe();
    expect(receiver.received).toHaveLength(5);
    const types = verified().map((event) => event.type);
    expect(types).toEqual([
      'checkout.session.completed',
      'checkout.session.completed',
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const log = await control<{ id: string; status: number; attempt: number }[]>(
      emulator.url,
      '/deliveries',
    );
    expect(log.body.filter((entry) => entry.status === 500)).toHaveLength(2);
  });

  it('gives up after the configured attempts and goes on with the next event', async () => {
    status = 500;
    const { session } = await openCheckout(stripe, MONTHLY);
    await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    await flush();
    expect(receiver.received).toHaveLength(9); // 3 events × 3 attempts
    const events = await stripe.events.list();
    expect(events.data.every((event) => event.pending_webhooks === 0)).toBe(true);
  });

  it('sends nothing without a webhook URL, and delivers given events in a given order', async () => {
    emulator.setWebhookUrl(null);
    const { session } = await openCheckout(stripe, MONTHLY);
    await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    await flush();
    expect(receiver.received).toHaveLength(0);
    emulator.setWebhookUrl(receiver.url);
    const events = (await stripe.events.list()).data; // newest first
    const ids = events.map((event) => event.id);
    const delivered = await control<{ id: string; status: number }[]>(
      emulator.url,
      '/events/deliver',
      { ids },
    );
    expect(delivered.status).toBe(200);
    expect(delivered.body).toEqual(ids.map((id) => ({ id, status: 200 })));
    expect(verified().map((event) => event.type)).toEqual([
      'invoice.paid',
      'customer.subscription.created',
      'checkout.session.completed',
    ]);
    const unknown = await control(emulator.url, '/events/deliver', { ids: ['evt_nope'] });
    expect(unknown.status).toBe(404);
  });

  it('reports the endpoint status of a replayed event', async () => {
    await subscribe();
    const event = (await stripe.events.list({ limit: 1 })).data[0] as Stripe.Event;
    status = 400;
    const delivered = await control<{ id: string; status: number }[]>(
      emulator.url,
      '/events/deliver',
      { ids: [event.id] },
    );
    expect(delivered.body).toEqual([{ id: event.id, status: 400 }]);
  });
});

describe('refund events', () => {
  it('sends charge.refunded (with previous_attributes) then refund.created, signed', async () => {
    const { intent, charge } = await buyLifetime(stripe, emulator.url);
    await flush();
    receiver.received.length = 0;
    const part = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 9900 },
      { idempotencyKey: 'refund-events' },
    );
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    await flush();
    const events = verified();
    expect(events.map((event) => event.type)).toEqual([
      'charge.refunded',
      'refund.created',
      'charge.refunded',
      'refund.created',
    ]);
    const [partial, partRefund, full, restRefund] = events as Stripe.Event[];
    expect(partial?.data.object).toMatchObject({
      id: charge.id,
      amount_refunded: 9900,
      refunded: false,
    });
    expect(partial?.data.previous_attributes).toEqual({ amount_refunded: 0 });
    expect(partial?.request).toMatchObject({ idempotency_key: 'refund-events' });
    expect(partial?.request?.id).toMatch(/^req_/);
    expect((partRefund?.data.object as Stripe.Refund).id).toBe(part.id);
    expect(full?.data.object).toMatchObject({ amount_refunded: 29900, refunded: true });
    expect(full?.data.previous_attributes).toEqual({ amount_refunded: 9900, refunded: false });
    expect((restRefund?.data.object as Stripe.Refund).id).toBe(rest.id);
  });
});

describe('dispute events', () => {
  it('sends created and funds_withdrawn, then closed and funds_reinstated when won', async () => {
    const { charge } = await buyLifetime(stripe, emulator.url);
    await flush();
    receiver.received.length = 0;
    const opened = await control<Stripe.Dispute>(emulator.url, `/charges/${charge.id}/dispute`, {
      reason: 'duplicate',
    });
    await control(emulator.url, `/disputes/${opened.body.id}/close`, { status: 'won' });
    await flush();
    const events = verified();
    expect(events.map((event) => event.type)).toEqual([
      'charge.dispute.created',
      'charge.dispute.funds_withdrawn',
      'charge.dispute.closed',
      'charge.dispute.funds_reinstated',
    ]);
    expect(events[0]?.data.object).toMatchObject({
      id: opened.body.id,
      status: 'needs_response',
      reason: 'duplicate',
      charge: charge.id,
    });
    expect(events[2]?.data.object).toMatchObject({ status: 'won' });
    expect(events.every((event) => event.request?.id === null)).toBe(true);
  });

  it('sends no funds_reinstated for a lost dispute', async () => {
    const { charge } = await buyLifetime(stripe, emulator.url);
    const opened = await control<Stripe.Dispute>(emulator.url, `/charges/${charge.id}/dispute`, {});
    await flush();
    receiver.received.length = 0;
    await control(emulator.url, `/disputes/${opened.body.id}/close`, { status: 'lost' });
    await flush();
    expect(verified().map((event) => event.type)).toEqual(['charge.dispute.closed']);
  });
});

describe('asynchronous payment events', () => {
  it('completed only at checkout; then payment_intent.succeeded and async_payment_succeeded', async () => {
    const { session, intent } = await buyLifetime(stripe, emulator.url, { async: true });
    await flush();
    expect(verified().map((event) => event.type)).toEqual(['checkout.session.completed']);
    receiver.received.length = 0;
    await control(emulator.url, `/payment_intents/${intent.id}/settle`, { outcome: 'succeeded' });
    await flush();
    const events = verified();
    expect(events.map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'checkout.session.async_payment_succeeded',
    ]);
    expect(events[0]?.data.object).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(events[1]?.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
  });

  it('payment_intent.payment_failed then checkout.session.async_payment_failed', async () => {
    const { session, intent } = await buyLifetime(stripe, emulator.url, { async: true });
    await flush();
    receiver.received.length = 0;
    await control(emulator.url, `/payment_intents/${intent.id}/settle`, { outcome: 'failed' });
    await flush();
    const events = verified();
    expect(events.map((event) => event.type)).toEqual([
      'payment_intent.payment_failed',
      'checkout.session.async_payment_failed',
    ]);
    expect(events[1]?.data.object).toMatchObject({ id: session.id, payment_status: 'unpaid' });
  });
});

describe('customer deletion events', () => {
  it('customer.subscription.deleted, checkout.session.expired, then customer.deleted', async () => {
    const { session, subscriptionId } = await subscribe();
    const customerId = session.customer as string;
    const open = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customerId,
      line_items: [{ price: 'price_MesadinhaLifetime', quantity: 1 }],
      success_url: 'http://localhost:3000/ok',
    });
    receiver.received.length = 0;
    await stripe.customers.del(customerId);
    await flush();
    const events = verified();
    expect(events.map((event) => event.type)).toEqual([
      'customer.subscription.deleted',
      'checkout.session.expired',
      'customer.deleted',
    ]);
    expect(events[0]?.data.object).toMatchObject({ id: subscriptionId, status: 'canceled' });
    expect(events[1]?.data.object).toMatchObject({ id: open.id, status: 'expired' });
    // the event carries the customer as it was, not the stub
    expect(events[2]?.data.object).toMatchObject({
      id: customerId,
      object: 'customer',
      email: 'pai@example.com',
    });
  });
});

describe('subscription control endpoint', () => {
  async function advance(subscriptionId: string, action: string) {
    const result = await control<Stripe.Subscription>(
      emulator.url,
      `/subscriptions/${subscriptionId}/advance`,
      { action },
    );
    await flush();
    return result;
  }

  it('renew: a new period, invoice.paid then customer.subscription.updated', async () => {
    const { subscriptionId } = await subscribe(7);
    const before = await stripe.subscriptions.retrieve(subscriptionId);
    expect(before.status).toBe('trialing');
    receiver.received.length = 0;
    const renewed = await advance(subscriptionId, 'renew');
    expect(renewed.status).toBe(200);
    const after = await stripe.subscriptions.retrieve(subscriptionId);
    expect(after.status).toBe('active');
    const beforeItem = before.items.data[0] as Stripe.SubscriptionItem;
    const afterItem = after.items.data[0] as Stripe.SubscriptionItem;
    expect(afterItem.current_period_start).toBe(beforeItem.current_period_end);
    expect(afterItem.current_period_end).toBeGreaterThan(afterItem.current_period_start);
    expect(after.latest_invoice).not.toBe(before.latest_invoice);
    const events = verified();
    expect(events.map((event) => event.type)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    expect(events[1]?.data.previous_attributes).toMatchObject({ status: 'trialing' });
    const invoice = await stripe.invoices.retrieve(after.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 1990 });
  });

  it('payment_failed: past_due with invoice.payment_failed; renew brings it back to active', async () => {
    const { subscriptionId } = await subscribe();
    receiver.received.length = 0;
    await advance(subscriptionId, 'payment_failed');
    const pastDue = await stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['latest_invoice'],
    });
    expect(pastDue.status).toBe('past_due');
    expect((pastDue.latest_invoice as Stripe.Invoice).status).toBe('open');
    expect(verified().map((event) => event.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    receiver.received.length = 0;
    await advance(subscriptionId, 'renew');
    const active = await stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['latest_invoice'],
    });
    expect(active.status).toBe('active');
    expect((active.latest_invoice as Stripe.Invoice).status).toBe('paid');
    const events = verified();
    expect(events.map((event) => event.type)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    expect(events[1]?.data.previous_attributes).toEqual({ status: 'past_due' });
  });

  it('period_end after cancel_at_period_end: canceled and customer.subscription.deleted', async () => {
    const { subscriptionId } = await subscribe();
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await flush();
    expect(verified().at(-1)?.type).toBe('customer.subscription.updated');
    receiver.received.length = 0;
    const ended = await advance(subscriptionId, 'period_end');
    expect(ended.body.status).toBe('canceled');
    const retrieved = await stripe.subscriptions.retrieve(subscriptionId);
    expect(retrieved.status).toBe('canceled');
    expect(retrieved.ended_at).toBe(retrieved.items.data[0]?.current_period_end);
    expect(verified().map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    const again = await control(emulator.url, `/subscriptions/${subscriptionId}/advance`, {
      action: 'renew',
    });
    expect(again.status).toBe(400);
  });

  it('period_end without a cancellation renews', async () => {
    const { subscriptionId } = await subscribe();
    receiver.received.length = 0;
    await advance(subscriptionId, 'period_end');
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
    expect(verified().map((event) => event.type)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });

  it('charges each renewal, and retries a failed invoice on the same payment intent', async () => {
    const { subscriptionId } = await subscribe();
    await advance(subscriptionId, 'payment_failed');
    const pastDue = await stripe.subscriptions.retrieve(subscriptionId);
    const open = await stripe.invoicePayments.list({ invoice: pastDue.latest_invoice as string });
    const payment = open.data[0] as Stripe.InvoicePayment;
    expect(payment).toMatchObject({ status: 'open', amount_paid: null, amount_requested: 1990 });
    const intentId = payment.payment.payment_intent as string;
    const failed = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined' },
    });
    const failedCharge = failed.latest_charge as Stripe.Charge;
    expect(failedCharge).toMatchObject({
      status: 'failed',
      paid: false,
      failure_code: 'card_declined',
    });

    await advance(subscriptionId, 'renew'); // the retry pays the open invoice
    const retried = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    expect(retried).toMatchObject({ status: 'succeeded', last_payment_error: null });
    expect(retried.latest_charge).toMatchObject({ status: 'succeeded', paid: true, amount: 1990 });
    expect((retried.latest_charge as Stripe.Charge).id).not.toBe(failedCharge.id);
    expect(await stripe.invoicePayments.retrieve(payment.id)).toMatchObject({
      status: 'paid',
      amount_paid: 1990,
    });

    await advance(subscriptionId, 'renew'); // the next period: a new invoice, a new payment
    const renewed = await stripe.subscriptions.retrieve(subscriptionId);
    const next = await stripe.invoicePayments.list({
      invoice: renewed.latest_invoice as string,
      expand: ['data.payment.payment_intent.latest_charge'],
    });
    const intent = next.data[0]?.payment.payment_intent as Stripe.PaymentIntent;
    expect(intent.latest_charge).toMatchObject({
      status: 'succeeded',
      description: 'Subscription update',
    });
  });

  it('refuses an unknown action and an unknown subscription', async () => {
    const { subscriptionId } = await subscribe();
    const wrong = await control(emulator.url, `/subscriptions/${subscriptionId}/advance`, {
      action: 'skip',
    });
    expect(wrong.status).toBe(400);
    const missing = await control(emulator.url, '/subscriptions/sub_nope/advance', {
      action: 'renew',
    });
    expect(missing.status).toBe(404);
  });

  it('reset: back to the seeded catalogue, no customers, no events', async () => {
    await subscribe();
    await control(emulator.url, '/reset');
    expect((await stripe.customers.list()).data).toEqual([]);
    expect((await stripe.events.list()).data).toEqual([]);
    expect((await stripe.prices.list()).data).toHaveLength(3);
  });
});
