// Contract tests: the official SDK's calls the BFF makes, against the emulator, and the shapes
// the BFF relies on.
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeEmulator } from '../src/index';
import {
  LIFETIME,
  MONTHLY,
  YEARLY,
  buyLifetime,
  control,
  openCheckout,
  startWithSdk,
} from './helpers';

let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  ({ emulator, stripe } = await startWithSdk());
});
afterAll(() => emulator.close());
beforeEach(async () => {
  await control(emulator.url, '/reset');
});

describe('prices and products', () => {
  it('lists the seeded prices by lookup key with the product expanded', async () => {
    const prices = await stripe.prices.list({
      lookup_keys: [MONTHLY, YEARLY, LIFETIME],
      active: true,
      expand: ['data.product'],
    });
    expect(prices.object).toBe('list');
    expect(prices.url).toBe('/v1/prices');
    expect(prices.has_more).toBe(false);
    const byKey = Object.fromEntries(prices.data.map((price) => [price.lookup_key, price]));
    expect(Object.keys(byKey).sort()).toEqual([LIFETIME, MONTHLY, YEARLY]);

    const monthly = byKey[MONTHLY] as Stripe.Price;
    expect(monthly).toMatchObject({
      object: 'price',
      active: true,
      currency: 'brl',
      unit_amount: 1990,
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1, trial_period_days: 7 },
    });
    const product = monthly.product as Stripe.Product;
    expect(product).toMatchObject({
      object: 'product',
      name: 'Mesadinha Premium',
      description: 'Todos os recursos para a família',
      active: true,
    });
    expect(byKey[YEARLY]).toMatchObject({
      unit_amount: 19900,
      recurring: { interval: 'year', interval_count: 1, trial_period_days: null },
    });
    expect(byKey[LIFETIME]).toMatchObject({
      unit_amount: 29900,
      type: 'one_time',
      recurring: null,
      nickname: 'Pagamento único',
    });
  });

  it('keeps the product an id without expand, and retrieves by id', async () => {
    const prices = await stripe.prices.list({ lookup_keys: [MONTHLY] });
    expect(prices.data).toHaveLength(1);
    const price = prices.data[0] as Stripe.Price;
    expect(typeof price.product).toBe('string');
    const again = await stripe.prices.retrieve(price.id, { expand: ['product'] });
    expect((again.product as Stripe.Product).id).toBe(price.product);
    const product = await stripe.products.retrieve(price.product as string);
    expect(product.default_price).toBe(price.id);
    expect((await stripe.prices.list({ active: false })).data).toEqual([]);
  });

  it('paginates with limit, starting_after and ending_before', async () => {
    const first = await stripe.prices.list({ limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const second = await stripe.prices.list({
      limit: 2,
      starting_after: first.data[1]?.id as string,
    });
    expect(second.data).toHaveLength(1);
    expect(second.has_more).toBe(false);
    const back = await stripe.prices.list({
      limit: 2,
      ending_before: second.data[0]?.id as string,
    });
    expect(back.data.map((price) => price.id)).toEqual(first.data.map((price) => price.id));
    const all = [];
    for await (const price of stripe.prices.list({ limit: 1 })) all.push(price.id);
    expect(new Set(all).size).toBe(3);
  });
});

describe('customers', () => {
  it('creates and retrieves a customer with metadata', async () => {
    const customer = await stripe.customers.create({
      email: 'pai@example.com',
      name: 'Pai',
      metadata: { familyId: 'fam_1' },
    });
    expect(customer.id).toMatch(/^cus_/);
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'pai@example.com',
      metadata: { familyId: 'fam_1' },
      livemode: false,
    });
    const again = await stripe.customers.retrieve(customer.id);
    expect(again).toEqual(customer);
  });

  it('updates the e-mail and name of a customer (the BFF after a parent changes them)', async () => {
    const customer = await stripe.customers.create({ email: 'old@example.com', name: 'Pai' });
    const updated = await stripe.customers.update(customer.id, {
      email: 'new@example.com',
      name: 'Pai Novo',
    });
    expect(updated).toMatchObject({ id: customer.id, email: 'new@example.com', name: 'Pai Novo' });
    expect(await stripe.customers.retrieve(customer.id)).toEqual(updated);
    const error = await stripe.customers
      .update(customer.id, { balance: 10 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 400 });
  });

  it('answers a missing customer with resource_missing 404', async () => {
    const error = await stripe.customers.retrieve('cus_nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
  });
});

