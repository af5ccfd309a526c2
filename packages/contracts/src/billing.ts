import { z } from 'zod';
import { optionalText, requiredText, type TextLimits } from './fields';
import { MSG } from './messages';

/** Limits of a payment-provider id (Stripe ids have well under 255 characters). */
const PROVIDER_ID_LIMITS: TextLimits = { max: 255, tooLong: MSG.text.idInvalid };
/** A return address: an absolute URL of at most 2048 characters. */
const returnUrl = () => z.url().max(2048, MSG.text.addressTooLong).optional();

/** `POST /api/billing/checkout-sessions` (spec 001 §7 "Billing API"). */
export const CreateCheckoutSessionInputSchema = z.object({
  priceId: requiredText(MSG.billing.priceIdRequired, PROVIDER_ID_LIMITS),
  mode: z.enum(['subscription', 'payment']).default('subscription'),
  quantity: z
    .number({ error: MSG.text.numberOutOfRange })
    .int(MSG.text.numberOutOfRange)
    .min(1, MSG.text.numberOutOfRange)
    .max(100, MSG.text.numberOutOfRange)
    .default(1),
  successUrl: returnUrl(),
  cancelUrl: returnUrl(),
  planInterval: z.enum(['day', 'week', 'month', 'year']).optional(),
  planIntervalCount: z
    .number({ error: MSG.text.numberOutOfRange })
    .int(MSG.text.numberOutOfRange)
    .min(1, MSG.text.numberOutOfRange)
    .max(36, MSG.text.numberOutOfRange)
    .optional(),
  priceNickname: optionalText({ max: 500, tooLong: MSG.text.textTooLong }),
});
export type CreateCheckoutSessionInput = z.infer<typeof CreateCheckoutSessionInputSchema>;

/** Response: where to send the browser. */
export const CheckoutSessionCreatedSchema = z.object({
  sessionId: z.string(),
  url: z.string().nullable(),
});
export type CheckoutSessionCreated = z.infer<typeof CheckoutSessionCreatedSchema>;

/** `POST /api/billing/checkout-sessions/verify`: the session id from the success URL. */
export const VerifyCheckoutInputSchema = z.object({
  sessionId: requiredText(MSG.billing.sessionIdRequired, PROVIDER_ID_LIMITS),
});
export type VerifyCheckoutInput = z.infer<typeof VerifyCheckoutInputSchema>;

/** `POST /api/billing/portal`: optional page to come back to. */
export const BillingPortalInputSchema = z.object({ returnUrl: returnUrl() });
export type BillingPortalInput = z.infer<typeof BillingPortalInputSchema>;

/** Response of the billing portal call. */
export const BillingPortalResponseSchema = z.object({ url: z.string() });
export type BillingPortalResponse = z.infer<typeof BillingPortalResponseSchema>;

/** A plan read from the payment provider; `unitAmount` in minor units (centavos). */
export const PlanSchema = z.object({
  id: z.string(),
  nickname: z.string().nullable(),
  currency: z.string(),
  unitAmount: z.number().int().nullable(),
  interval: z.enum(['day', 'week', 'month', 'year']).nullable(),
  intervalCount: z.number().int().positive().nullable(),
  productName: z.string().nullable(),
  description: z.string().nullable(),
  trialPeriodDays: z.number().int().nonnegative().nullable(),
  metadata: z.record(z.string(), z.string()),
});
export type Plan = z.infer<typeof PlanSchema>;

/** `GET /api/billing/prices`. */
export const PlanListResponseSchema = z.object({ plans: z.array(PlanSchema) });
export type PlanListResponse = z.infer<typeof PlanListResponseSchema>;
