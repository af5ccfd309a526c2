import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { children, rateLimit } from '../db/schema';

/**
 * Limits on guessing a child's PIN (a 6-digit PIN has only a million values):
 *
 * - per child account: the first {@link PIN_LOCKOUT.freeFailures} consecutive misses are free;
 *   the 5th locks the account for 1 minute, and every further miss locks it again for longer
 *   (5, 15, then 60 minutes) until a correct PIN resets the count. This also keeps any
 *   60-minute window at no more than 8 failures (at most 10 per hour is required; the property
 *   is tested in pin-lockout.test.ts);
 * - per client address: at most {@link PIN_LOCKOUT.clientMaxFailures} failed sign-ins in a
 *   {@link PIN_LOCKOUT.clientWindowSeconds} window, whatever the usernames, so one client
 *   cannot spray guesses across many accounts (IPv6 clients are counted per /64 network). The address is the TCP peer (X-Forwarded-For
 *   only behind a trusted proxy, see auth/client-ip.ts), so rotating that header changes
 *   nothing.
 *
 * Both counters live in PostgreSQL, so every BFF instance shares them.
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

/**
 * Checks a PIN against one child account under the account's lockout, in its own transaction
 * that commits whatever the outcome (a miss must be counted even though the sign-in fails).
 * The child row is locked FOR UPDATE, so concurrent guesses queue up behind each other and
 * each one sees the count the previous one left: the limit cannot be overrun in parallel.
 * While the account is locked the PIN is not even checked.
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
    const failures = child.pinFailedCount + 1;
    const lockMillis = lockMillisAfterFailure(failures);
    await tx
      .update(children)
      .set({
        pinFailedCount: failures,
        pinLockedUntil: lockMillis > 0 ? new Date(now.getTime() + lockMillis) : null,
      })
      .where(eq(children.id, childId));
    return { outcome: 'wrong' } as const;
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