describe('errors and idempotency', () => {
  it('refuses an unknown parameter like Stripe', async () => {
    const error = await stripe.customers
      .create({ email: 'a@b.c', colour: 'blue' } as Stripe.CustomerCreateParams)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'parameter_unknown',
      param: 'colour',
      message: 'Received unknown parameter: colour',
    });
  });

  it('refuses an unknown nested parameter, a wrong enum and a missing required param', async () => {
    const prices = await stripe.prices.list({ lookup_keys: [MONTHLY] });
    const price = prices.data[0]?.id as string;
    const base = {
      success_url: 'http://localhost/s',
      line_items: [{ price, quantity: 1 }],
    };
    const nested = await stripe.checkout.sessions
      .create({
        ...base,
        mode: 'subscription',
        subscription_data: { colour: 'x' },
      } as unknown as Stripe.Checkout.SessionCreateParams)
      .catch((caught: unknown) => caught);
    expect(nested).toMatchObject({
      code: 'parameter_unknown',
      param: 'subscription_data[colour]',
    });
    const enumError = await stripe.checkout.sessions
      .create({ ...base, mode: 'weekly' } as unknown as Stripe.Checkout.SessionCreateParams)
      .catch((caught: unknown) => caught);
    expect(enumError).toMatchObject({ statusCode: 400, param: 'mode' });
    expect((enumError as Error).message).toContain('must be one of');
    const missing = await stripe.billingPortal.sessions
      .create({} as Stripe.BillingPortal.SessionCreateParams)
      .catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ code: 'parameter_missing', param: 'customer' });
  });

  it('answers 401 without an API key, and 404 for an unknown route', async () => {
    const response = await fetch(`${emulator.url}/v1/customers`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toContain('You did not provide an API key');
    const unknown = await fetch(`${emulator.url}/v1/coupons`, {
      headers: { authorization: 'Bearer sk_test_x' },
    });
    expect(unknown.status).toBe(404);
  });

  it('replays the same Idempotency-Key and refuses it with other params', async () => {
    const first = await stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'key-1' },
    );
    const replay = await stripe.customers.create(
      { email: 'a@example.com' },
      { idempotencyKey: 'key-1' },
    );
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    const list = await stripe.customers.list();
    expect(list.data).toHaveLength(1);
    const error = await stripe.customers
      .create({ email: 'b@example.com' }, { idempotencyKey: 'key-1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
  });
});

