import {
  ActivationResponseSchema,
  BillingPortalInputSchema,
  BillingPortalResponseSchema,
  BillingStatusSchema,
  CheckoutSessionCreatedSchema,
  CheckoutSessionParamsSchema,
  CheckoutVerificationSchema,
  CheckoutVerifyQuerySchema,
  CreateCheckoutSessionInputSchema,
  PlanListResponseSchema,
} from '@portal/contracts';
import { z } from 'zod';
import {
  activateCheckoutSession,
  createCheckoutSession,
  getBillingStatus,
  getPlans,
  openBillingPortal,
  receiveBillingWebhook,
  verifyCheckoutSession,
} from '@portal/contracts/endpoints/billing';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';

/** The checkout-session id of the path; the description names it for the access audit. */
const SessionParams = CheckoutSessionParamsSchema.extend({
  id: CheckoutSessionParamsSchema.shape.id.describe('stripe.checkout_session.id'),
});

const providerDown = errorJson(
  'The payment provider failed or could not be reached (`PROVIDER_UNAVAILABLE`, MSG.billing.providerUnavailable).',
);

/** `GET /api/billing/prices`. */
export const listPricesRoute = defineRoute(getPlans, {
  access: 'parent',
  tags: ['billing'],
  summary: 'Planos disponíveis',
  description:
    "The provider's active prices whose lookup key is one of `STRIPE_PRICE_LOOKUP_KEYS`, cheapest first, each with its mode (`subscription` when it recurs, else `payment`). Parent only; open to families without premium access.",
  responses: {
    200: {
      description: 'The plans.',
      content: { 'application/json': { schema: PlanListResponseSchema } },
    },
    502: providerDown,
  },
});

/** `POST /api/billing/checkout-sessions`. */
export const createCheckoutSessionRoute = defineRoute(createCheckoutSession, {
  access: 'parent',
  tags: ['billing'],
  summary: 'Iniciar o checkout de um plano',
  description:
    "Opens a hosted checkout of the provider for the caller's family (never a family named in the body): the price must be one of ours; mode from the price; quantity 1; the family's customer (created once, under a lock of the family row); metadata `familyId`/`familyName` and `client_reference_id` = family id; success URL `/assinatura/sucesso?mode=…&interval=…&intervalCount=…&priceName=…&session_id={CHECKOUT_SESSION_ID}`; cancel URL = PUBLIC_APP_URL + `cancelPath` (default `/parent/settings?tab=billing`). Rate-limited per account (429). The browser goes to `url`.",
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: CreateCheckoutSessionInputSchema } },
    },
  },
  responses: {
    200: {
      description: 'The checkout session to send the browser to.',
      content: { 'application/json': { schema: CheckoutSessionCreatedSchema } },
    },
    400: errorJson(
      'Invalid input, or a price that is not one of ours (`UNKNOWN_PRICE`, MSG.billing.unknownPrice).',
    ),
    409: errorJson(
      'The family already has premium access, or a checkout of the family was paid meanwhile (`ALREADY_SUBSCRIBED`, MSG.billing.alreadySubscribed): manage the plan in the portal instead.',
    ),
    429: errorJson('Too many checkouts from this account (`RATE_LIMITED`).'),
    502: providerDown,
  },
});

const verificationErrors = {
  400: errorJson('No session id (`CHECKOUT_SESSION_MISSING`).'),
  403: errorJson(
    "Signed in but not a parent (`FORBIDDEN`), another family's session (`CHECKOUT_OTHER_FAMILY`), or a checkout e-mail other than the parent's (`CHECKOUT_EMAIL_MISMATCH`).",
  ),
  404: errorJson(
    'The provider does not know the session (`CHECKOUT_VERIFY_FAILED`, generic text).',
  ),
  409: errorJson(
    'The session is not complete (`CHECKOUT_NOT_COMPLETE`), not paid (`CHECKOUT_NOT_PAID`; also a boleto or Pix still in flight), of the other mode (`CHECKOUT_MODE_MISMATCH`), its one-time payment refunded in full or lost in a dispute (`CHECKOUT_PAYMENT_REVERSED`), or (activation only) a second plan while the family has a live one, which is cancelled and refunded (`CHECKOUT_ALREADY_SUBSCRIBED`).',
  ),
  429: errorJson('Too many verifications from this account (`RATE_LIMITED`).'),
  502: errorJson('The provider failed (`CHECKOUT_VERIFY_FAILED`).'),
};

/** `GET /api/billing/checkout-sessions/{id}?mode=`. */
export const verifyCheckoutSessionRoute = defineRoute(verifyCheckoutSession, {
  access: 'parent',
  tags: ['billing'],
  summary: 'Verificar uma sessão de checkout',
  description:
    "Verification step of the success page (spec 001 §5), read only: the caller's family's own session (metadata `familyId`/`family_id`/`family-id` or `client_reference_id`) paid by the family's own customer, status complete, payment status paid or no_payment_required, the mode of the success URL, the same e-mail as the parent (case-insensitive) when both are known, and a one-time payment that still stands (not refunded in full, no lost dispute; ADR 056). Every refusal carries one of `CHECKOUT_ERROR_CODES` with its text.",
  request: { params: SessionParams, query: CheckoutVerifyQuerySchema },
  responses: {
    200: {
      description: 'The session is verified.',
      content: { 'application/json': { schema: CheckoutVerificationSchema } },
    },
    ...verificationErrors,
  },
});

