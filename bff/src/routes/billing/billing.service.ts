import {
  CHECKOUT_ERROR_MESSAGES,
  MSG,
  type BillingStatus,
  type CheckoutErrorCode,
  type CheckoutMode,
  type CheckoutVerification,
  type Plan,
} from '@portal/contracts';
import {
  pastDueGraceEnd,
  premiumAccessAt,
  subscriptionStatusFromProvider,
  type SubscriptionMode,
  type SubscriptionStatus,
} from '@portal/domain';
import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { families, stripeEvents } from '../../db/schema';
import type { Env } from '../../env';
import { ApiError } from '../../lib/errors';
import { notifyEvent } from '../../lib/events/event-hub';
import type { Logger } from '../../lib/logger';
import type { StripeClient } from '../../lib/stripe/stripe-client';

/*
 * Billing (issue 13, ADRs 033/034). The family's subscription state is written only from the
 * provider's objects: a verified checkout session (activation) or a signed webhook, each under
 * a lock of the family row and only when what was read from the provider is not older than
 * what is stored (`subscription_synced_at`), so replays and reordered events never move the
 * state backwards.
 */

/** Where 'Cancelar' on the checkout page and 'Voltar' on the portal come back to by default. */
export const DEFAULT_BILLING_RETURN_PATH = '/parent/settings?tab=billing';

/** Code of the 502 when the payment provider fails or cannot be reached. */
export const PROVIDER_UNAVAILABLE_CODE = 'PROVIDER_UNAVAILABLE';

/** A 502 for a provider failure (network, 5xx, authentication). */
export function providerUnavailable(): ApiError {
  return new ApiError(502, PROVIDER_UNAVAILABLE_CODE, MSG.billing.providerUnavailable);
}

/** A refused checkout verification or activation (spec 001 §8 texts). */
export function checkoutError(
  status: 400 | 403 | 404 | 409 | 500 | 502,
  code: CheckoutErrorCode,
): ApiError {
  return new ApiError(status, code, CHECKOUT_ERROR_MESSAGES[code]);
}

/** Whether a Stripe error says the object does not exist. */
export function isResourceMissing(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'resource_missing'
  );
}

function productOf(price: Stripe.Price): Stripe.Product | null {
  const product = price.product;
  return typeof product === 'object' &&
    product !== null &&
    !('deleted' in product && product.deleted)
    ? (product as Stripe.Product)
    : null;
}

const INTERVALS = ['day', 'week', 'month', 'year'] as const;

function planInterval(value: string | undefined): Plan['interval'] {
  return (INTERVALS as readonly string[]).includes(value ?? '')
    ? (value as Plan['interval'])
    : null;
}

/** The family-facing plan of a provider price. */
export function toPlan(price: Stripe.Price): Plan {
  const product = productOf(price);
  return {
    id: price.id,
    nickname: price.nickname ?? null,
    currency: price.currency,
    unitAmount: price.unit_amount ?? null,
    interval: planInterval(price.recurring?.interval),
    intervalCount: price.recurring?.interval_count ?? null,
    productName: product?.name ?? null,
    description: product?.description ?? null,
    trialPeriodDays: price.recurring?.trial_period_days ?? null,
    mode: price.type === 'recurring' || price.recurring ? 'subscription' : 'payment',
    metadata: { ...(price.metadata ?? {}) },
  };
}

/**
 * The family's `subscription_interval_count`: the plan's length **in months** (ADR 033). The
 * spec calls a plan monthly when this is missing or 1 (cancel button vs. "contact support"); a
 * yearly price has Stripe's `interval_count` 1 too, so the provider's count is converted: month
 * × count, year × 12 × count. Shorter intervals (day, week) have no month count: null.
 */
export function intervalCountInMonths(
  recurring: { interval: string; interval_count: number } | null | undefined,
): number | null {
  if (!recurring) return null;
  if (recurring.interval === 'month') return recurring.interval_count;
  if (recurring.interval === 'year') return recurring.interval_count * 12;
  return null;
}