describe('checkout sessions', () => {
  it('creates a subscription session with everything the BFF sends', async () => {
    const { session, customer, price } = await openCheckout(stripe, MONTHLY, { trialDays: 7 });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      client_reference_id: 'fam_1',
      metadata: { familyId: 'fam_1' },
      amount_total: 1990,
      currency: 'brl',
      subscription: null,
      payment_method_types: ['card'],
      url: `http://localhost:${emulator.port}/checkout/${session.id}`,
      cancel_url: 'http://localhost:3000/parent/settings?tab=billing',
    });
    expect(session.success_url).toContain('{CHECKOUT_SESSION_ID}');
    expect(session.expires_at).toBeGreaterThan(session.created);
    const again = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(again.line_items?.data[0]?.price?.id).toBe(price.id);
    expect(again.line_items?.data[0]?.quantity).toBe(1);
  });

  it('refuses an unknown price, a recurring price in payment mode, and customer with customer_email', async () => {
    const missing = await stripe.checkout.sessions
      .create({
        mode: 'payment',
        success_url: 'http://x/s',
        line_items: [{ price: 'price_nope', quantity: 1 }],
      })
      .catch((caught: unknown) => caught);
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    const prices = await stripe.prices.list({ lookup_keys: [MONTHLY] });
    const wrongMode = await stripe.checkout.sessions
      .create({
        mode: 'payment',
        success_url: 'http://x/s',
        line_items: [{ price: prices.data[0]?.id as string, quantity: 1 }],
      })
      .catch((caught: unknown) => caught);
    expect(wrongMode).toMatchObject({ statusCode: 400 });
    const customer = await stripe.customers.create({ email: 'a@b.c' });
    const both = await stripe.checkout.sessions
      .create({
        mode: 'subscription',
        success_url: 'http://x/s',
        customer: customer.id,
        customer_email: 'a@b.c',
        line_items: [{ price: prices.data[0]?.id as string, quantity: 1 }],
      })
      .catch((caught: unknown) => caught);
    expect(both).toMatchObject({ statusCode: 400, param: 'customer_email' });
    const badUrl = await stripe.checkout.sessions
      .create({
        mode: 'subscription',
        success_url: 'javascript:alert(1)',
        line_items: [{ price: prices.data[0]?.id as string, quantity: 1 }],
      })
      .catch((caught: unknown) => caught);
    expect(badUrl).toMatchObject({ statusCode: 400, code: 'url_invalid', param: 'success_url' });
  });

  it("lists a customer's open sessions with the SDK's filters", async () => {
    const first = await openCheckout(stripe, MONTHLY);
    const second = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: first.customer.id,
      line_items: [{ price: first.price.id, quantity: 1 }],
      success_url: 'http://localhost:3000/ok',
    });
    await control(emulator.url, `/checkout/sessions/${first.session.id}/complete`, {});
    await openCheckout(stripe, YEARLY); // another customer's open session
    const open = await stripe.checkout.sessions.list({
      customer: first.customer.id,
      status: 'open',
    });
    expect(open.data.map((session) => session.id)).toEqual([second.id]);
    const complete = await stripe.checkout.sessions.list({ status: 'complete' });
    expect(complete.data.map((session) => session.id)).toEqual([first.session.id]);
    expect((await stripe.checkout.sessions.list({ status: 'open' })).data).toHaveLength(2);
  });

  it('expands a payment intent and its charge on a session, up to 4 levels', async () => {
    const { session, charge } = await buyLifetime(stripe, emulator.url);
    expect(charge.object).toBe('charge'); // expand[]=payment_intent.latest_charge (helper)
    const deep = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge.customer'],
    });
    const intent = deep.payment_intent as Stripe.PaymentIntent;
    expect((intent.latest_charge as Stripe.Charge).customer).toMatchObject({ object: 'customer' });
    const tooDeep = await stripe.checkout.sessions
      .retrieve(session.id, { expand: ['payment_intent.latest_charge.customer.a.b'] })
      .catch((caught: unknown) => caught);
    expect(tooDeep).toMatchObject({ statusCode: 400, param: 'expand' });
  });

  it('expires an open session, once', async () => {
    const { session } = await openCheckout(stripe, YEARLY);
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    expect(expired.url).toBeNull();
    const again = await stripe.checkout.sessions
      .expire(session.id)
      .catch((caught: unknown) => caught);
    expect(again).toMatchObject({ statusCode: 400 });
  });

  it('reads a session past expires_at as expired, with checkout.session.expired', async () => {
    const { session } = await openCheckout(stripe, MONTHLY);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(((session.expires_at as number) + 1) * 1000);
      const retrieved = await stripe.checkout.sessions.retrieve(session.id);
      expect(retrieved.status).toBe('expired');
    } finally {
      vi.useRealTimers();
    }
    const events = await stripe.events.list({ type: 'checkout.session.expired' });
    expect(events.data).toHaveLength(1);
    const completed = await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    expect(completed.status).toBe(400);
  });

  it('completes a trial subscription: trialing, no payment required, periods on the items', async () => {
    const { session, customer } = await openCheckout(stripe, MONTHLY, { trialDays: 7 });
    const completed = await control<{ status: string }>(
      emulator.url,
      `/checkout/sessions/${session.id}/complete`,
      {},
    );
    expect(completed.status).toBe(200);
    const retrieved = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription'],
    });
    expect(retrieved).toMatchObject({
      status: 'complete',
      payment_status: 'no_payment_required',
      customer: customer.id,
      customer_details: { email: 'pai@example.com' },
    });
    const subscription = retrieved.subscription as Stripe.Subscription;
    expect(subscription.status).toBe('trialing');
    expect(subscription.metadata).toEqual({ familyId: 'fam_1' });
    expect(subscription.customer).toBe(customer.id);
    expect(subscription.trial_end).toBe((subscription.trial_start as number) + 7 * 86_400);
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(item.price.lookup_key).toBe(MONTHLY);
    expect(item.current_period_end).toBe(subscription.trial_end);
    const raw = subscription as unknown as { current_period_end: number };
    expect(raw.current_period_end).toBe(item.current_period_end);
    expect(subscription.cancel_at_period_end).toBe(false);
    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 0, customer: customer.id });
  });

  it('completes a yearly subscription as active and paid, a lifetime purchase with a payment intent', async () => {
    const yearly = await openCheckout(stripe, YEARLY);
    await control(emulator.url, `/checkout/sessions/${yearly.session.id}/complete`, {});
    const session = await stripe.checkout.sessions.retrieve(yearly.session.id, {
      expand: ['subscription'],
    });
    expect(session.payment_status).toBe('paid');
    const subscription = session.subscription as Stripe.Subscription;
    expect(subscription.status).toBe('active');
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);

    const lifetime = await openCheckout(stripe, LIFETIME);
    expect(lifetime.session.mode).toBe('payment');
    await control(emulator.url, `/checkout/sessions/${lifetime.session.id}/complete`, {
      card_number: '4242 4242 4242 4242',
    });
    const paid = await stripe.checkout.sessions.retrieve(lifetime.session.id, {
      expand: ['payment_intent'],
    });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', subscription: null });
    expect(paid.payment_intent).toMatchObject({ status: 'succeeded', amount: 29900 });
  });

  it('declines 4000 0000 0000 0002 with card_declined 402 and leaves the session open', async () => {
    const { session } = await openCheckout(stripe, MONTHLY);
    const declined = await control<{ error: { type: string; code: string } }>(
      emulator.url,
      `/checkout/sessions/${session.id}/complete`,
      { card_number: '4000 0000 0000 0002' },
    );
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });
});

