import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { childDevices, children, rateLimit } from '../db/schema';
import { notifyEvent } from './events/event-hub';

/**
 * Limits on guessing a child's PIN (a 6-digit PIN has only a million values), ADR 014:
 *
 * - per child account, for untrusted clients (no device cookie of this child): the first
 *   {@link PIN_LOCKOUT.freeFailures} consecutive misses are free; the 5th locks untrusted
 *   sign-ins for 1 minute, and every further miss locks them again for longer (5, 15, then 60
 *   minutes) until a correct PIN or the parent ends the lock. This keeps any 60-minute window at
 *   no more than 8 failures, whatever the client address (at most 10 per hour is required; the
 *   property is tested in pin-lockout.test.ts). When a lock starts the parents get a
 *   `child.pin-locked` event;
 * - per device cookie (a device where the child signed in before, auth/child-device.ts): the
 *   same schedule on the device's own counter, so wrong PINs from elsewhere never lock the child
 *   out of its own devices, and a stolen device is limited as well;
 * - per unknown username: the same schedule on a counter in `rate_limit`, so an unknown
 *   username answers exactly like an existing one, locks included (no enumeration);
 * - per client address: at most {@link PIN_LOCKOUT.clientMaxFailures} failed sign-ins in a
 *   {@link PIN_LOCKOUT.clientWindowSeconds} window, whatever the usernames, so one client
 *   cannot spray guesses across many accounts (IPv6 clients are counted per /64 network). The
 *   address is the TCP peer (X-Forwarded-For only behind a trusted proxy, see
 *   auth/client-ip.ts).
 *
 * Every counter lives in PostgreSQL, so every BFF instance shares them.
 */
export const PIN_LOCKOUT = {
  freeFailures: 4,
  /** Lock lengths after the 5th, 6th, 7th and every later consecutive miss. */
  backoffMinutes: [1, 5, 15, 60],
  clientWindowSeconds: 10 * 60,
  clientMaxFailures: 20,
} as const;

/**
 * How long the account stays locked after its `consecutiveFailures`-th miss in a row, in
 * milliseconds; 0 while misses are still free.
 */
export function lockMillisAfterFailure(consecutiveFailures: number): number {
  const step = consecutiveFailures - PIN_LOCKOUT.freeFailures - 1;
  if (step < 0) return 0;
  const minutes =
    PIN_LOCKOUT.backoffMinutes[Math.min(step, PIN_LOCKOUT.backoffMinutes.length - 1)]!;
  return minutes * 60_000;
}

/** Whole seconds until `until` (at least 1, so a client never retries at once). */
export function secondsUntil(until: Date | number, now: Date): number {
  const at = typeof until === 'number' ? until : until.getTime();
  return Math.max(1, Math.ceil((at - now.getTime()) / 1000));
}

/** Outcome of one PIN check on a child account. */
export type PinAttempt<T> =
  | { outcome: 'ok'; child: T }
  | { outcome: 'wrong' }
  | { outcome: 'locked'; retryAfterSeconds: number };

type ChildRow = typeof children.$inferSelect;

/** The counter update after one more miss: the new count and the lock it brings, if any. */
function afterMiss(failedCount: number, now: Date): { failures: number; lockedUntil: Date | null } {
  const failures = failedCount + 1;
  const lockMillis = lockMillisAfterFailure(failures);
  return { failures, lockedUntil: lockMillis > 0 ? new Date(now.getTime() + lockMillis) : null };
}

/**
 * Checks a PIN from an untrusted client (no device cookie of this child) under the account's
 * lockout, in its own transaction that commits whatever the outcome (a miss must be counted
 * even though the sign-in fails). The child row is locked FOR UPDATE, so concurrent guesses
 * queue up behind each other and each one sees the count the previous one left: the limit
 * cannot be overrun in parallel. While the account is locked the PIN is not even checked.
 * A miss that starts a lock tells the family's parents (`child.pin-locked`, after commit).
 *
 * `verify` compares the PIN with the stored hash; it is only called with a real hash.
 */
