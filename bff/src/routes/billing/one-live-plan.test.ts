import { MSG } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { families } from '../../db/schema';
import { useBillingTestApp } from '../../test/billing-flow';
import { errorOf } from '../../test/task-flow';
import type { TestParent } from '../../test/test-accounts';
import { TEST_ORIGIN } from '../../test/test-app';
import { call } from '../children/children.test-support';

/*
 * Issue 36 item 3 (ADR 056): at most one live plan per family. A new checkout expires the
 * family's other open ones; a second plan paid anyway (an old tab, a race) is cancelled and
 * refunded and its activation refused; a plan that replaces a lapsed subscription cancels it;
 * deleting the family cancels every subscription of its customer and deletes the customer.
 */
describe('one live plan per family', () => {
  const t = useBillingTestApp();

  /** The subscriptions of a customer that still bill (not canceled, not expired). */
  async function liveSubscriptions(customer: string): Promise<string[]> {
    const all = await t.app.stripe.subscriptions.list({ customer, status: 'all', limit: 100 });
    return all.data
      .filter((sub) => sub.status !== 'canceled' && sub.status !== 'incomplete_expired')
      .map((sub) => sub.id);
  }

  /**
   * A checkout for the family opened straight at the provider, as an older BFF or a second tab
   * before this change could have left open: same customer and metadata as the BFF's own.
   */
  async function strayCheckout(
    parent: TestParent,
    priceId: string,
    mode: 'subscription' | 'payment',
  ) {
    const customer = (await t.flow.familyRow(parent.familyId)).stripeCustomerId!;
    const metadata = { familyId: parent.familyId, priceId };
    return t.app.stripe.checkout.sessions.create({
      mode,
      customer,
      client_reference_id: parent.familyId,
      line_items: [{ price: priceId, quantity: 1 }],
      metadata,
      success_url: `${TEST_ORIGIN}/assinatura/sucesso?session_id={CHECKOUT_SESSION_ID}`,
      ...(mode === 'payment' ? { payment_intent_data: { metadata } } : {}),
    });
  }

  /** The refunds of a subscription's first invoice, or of a payment intent. */
  async function refundedOf(source: { subscription: string } | { paymentIntent: string }) {
    let intent: string;
    if ('subscription' in source) {
      const sub = await t.app.stripe.subscriptions.retrieve(source.subscription);
      const payments = await t.app.stripe.invoicePayments.list({
        invoice: sub.latest_invoice as string,
      });
      intent = payments.data[0]!.payment.payment_intent as string;
    } else intent = source.paymentIntent;
    const charge = (
      await t.app.stripe.paymentIntents.retrieve(intent, { expand: ['latest_charge'] })
    ).latest_charge as Stripe.Charge;
    return { refunded: charge.refunded, amountRefunded: charge.amount_refunded };
  }

  it("a new checkout expires the family's other open checkouts", async () => {
    const parent = await t.flow.newFamily();
    const first = await t.flow.checkout(parent);
    const second = await t.flow.checkout(parent, t.flow.planOf('year'));
    expect((await t.app.stripe.checkout.sessions.retrieve(first.sessionId)).status).toBe('expired');
    expect((await t.app.stripe.checkout.sessions.retrieve(second.sessionId)).status).toBe('open');
    // The first one's page can no longer be paid.
    const late = await t.stripe.control(`/_emulator/checkout/sessions/${first.sessionId}/complete`);
    expect(late.status).toBe(400);
    await t.flow.pay(second.sessionId);
    expect(await t.flow.status(parent)).toMatchObject({ status: 'active', premiumAccess: true });
  });

  it('two checkouts opened at once leave one open session', async () => {
    const parent = await t.flow.newFamily();
    const answers = await Promise.all([
      t.flow.openCheckout(parent),
      t.flow.openCheckout(parent, t.flow.planOf(null)),
    ]);
    // The second waits for nothing: either it came after the first (both opened, the first
    // expired) or it was told a checkout is being opened.
    expect(answers.map((res) => res.status)).toContain(200);
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const customer = (await t.flow.familyRow(parent.familyId)).stripeCustomerId!;
    const open = await t.app.stripe.checkout.sessions.list({ customer, status: 'open' });
    expect(open.data).toHaveLength(1);
  });

  it('two paid checkouts: one live subscription; the second is cancelled, refunded and refused', async () => {
    const parent = await t.flow.newFamily();
    const kept = await t.flow.checkout(parent, t.flow.planOf('year'));
    const stray = await strayCheckout(parent, t.flow.planOf('year').id, 'subscription');
    await t.flow.pay(kept.sessionId);
    const row = await t.flow.familyRow(parent.familyId);
    expect(row).toMatchObject({ subscriptionStatus: 'active', subscriptionMode: 'subscription' });

    await t.flow.pay(stray.id);
    const strayRow = await t.app.stripe.checkout.sessions.retrieve(stray.id);
    const straySubscription = strayRow.subscription as string;
    expect(await liveSubscriptions(row.stripeCustomerId!)).toEqual([row.stripeSubscriptionId]);
    expect(await refundedOf({ subscription: straySubscription })).toEqual({
      refunded: true,
      amountRefunded: 19_900,
    });
    expect(await refundedOf({ subscription: row.stripeSubscriptionId! })).toMatchObject({
      refunded: false,
    });
    // The family keeps the plan it had; the success page of the second one says why.
    expect(await t.flow.familyRow(parent.familyId)).toMatchObject({
      stripeSubscriptionId: row.stripeSubscriptionId,
      subscriptionStatus: 'active',
    });
    const refused = await t.flow.activate(parent, stray.id);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'CHECKOUT_ALREADY_SUBSCRIBED',
      message: MSG.checkout.alreadySubscribed,
    });
    expect(await t.flow.status(parent)).toMatchObject({ status: 'active', premiumAccess: true });
  });

  it('a lifetime purchase paid while a subscription is live is refunded', async () => {
    const { parent, subscriptionId } = await t.flow.subscribedFamily();
    const stray = await strayCheckout(parent, t.flow.planOf(null).id, 'payment');
    await t.flow.pay(stray.id);
    const paid = await t.app.stripe.checkout.sessions.retrieve(stray.id);
    expect(await refundedOf({ paymentIntent: paid.payment_intent as string })).toEqual({
      refunded: true,
      amountRefunded: 29_900,
    });
    expect(await t.flow.familyRow(parent.familyId)).toMatchObject({
      stripeSubscriptionId: subscriptionId,
      subscriptionMode: 'subscription',
      stripePaymentIntentId: null,
    });
    expect((await t.flow.activate(parent, stray.id, 'payment')).status).toBe(409);
  });

  /** A family whose subscription is past due beyond the 3-day grace, with a lifetime checkout. */
  async function lapsedFamily() {
    const { parent, subscriptionId } = await t.flow.subscribedFamily();
    const failed = await t.stripe.control(`/_emulator/subscriptions/${subscriptionId}/advance`, {
      action: 'payment_failed',
    });
    expect(failed.status).toBe(200);
    await t.stripe.flush();
    // Past the grace (moved in the database): no access, so a new plan may be bought.
    await t.app.db.db
      .update(families)
      .set({ subscriptionPastDueSince: new Date(Date.now() - 4 * 86_400_000) })
      .where(eq(families.id, parent.familyId));
    expect((await t.flow.status(parent)).premiumAccess).toBe(false);
    const { sessionId } = await t.flow.checkout(parent, t.flow.planOf(null));
    return { parent, subscriptionId, sessionId };
  }

  it('a new plan that replaces a lapsed subscription cancels it', async () => {
    const { parent, subscriptionId, sessionId } = await lapsedFamily();
    await t.flow.pay(sessionId);
    expect(await t.flow.status(parent)).toMatchObject({ status: 'active', mode: 'one_time' });
    expect((await t.app.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
  });

  it('a lapsed subscription whose retried payment went through is kept; the new purchase is refunded', async () => {
    const { parent, subscriptionId, sessionId } = await lapsedFamily();
    // The provider's retry succeeds and the parent pays, while the webhooks are held up.
    t.stripe.pauseWebhooks();
    try {
      const renewed = await t.stripe.control<{ status: string }>(
        `/_emulator/subscriptions/${subscriptionId}/advance`,
        { action: 'renew' },
      );
      expect(renewed.body.status).toBe('active');
      await t.stripe.control(`/_emulator/checkout/sessions/${sessionId}/complete`);
      const refused = await t.flow.activate(parent, sessionId, 'payment');
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).code).toBe('CHECKOUT_ALREADY_SUBSCRIBED');
    } finally {
      t.stripe.resumeWebhooks();
    }
    expect((await t.app.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
    const paid = await t.app.stripe.checkout.sessions.retrieve(sessionId);
    expect(await refundedOf({ paymentIntent: paid.payment_intent as string })).toEqual({
      refunded: true,
      amountRefunded: 29_900,
    });
    expect(await t.flow.familyRow(parent.familyId)).toMatchObject({
      stripeSubscriptionId: subscriptionId,
      stripePaymentIntentId: null,
    });
  });

  it('a duplicate refund that failed once is made by the retried webhook', async () => {
    const parent = await t.flow.newFamily();
    const kept = await t.flow.checkout(parent, t.flow.planOf('year'));
    const stray = await strayCheckout(parent, t.flow.planOf('year').id, 'subscription');
    await t.flow.pay(kept.sessionId);
    const refunds = t.app.stripe.refunds as unknown as { create: (...args: unknown[]) => unknown };
    const create = refunds.create.bind(refunds);
    let calls = 0;
    refunds.create = (...args: unknown[]) => {
      calls += 1;
      if (calls === 1) {
        return Promise.reject(
          Object.assign(new Error('provider down'), { type: 'StripeAPIError' }),
        );
      }
      return create(...args);
    };
    try {
      await t.flow.pay(stray.id);
    } finally {
      refunds.create = create;
    }
    expect(calls).toBeGreaterThanOrEqual(2);
    const straySubscription = (await t.app.stripe.checkout.sessions.retrieve(stray.id))
      .subscription as string;
    expect(await refundedOf({ subscription: straySubscription })).toEqual({
      refunded: true,
      amountRefunded: 19_900,
    });
    expect((await t.app.stripe.subscriptions.retrieve(straySubscription)).status).toBe('canceled');
  });

  it('a duplicate the provider will not refund (disputed) is left to an operator, not retried for ever', async () => {
    const { parent, subscriptionId } = await t.flow.subscribedFamily();
    const stray = await strayCheckout(parent, t.flow.planOf(null).id, 'payment');
    t.stripe.pauseWebhooks();
    let intent: string;
    try {
      await t.flow.pay(stray.id);
      intent = (await t.app.stripe.checkout.sessions.retrieve(stray.id)).payment_intent as string;
      const opened = await t.stripe.control(`/_emulator/payment_intents/${intent}/dispute`, {});
      expect(opened.status).toBe(200);
    } finally {
      t.stripe.resumeWebhooks();
    }
    const [completed] = await t.stripe.events('checkout.session.completed');
    expect((completed!.data.object as { id: string }).id).toBe(stray.id);
    const delivered = await t.stripe.control<{ status: number }[]>('/_emulator/events/deliver', {
      ids: [completed!.id],
    });
    expect(delivered.body).toEqual([expect.objectContaining({ status: 200 })]);
    expect(await refundedOf({ paymentIntent: intent })).toEqual({
      refunded: false,
      amountRefunded: 0,
    });
    expect(await t.flow.familyRow(parent.familyId)).toMatchObject({
      stripeSubscriptionId: subscriptionId,
      stripePaymentIntentId: null,
    });
  });

  it('deleting the family leaves no live subscription and no customer', async () => {
    const { parent } = await t.flow.subscribedFamily();
    const customer = (await t.flow.familyRow(parent.familyId)).stripeCustomerId!;
    // A second subscription the BFF never heard of (its webhooks lost).
    t.stripe.pauseWebhooks();
    try {
      await t.flow.pay((await strayCheckout(parent, t.flow.planOf('month').id, 'subscription')).id);
    } finally {
      t.stripe.resumeWebhooks();
    }
    expect(await liveSubscriptions(customer)).toHaveLength(2);

    const res = await call(t.app, 'POST', '/api/family/delete', {
      cookie: parent.cookie,
      body: { password: parent.password },
    });
    expect(res.status).toBe(204);
    expect(await liveSubscriptions(customer)).toEqual([]);
    expect(await t.app.stripe.customers.retrieve(customer)).toMatchObject({ deleted: true });
  });
});
