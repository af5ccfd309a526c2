import { MSG } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { useBillingTestApp } from '../../test/billing-flow';
import { errorOf } from '../../test/task-flow';
import type { TestParent } from '../../test/test-accounts';
import { call } from '../children/children.test-support';

/*
 * Issue 36 item 1 (ADR 056): premium bought with a one-time payment lasts only while the payment
 * stands. A full refund or a lost dispute ends it, whether the provider's event arrives or the
 * parent activates the old session again; a payment by boleto or Pix grants access only once
 * it is paid. Over the HTTP API against the Stripe emulator, its signed webhooks delivered.
 */
describe('a one-time purchase taken back', () => {
  const t = useBillingTestApp();

  /** A family that bought the lifetime plan; its payment intent. */
  async function lifetimeFamily() {
    const { parent, sessionId, row } = await t.flow.paidFamily(t.flow.planOf(null));
    expect(row).toMatchObject({ subscriptionStatus: 'active', subscriptionMode: 'one_time' });
    expect(row.stripePaymentIntentId).toMatch(/^pi_/);
    return { parent, sessionId, paymentIntentId: row.stripePaymentIntentId! };
  }

  /** What the parent sees: the billing panel, `/api/me` and a gated route. */
  async function access(parent: TestParent) {
    const billing = await t.flow.status(parent);
    const tasks = await call(t.app, 'GET', '/api/tasks', { cookie: parent.cookie });
    return {
      status: billing.status,
      premiumAccess: billing.premiumAccess,
      me: await t.flow.premiumOnMe(parent),
      tasks: tasks.status,
    };
  }

  const NO_ACCESS = { status: 'canceled', premiumAccess: false, me: false, tasks: 402 };
  const ACTIVE = { status: 'active', premiumAccess: true, me: true, tasks: 200 };

  /** The old session's verification and activation are both refused as reversed. */
  async function expectSessionRefused(parent: TestParent, sessionId: string) {
    for (const res of [
      await t.flow.verify(parent, sessionId, 'payment'),
      await t.flow.activate(parent, sessionId, 'payment'),
    ]) {
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({
        code: 'CHECKOUT_PAYMENT_REVERSED',
        message: MSG.checkout.paymentReversed,
      });
    }
  }

  const dispute = async (paymentIntentId: string) => {
    const res = await t.stripe.control<{ id: string }>(
      `/_emulator/payment_intents/${paymentIntentId}/dispute`,
      {},
    );
    expect(res.status).toBe(200);
    await t.stripe.flush();
    return res.body.id;
  };
  const closeDispute = async (disputeId: string, outcome: 'won' | 'lost') => {
    const res = await t.stripe.control(`/_emulator/disputes/${disputeId}/close`, {
      status: outcome,
    });
    expect(res.status).toBe(200);
    await t.stripe.flush();
  };

  it('a full refund ends premium access, and the old session can no longer activate it', async () => {
    const { parent, sessionId, paymentIntentId } = await lifetimeFamily();
    expect(await access(parent)).toEqual(ACTIVE);

    await t.app.stripe.refunds.create({ payment_intent: paymentIntentId });
    await t.stripe.flush();

    expect(await access(parent)).toEqual(NO_ACCESS);
    await expectSessionRefused(parent, sessionId);
    expect(await access(parent)).toEqual(NO_ACCESS);
  });

  it('a partial refund (a goodwill discount) keeps the purchase', async () => {
    const { parent, sessionId, paymentIntentId } = await lifetimeFamily();
    await t.app.stripe.refunds.create({ payment_intent: paymentIntentId, amount: 5_000 });
    await t.stripe.flush();
    expect(await access(parent)).toEqual(ACTIVE);
    expect((await t.flow.activate(parent, sessionId, 'payment')).status).toBe(200);
  });

  it('activation reads the payment again: a refund whose webhook never came still counts', async () => {
    const { parent, sessionId, paymentIntentId } = await lifetimeFamily();
    t.stripe.pauseWebhooks();
    try {
      await t.app.stripe.refunds.create({ payment_intent: paymentIntentId });
      expect(await access(parent)).toEqual(ACTIVE); // nothing told the BFF yet
      await expectSessionRefused(parent, sessionId);
      // The activation stored what it read: the purchase is over.
      expect(await access(parent)).toEqual(NO_ACCESS);
    } finally {
      t.stripe.resumeWebhooks();
    }
  });

  it('a dispute keeps access while open and ends it when lost', async () => {
    const { parent, sessionId, paymentIntentId } = await lifetimeFamily();
    const disputeId = await dispute(paymentIntentId);
    expect(await access(parent)).toEqual(ACTIVE);
    await closeDispute(disputeId, 'lost');
    expect(await access(parent)).toEqual(NO_ACCESS);
    await expectSessionRefused(parent, sessionId);
  });

  it('a dispute the family wins keeps the purchase', async () => {
    const { parent, paymentIntentId } = await lifetimeFamily();
    await closeDispute(await dispute(paymentIntentId), 'won');
    expect(await access(parent)).toEqual(ACTIVE);
  });

  it('a boleto or Pix payment grants access once paid, and none when it fails', async () => {
    const paid = await t.flow.newFamily();
    const first = await t.flow.checkout(paid, t.flow.planOf(null));
    await t.flow.pay(first.sessionId, { async: true });
    expect(await access(paid)).toMatchObject({ status: 'incomplete', premiumAccess: false });
    const pending = await t.flow.verify(paid, first.sessionId, 'payment');
    expect(pending.status).toBe(409);
    expect((await errorOf(pending)).code).toBe('CHECKOUT_NOT_PAID');
    // No second purchase while this one is in flight: a boleto could not be refunded.
    const meanwhile = await t.flow.openCheckout(paid, t.flow.planOf('month'));
    expect(meanwhile.status).toBe(409);
    expect(await errorOf(meanwhile)).toMatchObject({
      code: 'PAYMENT_PENDING',
      message: MSG.billing.paymentPending,
    });

    const intent = (await t.flow.familyRow(paid.familyId)).stripePaymentIntentId!;
    const settled = await t.stripe.control(`/_emulator/payment_intents/${intent}/settle`, {
      outcome: 'succeeded',
    });
    expect(settled.status).toBe(200);
    await t.stripe.flush();
    expect(await access(paid)).toEqual(ACTIVE);
    expect((await t.flow.verify(paid, first.sessionId, 'payment')).status).toBe(200);

    const failed = await t.flow.newFamily();
    const second = await t.flow.checkout(failed, t.flow.planOf(null));
    await t.flow.pay(second.sessionId, { async: true });
    const failing = (await t.flow.familyRow(failed.familyId)).stripePaymentIntentId!;
    await t.stripe.control(`/_emulator/payment_intents/${failing}/settle`, { outcome: 'failed' });
    await t.stripe.flush();
    expect(await access(failed)).toMatchObject({
      status: 'incomplete_expired',
      premiumAccess: false,
      tasks: 402,
    });
    // The family can choose a plan again.
    expect((await t.flow.openCheckout(failed, t.flow.planOf('month'))).status).toBe(200);
  });

  it("a refund of a subscription's invoice leaves the subscription to its own events", async () => {
    const { parent, row } = await t.flow.paidFamily(t.flow.planOf('year'));
    expect(row.subscriptionStatus).toBe('active');
    const subscription = await t.app.stripe.subscriptions.retrieve(row.stripeSubscriptionId!);
    const payments = await t.app.stripe.invoicePayments.list({
      invoice: subscription.latest_invoice as string,
    });
    const intent = payments.data[0]?.payment.payment_intent as string;
    expect(intent).toMatch(/^pi_/);
    await t.app.stripe.refunds.create({ payment_intent: intent, amount: 1_000 });
    await t.stripe.flush();
    expect(await access(parent)).toEqual(ACTIVE);
    // A dispute lost on it is the subscription's matter too: nothing refunded beside ours.
    await closeDispute(await dispute(intent), 'lost');
    expect(await access(parent)).toEqual(ACTIVE);
    const refunds = await t.app.stripe.refunds.list({ payment_intent: intent });
    expect(refunds.data.map((refund) => [refund.amount, refund.reason])).toEqual([[1_000, null]]);
    expect(await t.flow.familyRow(parent.familyId)).toMatchObject({
      stripeSubscriptionId: row.stripeSubscriptionId,
      stripePaymentIntentId: null,
    });
  });
});
