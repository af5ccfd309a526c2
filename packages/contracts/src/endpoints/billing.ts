import type { z } from 'zod';
import type {
  ActivationResponseSchema,
  BillingPortalInputSchema,
  BillingPortalResponseSchema,
  BillingStatusSchema,
  CheckoutSessionCreatedSchema,
  CheckoutVerificationSchema,
  CheckoutVerifyQuerySchema,
  CreateCheckoutSessionInputSchema,
  PlanListResponseSchema,
} from '../billing';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/billing/prices`: the plans, cheapest first (parent). */
export const getPlans = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof PlanListResponseSchema>
>()('GET', '/billing/prices', 'getPlans');

/** `POST /api/billing/checkout-sessions`: a hosted checkout of one of our prices (parent). */
export const createCheckoutSession = /* @__PURE__ */ endpoint<
  { body: z.input<typeof CreateCheckoutSessionInputSchema> },
  z.output<typeof CheckoutSessionCreatedSchema>
>()('POST', '/billing/checkout-sessions', 'createCheckoutSession');

/** `GET /api/billing/checkout-sessions/{id}?mode=`: the success page's verification (read only). */
export const verifyCheckoutSession = /* @__PURE__ */ endpoint<
  { query?: z.input<typeof CheckoutVerifyQuerySchema> },
  z.output<typeof CheckoutVerificationSchema>
>()('GET', '/billing/checkout-sessions/{id}', 'verifyCheckoutSession');

/** `POST /api/billing/checkout-sessions/{id}/activation?mode=`: stores what the provider says. */
export const activateCheckoutSession = /* @__PURE__ */ endpoint<
  { query?: z.input<typeof CheckoutVerifyQuerySchema> },
  z.output<typeof ActivationResponseSchema>
>()('POST', '/billing/checkout-sessions/{id}/activation', 'activateCheckoutSession');

/** `GET /api/billing/subscription`: the family's billing status (parent). */
export const getBillingStatus = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof BillingStatusSchema>
>()('GET', '/billing/subscription', 'getBillingStatus');

/** `POST /api/billing/portal`: the provider's billing portal (parent). */
export const openBillingPortal = /* @__PURE__ */ endpoint<
  { body?: z.input<typeof BillingPortalInputSchema> },
  z.output<typeof BillingPortalResponseSchema>
>()('POST', '/billing/portal', 'openBillingPortal');

/**
 * `POST /api/billing/webhook`: the provider's events, server to server. Its raw body and
 * `Stripe-Signature` are read by the handler, outside the document's schemas.
 */
export const receiveBillingWebhook = /* @__PURE__ */ endpoint<
  NoParts,
  { received: true; duplicate: boolean }
>()('POST', '/billing/webhook', 'receiveBillingWebhook');