/** Name of a plan as the success page and the billing panel show it. */
export function planNameOf(price: Stripe.Price): string | null {
  return price.nickname ?? productOf(price)?.name ?? null;
}

/** Whether `price` is one of ours: active and its lookup key configured. */
function isOurPrice(price: Stripe.Price, env: Pick<Env, 'STRIPE_PRICE_LOOKUP_KEYS'>): boolean {
  return (
    price.active &&
    price.lookup_key !== null &&
    env.STRIPE_PRICE_LOOKUP_KEYS.includes(price.lookup_key)
  );
}

/** `GET /api/billing/prices`: our active prices, cheapest first (no amount last). */
export async function listPlans(stripe: StripeClient, env: Env): Promise<Plan[]> {
  let prices: Stripe.Price[];
  try {
    const list = await stripe.prices.list({
      active: true,
      lookup_keys: env.STRIPE_PRICE_LOOKUP_KEYS,
      expand: ['data.product'],
      limit: 100,
    });
    prices = list.data;
  } catch {
    throw providerUnavailable();
  }
  return prices
    .filter((price) => isOurPrice(price, env))
    .map(toPlan)
    .sort(
      (a, b) =>
        (a.unitAmount ?? Number.MAX_SAFE_INTEGER) - (b.unitAmount ?? Number.MAX_SAFE_INTEGER),
    );
}

/** One of our prices by id (product expanded), or null when it is not one of ours. */
async function findOurPrice(
  stripe: StripeClient,
  env: Env,
  priceId: string,
): Promise<Stripe.Price | null> {
  try {
    const price = await stripe.prices.retrieve(priceId, { expand: ['product'] });
    return isOurPrice(price, env) ? price : null;
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw providerUnavailable();
  }
}

/** The family columns the billing code reads. */
type FamilyRow = typeof families.$inferSelect;

/** The family's billing status as the API shows it (ADR 033). */
export function toBillingStatus(row: FamilyRow, now: Date = new Date()): BillingStatus {
  const state = {
    status: row.subscriptionStatus,
    mode: row.subscriptionMode,
    pastDueSince: row.subscriptionPastDueSince,
  };
  const premiumAccess = premiumAccessAt(state, now);
  const graceEnd = pastDueGraceEnd(state);
  const accessUntil =
    graceEnd && premiumAccess
      ? graceEnd
      : premiumAccess && row.subscriptionCancelAtPeriodEnd
        ? row.subscriptionCurrentPeriodEnd
        : null;
  return {
    status: row.subscriptionStatus,
    mode: row.subscriptionMode ?? null,
    intervalCount: row.subscriptionIntervalCount ?? null,
    activatedAt: row.subscriptionActivatedAt?.toISOString() ?? null,
    premiumAccess,
    // An ended subscription is no longer "cancelling at period end".
    cancelAtPeriodEnd: row.subscriptionCancelAtPeriodEnd && row.subscriptionStatus !== 'canceled',
    currentPeriodEnd: row.subscriptionCurrentPeriodEnd?.toISOString() ?? null,
    accessUntil: accessUntil?.toISOString() ?? null,
    planName: row.subscriptionPlanName ?? null,
  };
}

/** `GET /api/billing/subscription`. */
export async function loadBillingStatus(db: Db, familyId: string): Promise<BillingStatus | null> {
  const [row] = await db.select().from(families).where(eq(families.id, familyId));
  return row ? toBillingStatus(row) : null;
}

/**
 * The family's provider customer, created once (ADR 033): the family row stays locked while the
 * customer is looked up or created, so two concurrent checkouts wait for each other and the
 * second finds the first one's customer. A stored customer the provider no longer has (deleted,
 * or another account's key) is replaced.
 */
