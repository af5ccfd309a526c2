import { z } from 'zod';
import { requiredText, TimestampSchema, type TextLimits } from './fields';
import { MSG } from './messages';
import { SubscriptionModeSchema, SubscriptionStatusSchema } from './settings';

/*
 * Billing API (spec 001 §7 "Billing API", under vendor-neutral names; issue 13, ADRs 032–034).
 * The BFF talks to Stripe (or the project's Stripe emulator); the browser never sends a price,
 * a mode it chose or a subscription state: the BFF derives them from the provider's objects.
 */

/** Limits of a payment-provider id (Stripe ids have well under 255 characters). */
const PROVIDER_ID_LIMITS: TextLimits = { max: 255, tooLong: MSG.text.idInvalid };

/** A provider id in a path (`cs_…`): letters, digits and underscores, at most 255. */
export const ProviderIdParamSchema = z
  .string()
  .min(1, MSG.billing.sessionIdRequired)
  .max(255, MSG.text.idInvalid)
  .regex(/^[A-Za-z0-9_]*$/, MSG.text.idInvalid);

/** How a checkout charges: a recurring subscription or a single payment. */
export const CheckoutModeSchema = z.enum(['subscription', 'payment']);
export type CheckoutMode = z.infer<typeof CheckoutModeSchema>;

/** A plan read from the payment provider; `unitAmount` in minor units (centavos). */
export const PlanSchema = z.object({
  /** The provider's price id (`price_…`). */
  id: z.string(),
  nickname: z.string().nullable(),
  currency: z.string(),
  unitAmount: z.number().int().nullable(),
  /** Null for a one-time payment ('Pagamento único'). */
  interval: z.enum(['day', 'week', 'month', 'year']).nullable(),
  intervalCount: z.number().int().positive().nullable(),
  productName: z.string().nullable(),
  description: z.string().nullable(),
  trialPeriodDays: z.number().int().nonnegative().nullable(),
  /** Derived from the price: `subscription` when it recurs, else `payment` (spec 001 §4). */
  mode: CheckoutModeSchema,
  metadata: z.record(z.string(), z.string()),
});
export type Plan = z.infer<typeof PlanSchema>;

/** `GET /api/billing/prices` (parent only): the plans the family can buy, cheapest first. */
export const PlanListResponseSchema = z.object({ plans: z.array(PlanSchema) });
export type PlanListResponse = z.infer<typeof PlanListResponseSchema>;

/**
 * `POST /api/billing/checkout-sessions` (parent only). Only the price is chosen by the client;
 * it must be one of the plans above. Mode, quantity (1), customer, metadata and the success URL
 * (`/assinatura/sucesso?mode=…&interval=…&intervalCount=…&priceName=…&session_id=…`) are the
 * BFF's. `cancelPath` is where 'Cancelar' on the provider's page comes back to: a path of this
 * portal (default `/parent/settings?tab=billing`).
 */
export const CreateCheckoutSessionInputSchema = z.object({
  priceId: requiredText(MSG.billing.priceIdRequired, PROVIDER_ID_LIMITS),
  cancelPath: z
    .string()
    .max(2048, MSG.text.addressTooLong)
    .regex(/^\/(?!\/)[^\s\\]*$/, MSG.billing.invalidReturnPath)
    .optional(),
});
export type CreateCheckoutSessionInput = z.infer<typeof CreateCheckoutSessionInputSchema>;

/** Response: where to send the browser (the provider's hosted checkout page). */
export const CheckoutSessionCreatedSchema = z.object({
  sessionId: z.string(),
  url: z.string(),
});
export type CheckoutSessionCreated = z.infer<typeof CheckoutSessionCreatedSchema>;

/** Query of the verification and activation calls: the mode the success URL carries. */
export const CheckoutVerifyQuerySchema = z.object({
  mode: CheckoutModeSchema.default('subscription'),
});
export type CheckoutVerifyQuery = z.infer<typeof CheckoutVerifyQuerySchema>;

/**
 * Error codes of a refused verification or activation; each maps to one text of spec 001 §8
 * "Checkout verification" (`CHECKOUT_ERROR_MESSAGES`), sent as the error's `message`.
 */