export function attemptChildPin(
  db: Db,
  childId: string,
  verify: (pinHash: string) => Promise<boolean>,
  now: Date = new Date(),
): Promise<PinAttempt<ChildRow>> {
  return db.transaction(async (tx) => {
    const [child] = await tx.select().from(children).where(eq(children.id, childId)).for('update');
    if (!child || !child.active || !child.pinHash) return { outcome: 'wrong' } as const;
    if (child.pinLockedUntil && child.pinLockedUntil > now) {
      return { outcome: 'locked', retryAfterSeconds: secondsUntil(child.pinLockedUntil, now) };
    }
    if (await verify(child.pinHash)) {
      const [fresh] = await tx
        .update(children)
        .set({ pinFailedCount: 0, pinLockedUntil: null })
        .where(eq(children.id, childId))
        .returning();
      return { outcome: 'ok', child: fresh! };
    }
    const { failures, lockedUntil } = afterMiss(child.pinFailedCount, now);
    await tx
      .update(children)
      .set({ pinFailedCount: failures, pinLockedUntil: lockedUntil })
      .where(eq(children.id, childId));
    if (lockedUntil) {
      await notifyEvent(tx, {
        type: 'child.pin-locked',
        familyId: child.familyId,
        childId,
        lockedUntil: lockedUntil.toISOString(),
      });
    }
    return { outcome: 'wrong' } as const;
  });
}

/**
 * Checks a PIN sent with a valid device cookie of this child, under that device's own counter
 * (same schedule as the account's), in one transaction with the device row locked FOR UPDATE.
 * The account-wide lock of untrusted clients does not apply, and a success here does not reset
 * it (the attack on the account may still be going on). `deviceId` unknown (a device row that
 * was pruned, or a cookie of another database): `untrusted`, the caller takes the untrusted
 * path.
 */
export function attemptDevicePin(
  db: Db,
  childId: string,
  deviceId: string,
  verify: (pinHash: string) => Promise<boolean>,
  now: Date = new Date(),
): Promise<PinAttempt<ChildRow> | { outcome: 'untrusted' }> {
  return db.transaction(async (tx) => {
    const [device] = await tx
      .select()
      .from(childDevices)
      .where(and(eq(childDevices.id, deviceId), eq(childDevices.childId, childId)))
      .for('update');
    if (!device) return { outcome: 'untrusted' } as const;
    const [child] = await tx.select().from(children).where(eq(children.id, childId));
    if (!child || !child.active || !child.pinHash) return { outcome: 'wrong' } as const;
    if (device.pinLockedUntil && device.pinLockedUntil > now) {
      return { outcome: 'locked', retryAfterSeconds: secondsUntil(device.pinLockedUntil, now) };
    }
    if (await verify(child.pinHash)) {
      await tx
        .update(childDevices)
        .set({ pinFailedCount: 0, pinLockedUntil: null, lastSignInAt: now })
        .where(eq(childDevices.id, deviceId));
      return { outcome: 'ok', child };
    }
    const { failures, lockedUntil } = afterMiss(device.pinFailedCount, now);
    await tx
      .update(childDevices)
      .set({ pinFailedCount: failures, pinLockedUntil: lockedUntil })
      .where(eq(childDevices.id, deviceId));
    return { outcome: 'wrong' } as const;
  });
}

/** Devices remembered per child; signing in on one more forgets the least recently used. */
export const MAX_DEVICES_PER_CHILD = 20;

/**
 * Remembers the device of a successful sign-in (`deviceId` = deviceKey of the cookie's nonce)
 * and forgets the child's least recently used devices beyond {@link MAX_DEVICES_PER_CHILD}.
 */
export async function rememberChildDevice(
  db: Db,
  childId: string,
  deviceId: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insert(childDevices)
    .values({ id: deviceId, childId, createdAt: now, lastSignInAt: now })
    .onConflictDoNothing();
  const keep = db
    .select({ id: childDevices.id })
    .from(childDevices)
    .where(eq(childDevices.childId, childId))
    .orderBy(desc(childDevices.lastSignInAt), desc(childDevices.createdAt))
    .limit(MAX_DEVICES_PER_CHILD);
  await db
    .delete(childDevices)
    .where(and(eq(childDevices.childId, childId), notInArray(childDevices.id, keep)));
}

/**
 * Key prefix, in `rate_limit`, of the counters of usernames no active child has. Unlike the
 * fixed windows beside them these rows are consecutive misses, kept like a child's own counter,
 * which never decays: expiring them alone would tell an unknown username from a real one
 * (issue 9), so the housekeeping job leaves them.
 */
export const UNKNOWN_ACCOUNT_PIN_KEY_PREFIX = 'child-pin-unknown|';

/**
 * Checks a PIN for a username no active child has, under a counter of its own kept like an
 * account's (same schedule, in `rate_limit`): so an unknown username answers exactly like an
 * existing one with a wrong PIN, the lock included, and nobody can tell which usernames exist.
 * `verify` runs against a hash no PIN matches (same scrypt cost).
 */