export async function ensureCustomer(
  db: Db,
  stripe: StripeClient,
  familyId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        customerId: families.stripeCustomerId,
        email: families.parentEmail,
        name: families.parentName,
        familyName: families.name,
      })
      .from(families)
      .where(eq(families.id, familyId))
      .for('no key update');
    if (!row) throw new ApiError(404, 'not_found', 'Recurso não encontrado.');
    if (row.customerId) {
      try {
        const existing = await stripe.customers.retrieve(row.customerId);
        if (!('deleted' in existing && existing.deleted)) {
          if (existing.email !== row.email || existing.name !== row.name) {
            // The parent changed the e-mail or name since: the checkout's e-mail rule (spec 001
            // §5) compares the customer's e-mail with the family's.
            await stripe.customers.update(row.customerId, { email: row.email, name: row.name });
          }
          return row.customerId;
        }
      } catch (error) {
        if (!isResourceMissing(error)) throw providerUnavailable();
      }
    }
    let customer: Stripe.Customer;
    try {
      customer = await stripe.customers.create({
        email: row.email,
        name: row.name,
        metadata: { familyId, familyName: row.familyName },
      });
    } catch {
      throw providerUnavailable();
    }
    await tx
      .update(families)
      .set({ stripeCustomerId: customer.id })
      .where(eq(families.id, familyId));
    return customer.id;
  });
}

/** The success URL of a checkout (spec 001 §1 query parameters, plus the session id). */
export function successUrl(env: Env, mode: CheckoutMode, price: Stripe.Price): string {
  const query = new URLSearchParams({ mode });
  if (price.recurring) {
    query.set('interval', price.recurring.interval);
    query.set('intervalCount', String(price.recurring.interval_count));
  }
  const name = planNameOf(price);
  if (name) query.set('priceName', name);
  // The placeholder must stay literal: the provider replaces it with the session id.
  return `${new URL('/assinatura/sucesso', env.PUBLIC_APP_URL).toString()}?${query.toString()}&session_id={CHECKOUT_SESSION_ID}`;
}

/** A path of this portal as an absolute URL on PUBLIC_APP_URL. */
export function portalUrl(env: Env, path: string | undefined): string {
  return new URL(path ?? DEFAULT_BILLING_RETURN_PATH, env.PUBLIC_APP_URL).toString();
}

