import type { PushSubscriptionInput } from '@portal/contracts/push';

/*
 * This device's Web Push subscription (issue 39 item 6, ADR 067): the browser's side of it. The
 * permission is asked only when the person taps 'Ativar avisos'; the subscription belongs to the
 * portal's service worker, and the shell's worker ends it at sign-out.
 */

/**
 * What the device can do: `unsupported` (no service worker, no Push API, or push off on the
 * server), `blocked` (the person refused notifications in the browser), `off`, `on`.
 */
export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** The browser APIs used, so tests can give a fake one. */
export interface PushBrowser {
  registration(): Promise<ServiceWorkerRegistration | null>;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
}

/** The real browser's, or null where it has no service workers, Push API or notifications. */
export function browserPush(): PushBrowser | null {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof window === 'undefined' ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return null;
  }
  return {
    registration: async () => (await navigator.serviceWorker.getRegistration('/')) ?? null,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
  };
}

/** A base64url VAPID key as the bytes `pushManager.subscribe` wants. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** What the BFF stores of a subscription (`PushSubscription.toJSON()`), or null if incomplete. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput | null {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  return json.endpoint && p256dh && auth
    ? { endpoint: json.endpoint, keys: { p256dh, auth } }
    : null;
}

/** This device's subscription made with `publicKey`, or null (none, or one of an older key). */
export async function currentSubscription(
  browser: PushBrowser,
  publicKey: string,
): Promise<PushSubscription | null> {
  if (browser.permission() !== 'granted') return null;
  const registration = await browser.registration();
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  return subscription && sameKey(subscription, vapidKeyBytes(publicKey)) ? subscription : null;
}

/**
 * Asks the permission (the caller runs this from a tap) and subscribes with `publicKey`,
 * replacing a subscription of another key. Resolves the state reached: `blocked` when refused,
 * `off` when the prompt was dismissed, otherwise the subscription.
 */
export async function subscribeDevice(
  browser: PushBrowser,
  publicKey: string,
): Promise<PushSubscription | 'blocked' | 'off'> {
  const permission =
    browser.permission() === 'granted' ? 'granted' : await browser.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await browser.registration();
  if (!registration) throw new Error('No service worker to subscribe with');
  const key = vapidKeyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