describe('charges and invoice payments', () => {
  it('gives a payment-mode purchase a succeeded payment intent and its charge', async () => {
    const { session, customer, intent, charge } = await buyLifetime(stripe, emulator.url);
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 29900,
      amount_received: 29900,
      latest_charge: expect.objectContaining({ id: charge.id }),
    });
    expect(charge.id).toMatch(/^ch_/);
    expect(charge).toMatchObject({
      object: 'charge',
      status: 'succeeded',
      paid: true,
      captured: true,
      amount: 29900,
      amount_captured: 29900,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      payment_intent: intent.id,
      customer: customer.id,
      currency: 'brl',
      livemode: false,
    });
    expect(session.payment_status).toBe('paid');
    const retrieved = await stripe.charges.retrieve(charge.id);
    expect(retrieved).toEqual(charge);
    expect(retrieved.refunds).toBeUndefined(); // only when expanded, as in the current API
    const expanded = await stripe.charges.retrieve(charge.id, { expand: ['refunds'] });
    expect(expanded.refunds).toMatchObject({ object: 'list', data: [] });
  });

  it('copies payment_intent_data[metadata] to the intent and the charge', async () => {
    const prices = await stripe.prices.list({ lookup_keys: [LIFETIME] });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: prices.data[0]?.id as string, quantity: 1 }],
      customer_email: 'mae@example.com',
      payment_intent_data: { metadata: { familyId: 'fam_2' } },
      success_url: 'http://localhost:3000/ok',
    });
    await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    const completed = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    const intent = completed.payment_intent as Stripe.PaymentIntent;
    expect(intent.metadata).toEqual({ familyId: 'fam_2' });
    expect((intent.latest_charge as Stripe.Charge).metadata).toEqual({ familyId: 'fam_2' });
  });

  it('pays a subscription invoice with an intent, a charge and an invoice payment', async () => {
    const { session, customer } = await openCheckout(stripe, YEARLY);
    await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    const invoiceId = completed.invoice as string;
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId });
    expect(payments.data).toHaveLength(1);
    const payment = payments.data[0] as Stripe.InvoicePayment;
    expect(payment.id).toMatch(/^inpay_/);
    expect(payment).toMatchObject({
      object: 'invoice_payment',
      invoice: invoiceId,
      amount_paid: 19900,
      amount_requested: 19900,
      currency: 'brl',
      status: 'paid',
      is_default: true,
      payment: { type: 'payment_intent', payment_intent: expect.stringMatching(/^pi_/) },
    });
    expect(payment.status_transitions.paid_at).toEqual(expect.any(Number));
    const intentId = payment.payment.payment_intent as string;
    const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
    expect(intent).toMatchObject({ status: 'succeeded', amount: 19900, customer: customer.id });
    expect(intent.latest_charge).toMatchObject({
      status: 'succeeded',
      paid: true,
      amount: 19900,
      payment_intent: intentId,
      customer: customer.id,
      description: 'Subscription creation',
    });
    // the SDK's filters, and the includable list on the invoice
    const byIntent = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: intentId },
    });
    expect(byIntent.data.map((item) => item.id)).toEqual([payment.id]);
    expect(await stripe.invoicePayments.retrieve(payment.id)).toEqual(payment);
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    expect(invoice.payments?.data.map((item) => item.id)).toEqual([payment.id]);
    const missing = await stripe.invoicePayments
      .list({ payment: { payment_intent: intentId } } as Stripe.InvoicePaymentListParams)
      .catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ code: 'parameter_missing', param: 'payment[type]' });
  });

  it('charges nothing for a trial invoice of 0', async () => {
    const { session } = await openCheckout(stripe, MONTHLY, { trialDays: 7 });
    await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    const payments = await stripe.invoicePayments.list({ invoice: completed.invoice as string });
    expect(payments.data).toEqual([]);
    expect(completed.payment_intent).toBeNull();
  });

  it('answers a missing charge with resource_missing', async () => {
    const error = await stripe.charges.retrieve('ch_nope').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect((error as Error).message).toBe("No such charge: 'ch_nope'");
  });
});