/** `POST /api/billing/checkout-sessions`. */
export async function createCheckoutSession(
  db: Db,
  stripe: StripeClient,
  env: Env,
  familyId: string,
  input: { priceId: string; cancelPath?: string | undefined },
): Promise<{ sessionId: string; url: string }> {
  const [family] = await db.select().from(families).where(eq(families.id, familyId));
  if (!family) throw new ApiError(404, 'not_found', 'Recurso não encontrado.');
  if (toBillingStatus(family).premiumAccess) {
    throw new ApiError(409, 'ALREADY_SUBSCRIBED', MSG.billing.alreadySubscribed);
  }
  const price = await findOurPrice(stripe, env, input.priceId);
  if (!price) {
    throw new ApiError(400, 'UNKNOWN_PRICE', MSG.billing.unknownPrice, [
      { path: ['priceId'], message: MSG.billing.unknownPrice },
    ]);
  }
  const mode: CheckoutMode = price.recurring ? 'subscription' : 'payment';
  const customer = await ensureCustomer(db, stripe, familyId);
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

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
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

async function familyForVerification(db: Db, familyId: string) {
  const [family] = await db
    .select({
      id: families.id,
      parentEmail: families.parentEmail,
      customerId: families.stripeCustomerId,
    })
    .from(families)
    .where(eq(families.id, familyId));
  if (!family) throw new ApiError(404, 'not_found', 'Recurso não encontrado.');
  return family;
}

/** `GET /api/billing/checkout-sessions/{id}`: read only. */
export async function verifyCheckoutSession(
  db: Db,
  stripe: StripeClient,
  familyId: string,
  sessionId: string,
  mode: CheckoutMode,
): Promise<CheckoutVerification> {
  if (!sessionId) throw checkoutError(400, 'CHECKOUT_SESSION_MISSING');
  const family = await familyForVerification(db, familyId);
  const session = await retrieveSession(stripe, sessionId);
  checkSession(session, family, mode);
  return {
    sessionId: session.id,
    status: 'complete',
    paymentStatus: session.payment_status as 'paid' | 'no_payment_required',
    mode,
    verified: true,
  };
}

/** A subscription state as read from the provider, ready to be stored on the family. */
export interface ProviderState {
  status: SubscriptionStatus;
  mode: SubscriptionMode;
  intervalCount: number | null;
  priceId: string | null;
  planName: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  customerId: string | null;
  /** Null for a one-time payment. */
  subscriptionId: string | null;
}

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** The state a provider subscription means for the family. */
export async function stateOfSubscription(
  stripe: StripeClient,
  subscription: Stripe.Subscription,
): Promise<ProviderState> {
  const item = subscription.items?.data?.[0];
  const price = item?.price ?? null;
  let planName = price?.nickname ?? null;
  const productId = price ? idOf(price.product as string | { id: string }) : null;
  if (!planName && price && typeof price.product === 'object') {
    planName = (price.product as Stripe.Product).name ?? null;
  } else if (!planName && productId) {
    try {
      planName = (await stripe.products.retrieve(productId)).name ?? null;
    } catch {
      planName = null; // a name is nice to have, never a reason to fail
    }
  }
  const legacyEnd = (subscription as unknown as { current_period_end?: number }).current_period_end;
  return {
    status: subscriptionStatusFromProvider(subscription.status),
    mode: 'subscription',
    intervalCount: intervalCountInMonths(price?.recurring),
    priceId: price?.id ?? null,
    planName,
    currentPeriodEnd: fromUnix(item?.current_period_end ?? legacyEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    customerId: idOf(subscription.customer as string | { id: string }),
    subscriptionId: subscription.id,
  };
}

/** Retrieves a subscription; resource_missing → null; any other failure is thrown. */
async function retrieveSubscription(
  stripe: StripeClient,
  id: string,
): Promise<Stripe.Subscription | null> {
  try {
    return await stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw error;
  }
}

/** The state a completed checkout session means (subscription retrieved; payment: one_time). */
async function stateOfSession(
  stripe: StripeClient,
  session: Stripe.Checkout.Session,
): Promise<ProviderState | null> {
  const subscriptionId = idOf(session.subscription as string | { id: string } | null);
  if (session.mode === 'subscription') {
    if (!subscriptionId) return null;
    const subscription = await retrieveSubscription(stripe, subscriptionId);
    return subscription ? stateOfSubscription(stripe, subscription) : null;
  }
  if (session.mode !== 'payment') return null;
  return {
    status: 'active',
    mode: 'one_time',
    intervalCount: null,
    priceId: session.metadata?.priceId ?? null,
    planName: session.metadata?.planName ?? null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    customerId: idOf(session.customer as string | { id: string } | null),
    subscriptionId: null,
  };
}

/** What {@link applyState} did. */
export type ApplyOutcome = 'applied' | 'stale' | 'other-plan' | 'no-family';

/**
 * Stores `state` on the family under a lock of its row, only when it was read from the provider
 * (`readAt`) no earlier than the stored state (ADR 033). A subscription other than the stored
 * one is applied only while the family has no premium access (a one-time purchase or another
 * live subscription is never overwritten by events of an old subscription). Announces
 * `family.changed` when something changed.
 */
export async function applyState(
  db: Db,
  familyId: string,
  state: ProviderState,
  readAt: Date,
  options: { fromCheckout?: boolean } = {},
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(families)
      .where(eq(families.id, familyId))
      .for('no key update');
    if (!row) return 'no-family';
    if (row.subscriptionSyncedAt && readAt.getTime() < row.subscriptionSyncedAt.getTime()) {
      return 'stale';
    }
    const samePlan =
      state.subscriptionId !== null
        ? state.subscriptionId === row.stripeSubscriptionId
        : state.mode === 'one_time' &&
          row.subscriptionMode === 'one_time' &&
          state.priceId === row.stripePriceId;
    const pastDueSince =
      state.status === 'past_due'
        ? row.subscriptionStatus === 'past_due' && row.subscriptionPastDueSince && samePlan
          ? row.subscriptionPastDueSince
          : readAt
        : null;
    const grantsAccess = premiumAccessAt({ ...state, pastDueSince }, readAt);
    // Another plan than the stored one replaces it only while the family has no access, or (a
    // checkout the family just paid) when the new state itself grants access: an old session
    // or a late event of a cancelled subscription never overwrites a live plan.
    if (!samePlan && !(options.fromCheckout && grantsAccess)) {
      const current = {
        status: row.subscriptionStatus,
        mode: row.subscriptionMode,
        pastDueSince: row.subscriptionPastDueSince,
      };
      if (premiumAccessAt(current, readAt)) return 'other-plan';
    }
    const newPlan = !samePlan || row.subscriptionMode !== state.mode;
    const activatedAt =
      grantsAccess && (newPlan || !row.subscriptionActivatedAt)
        ? readAt
        : row.subscriptionActivatedAt;
    await tx
      .update(families)
      .set({
        subscriptionStatus: state.status,
        subscriptionMode: state.mode,
        subscriptionIntervalCount: state.intervalCount,
        subscriptionActivatedAt: activatedAt,
        stripeCustomerId: state.customerId ?? row.stripeCustomerId,
        stripeSubscriptionId: state.subscriptionId,
        stripePriceId: state.priceId ?? row.stripePriceId,
        subscriptionPlanName: state.planName ?? (newPlan ? null : row.subscriptionPlanName),
        subscriptionCurrentPeriodEnd: state.currentPeriodEnd,
        subscriptionCancelAtPeriodEnd: state.cancelAtPeriodEnd,
        subscriptionPastDueSince: pastDueSince,
        subscriptionSyncedAt: readAt,
      })
      .where(eq(families.id, familyId));
    await notifyEvent(tx, { type: 'family.changed', familyId });
    return 'applied';
  });
}

