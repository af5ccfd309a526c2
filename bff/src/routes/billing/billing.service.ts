import {
  CHECKOUT_ERROR_MESSAGES,
  MSG,
  type BillingStatus,
  type CheckoutErrorCode,
  type CheckoutMode,
  type Plan,
} from '@portal/contracts';
import { pastDueGraceEnd, premiumAccessAt } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { families } from '../../db/schema';
import type { Env } from '../../env';
import { ApiError } from '../../lib/errors';
import type { StripeClient } from '../../lib/stripe/stripe-client';
import { isResourceMissing } from './provider-state';

/*
 * Billing (issue 13, ADRs 033/034/056): plans, the family's customer and status, the portal.
 * The family's subscription state is written only from the provider's objects, by
 * `apply-state.ts`: a verified checkout session (`checkout.service.ts`) or a signed webhook
 * (`webhooks.service.ts`).
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
export async function findOurPrice(
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