/** `POST /api/billing/checkout-sessions/{id}/activation?mode=`. */
export const activateCheckoutSessionRoute = defineRoute(activateCheckoutSession, {
  access: 'parent',
  tags: ['billing'],
  summary: 'Registrar a assinatura de uma sessão verificada',
  description:
    'Saving step of the success page: verifies again with the same rules, then stores on the family what the provider says now (subscription retrieved: status, interval count, period end; a one-time payment retrieved with its charge and disputes: active, or canceled when refunded in full or lost in a dispute), the ids and the activation date, under a lock of the family row and only if not older than the stored state (ADRs 033, 056). A plan never replaces another live one: a second plan is cancelled and refunded and answered 409 `CHECKOUT_ALREADY_SUBSCRIBED`; a new plan that replaces a lapsed subscription cancels it. Idempotent. Announces `family.changed`. A database failure is 500 `SUBSCRIPTION_SAVE_FAILED`.',
  request: { params: SessionParams, query: CheckoutVerifyQuerySchema },
  responses: {
    200: {
      description: "The family's billing status after the activation.",
      content: { 'application/json': { schema: ActivationResponseSchema } },
    },
    ...verificationErrors,
    500: errorJson('The state could not be stored (`SUBSCRIPTION_SAVE_FAILED`).'),
  },
});

/** `GET /api/billing/subscription`. */
export const getSubscriptionRoute = defineRoute(getBillingStatus, {
  access: 'parent',
  tags: ['billing'],
  summary: 'Assinatura da família',
  description:
    "The family's stored subscription state with the BFF's premium decision (ADR 033: active; trialing unless one_time; past_due within 3 days of the failed renewal) and when access ends if nothing changes (`accessUntil`).",
  responses: {
    200: {
      description: 'The billing status.',
      content: { 'application/json': { schema: BillingStatusSchema } },
    },
    404: errorJson("The parent's family does not exist yet."),
  },
});

/** `POST /api/billing/portal`. */
export const createPortalSessionRoute = defineRoute(openBillingPortal, {
  access: 'parent',
  tags: ['billing'],
  summary: 'Abrir o portal de cobrança',
  description:
    "The provider's billing portal for the caller's family's customer (created if none); 'Voltar' returns to PUBLIC_APP_URL + `returnPath` (default `/parent/settings?tab=billing`). Rate-limited per account (429).",
  request: {
    body: {
      required: false,
      content: { 'application/json': { schema: BillingPortalInputSchema } },
    },
  },
  responses: {
    200: {
      description: 'Where to send the browser.',
      content: { 'application/json': { schema: BillingPortalResponseSchema } },
    },
    400: errorJson('Invalid input (a return path that is not a path of this portal).'),
    429: errorJson('Too many portal sessions from this account (`RATE_LIMITED`).'),
    502: providerDown,
  },
});

/** `POST /api/billing/webhook`. */
export const webhookRoute = defineRoute(receiveBillingWebhook, {
  access: 'public',
  tags: ['billing'],
  summary: 'Webhook do provedor de pagamentos',
  description:
    'Called by the provider, server to server. The RAW body (a Stripe event, at most 256 KiB) is checked against the `Stripe-Signature` header with `STRIPE_WEBHOOK_SECRET` and a 300 s tolerance; missing, wrong or too old: 400 `INVALID_SIGNATURE` and nothing changes. Each event id is recorded once (`stripe_events`): a redelivery of a processed event answers 200 and changes nothing. An event only names an object: the BFF reads it again from the provider (ADRs 033, 056). `checkout.session.completed`, `checkout.session.async_payment_succeeded/failed` retrieve the session and its subscription or payment; `customer.subscription.created/updated/deleted`, `invoice.paid` and `invoice.payment_failed` retrieve the subscription; `charge.refunded`, `charge.refund.updated` and `charge.dispute.*` retrieve the one-time payment with its charge and disputes (a full refund or a lost dispute ends its premium). Each is applied under a lock of the family row unless an equal or newer read is stored; a second live plan of the family is cancelled and refunded. Events of unknown customers are recorded and ignored (200). A failure while applying (provider down) is a 5xx and the event stays unprocessed, so the provider retries it.',
  responses: {
    200: {
      description: 'Received (applied now, or already before).',
      content: {
        'application/json': {
          schema: z.object({ received: z.literal(true), duplicate: z.boolean() }),
        },
      },
    },
    400: errorJson('Missing or invalid signature (`INVALID_SIGNATURE`).'),
    503: errorJson('The event could not be applied now (`WEBHOOK_FAILED`); the provider retries.'),
  },
});
