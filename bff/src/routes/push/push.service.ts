import { isIP } from 'node:net';
import type { PushSubscriptionInput } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/**
 * Whether the BFF may POST to `endpoint`: in production an https address on a host name (push
 * services are), never an IP literal or `localhost`, so a subscription cannot aim the server at
 * its own network; elsewhere also http on this machine (tests run a local push service).
 */
export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  if (!production && local) return url.protocol === 'http:' || url.protocol === 'https:';
  return url.protocol === 'https:' && isIP(host) === 0 && !local && host.includes('.');
}

/**
 * This device (its endpoint) now receives `actor`'s notifications: a parent's, or the child's
 * own. An endpoint another account used on this device moves to this one (one per device).
 */
export async function subscribe(db: Db, actor: Actor, input: PushSubscriptionInput): Promise<void> {
  const row = {
    endpoint: input.endpoint,
    userId: actor.userId,
    sessionId: actor.sessionId,
    familyId: actor.familyId!,
    childId: actor.role === 'child' ? actor.childId : null,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...row, createdAt: sql`now()` },
    });
}

/** Forgets this device's subscription, if it is the caller's. */
export async function unsubscribe(db: Db, actor: Actor, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.userId)),
    );
}