describe('refunds', () => {
  it('refunds part, then the rest by default, then refuses a charge already refunded', async () => {
    const { intent, charge } = await buyLifetime(stripe, emulator.url);
    const part = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 10000,
      reason: 'requested_by_customer',
      metadata: { familyId: 'fam_1' },
    });
    expect(part.id).toMatch(/^re_/);
    expect(part).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 10000,
      charge: charge.id,
      payment_intent: intent.id,
      currency: 'brl',
      reason: 'requested_by_customer',
      metadata: { familyId: 'fam_1' },
    });
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({
      amount_refunded: 10000,
      refunded: false,
    });
    const rest = await stripe.refunds.create({ charge: charge.id });
    expect(rest).toMatchObject({ amount: 19900, reason: null, metadata: {} });
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({
      amount_refunded: 29900,
      refunded: true,
    });
    const again = await stripe.refunds
      .create({ payment_intent: intent.id })
      .catch((caught: unknown) => caught);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
      message: `Charge ${charge.id} has already been refunded.`,
    });

    expect(await stripe.refunds.retrieve(part.id)).toEqual(part);
    const byCharge = await stripe.refunds.list({ charge: charge.id });
    expect(byCharge.data.map((refund) => refund.id)).toEqual([rest.id, part.id]);
    const byIntent = await stripe.refunds.list({ payment_intent: intent.id, limit: 1 });
    expect(byIntent).toMatchObject({ has_more: true, url: '/v1/refunds' });
    const expanded = await stripe.charges.retrieve(charge.id, { expand: ['refunds'] });
    expect(expanded.refunds?.data.map((refund) => refund.id)).toEqual([rest.id, part.id]);
  });

  it('refuses more than what remains, no target, an unknown charge and unsupported params', async () => {
    const { intent } = await buyLifetime(stripe, emulator.url);
    const refuse = (params: Stripe.RefundCreateParams) =>
      stripe.refunds.create(params).catch((caught: unknown) => caught);
    expect(await refuse({ payment_intent: intent.id, amount: 40000 })).toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount (R$400.00) is greater than unrefunded amount on charge (R$299.00)',
    });
    expect(await refuse({ payment_intent: intent.id, amount: 0 })).toMatchObject({
      code: 'parameter_invalid_integer',
      param: 'amount',
    });
    expect(await refuse({ amount: 100 })).toMatchObject({
      statusCode: 400,
      message:
        'One of the following params should be provided for this request: payment_intent or charge.',
    });
    expect(await refuse({ charge: 'ch_nope' })).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'charge',
    });
    expect(
      await refuse({ payment_intent: intent.id, reason: 'changed_mind' as 'duplicate' }),
    ).toMatchObject({ statusCode: 400, param: 'reason' });
    expect(await refuse({ payment_intent: intent.id, reverse_transfer: true })).toMatchObject({
      statusCode: 400,
      param: 'reverse_transfer',
    });
    expect((await stripe.refunds.list()).data).toEqual([]);
  });

  it("refuses a payment intent without a succeeded charge (a renewal's declined invoice)", async () => {
    const { session } = await openCheckout(stripe, MONTHLY);
    await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    const subscriptionId = (await stripe.checkout.sessions.retrieve(session.id))
      .subscription as string;
    await control(emulator.url, `/subscriptions/${subscriptionId}/advance`, {
      action: 'payment_failed',
    });
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const payments = await stripe.invoicePayments.list({
      invoice: subscription.latest_invoice as string,
    });
    const intentId = payments.data[0]?.payment.payment_intent as string;
    const error = await stripe.refunds
      .create({ payment_intent: intentId })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'charge_not_refundable',
      message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
    });
  });

  it('replays a refund with the same Idempotency-Key instead of refunding twice', async () => {
    const { intent, charge } = await buyLifetime(stripe, emulator.url);
    const params = { payment_intent: intent.id, amount: 500 };
    const first = await stripe.refunds.create(params, { idempotencyKey: 'refund-1' });
    const replay = await stripe.refunds.create(params, { idempotencyKey: 'refund-1' });
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.charges.retrieve(charge.id)).amount_refunded).toBe(500);
    expect((await stripe.events.list({ type: 'refund.created' })).data).toHaveLength(1);
  });
});

