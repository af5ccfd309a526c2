import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Agent } from 'node:https';
import path from 'node:path';
import webpush, { WebPushError } from 'web-push';
import type { Env } from '../../env';
import type { Logger } from '../logger';

/** A device to push to, as its browser's `PushSubscription` gave it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a push message carries: what the service worker shows, and the screen a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A portal path, e.g. `/child/tasks`. */
  url: string;
  /** Replaces an earlier message with the same tag on the device. */
  tag: string;
}

/** Sends the BFF's Web Push messages (RFC 8030), encrypted to each device (RFC 8291). */
export interface Push {
  /** The VAPID public key the browser subscribes with (`applicationServerKey`). */
  readonly publicKey: string;
  /**
   * Sends one message; 'gone' when the push service says the subscription no longer exists
   * (404, 410: forget it). Rejects on any other refusal (retried later).
   */
  send(target: PushTarget, message: PushMessage): Promise<'sent' | 'gone'>;
}

/** A VAPID key pair (base64url). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Who the push services contact about this server when none is configured. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:nao-responda@mesadinha.app';

/** Seconds a push service keeps a message for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or outside production a pair generated
 * once and kept in `DATA_DIR/vapid-keys.json` (so subscriptions survive restarts), or null in
 * production without keys (no push; `loadEnv` refuses a VAPID_SUBJECT without keys).
 */
export async function vapidKeysFor(
  env: Pick<Env, 'NODE_ENV' | 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>,
  logger: Logger,
): Promise<VapidKeys | null> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  if (env.NODE_ENV === 'production') return null;
  const file = path.join(env.DATA_DIR, 'vapid-keys.json');
  try {
    const kept = JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
    if (kept.publicKey && kept.privateKey) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  await mkdir(env.DATA_DIR, { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  logger.warn({ file }, 'VAPID keys are not set: generated a development pair for Web Push');
  return keys;
}

/**
 * The push sender for a key pair. `agent`: the HTTPS agent push services are called through
 * (tests pass one that trusts their local service's certificate).
 */
export function createPush(
  keys: VapidKeys,
  subject: string = DEFAULT_VAPID_SUBJECT,
  agent?: Agent,
): Push {
  const vapidDetails = { subject, ...keys };
  return {
    publicKey: keys.publicKey,
    async send(target, message) {
      try {
        await webpush.sendNotification(target, JSON.stringify(message), {
          vapidDetails,
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          ...(agent ? { agent } : {}),
        });
        return 'sent';
      } catch (error) {
        if (
          error instanceof WebPushError &&
          (error.statusCode === 404 || error.statusCode === 410)
        ) {
          return 'gone';
        }
        throw error;
      }
    },
  };
}