/**
 * `POST /api/billing/checkout-sessions/{id}/activation`: verifies again (never trusting the
 * browser), then stores the state read from the provider; idempotent.
 */
export async function activateCheckoutSession(
  db: Db,
  stripe: StripeClient,
  familyId: string,
  sessionId: string,
  mode: CheckoutMode,
  logger: Logger,
): Promise<BillingStatus> {
  if (!sessionId) throw checkoutError(400, 'CHECKOUT_SESSION_MISSING');
  const family = await familyForVerification(db, familyId);
  const readAt = new Date();
  const session = await retrieveSession(stripe, sessionId);
  checkSession(session, family, mode);
  let state: ProviderState | null;
  try {
    state = await stateOfSession(stripe, session);
  } catch {
    throw checkoutError(502, 'CHECKOUT_VERIFY_FAILED');
  }
  if (!state) throw checkoutError(502, 'CHECKOUT_VERIFY_FAILED');
  try {
    await applyState(db, familyId, state, readAt, { fromCheckout: true });
    const status = await loadBillingStatus(db, familyId);
    if (!status) throw new Error('family vanished');
    return status;
  } catch (error) {
    logger.error({ err: error, familyId, sessionId }, 'subscription activation failed');
    throw checkoutError(500, 'SUBSCRIPTION_SAVE_FAILED');
  }
}

/** `POST /api/billing/portal`: the provider's portal for the family's customer. */
export async function createPortalSession(
  db: Db,
  stripe: StripeClient,
  env: Env,
  familyId: string,
  returnPath: string | undefined,
): Promise<{ url: string }> {
  const customer = await ensureCustomer(db, stripe, familyId);
  try {
    const portal = await stripe.billingPortal.sessions.create({
      customer,
      return_url: portalUrl(env, returnPath),
    });
    return { url: portal.url };
  } catch {
    throw providerUnavailable();
  }
}

/** Subscription events whose subscription the BFF retrieves and applies. */
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** The subscription id an invoice refers to (old and new API shapes). */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const direct = invoice.subscription;
  if (typeof direct === 'string') return direct;
  if (direct && typeof direct === 'object' && 'id' in direct) return String(direct.id);
  const parent = invoice.parent as {
    subscription_details?: { subscription?: string | { id: string } | null };
  } | null;
  return idOf(parent?.subscription_details?.subscription ?? null);
}