export const CHECKOUT_ERROR_CODES = [
  'CHECKOUT_SESSION_MISSING',
  'CHECKOUT_NOT_COMPLETE',
  'CHECKOUT_NOT_PAID',
  'CHECKOUT_MODE_MISMATCH',
  'CHECKOUT_OTHER_FAMILY',
  'CHECKOUT_EMAIL_MISMATCH',
  'CHECKOUT_VERIFY_FAILED',
  'SUBSCRIPTION_SAVE_FAILED',
  'CHECKOUT_PAYMENT_REVERSED',
  'CHECKOUT_ALREADY_SUBSCRIBED',
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

/** pt-BR text of each checkout error code (spec 001 §8). */
export const CHECKOUT_ERROR_MESSAGES: Record<CheckoutErrorCode, string> = {
  CHECKOUT_SESSION_MISSING: MSG.checkout.missingSessionId,
  CHECKOUT_NOT_COMPLETE: MSG.checkout.paymentNotFinished,
  CHECKOUT_NOT_PAID: MSG.checkout.notConfirmed,
  CHECKOUT_MODE_MISMATCH: MSG.checkout.modeMismatch,
  CHECKOUT_OTHER_FAMILY: MSG.checkout.otherFamily,
  CHECKOUT_EMAIL_MISMATCH: MSG.checkout.emailMismatch,
  CHECKOUT_VERIFY_FAILED: MSG.checkout.generic,
  SUBSCRIPTION_SAVE_FAILED: MSG.checkout.saveFailed,
  CHECKOUT_PAYMENT_REVERSED: MSG.checkout.paymentReversed,
  CHECKOUT_ALREADY_SUBSCRIBED: MSG.checkout.alreadySubscribed,
};

/**
 * `GET /api/billing/checkout-sessions/{id}?mode=` (parent only): the verification step of the
 * success page. Read only. 200 only when every rule of spec 001 §5 holds (complete; paid or no
 * payment required; mode matches; the family's own session; same e-mail); otherwise a 4xx/502
 * whose `code` is one of `CHECKOUT_ERROR_CODES`.
 */
export const CheckoutVerificationSchema = z.object({
  sessionId: z.string(),
  status: z.literal('complete'),
  paymentStatus: z.enum(['paid', 'no_payment_required']),
  mode: CheckoutModeSchema,
  verified: z.literal(true),
});
export type CheckoutVerification = z.infer<typeof CheckoutVerificationSchema>;

/**
 * The family's subscription as the billing tab shows it. Written only from the provider's
 * objects (a verified checkout session or a signed webhook), never from the browser.
 * `premiumAccess` is the BFF's decision (spec 001 §4 gate, plus the past-due grace of ADR 033).
 * `accessUntil`: when access ends if nothing changes (period end of a cancelled subscription,
 * end of the past-due grace), else null.
 */
export const BillingStatusSchema = z.object({
  status: SubscriptionStatusSchema,
  mode: SubscriptionModeSchema.nullable(),
  intervalCount: z.number().int().positive().nullable(),
  activatedAt: TimestampSchema.nullable(),
  premiumAccess: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: TimestampSchema.nullable(),
  accessUntil: TimestampSchema.nullable(),
  /** Name of the plan bought (the price's nickname or product), when known. */
  planName: z.string().nullable(),
});
export type BillingStatus = z.infer<typeof BillingStatusSchema>;

/**
 * `POST /api/billing/checkout-sessions/{id}/activation?mode=` (parent only): the saving step of
 * the success page. Verifies again (the BFF never trusts that the browser verified) and stores
 * the state from the provider's objects; idempotent. Answer: the family's billing status.
 * `GET /api/billing/subscription` (parent only) answers the same shape.
 */
export const ActivationResponseSchema = BillingStatusSchema;

/** `POST /api/billing/portal` (parent only): optional path of this portal to come back to. */
export const BillingPortalInputSchema = z.object({
  returnPath: z
    .string()
    .max(2048, MSG.text.addressTooLong)
    .regex(/^\/(?!\/)[^\s\\]*$/, MSG.billing.invalidReturnPath)
    .optional(),
});
export type BillingPortalInput = z.infer<typeof BillingPortalInputSchema>;

/** Response of the billing portal call: the provider's portal page. */
export const BillingPortalResponseSchema = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof BillingPortalResponseSchema>;

/** Path parameter of the checkout-session routes. */
export const CheckoutSessionParamsSchema = z.object({ id: ProviderIdParamSchema });

/** Code of the 402 that gated APIs answer a family without premium access. */
export const SUBSCRIPTION_REQUIRED_CODE = 'SUBSCRIPTION_REQUIRED';