describe('disputes', () => {
  it('opens a dispute on a charge, refuses its refund, and closes it once as lost', async () => {
    const { intent, charge } = await buyLifetime(stripe, emulator.url);
    const opened = await control<Stripe.Dispute>(emulator.url, `/charges/${charge.id}/dispute`, {});
    expect(opened.status).toBe(200);
    const dispute = opened.body;
    expect(dispute.id).toMatch(/^du_/);
    expect(dispute).toMatchObject({
      object: 'dispute',
      status: 'needs_response',
      amount: 29900,
      currency: 'brl',
      charge: charge.id,
      payment_intent: intent.id,
      reason: 'fraudulent',
      is_charge_refundable: false,
      livemode: false,
    });
    expect((await stripe.charges.retrieve(charge.id)).disputed).toBe(true);
    expect(await stripe.disputes.retrieve(dispute.id)).toEqual(dispute);
    expect((await stripe.disputes.list({ charge: charge.id })).data).toEqual([dispute]);
    expect((await stripe.disputes.list({ payment_intent: intent.id })).data).toHaveLength(1);
    expect((await stripe.disputes.list({ charge: 'ch_other' })).data).toEqual([]);

    const refused = await stripe.refunds
      .create({ payment_intent: intent.id })
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({
      statusCode: 400,
      code: 'charge_disputed',
      message: `Charge ${charge.id} has been charged back; cannot issue a refund.`,
    });
    const twice = await control(emulator.url, `/charges/${charge.id}/dispute`, {});
    expect(twice.status).toBe(400);

    const lost = await control<Stripe.Dispute>(emulator.url, `/disputes/${dispute.id}/close`, {
      status: 'lost',
    });
    expect(lost.body.status).toBe('lost');
    expect((await stripe.disputes.retrieve(dispute.id)).status).toBe('lost');
    const closedAgain = await control(emulator.url, `/disputes/${dispute.id}/close`, {
      status: 'won',
    });
    expect(closedAgain.status).toBe(400);
    // a lost chargeback took the money: still no refund
    const afterLoss = await stripe.refunds
      .create({ charge: charge.id })
      .catch((caught: unknown) => caught);
    expect(afterLoss).toMatchObject({ code: 'charge_disputed' });
  });

  it("disputes a payment intent's latest charge; a won dispute allows the refund", async () => {
    const { intent, charge } = await buyLifetime(stripe, emulator.url);
    const opened = await control<Stripe.Dispute>(
      emulator.url,
      `/payment_intents/${intent.id}/dispute`,
      { reason: 'product_not_received' },
    );
    expect(opened.body).toMatchObject({ charge: charge.id, reason: 'product_not_received' });
    await control(emulator.url, `/disputes/${opened.body.id}/close`, { status: 'won' });
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(refund.amount).toBe(29900);
  });

  it('refuses an unknown reason or status, and unknown charges and disputes', async () => {
    const { charge } = await buyLifetime(stripe, emulator.url);
    const reason = await control(emulator.url, `/charges/${charge.id}/dispute`, {
      reason: 'bored',
    });
    expect(reason.status).toBe(400);
    expect((await control(emulator.url, '/charges/ch_nope/dispute', {})).status).toBe(404);
    expect((await control(emulator.url, '/payment_intents/pi_nope/dispute', {})).status).toBe(404);
    const dispute = await control<Stripe.Dispute>(
      emulator.url,
      `/charges/${charge.id}/dispute`,
      {},
    );
    const status = await control(emulator.url, `/disputes/${dispute.body.id}/close`, {
      status: 'warning_closed',
    });
    expect(status.status).toBe(400);
    expect((await control(emulator.url, '/disputes/du_nope/close', { status: 'won' })).status).toBe(
      404,
    );
    const missing = await stripe.disputes.retrieve('du_nope').catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('asynchronous payments (boleto, Pix)', () => {
  it('completes unpaid with a processing intent and a pending charge, then settles paid', async () => {
    const { session, intent, charge } = await buyLifetime(stripe, emulator.url, { async: true });
    expect(session).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(intent).toMatchObject({ status: 'processing', amount_received: 0 });
    expect(charge).toMatchObject({ status: 'pending', paid: false, amount_captured: 0 });
    const events = await stripe.events.list();
    expect(events.data.map((event) => event.type)).toEqual(['checkout.session.completed']);
    const refund = await stripe.refunds
      .create({ payment_intent: intent.id })
      .catch((caught: unknown) => caught);
    expect(refund).toMatchObject({ code: 'charge_not_refundable' });
    expect((await control(emulator.url, `/charges/${charge.id}/dispute`, {})).status).toBe(400);

    const settled = await control<Stripe.PaymentIntent>(
      emulator.url,
      `/payment_intents/${intent.id}/settle`,
      { outcome: 'succeeded' },
    );
    expect(settled.body).toMatchObject({ status: 'succeeded', amount_received: 29900 });
    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    expect(paid.payment_status).toBe('paid');
    expect((paid.payment_intent as Stripe.PaymentIntent).latest_charge).toMatchObject({
      id: charge.id,
      status: 'succeeded',
      paid: true,
      captured: true,
      amount_captured: 29900,
    });
    const again = await control<{ error: { code: string } }>(
      emulator.url,
      `/payment_intents/${intent.id}/settle`,
      { outcome: 'failed' },
    );
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('payment_intent_unexpected_state');
  });

  it('settles failed: the intent needs a payment method, the charge failed, still unpaid', async () => {
    const { session, intent, charge } = await buyLifetime(stripe, emulator.url, { async: true });
    await control(emulator.url, `/payment_intents/${intent.id}/settle`, { outcome: 'failed' });
    const failed = await stripe.paymentIntents.retrieve(intent.id);
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_payment_attempt_failed', charge: charge.id },
    });
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({
      status: 'failed',
      paid: false,
      failure_code: 'payment_intent_payment_attempt_failed',
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
  });

  it('refuses async in subscription mode, a card payment to settle, and a wrong outcome', async () => {
    const { session } = await openCheckout(stripe, YEARLY);
    const subscription = await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {
      async: true,
    });
    expect(subscription.status).toBe(400);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    const { intent } = await buyLifetime(stripe, emulator.url);
    const card = await control(emulator.url, `/payment_intents/${intent.id}/settle`, {
      outcome: 'succeeded',
    });
    expect(card.status).toBe(400);
    const outcome = await control(emulator.url, `/payment_intents/${intent.id}/settle`, {
      outcome: 'maybe',
    });
    expect(outcome.status).toBe(400);
    const missing = await control(emulator.url, '/payment_intents/pi_nope/settle', {
      outcome: 'succeeded',
    });
    expect(missing.status).toBe(404);
  });
});

describe('subscriptions and the portal', () => {
  async function subscribed() {
    const { session, customer } = await openCheckout(stripe, MONTHLY);
    await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    return { customer, subscriptionId: retrieved.subscription as string };
  }

  it('sets and clears cancel_at_period_end', async () => {
    const { subscriptionId } = await subscribed();
    const canceled = await stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: true,
    });
    expect(canceled.cancel_at_period_end).toBe(true);
    expect(canceled.status).toBe('active');
    expect(canceled.cancel_at).toBe(canceled.items.data[0]?.current_period_end);
    expect(canceled.canceled_at).not.toBeNull();
    const kept = await stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: false,
    });
    expect(kept).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    const events = await stripe.events.list({ type: 'customer.subscription.updated' });
    expect(events.data).toHaveLength(2);
    expect(events.data[1]?.data.previous_attributes).toMatchObject({
      cancel_at_period_end: false,
    });
  });

  it('cancels now with DELETE and sends customer.subscription.deleted', async () => {
    const { subscriptionId } = await subscribed();
    const canceled = await stripe.subscriptions.cancel(subscriptionId);
    expect(canceled.status).toBe('canceled');
    expect(canceled.ended_at).not.toBeNull();
    const retrieved = await stripe.subscriptions.retrieve(subscriptionId);
    expect(retrieved.status).toBe('canceled');
    const events = await stripe.events.list({ type: 'customer.subscription.deleted' });
    expect((events.data[0]?.data.object as Stripe.Subscription).id).toBe(subscriptionId);
  });

  it('lists subscriptions like Stripe: not canceled by default, by customer, price, status', async () => {
    const monthly = await subscribed();
    const yearly = await openCheckout(stripe, YEARLY, { email: 'mae@example.com' });
    await control(emulator.url, `/checkout/sessions/${yearly.session.id}/complete`, {});
    const yearlyId = (await stripe.checkout.sessions.retrieve(yearly.session.id))
      .subscription as string;
    const canceled = await subscribed();
    await stripe.subscriptions.cancel(canceled.subscriptionId);

    const ids = async (params: Stripe.SubscriptionListParams = {}) =>
      (await stripe.subscriptions.list(params)).data.map((subscription) => subscription.id);
    expect(await ids()).toEqual([yearlyId, monthly.subscriptionId]); // newest first
    expect(await ids({ customer: monthly.customer.id })).toEqual([monthly.subscriptionId]);
    expect(await ids({ price: yearly.price.id })).toEqual([yearlyId]);
    expect(await ids({ status: 'all' })).toEqual([
      canceled.subscriptionId,
      yearlyId,
      monthly.subscriptionId,
    ]);
    expect(await ids({ status: 'canceled' })).toEqual([canceled.subscriptionId]);
    expect(await ids({ status: 'ended' })).toEqual([canceled.subscriptionId]);
    expect(await ids({ status: 'trialing' })).toEqual([]);
    const page = await stripe.subscriptions.list({ limit: 1 });
    expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/subscriptions' });
    const all: string[] = [];
    for await (const subscription of stripe.subscriptions.list({ status: 'all', limit: 1 })) {
      all.push(subscription.id);
    }
    expect(all).toHaveLength(3);
    const unsupported = await stripe.subscriptions
      .list({ collection_method: 'send_invoice' })
      .catch((caught: unknown) => caught);
    expect(unsupported).toMatchObject({ statusCode: 400, param: 'collection_method' });
    const wrong = await stripe.subscriptions
      .list({ status: 'sleeping' as 'all' })
      .catch((caught: unknown) => caught);
    expect(wrong).toMatchObject({ statusCode: 400, param: 'status' });
  });

  it('creates a billing portal session on the hosted portal page', async () => {
    const { customer } = await subscribed();
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/parent/settings?tab=billing',
    });
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: 'http://localhost:3000/parent/settings?tab=billing',
      url: `http://localhost:${emulator.port}/portal/${portal.id}`,
    });
  });
});

