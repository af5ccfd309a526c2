import type { RouteHandler } from '@hono/zod-openapi';
import { MSG } from '@portal/contracts';
import type Stripe from 'stripe';
import { familyScope } from '../../auth/middleware';
import { limitPerAccount } from '../../auth/rate-limit';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import type {
  activateCheckoutSessionRoute,
  createCheckoutSessionRoute,
  createPortalSessionRoute,
  getSubscriptionRoute,
  listPricesRoute,
  verifyCheckoutSessionRoute,
  webhookRoute,
} from './billing.routes';
import { createPortalSession, listPlans, loadBillingStatus } from './billing.service';
import {
  activateCheckoutSession,
  createCheckoutSession,
  verifyCheckoutSession,
} from './checkout.service';
import { receiveEvent } from './webhooks.service';

/** Checkout and portal sessions one parent account may open per window (abuse guard). */
export const BILLING_SESSION_RULE = { window: 600, max: 20 } as const;

/**
 * Verifications and activations per account: each costs the provider 1–3 calls; the success
 * page makes two per visit ('Tentar novamente' two more).
 */
export const BILLING_VERIFY_RULE = { window: 600, max: 60 } as const;

/** Tolerance of the webhook signature's timestamp (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** GET /api/billing/prices */
export const getPrices: RouteHandler<typeof listPricesRoute, AppBindings> = async (c) => {
  const plans = await listPlans(c.var.stripe, c.var.env);
  return c.json({ plans }, 200);
};

/** POST /api/billing/checkout-sessions */
export const postCheckoutSession: RouteHandler<
  typeof createCheckoutSessionRoute,
  AppBindings
> = async (c) => {
  const familyId = familyScope(c);
  await limitPerAccount(c, 'billing-session', BILLING_SESSION_RULE);
  const input = c.req.valid('json');
  const created = await createCheckoutSession(
    c.var.db.db,
    c.var.stripe,
    c.var.env,
    familyId,
    input,
  );
  return c.json(created, 200);
};

/** GET /api/billing/checkout-sessions/{id} */
export const getCheckoutVerification: RouteHandler<
  typeof verifyCheckoutSessionRoute,
  AppBindings
> = async (c) => {
  const familyId = familyScope(c);
  await limitPerAccount(c, 'billing-verify', BILLING_VERIFY_RULE);
  const { id } = c.req.valid('param');
  const { mode } = c.req.valid('query');
  const verification = await verifyCheckoutSession(c.var.db.db, c.var.stripe, familyId, id, mode);
  return c.json(verification, 200);
};

/** POST /api/billing/checkout-sessions/{id}/activation */
export const postActivation: RouteHandler<
  typeof activateCheckoutSessionRoute,
  AppBindings
> = async (c) => {
  const familyId = familyScope(c);
  await limitPerAccount(c, 'billing-verify', BILLING_VERIFY_RULE);
  const { id } = c.req.valid('param');
  const { mode } = c.req.valid('query');
  const status = await activateCheckoutSession(
    c.var.db.db,
    c.var.stripe,
    familyId,
    id,
    mode,
    c.var.logger,
  );
  return c.json(status, 200);
};

/** GET /api/billing/subscription */
export const getSubscription: RouteHandler<typeof getSubscriptionRoute, AppBindings> = async (
  c,
) => {
  const status = await loadBillingStatus(c.var.db.db, familyScope(c));
  if (!status) throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  return c.json(status, 200);
};

/** POST /api/billing/portal */
export const postPortal: RouteHandler<typeof createPortalSessionRoute, AppBindings> = async (c) => {
  const familyId = familyScope(c);
  await limitPerAccount(c, 'billing-session', BILLING_SESSION_RULE);
  const input = c.req.valid('json') ?? {};
  const portal = await createPortalSession(
    c.var.db.db,
    c.var.stripe,
    c.var.env,
    familyId,
    input.returnPath,
  );
  return c.json(portal, 200);
};

/**
 * POST /api/billing/webhook: the raw body is read as text (no JSON parsing before the
 * signature check: a re-serialised body would not match it).
 */
export const postWebhook: RouteHandler<typeof webhookRoute, AppBindings> = async (c) => {
  const payload = await c.req.text();
  const signature = c.req.header('stripe-signature');
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no signature');
    event = c.var.stripe.webhooks.constructEvent(
      payload,
      signature,
      c.var.env.STRIPE_WEBHOOK_SECRET,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    throw new ApiError(400, 'INVALID_SIGNATURE', MSG.billing.invalidWebhookSignature);
  }
  try {
    const outcome = await receiveEvent(c.var.db.db, c.var.stripe, event, c.var.logger);
    return c.json({ received: true as const, duplicate: outcome === 'duplicate' }, 200);
  } catch (error) {
    c.var.logger.error({ err: error, eventId: event.id, type: event.type }, 'webhook failed');
    throw new ApiError(503, 'WEBHOOK_FAILED', MSG.billing.providerUnavailable);
  }
};
