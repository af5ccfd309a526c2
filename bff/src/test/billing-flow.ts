import {
  BillingStatusSchema,
  CheckoutSessionCreatedSchema,
  MeResponseSchema,
  PlanListResponseSchema,
  type BillingStatus,
  type Plan,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { families } from '../db/schema';
import { eventHubFor } from '../lib/events/event-hub';
import { call } from '../routes/children/children.test-support';
import { createVerifiedParent, type TestParent } from './test-accounts';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-db';
import { startTestStripe, type TestStripe } from './test-stripe';

/*
 * What billing tests do over the HTTP API and the Stripe emulator: a family opens a checkout,
 * the emulator pays it as the hosted page does, its signed webhooks reach the app.
 */

/** The billing steps of a test app wired to a test emulator (`stripe.attach(app)` done). */
export async function billingFlow(app: TestApp, stripe: TestStripe) {
  const first = await createVerifiedParent(app, { premium: false });
  const res = await call(app, 'GET', '/api/billing/prices', { cookie: first.cookie });
  expect(res.status).toBe(200);
  const plans = PlanListResponseSchema.parse(await res.json()).plans;

  /** The plan of an interval (null: the one-time payment). */
  const planOf = (interval: 'month' | 'year' | null): Plan =>
    plans.find((plan) => plan.interval === interval)!;

  /** A confirmed parent whose family has no plan. */
  const newFamily = () => createVerifiedParent(app, { premium: false });

  async function familyRow(familyId: string) {
    const [row] = await app.db.db.select().from(families).where(eq(families.id, familyId));
    return row!;
  }

  async function status(parent: TestParent): Promise<BillingStatus> {
    const answer = await call(app, 'GET', '/api/billing/subscription', { cookie: parent.cookie });
    expect(answer.status).toBe(200);
    return BillingStatusSchema.parse(await answer.json());
  }

  async function premiumOnMe(parent: TestParent): Promise<boolean> {
    const answer = await call(app, 'GET', '/api/me', { cookie: parent.cookie });
    return MeResponseSchema.parse(await answer.json()).premiumAccess;
  }

  const openCheckout = (parent: TestParent, plan: Plan = planOf('month')) =>
    call(app, 'POST', '/api/billing/checkout-sessions', {
      cookie: parent.cookie,
      body: { priceId: plan.id },
    });

  async function checkout(parent: TestParent, plan: Plan = planOf('month')) {
    const answer = await openCheckout(parent, plan);
    expect(answer.status, await answer.clone().text()).toBe(200);
    return CheckoutSessionCreatedSchema.parse(await answer.json());
  }

  /** Pays a checkout like the hosted page does, and waits for its webhooks. */
  async function pay(sessionId: string, body: Record<string, unknown> = {}) {
    const answer = await stripe.control<Record<string, unknown>>(
      `/_emulator/checkout/sessions/${sessionId}/complete`,
      body,
    );
    await stripe.flush();
    return answer;
  }

  /** A family with a paid plan (checkout + emulator payment + webhooks). */
  async function paidFamily(plan: Plan = planOf('month')) {
    const parent = await newFamily();
    const { sessionId } = await checkout(parent, plan);
    await pay(sessionId);
    return { parent, sessionId, row: await familyRow(parent.familyId) };
  }

  /** A family with a paid monthly subscription. */
  async function subscribedFamily() {
    const { parent, sessionId, row } = await paidFamily();
    expect(row.stripeSubscriptionId).toMatch(/^sub_/);
    return { parent, sessionId, subscriptionId: row.stripeSubscriptionId! };
  }

  const verify = (parent: TestParent, sessionId: string, mode = 'subscription') =>
    call(app, 'GET', `/api/billing/checkout-sessions/${sessionId}?mode=${mode}`, {
      cookie: parent.cookie,
    });
  const activate = (parent: TestParent, sessionId: string, mode = 'subscription') =>
    call(app, 'POST', `/api/billing/checkout-sessions/${sessionId}/activation?mode=${mode}`, {
      cookie: parent.cookie,
    });

  return {
    plans,
    planOf,
    newFamily,
    familyRow,
    status,
    premiumOnMe,
    openCheckout,
    checkout,
    pay,
    paidFamily,
    subscribedFamily,
    verify,
    activate,
  };
}

/** What {@link useBillingTestApp} sets up. */
export interface BillingTestContext {
  testDb: TestDatabase;
  app: TestApp;
  stripe: TestStripe;
  flow: Awaited<ReturnType<typeof billingFlow>>;
}

/**
 * For one describe block: its own database, the emulator in process with its webhooks reaching
 * the app, and the billing steps; filled in by beforeAll, torn down by afterAll.
 */
export function useBillingTestApp(): BillingTestContext {
  const context = {} as BillingTestContext;
  beforeAll(async () => {
    context.testDb = await createTestDatabase();
    context.stripe = await startTestStripe();
    context.app = createTestApp(context.testDb, { env: context.stripe.env });
    await context.stripe.attach(context.app);
    context.flow = await billingFlow(context.app, context.stripe);
  });
  afterAll(async () => {
    await context.stripe.close();
    await eventHubFor(context.testDb, pino({ level: 'silent' })).stop();
    await context.testDb.destroy();
  });
  return context;
}
