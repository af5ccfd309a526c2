import { z } from 'zod';

/** The longest push endpoint accepted (push services use a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 1000;

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/);

/**
 * `PUT /api/push/subscription`: the browser's `PushSubscription.toJSON()` (endpoint and keys),
 * for the signed-in user on this device (issue 39). Unknown keys are ignored.
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(PUSH_ENDPOINT_MAX),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** `DELETE /api/push/subscription`: forget this device's subscription. */
export const PushUnsubscribeInputSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
});
export type PushUnsubscribeInput = z.infer<typeof PushUnsubscribeInputSchema>;

/** `GET /api/push/config`: the VAPID public key to subscribe with; null when push is off. */
export const PushConfigSchema = z.object({ publicKey: z.string().nullable() });
export type PushConfig = z.infer<typeof PushConfigSchema>;

/** What the BFF pushes (the service worker shows it; a tap opens `url`, a portal path). */
export const PushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushMessage = z.infer<typeof PushMessageSchema>;