describe('deleting a customer', () => {
  it('cancels its subscriptions, expires its open sessions, and leaves a stub', async () => {
    const { session, customer } = await openCheckout(stripe, MONTHLY);
    await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    const subscriptionId = (await stripe.checkout.sessions.retrieve(session.id))
      .subscription as string;
    const open = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [
        {
          price: (await stripe.prices.list({ lookup_keys: [YEARLY] })).data[0]?.id as string,
          quantity: 1,
        },
      ],
      success_url: 'http://localhost:3000/ok',
    });
    const other = await stripe.customers.create({ email: 'outro@example.com' });

    const deleted = await stripe.customers.del(customer.id);
    expect(deleted).toEqual({ id: customer.id, object: 'customer', deleted: true });
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    expect((await stripe.checkout.sessions.retrieve(open.id)).status).toBe('expired');
    expect(await stripe.customers.retrieve(customer.id)).toEqual(deleted);
    expect((await stripe.customers.list()).data.map((item) => item.id)).toEqual([other.id]);

    const missing = {
      statusCode: 404,
      code: 'resource_missing',
      message: `No such customer: '${customer.id}'`,
    };
    const refuse = (call: Promise<unknown>) => call.catch((caught: unknown) => caught);
    expect(await refuse(stripe.customers.update(customer.id, { name: 'Pai' }))).toMatchObject(
      missing,
    );
    expect(await refuse(stripe.customers.del(customer.id))).toMatchObject(missing);
    expect(
      await refuse(
        stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://x/y' }),
      ),
    ).toMatchObject({ ...missing, param: 'customer' });
    expect(
      await refuse(
        stripe.checkout.sessions.create({
          mode: 'payment',
          customer: customer.id,
          line_items: [{ price: 'price_MesadinhaLifetime', quantity: 1 }],
          success_url: 'http://localhost:3000/ok',
        }),
      ),
    ).toMatchObject({ ...missing, param: 'customer' });
  });
});

