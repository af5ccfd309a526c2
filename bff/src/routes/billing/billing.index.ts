import { createRouter } from '../../lib/create-router';
import {
  getSubscription,
  getPrices,
  getCheckoutVerification,
  postActivation,
  postCheckoutSession,
  postPortal,
  postWebhook,
} from './billing.handlers';
import {
  activateCheckoutSessionRoute,
  createCheckoutSessionRoute,
  createPortalSessionRoute,
  getSubscriptionRoute,
  listPricesRoute,
  verifyCheckoutSessionRoute,
  webhookRoute,
} from './billing.routes';

/** Billing (issue 13): plans, checkout, verification, activation, status, portal, webhook. */
export const billingRouter = createRouter()
  .openapi(listPricesRoute, getPrices)
  .openapi(createCheckoutSessionRoute, postCheckoutSession)
  .openapi(verifyCheckoutSessionRoute, getCheckoutVerification)
  .openapi(activateCheckoutSessionRoute, postActivation)
  .openapi(getSubscriptionRoute, getSubscription)
  .openapi(createPortalSessionRoute, postPortal)
  .openapi(webhookRoute, postWebhook);