export function attemptUnknownAccountPin(
  db: Db,
  username: string,
  verify: () => Promise<boolean>,
  now: Date = new Date(),
): Promise<PinAttempt<never>> {
  // A digest, not the name: the key has a unique B-tree index, whose entries are limited to
  // about 2.7 kB, and a username of any length must be a miss, never a 500.
  const key = `${UNKNOWN_ACCOUNT_PIN_KEY_PREFIX}${createHash('sha256').update(username).digest('base64url')}`;
  return db.transaction(async (tx) => {
    // Here `count` is the consecutive misses and `last_request` the end of the lock (0: none).
    await tx
      .insert(rateLimit)
      .values({ id: randomUUID(), key, count: 0, lastRequest: 0 })
      .onConflictDoNothing();
    const [row] = await tx.select().from(rateLimit).where(eq(rateLimit.key, key)).for('update');
    if (!row) throw new Error('rate_limit row vanished');
    if (row.lastRequest > now.getTime()) {
      return { outcome: 'locked', retryAfterSeconds: secondsUntil(row.lastRequest, now) };
    }
    await verify();
    const { failures, lockedUntil } = afterMiss(row.count, now);
    await tx
      .update(rateLimit)
      .set({ count: failures, lastRequest: lockedUntil?.getTime() ?? 0 })
      .where(eq(rateLimit.key, key));
    return { outcome: 'wrong' } as const;
  });
}

/**
 * Ends the lock of untrusted sign-ins of a child of `familyId` and clears its count (the
 * parent's "unlock"). Null when the family has no such child.
 */
export async function unlockChildPin(
  db: Db,
  familyId: string,
  childId: string,
): Promise<ChildRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(children)
      .set({ pinFailedCount: 0, pinLockedUntil: null })
      .where(and(eq(children.id, childId), eq(children.familyId, familyId)))
      .returning();
    if (!row) return null;
    await notifyEvent(tx, { type: 'children.changed', familyId });
    return row;
  });
}

/** A client's slot for one sign-in attempt; give it back if the attempt did not fail. */
export interface ClientSlot {
  key: string;
  windowStart: number;
}

/** Result of asking for a client slot. */
export type ClientReservation =
  { allowed: true; slot: ClientSlot } | { allowed: false; retryAfterSeconds: number };

/**
 * The part of an address that identifies one client: an IPv4 address (also when IPv4-mapped,
 * `::ffff:1.2.3.4`) or the /64 network of an IPv6 address, since one home or phone is given
 * a whole /64 and could otherwise pick a fresh address for every guess.
 */
export function clientNetwork(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+/, '') || '0')
    .join(':')}::/64`;
}

/** Key of a client's counter in `rate_limit` (better-auth's keys start with an address). */
function clientKey(clientIp: string | undefined): string {
  return `child-pin|${clientIp ? clientNetwork(clientIp) : 'unknown'}`;
}

/**
 * Counts one sign-in attempt of this client BEFORE its PIN is checked, in a single atomic
 * upsert of the shared `rate_limit` table (a fixed window per client). Counting first means
 * that 50 parallel requests cannot all pass a "fewer than 20 so far" check: each one gets its
 * own number. A successful attempt gives its slot back with {@link releaseClientSlot}.
 */
export async function reserveClientSlot(
  db: Db,
  clientIp: string | undefined,
  now: Date = new Date(),
): Promise<ClientReservation> {
  const key = clientKey(clientIp);
  const nowMs = now.getTime();
  const windowMs = PIN_LOCKOUT.clientWindowSeconds * 1000;
  const expired = sql`${rateLimit.lastRequest} <= ${nowMs - windowMs}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: nowMs })
    .onConflictDoUpdate({
      target: rateLimit.key,
      // Here `last_request` is the start of the client's current window.
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${nowMs} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
  if (!row) throw new Error('rate_limit upsert returned no row');
  if (row.count > PIN_LOCKOUT.clientMaxFailures) {
    return { allowed: false, retryAfterSeconds: secondsUntil(row.windowStart + windowMs, now) };
  }
  return { allowed: true, slot: { key, windowStart: row.windowStart } };
}

/** Gives back a slot whose attempt succeeded or was never made (same window only). */
export async function releaseClientSlot(db: Db, slot: ClientSlot): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`greatest(${rateLimit.count} - 1, 0)` })
    .where(and(eq(rateLimit.key, slot.key), eq(rateLimit.lastRequest, slot.windowStart)));
}
