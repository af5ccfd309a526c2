import type { z } from 'zod';
import type {
  PushConfigSchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeInputSchema,
} from '../push';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/push/config`: the VAPID public key (null: push is off on this server). */
export const getPushConfig = /* @__PURE__ */ endpoint<NoParts, z.output<typeof PushConfigSchema>>()(
  'GET',
  '/push/config',
  'getPushConfig',
);

/** `PUT /api/push/subscription`: this device receives the caller's notifications by push. */
export const putPushSubscription = /* @__PURE__ */ endpoint<
  { body: z.input<typeof PushSubscriptionInputSchema> },
  { subscribed: true }
>()('PUT', '/push/subscription', 'putPushSubscription');

/** `DELETE /api/push/subscription`: this device stops receiving them. */
export const deletePushSubscription = /* @__PURE__ */ endpoint<
  { body: z.input<typeof PushUnsubscribeInputSchema> },
  { subscribed: false }
>()('DELETE', '/push/subscription', 'deletePushSubscription');
