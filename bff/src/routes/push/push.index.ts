import { createRouter } from '../../lib/create-router';
import { deleteSubscription, getConfig, putSubscription } from './push.handlers';
import {
  deletePushSubscriptionRoute,
  getPushConfigRoute,
  putPushSubscriptionRoute,
} from './push.routes';

/** Web Push on a device: the key to subscribe with, subscribe, unsubscribe (issue 39). */
export const pushRouter = createRouter()
  .openapi(getPushConfigRoute, getConfig)
  .openapi(putPushSubscriptionRoute, putSubscription)
  .openapi(deletePushSubscriptionRoute, deleteSubscription);
