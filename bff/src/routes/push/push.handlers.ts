import type { RouteHandler } from '@hono/zod-openapi';
import { MSG } from '@portal/contracts';
import { currentActor, familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { ApiError } from '../../lib/errors';
import type {
  deletePushSubscriptionRoute,
  getPushConfigRoute,
  putPushSubscriptionRoute,
} from './push.routes';
import { isAllowedPushEndpoint, subscribe, unsubscribe } from './push.service';

/** GET /api/push/config */
export const getConfig: RouteHandler<typeof getPushConfigRoute, AppBindings> = async (c) => {
  return c.json({ publicKey: c.var.push?.publicKey ?? null }, 200);
};

/** PUT /api/push/subscription */
export const putSubscription: RouteHandler<typeof putPushSubscriptionRoute, AppBindings> = async (
  c,
) => {
  familyScope(c);
  if (!c.var.push) throw new ApiError(409, 'PUSH_DISABLED', MSG.push.disabled);
  const input = c.req.valid('json');
  if (!isAllowedPushEndpoint(input.endpoint, c.var.env.NODE_ENV === 'production')) {
    throw new ApiError(400, 'PUSH_ENDPOINT_REFUSED', MSG.push.endpointRefused);
  }
  await subscribe(c.var.db.db, currentActor(c), input);
  return c.json({ subscribed: true as const }, 200);
};

/** DELETE /api/push/subscription */
export const deleteSubscription: RouteHandler<
  typeof deletePushSubscriptionRoute,
  AppBindings
> = async (c) => {
  await unsubscribe(c.var.db.db, currentActor(c), c.req.valid('json').endpoint);
  return c.json({ subscribed: false as const }, 200);
};
