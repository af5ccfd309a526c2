import {
  BillingStatusSchema,
  CHECKOUT_ERROR_MESSAGES,
  CheckoutSessionCreatedSchema,
  MeResponseSchema,
  MSG,
  SUBSCRIPTION_REQUIRED_CODE,
  type Plan,
} from '@portal/contracts';
import { SUBSCRIPTION_STATUS_LABELS } from '@portal/domain';
import { EMULATOR_WEBHOOK_SECRET, signPayload } from '@portal/stripe-emulator';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { families, stripeEvents } from '../../db/schema';
import {
  cookieOf,
  createFixtures,
  createOthers,
  openApiDocument,
  operationsOf,
  type Operation,
} from '../../test/access-audit';
import { errorOf } from '../../test/task-flow';
import {
  createVerifiedParent,
  grantPremiumForTest,
  revokePremiumForTest,
  type TestParent,
} from '../../test/test-accounts';
import { createTestApp, fromIp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { postgresAvailable, type TestDatabase } from '../../test/test-db';
import type { TestStripe } from '../../test/test-stripe';
import { useBillingTestApp, type BillingTestContext } from '../../test/billing-flow';
import { call } from '../children/children.test-support';

/*
 * Billing (issue 13, ADRs 033/034) over the HTTP API on PostgreSQL, against the Stripe emulator
 * started in process; its webhooks reach the app over HTTP, signed as Stripe signs them.
 */
describe('billing', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let stripe: TestStripe;
  let plans: Plan[];
  let flow: BillingTestContext['flow'];

  const context = useBillingTestApp();
  beforeAll(() => {
    ({ testDb, app, stripe, flow } = context);
    plans = flow.plans;
  });

  const newFamily = () => flow.newFamily();
  const planOf = (interval: 'month' | 'year' | null) => flow.planOf(interval);
  const familyRow = (familyId: string) => flow.familyRow(familyId);
  const status = (parent: TestParent) => flow.status(parent);
  const premiumOnMe = (parent: TestParent) => flow.premiumOnMe(parent);
  const checkout = (parent: TestParent, plan?: Plan) => flow.checkout(parent, plan);
  const pay = (sessionId: string, body?: Record<string, unknown>) => flow.pay(sessionId, body);
  const subscribedFamily = () => flow.subscribedFamily();
  const verify = (parent: TestParent, sessionId: string, mode?: string) =>
    flow.verify(parent, sessionId, mode);
  const activate = (parent: TestParent, sessionId: string, mode?: string) =>
    flow.activate(parent, sessionId, mode);

  /** Sends a body to the webhook with the given signature header. */
  const postWebhook = (payload: string, signature?: string) =>
    app.request(
      '/api/billing/webhook',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        body: payload,
      },
      fromIp(),
    );

  const deliver = async (ids: string[]) =>
    (await stripe.control<{ id: string; status: number }[]>('/_emulator/events/deliver', { ids }))
      .body;

  const advance = (subscriptionId: string, action: 'renew' | 'payment_failed' | 'period_end') =>
    stripe
      .control(`/_emulator/subscriptions/${subscriptionId}/advance`, { action })
      .then(async (res) => {
        expect(res.status).toBe(200);
        await stripe.flush();
      });

  describe('plans', () => {
    it('lists our three plans cheapest first, mode derived from the price', () => {
      expect(plans.map((plan) => [plan.unitAmount, plan.interval, plan.mode])).toEqual([
        [1990, 'month', 'subscription'],
        [19900, 'year', 'subscription'],
        [29900, null, 'payment'],
      ]);
      expect(planOf('month').trialPeriodDays).toBe(7);
      expect(planOf('month').currency).toBe('brl');
      expect(planOf(null).nickname).toBe('Pagamento único');
      expect(planOf('month').productName).toBe('Mesadinha Premium');
    });

    it('is 502 with the pt-BR text when the provider is down', async () => {
      const down = createTestApp(testDb, { env: { STRIPE_API_URL: 'http://127.0.0.1:9' } });
      const parent = await createVerifiedParent(down, { premium: false });
      const res = await call(down, 'GET', '/api/billing/prices', { cookie: parent.cookie });
      expect(res.status).toBe(502);
      expect(await errorOf(res)).toMatchObject({
        code: 'PROVIDER_UNAVAILABLE',
        message: MSG.billing.providerUnavailable,
      });
    });
  });

  describe('checkout and activation (must show 1, API side)', () => {
    it('a new family is inactive, gated, and becomes trialing with access after paying', async () => {
      const parent = await newFamily();
      expect(await status(parent)).toMatchObject({
        status: 'inactive',
        mode: null,
        premiumAccess: false,
      });
      expect(await premiumOnMe(parent)).toBe(false);
      const gated = await call(app, 'GET', '/api/parent/dashboard', { cookie: parent.cookie });
      expect(gated.status).toBe(402);
      expect(await errorOf(gated)).toMatchObject({
        code: SUBSCRIPTION_REQUIRED_CODE,
        message: MSG.billing.subscriptionRequired,
      });

      const { sessionId, url } = await checkout(parent);
      expect(url).toContain(`/checkout/${sessionId}`);
      const session = await app.stripe.checkout.sessions.retrieve(sessionId);
      expect(session.metadata).toMatchObject({ familyId: parent.familyId });
      expect(session.client_reference_id).toBe(parent.familyId);
      expect(session.mode).toBe('subscription');
      expect(session.success_url).toBe(
        `${TEST_ORIGIN}/assinatura/sucesso?mode=subscription&interval=month&intervalCount=1&priceName=Plano+mensal&session_id={CHECKOUT_SESSION_ID}`,
      );
      expect(session.cancel_url).toBe(`${TEST_ORIGIN}/parent/settings?tab=billing`);

      // Not paid yet: the success page would say so, and nothing is granted.
      const early = await verify(parent, sessionId);
      expect(early.status).toBe(409);
      expect(await errorOf(early)).toMatchObject({
        code: 'CHECKOUT_NOT_COMPLETE',
        message: CHECKOUT_ERROR_MESSAGES.CHECKOUT_NOT_COMPLETE,
      });
      expect((await activate(parent, sessionId)).status).toBe(409);
      expect((await status(parent)).premiumAccess).toBe(false);

      const declined = await stripe.control<{ error: { code: string } }>(
        `/_emulator/checkout/sessions/${sessionId}/complete`,
        { card_number: '4000 0000 0000 0002' },
      );
      expect(declined.status).toBe(402);
      expect((await status(parent)).premiumAccess).toBe(false);

      await pay(sessionId);
      const verified = await verify(parent, sessionId);
      expect(verified.status).toBe(200);
      expect(await verified.json()).toMatchObject({
        sessionId,
        status: 'complete',
        mode: 'subscription',
        verified: true,
      });
      const activated = await activate(parent, sessionId);
      expect(activated.status).toBe(200);
      const billing = BillingStatusSchema.parse(await activated.json());
      expect(billing).toMatchObject({
        status: 'trialing',
        mode: 'subscription',
        intervalCount: 1,
        premiumAccess: true,
        cancelAtPeriodEnd: false,
        planName: 'Plano mensal',
      });
      expect(billing.activatedAt).not.toBeNull();
      expect(billing.currentPeriodEnd).not.toBeNull();
      // Idempotent: the same activation again changes nothing.
      const again = BillingStatusSchema.parse(await (await activate(parent, sessionId)).json());
      expect(again).toEqual(billing);
      expect(await premiumOnMe(parent)).toBe(true);
      const open = await call(app, 'GET', '/api/parent/dashboard', { cookie: parent.cookie });
      expect(open.status).toBe(200);
      const row = await familyRow(parent.familyId);
      expect(row.stripeCustomerId).toMatch(/^cus_/);
      expect(row.stripePriceId).toBe(planOf('month').id);
    });

    it('a one-time payment: active, one_time, verified with mode=payment only', async () => {
      const parent = await newFamily();
      const { sessionId } = await checkout(parent, planOf(null));
      await pay(sessionId);
      const mismatch = await verify(parent, sessionId, 'subscription');
      expect(mismatch.status).toBe(409);
      expect((await errorOf(mismatch)).code).toBe('CHECKOUT_MODE_MISMATCH');
      const res = await activate(parent, sessionId, 'payment');
      expect(res.status).toBe(200);
      expect(BillingStatusSchema.parse(await res.json())).toMatchObject({
        status: 'active',
        mode: 'one_time',
        intervalCount: null,
        premiumAccess: true,
        planName: 'Pagamento único',
      });
    });

    it('a yearly plan is stored as 12 months: not a monthly plan on the billing panel', async () => {
      const parent = await newFamily();
      const { sessionId } = await checkout(parent, planOf('year'));
      expect((await app.stripe.checkout.sessions.retrieve(sessionId)).success_url).toContain(
        'interval=year&intervalCount=1',
      );
      await pay(sessionId);
      const res = await activate(parent, sessionId);
      expect(res.status).toBe(200);
      expect(BillingStatusSchema.parse(await res.json())).toMatchObject({
        status: 'active',
        mode: 'subscription',
        intervalCount: 12,
        planName: 'Plano anual',
      });
    });

    it("a session naming the family but paid by another customer is not the family's", async () => {
      const parent = await newFamily();
      await checkout(parent); // the family's own customer exists
      const foreign = await app.stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: parent.email,
        client_reference_id: parent.familyId,
        metadata: { familyId: parent.familyId },
        line_items: [{ price: planOf(null).id, quantity: 1 }],
        success_url: `${TEST_ORIGIN}/assinatura/sucesso?session_id={CHECKOUT_SESSION_ID}`,
      });
      await pay(foreign.id);
      for (const res of [
        await verify(parent, foreign.id, 'payment'),
        await activate(parent, foreign.id, 'payment'),
      ]) {
        expect(res.status).toBe(403);
        expect((await errorOf(res)).code).toBe('CHECKOUT_OTHER_FAMILY');
      }
      // Its checkout.session.completed webhook was delivered too, and granted nothing.
      expect(await status(parent)).toMatchObject({ status: 'inactive', premiumAccess: false });
    });

    it("a new e-mail reaches the family's customer, so the next checkout verifies", async () => {
      const parent = await newFamily();
      await checkout(parent);
      await app.db.db
        .update(families)
        .set({ parentEmail: 'novo.email@example.com' })
        .where(eq(families.id, parent.familyId));
      const { sessionId } = await checkout(parent);
      await pay(sessionId);
      expect((await verify(parent, sessionId)).status).toBe(200);
      const row = await familyRow(parent.familyId);
      const customer = await app.stripe.customers.retrieve(row.stripeCustomerId!);
      expect(customer).toMatchObject({ email: 'novo.email@example.com' });
    });

    it('refuses a price that is not ours (400) and a family that already has access (409)', async () => {
      const parent = await newFamily();
      const unknown = await call(app, 'POST', '/api/billing/checkout-sessions', {
        cookie: parent.cookie,
        body: { priceId: 'price_nao_existe' },
      });
      expect(unknown.status).toBe(400);
      expect(await errorOf(unknown)).toMatchObject({
        code: 'UNKNOWN_PRICE',
        message: MSG.billing.unknownPrice,
      });
      const blank = await call(app, 'POST', '/api/billing/checkout-sessions', {
        cookie: parent.cookie,
        body: { priceId: '' },
      });
      expect(blank.status).toBe(400);
      const offsite = await call(app, 'POST', '/api/billing/checkout-sessions', {
        cookie: parent.cookie,
        body: { priceId: planOf('month').id, cancelPath: '//evil.example' },
      });
      expect(offsite.status).toBe(400);

      await grantPremiumForTest(app, parent.familyId);
      const paying = await call(app, 'POST', '/api/billing/checkout-sessions', {
        cookie: parent.cookie,
        body: { priceId: planOf('month').id },
      });
      expect(paying.status).toBe(409);
      expect(await errorOf(paying)).toMatchObject({
        code: 'ALREADY_SUBSCRIBED',
        message: MSG.billing.alreadySubscribed,
      });
    });

    it("another family's session grants nothing: 403 CHECKOUT_OTHER_FAMILY (must show 2)", async () => {
      const { sessionId } = await subscribedFamily();
      const other = await newFamily();
      for (const res of [await verify(other, sessionId), await activate(other, sessionId)]) {
        expect(res.status).toBe(403);
        expect(await errorOf(res)).toMatchObject({
          code: 'CHECKOUT_OTHER_FAMILY',
          message: MSG.checkout.otherFamily,
        });
      }
      const row = await familyRow(other.familyId);
      expect(row).toMatchObject({
        subscriptionStatus: 'inactive',
        stripeSubscriptionId: null,
        subscriptionActivatedAt: null,
      });
      expect(await premiumOnMe(other)).toBe(false);
    });

    it('another e-mail at checkout: 403 CHECKOUT_EMAIL_MISMATCH; unknown session 404', async () => {
      const parent = await newFamily();
      const { sessionId } = await checkout(parent);
      await pay(sessionId);
      // The checkout was paid with the customer's e-mail; the family's e-mail is now another.
      await app.db.db
        .update(families)
        .set({ parentEmail: 'outra-pessoa@example.com' })
        .where(eq(families.id, parent.familyId));
      const res = await verify(parent, sessionId);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({
        code: 'CHECKOUT_EMAIL_MISMATCH',
        message: MSG.checkout.emailMismatch,
      });
      // Case does not matter.
      await app.db.db
        .update(families)
        .set({ parentEmail: parent.email.toUpperCase() })
        .where(eq(families.id, parent.familyId));
      expect((await verify(parent, sessionId)).status).toBe(200);
      const missing = await verify(parent, 'cs_test_nao_existe');
      expect(missing.status).toBe(404);
      expect(await errorOf(missing)).toMatchObject({
        code: 'CHECKOUT_VERIFY_FAILED',
        message: MSG.checkout.generic,
      });
    });

    it('parent A cannot open a checkout or portal for family B: the family is the session', async () => {
      const a = await newFamily();
      const b = await newFamily();
      const res = await call(app, 'POST', '/api/billing/checkout-sessions', {
        cookie: a.cookie,
        body: { priceId: planOf('month').id, familyId: b.familyId, customer: 'cus_x' },
      });
      expect(res.status).toBe(200);
      const { sessionId } = CheckoutSessionCreatedSchema.parse(await res.json());
      const session = await app.stripe.checkout.sessions.retrieve(sessionId);
      expect(session.metadata?.familyId).toBe(a.familyId);
      expect(session.client_reference_id).toBe(a.familyId);
      expect(session.customer).toBe((await familyRow(a.familyId)).stripeCustomerId);

      const portal = await call(app, 'POST', '/api/billing/portal', {
        cookie: a.cookie,
        body: { returnPath: '/parent/settings?tab=billing', familyId: b.familyId },
      });
      expect(portal.status).toBe(200);
      expect((await familyRow(b.familyId)).stripeCustomerId).toBeNull();
      const offsite = await call(app, 'POST', '/api/billing/portal', {
        cookie: a.cookie,
        body: { returnPath: 'https://evil.example' },
      });
      expect(offsite.status).toBe(400);
    });

    it.runIf(postgresAvailable)('concurrent checkouts create one customer', async () => {
      const parent = await newFamily();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          call(app, 'POST', '/api/billing/checkout-sessions', {
            cookie: parent.cookie,
            body: { priceId: planOf('month').id },
          }),
        ),
      );
      // One opens at a time; the others are told so at once (CHECKOUT_IN_PROGRESS).
      const opened = answers.filter((res) => res.status === 200);
      expect(opened.length).toBeGreaterThan(0);
      for (const res of answers.filter((answer) => answer.status !== 200)) {
        expect(res.status).toBe(409);
        expect(await errorOf(res)).toMatchObject({
          code: 'CHECKOUT_IN_PROGRESS',
          message: MSG.billing.checkoutInProgress,
        });
      }
      const customerId = (await familyRow(parent.familyId)).stripeCustomerId;
      const sessions = await Promise.all(
        opened.map(async (res) =>
          app.stripe.checkout.sessions.retrieve(
            CheckoutSessionCreatedSchema.parse(await res.json()).sessionId,
          ),
        ),
      );
      expect(new Set(sessions.map((session) => session.customer))).toEqual(new Set([customerId]));
      const customers = await app.stripe.customers.list({ limit: 100 });
      expect(
        customers.data.filter((customer) => customer.metadata?.familyId === parent.familyId),
      ).toHaveLength(1);
    });

    it('replaces a stored customer the provider no longer has', async () => {
      const parent = await newFamily();
      await app.db.db
        .update(families)
        .set({ stripeCustomerId: 'cus_sumiu' })
        .where(eq(families.id, parent.familyId));
      await checkout(parent);
      expect((await familyRow(parent.familyId)).stripeCustomerId).toMatch(/^cus_(?!sumiu)/);
    });
  });

  describe('webhooks (must show 2)', () => {
    async function rowsOfEvents() {
      return app.db.db.select().from(stripeEvents);
    }

    it('unsigned, tampered or too old: 400 and nothing changes', async () => {
      const { parent, subscriptionId } = await subscribedFamily();
      const before = await familyRow(parent.familyId);
      const eventsBefore = (await rowsOfEvents()).length;
      const event = JSON.stringify({
        id: 'evt_forjado',
        object: 'event',
        type: 'customer.subscription.deleted',
        data: { object: { id: subscriptionId, object: 'subscription', status: 'canceled' } },
      });
      const now = Math.floor(Date.now() / 1000);
      const answers = [
        await postWebhook(event),
        await postWebhook(event, signPayload(event, 'whsec_outro_segredo', now)),
        await postWebhook(
          event.replace('deleted', 'updated'),
          signPayload(event, EMULATOR_WEBHOOK_SECRET, now),
        ),
        await postWebhook(event, signPayload(event, EMULATOR_WEBHOOK_SECRET, now - 301)),
      ];
      for (const res of answers) {
        expect(res.status).toBe(400);
        expect(await errorOf(res)).toMatchObject({
          code: 'INVALID_SIGNATURE',
          message: MSG.billing.invalidWebhookSignature,
        });
      }
      expect(await familyRow(parent.familyId)).toEqual(before);
      expect((await rowsOfEvents()).length).toBe(eventsBefore);
    });

    it('the same event three times, and updated before created, leave one correct state', async () => {
      const { parent, subscriptionId } = await subscribedFamily();
      const events = (await stripe.events()).filter(
        (event) =>
          (event.data.object.id === subscriptionId ||
            event.data.object.subscription === subscriptionId) &&
          event.type.startsWith('customer.subscription'),
      );
      const created = events.find((event) => event.type === 'customer.subscription.created')!;
      expect(created).toBeDefined();
      const first = await familyRow(parent.familyId);

      // Three deliveries of one event: one row, applied once (the later ones are duplicates).
      const results = await deliver([created.id, created.id, created.id]);
      expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
      const stored = await app.db.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, created.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ familyId: parent.familyId });
      expect(stored[0]!.processedAt).not.toBeNull();
      expect(await familyRow(parent.familyId)).toEqual(first);

      // A renewal failure, then the old `created` and a fresh `updated` arrive out of order:
      // the state follows the provider's current subscription, never the older event.
      await advance(subscriptionId, 'payment_failed');
      const pastDue = await familyRow(parent.familyId);
      expect(pastDue.subscriptionStatus).toBe('past_due');
      await app.db.db.execute(sql`delete from stripe_events where id in (${created.id})`);
      const updated = (await stripe.events('customer.subscription.updated')).find(
        (event) => event.data.object.id === subscriptionId,
      )!;
      const replay = await deliver([updated.id, created.id]);
      expect(replay.map((result) => result.status)).toEqual([200, 200]);
      const after = await familyRow(parent.familyId);
      expect(after.subscriptionStatus).toBe('past_due');
      expect(after.subscriptionPastDueSince).toEqual(pastDue.subscriptionPastDueSince);
    });

    it('a state read earlier never overwrites a newer one (subscription_synced_at)', async () => {
      const { parent, subscriptionId } = await subscribedFamily();
      const future = new Date(Date.now() + 60_000);
      await app.db.db
        .update(families)
        .set({ subscriptionSyncedAt: future, subscriptionStatus: 'active' })
        .where(eq(families.id, parent.familyId));
      await advance(subscriptionId, 'payment_failed');
      expect((await familyRow(parent.familyId)).subscriptionStatus).toBe('active');
    });

    it('past_due keeps access for the 3-day grace, then removes it', async () => {
      const { parent, subscriptionId } = await subscribedFamily();
      await advance(subscriptionId, 'payment_failed');
      const billing = await status(parent);
      expect(billing.status).toBe('past_due');
      expect(SUBSCRIPTION_STATUS_LABELS[billing.status]).toBe('Pagamento em atraso');
      expect(billing.premiumAccess).toBe(true);
      const since = (await familyRow(parent.familyId)).subscriptionPastDueSince!;
      expect(new Date(billing.accessUntil!).getTime()).toBe(since.getTime() + 3 * 86_400_000);
      expect(await premiumOnMe(parent)).toBe(true);
      expect((await call(app, 'GET', '/api/tasks', { cookie: parent.cookie })).status).toBe(200);

      // A second failure keeps the start of the grace.
      await advance(subscriptionId, 'payment_failed');
      expect((await familyRow(parent.familyId)).subscriptionPastDueSince).toEqual(since);

      // Four days later (moved in the database): no access.
      await app.db.db
        .update(families)
        .set({ subscriptionPastDueSince: new Date(Date.now() - 4 * 86_400_000) })
        .where(eq(families.id, parent.familyId));
      expect((await status(parent)).premiumAccess).toBe(false);
      expect(await premiumOnMe(parent)).toBe(false);
      const gated = await call(app, 'GET', '/api/tasks', { cookie: parent.cookie });
      expect(gated.status).toBe(402);

      // Paid again: active, the grace cleared.
      await advance(subscriptionId, 'renew');
      const row = await familyRow(parent.familyId);
      expect(row.subscriptionStatus).toBe('active');
      expect(row.subscriptionPastDueSince).toBeNull();
      expect((await call(app, 'GET', '/api/tasks', { cookie: parent.cookie })).status).toBe(200);
    });

    it('cancel at period end: still active, then canceled at period end and access ends (must show 4)', async () => {
      const { parent, subscriptionId } = await subscribedFamily();
      const portal = await call(app, 'POST', '/api/billing/portal', {
        cookie: parent.cookie,
        body: {},
      });
      expect(portal.status).toBe(200);
      expect(((await portal.json()) as { url: string }).url).toMatch(/\/portal\//);
      // What 'Cancelar assinatura' on the portal page does.
      await app.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      await stripe.flush();
      const cancelling = await status(parent);
      expect(cancelling).toMatchObject({ cancelAtPeriodEnd: true, premiumAccess: true });
      expect(cancelling.accessUntil).toBe(cancelling.currentPeriodEnd);

      await advance(subscriptionId, 'period_end');
      const ended = await status(parent);
      expect(ended).toMatchObject({ status: 'canceled', premiumAccess: false });
      expect(SUBSCRIPTION_STATUS_LABELS[ended.status]).toBe('Cancelada');
      expect((await call(app, 'GET', '/api/tasks', { cookie: parent.cookie })).status).toBe(402);
    });

    it('a one-time purchase is not touched by events of another subscription', async () => {
      const other = await subscribedFamily();
      const parent = await newFamily();
      const { sessionId } = await checkout(parent, planOf(null));
      await pay(sessionId);
      const before = await familyRow(parent.familyId);
      expect(before).toMatchObject({ subscriptionStatus: 'active', subscriptionMode: 'one_time' });
      // An event of a subscription no family holds, naming the one-time family's customer.
      await app.db.db
        .update(families)
        .set({ stripeSubscriptionId: null })
        .where(eq(families.id, other.parent.familyId));
      await advance(other.subscriptionId, 'payment_failed');
      const event = JSON.stringify({
        id: `evt_outra_assinatura_${Date.now()}`,
        object: 'event',
        type: 'customer.subscription.updated',
        data: {
          object: {
            id: other.subscriptionId,
            object: 'subscription',
            customer: before.stripeCustomerId,
          },
        },
      });
      const res = await postWebhook(event, signPayload(event, EMULATOR_WEBHOOK_SECRET));
      expect(res.status).toBe(200);
      expect(await familyRow(parent.familyId)).toEqual(before);
    });

    it('an event of an unknown customer is recorded and answered 200', async () => {
      const customer = await app.stripe.customers.create({ email: 'ninguem@example.com' });
      const event = JSON.stringify({
        id: `evt_desconhecido_${Date.now()}`,
        object: 'event',
        type: 'customer.subscription.updated',
        data: { object: { id: 'sub_desconhecida', object: 'subscription', customer: customer.id } },
      });
      const res = await postWebhook(event, signPayload(event, EMULATOR_WEBHOOK_SECRET));
      expect(res.status).toBe(200);
      const [row] = await app.db.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, JSON.parse(event).id));
      expect(row).toMatchObject({ familyId: null });
      expect(row!.processedAt).not.toBeNull();
    });

    it('provider down while applying: 5xx, not recorded as processed; the retry applies it', async () => {
      const { parent, subscriptionId } = await subscribedFamily();
      const down = createTestApp(testDb, { env: { STRIPE_API_URL: 'http://127.0.0.1:9' } });
      const event = JSON.stringify({
        id: `evt_retry_${Date.now()}`,
        object: 'event',
        type: 'customer.subscription.updated',
        data: { object: { id: subscriptionId, object: 'subscription' } },
      });
      const signature = signPayload(event, EMULATOR_WEBHOOK_SECRET);
      const failed = await down.request(
        '/api/billing/webhook',
        { method: 'POST', headers: { 'stripe-signature': signature }, body: event },
        fromIp(),
      );
      expect(failed.status).toBe(503);
      const [pending] = await app.db.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, JSON.parse(event).id));
      expect(pending?.processedAt ?? null).toBeNull();
      const retried = await postWebhook(event, signature);
      expect(retried.status).toBe(200);
      expect(await retried.json()).toEqual({ received: true, duplicate: false });
      expect((await familyRow(parent.familyId)).subscriptionSyncedAt).not.toBeNull();
    });

    it('the family deletion still works with billing rows (events keep no family) and cancels the subscription', async () => {
      const { parent, subscriptionId } = await subscribedFamily();
      const events = await app.db.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.familyId, parent.familyId));
      expect(events.length).toBeGreaterThan(0);
      const exported = await call(app, 'GET', '/api/family/export', { cookie: parent.cookie });
      expect(exported.status).toBe(200);
      const text = await exported.text();
      expect(text).not.toMatch(/cus_|sub_|price_/);
      const res = await call(app, 'POST', '/api/family/delete', {
        cookie: parent.cookie,
        body: { password: parent.password },
      });
      expect(res.status).toBeLessThan(300);
      const left = await app.db.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.id, events[0]!.id));
      expect(left[0]).toMatchObject({ familyId: null });
      // The card of a family that no longer exists is not charged again.
      const subscription = await app.stripe.subscriptions.retrieve(subscriptionId);
      expect(subscription.status).toBe('canceled');
    });
  });

  describe('entitlement (must show 3), driven by the route table', () => {
    let gated: Operation[];
    beforeAll(async () => {
      gated = operationsOf(await openApiDocument(app)).filter(
        (operation) => operation.entitlement === 'premium',
      );
    });

    it('gates the routes of the brief, and only those', () => {
      const names = gated.map((operation) => `${operation.method} ${operation.path}`).sort();
      expect(names).toContain('GET /api/parent/dashboard');
      expect(names).toContain('GET /api/tasks');
      expect(names).toContain('POST /api/tasks/{id}/complete');
      expect(names).toContain('GET /api/child/tasks');
      expect(names).toContain('POST /api/goals');
      expect(names).toContain('GET /api/children/{childId}/stats');
      expect(names).toContain('POST /api/submissions/{id}/approve');
      for (const open of [
        'GET /api/me',
        'GET /api/family',
        'GET /api/children',
        'GET /api/billing/prices',
        'GET /api/submissions/{id}/photo',
        'GET /api/family/export',
      ]) {
        expect(names).not.toContain(open);
      }
    });

    it('every gated route answers 402 to a family without access and works with it', async () => {
      const others = await createOthers(app);
      for (const operation of gated) {
        const fixtures = await createFixtures(app);
        let path = operation.path;
        for (const param of operation.params) {
          const id =
            param.description === 'tasks.id'
              ? fixtures.taskId
              : param.description === 'children.id'
                ? fixtures.child.childId
                : param.description === 'task_submissions.id'
                  ? fixtures.submissionId
                  : fixtures.goalId;
          path = path.replace(`{${param.name}}`, id);
        }
        const caller = operation.access === 'child' ? 'child' : 'parent';
        const cookie = await cookieOf(app, caller, fixtures, others);
        const name = `${operation.method} ${operation.path}`;
        await revokePremiumForTest(app, fixtures.familyId);
        const refused = await app.request(
          path,
          { method: operation.method, headers: { origin: TEST_ORIGIN, cookie: cookie! } },
          fromIp(),
        );
        expect(refused.status, name).toBe(402);
        expect((await errorOf(refused)).code, name).toBe(SUBSCRIPTION_REQUIRED_CODE);
        await grantPremiumForTest(app, fixtures.familyId);
        const allowed = await app.request(
          path,
          { method: operation.method, headers: { origin: TEST_ORIGIN, cookie: cookie! } },
          fromIp(),
        );
        // Let in: whatever the route says about an empty request, never 402 (nor a 5xx).
        expect(allowed.status, name).not.toBe(402);
        expect(allowed.status, name).toBeLessThan(500);
      }
    }, 180_000);

    it('a child of a family without access gets 402 on its routes and premiumAccess false', async () => {
      const fixtures = await createFixtures(app);
      const others = await createOthers(app);
      const cookie = (await cookieOf(app, 'child', fixtures, others))!;
      await revokePremiumForTest(app, fixtures.familyId);
      const res = await call(app, 'GET', '/api/child/tasks', { cookie });
      expect(res.status).toBe(402);
      const me = MeResponseSchema.parse(
        await (await call(app, 'GET', '/api/me', { cookie })).json(),
      );
      expect(me.premiumAccess).toBe(false);
      await grantPremiumForTest(app, fixtures.familyId);
      const meAgain = MeResponseSchema.parse(
        await (await call(app, 'GET', '/api/me', { cookie })).json(),
      );
      expect(meAgain.premiumAccess).toBe(true);
    });

    it('documents the 402 and x-entitlement in the OpenAPI document', async () => {
      const document = (await (await app.request('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      };
      const operation = document.paths['/api/tasks']!.get!;
      expect(operation.responses['402']).toBeDefined();
      expect((operation as Record<string, unknown>)['x-entitlement']).toBe('premium');
    });
  });
});