describe('events', () => {
  it('lists events newest first with the event shape, filters by type, and retrieves one', async () => {
    const { session } = await openCheckout(stripe, MONTHLY, { trialDays: 7 });
    await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    const events = await stripe.events.list({ limit: 10 });
    expect(events.data.map((event) => event.type)).toEqual([
      'invoice.paid',
      'customer.subscription.created',
      'checkout.session.completed',
    ]);
    const completed = events.data[2] as Stripe.Event;
    expect(completed).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: expect.any(String),
      pending_webhooks: 0,
      request: { id: null, idempotency_key: null },
    });
    expect(completed.id).toMatch(/^evt_/);
    expect((completed.data.object as Stripe.Checkout.Session).id).toBe(session.id);
    const only = await stripe.events.list({ type: 'checkout.session.completed' });
    expect(only.data.map((event) => event.id)).toEqual([completed.id]);
    const wildcard = await stripe.events.list({ type: 'customer.subscription.*' });
    expect(wildcard.data).toHaveLength(1);
    expect((await stripe.events.retrieve(completed.id)).type).toBe('checkout.session.completed');
    const recent = await control<Stripe.Event[]>(emulator.url, '/events?type=invoice.paid&limit=5');
    expect(recent.body.map((event) => event.type)).toEqual(['invoice.paid']);
  });
});
