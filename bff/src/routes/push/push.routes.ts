import { z } from '@hono/zod-openapi';
import {
  PushConfigSchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeInputSchema,
} from '@portal/contracts';
import {
  deletePushSubscription,
  getPushConfig,
  putPushSubscription,
} from '@portal/contracts/endpoints/push';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';

/** `GET /api/push/config`. */
export const getPushConfigRoute = defineRoute(getPushConfig, {
  access: 'parentOrChild',
  tags: ['push'],
  summary: 'Chave para notificações push',
  description:
    'The VAPID public key a browser subscribes with (`applicationServerKey`); null when this server sends no push.',
  responses: {
    200: { description: 'The key.', content: { 'application/json': { schema: PushConfigSchema } } },
  },
});

/** `PUT /api/push/subscription`. */
export const putPushSubscriptionRoute = defineRoute(putPushSubscription, {
  access: 'parentOrChild',
  tags: ['push'],
  summary: 'Receber notificações neste aparelho',
  description:
    "Stores this device's `PushSubscription` for the caller: the parent's notifications, or the child's own, arrive by Web Push (encrypted, RFC 8291). One per endpoint: a device another account of it used moves to the caller. It ends with the session (sign-out) and when the push service says it is gone. 409 `PUSH_DISABLED` when the server sends no push; 400 for an endpoint it may not call (production: https on a host name).",
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: PushSubscriptionInputSchema } },
    },
  },
  responses: {
    200: {
      description: 'Subscribed.',
      content: { 'application/json': { schema: z.object({ subscribed: z.literal(true) }) } },
    },
    400: errorJson('Not a subscription, or an endpoint the server may not call.'),
    409: errorJson("Push is off on this server ('Notificações push não estão disponíveis.')."),
  },
});

/** `DELETE /api/push/subscription`. */
export const deletePushSubscriptionRoute = defineRoute(deletePushSubscription, {
  access: 'parentOrChild',
  tags: ['push'],
  summary: 'Parar as notificações neste aparelho',
  description:
    "Forgets this device's subscription (only the caller's own; also when there is none).",
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: PushUnsubscribeInputSchema } },
    },
  },
  responses: {
    200: {
      description: 'Unsubscribed.',
      content: { 'application/json': { schema: z.object({ subscribed: z.literal(false) }) } },
    },
  },
});
