import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { CheckoutSessionCreated, PlanListResponse } from '@portal/contracts/billing';
import type { MeResponse } from '@portal/contracts/session';
import { BFF_URL, nextClientAddress, ORIGIN_HEADERS } from './clients';
import { STRIPE_EMULATOR_URL } from './ports';

/*
 * Billing through the project's Stripe emulator (issue 13): new families start `inactive`, and
 * the gated screens and APIs answer 402 until they subscribe. Specs that are not about billing
 * buy the monthly plan the real way, without the UI: the BFF opens the checkout session, the
 * emulator completes it (as its 'Pagar' does) and delivers the signed webhooks to the BFF.
 */

/** Which plan to buy: the monthly one (7-day trial), the yearly one, or the one-time payment. */
export type PlanChoice = 'month' | 'year' | 'one_time';

/** What a completed purchase left at the provider: ids a spec can hand to the emulator. */
export interface Purchase {
  /** The checkout session (`cs_…`), as `/assinatura/sucesso?session_id=` carries it. */
  sessionId: string;
  /** The subscription (`sub_…`); null for the one-time payment. */
  subscriptionId: string | null;
}

/** A control call to the emulator (`/_emulator/…`, JSON); fails the test unless 2xx. */
export async function emulatorControl<T = unknown>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${STRIPE_EMULATOR_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Waits until the emulator has delivered every queued webhook event (and the BFF answered). */
export async function flushWebhooks(): Promise<void> {
  await emulatorControl('/_emulator/webhooks/flush');
}

/**
 * Moves a subscription along at the emulator (renewal, failed payment, end of the period) and
 * waits for its webhooks to reach the BFF.
 */
export async function advanceSubscription(
  subscriptionId: string,
  action: 'renew' | 'payment_failed' | 'period_end',
): Promise<void> {
  await emulatorControl(`/_emulator/subscriptions/${subscriptionId}/advance`, { action });
  await flushWebhooks();
}

/** `GET /api/me`'s premium access for whoever `request` is signed in as. */
export async function premiumAccessOf(request: APIRequestContext): Promise<boolean> {
  const response = await request.get('/api/me');
  expect(response.status(), `GET /api/me: ${await response.text()}`).toBe(200);
  return ((await response.json()) as MeResponse).premiumAccess;
}

/** The price id of `plan` among the family's plans (`GET /api/billing/prices`). */
export async function priceIdOf(request: APIRequestContext, plan: PlanChoice): Promise<string> {
  const response = await request.get('/api/billing/prices');
  expect(response.status(), `GET /api/billing/prices: ${await response.text()}`).toBe(200);
  const { plans } = (await response.json()) as PlanListResponse;
  const found = plans.find((candidate) =>
    plan === 'one_time' ? candidate.interval === null : candidate.interval === plan,
  );
  if (!found) throw new Error(`no ${plan} plan in ${JSON.stringify(plans)}`);
  return found.id;
}

/** Opens a checkout session for `plan` as the parent `request` is signed in as. */
export async function openCheckout(
  request: APIRequestContext,
  plan: PlanChoice = 'month',
): Promise<CheckoutSessionCreated> {
  const priceId = await priceIdOf(request, plan);
  const response = await request.post('/api/billing/checkout-sessions', {
    headers: ORIGIN_HEADERS,
    data: { priceId },
  });
  expect(response.ok(), `POST /api/billing/checkout-sessions: ${await response.text()}`).toBe(true);
  return (await response.json()) as CheckoutSessionCreated;
}

/**
 * Buys `plan` (default the monthly one) for the family of the parent `request` is signed in as
 * (through the shell or straight to the BFF): the BFF opens the checkout session, the emulator
 * completes it with the test card that pays, its webhooks reach the BFF, and `GET /api/me` then
 * says `premiumAccess` (waited for, at most 10 s). No browser, no success page.
 */
export async function subscribeFamily(
  request: APIRequestContext,
  plan: PlanChoice = 'month',
): Promise<Purchase> {
  const { sessionId } = await openCheckout(request, plan);
  const session = await emulatorControl<{ subscription?: string | { id: string } | null }>(
    `/_emulator/checkout/sessions/${sessionId}/complete`,
    { card_number: '4242 4242 4242 4242' },
  );
  await flushWebhooks();
  await expect
    .poll(() => premiumAccessOf(request), {
      message: `premium access after checkout ${sessionId}`,
      timeout: 10_000,
    })
    .toBe(true);
  const subscription = session.subscription;
  return {
    sessionId,
    subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
  };
}

/**
 * {@link subscribeFamily} for a parent known by e-mail and password, on a device of its own: a
 * sign-in straight to the BFF from an address of its own (as `createConfirmedParent` signs up),
 * so the suite's shared sign-in budget is not spent and no caller's cookies change.
 */
export async function subscribeAccount(
  account: { email: string; password: string },
  plan: PlanChoice = 'month',
): Promise<Purchase> {
  const device = await playwrightRequest.newContext({ baseURL: BFF_URL });
  try {
    const signIn = await device.post('/api/auth/sign-in/email', {
      headers: { ...ORIGIN_HEADERS, 'x-forwarded-for': nextClientAddress() },
      data: { email: account.email, password: account.password },
    });
    expect(signIn.status(), `sign-in of ${account.email}: ${await signIn.text()}`).toBe(200);
    return await subscribeFamily(device, plan);
  } finally {
    await device.dispose();
  }
}