/** The family a provider object belongs to: by subscription id, then customer id. */
async function familyIdFor(
  db: Db,
  subscriptionId: string | null,
  customerId: string | null,
): Promise<string | null> {
  if (!subscriptionId && !customerId) return null;
  const conditions = [
    ...(subscriptionId ? [eq(families.stripeSubscriptionId, subscriptionId)] : []),
    ...(customerId ? [eq(families.stripeCustomerId, customerId)] : []),
  ];
  const rows = await db
    .select({
      id: families.id,
      subscriptionId: families.stripeSubscriptionId,
    })
    .from(families)
    .where(or(...conditions));
  const bySubscription = rows.find(
    (row) => subscriptionId && row.subscriptionId === subscriptionId,
  );
  return (bySubscription ?? rows[0])?.id ?? null;
}

async function familyExists(db: Db, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: families.id })
    .from(families)
    .where(eq(families.id, familyId));
  return Boolean(row);
}

/** Applies one verified webhook event; returns the family it concerned (null: none of ours). */
export async function processEvent(
  db: Db,
  stripe: StripeClient,
  event: Stripe.Event,
): Promise<string | null> {
  const object = event.data.object as unknown as Record<string, unknown>;
  if (event.type === 'checkout.session.completed') {
    const session = object as unknown as Stripe.Checkout.Session;
    const customerId = idOf(session.customer as string | { id: string } | null);
    let familyId: string | null = null;
    for (const id of sessionFamilyIds(session)) {
      if (await familyExists(db, id)) {
        familyId = id;
        break;
      }
    }
    familyId ??= await familyIdFor(db, null, customerId);
    if (!familyId) return null;
    const [owner] = await db
      .select({ customerId: families.stripeCustomerId })
      .from(families)
      .where(eq(families.id, familyId));
    // Not the family's own customer (see checkSession): not the family's purchase.
    if (!customerId || owner?.customerId !== customerId) return familyId;
    if (
      session.status !== 'complete' ||
      (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
    ) {
      return familyId;
    }
    const readAt = new Date();
    const state = await stateOfSession(stripe, session);
    if (state) await applyState(db, familyId, state, readAt, { fromCheckout: true });
    return familyId;
  }
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return null;
  const subscriptionId = event.type.startsWith('invoice.')
    ? invoiceSubscriptionId(object)
    : typeof object.id === 'string'
      ? object.id
      : null;
  if (!subscriptionId) return null;
  const customerId = idOf(object.customer as string | { id: string } | null);
  const familyId = await familyIdFor(db, subscriptionId, customerId);
  if (!familyId) return null;
  const readAt = new Date();
  let subscription = await retrieveSubscription(stripe, subscriptionId);
  if (!subscription && event.type === 'customer.subscription.deleted') {
    subscription = object as unknown as Stripe.Subscription;
  }
  if (!subscription) return familyId;
  const state = await stateOfSubscription(stripe, subscription);
  await applyState(db, familyId, state, readAt);
  return familyId;
}

/**
 * Records the event by id and applies it once (ADR 033). A processed event answers 'duplicate'
 * and changes nothing; a failed one stays unprocessed (its error is thrown), so the provider's
 * retry applies it.
 */
export async function receiveEvent(
  db: Db,
  stripe: StripeClient,
  event: Stripe.Event,
): Promise<'processed' | 'duplicate'> {
  await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing({ target: stripeEvents.id });
  const [stored] = await db
    .select({ processedAt: stripeEvents.processedAt })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (stored?.processedAt) return 'duplicate';
  const familyId = await processEvent(db, stripe, event);
  await db
    .update(stripeEvents)
    .set({ processedAt: new Date(), familyId: familyId ?? null })
    .where(eq(stripeEvents.id, event.id));
  return 'processed';
}
