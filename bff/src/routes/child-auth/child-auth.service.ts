import { randomUUID } from 'node:crypto';
import type { ChildSignInInput } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { PasswordHasher } from '../../auth/password-hasher';
import type { Db } from '../../db/client';
import { children } from '../../db/schema';
import {
  attemptChildPin,
  attemptDevicePin,
  attemptUnknownAccountPin,
  releaseClientSlot,
  reserveClientSlot,
} from '../../lib/pin-lockout';
import type { ChildRow } from '../../lib/child-public';

/** What a child sign-in attempt came to. */
export type ChildSignInResult =
  | {
      kind: 'ok';
      child: ChildRow;
      /** The device's key in child_devices when it signed in with its device cookie. */
      trustedDevice: string | null;
    }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'other-family' };

/** One hash per hasher (an app's, or the tests' shared one), made on first use. */
const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * A hash no PIN matches, made by `hasher` and checked when there is no account to check
 * against, so that an unknown username costs the same scrypt time as a wrong PIN and the
 * answer time does not tell which usernames exist.
 */
function hashForUnknownAccounts(hasher: PasswordHasher): Promise<string> {
  let hash = dummyHashes.get(hasher);
  if (!hash) {
    hash = hasher.hash(`no-account-${randomUUID()}`);
    dummyHashes.set(hasher, hash);
  }
  return hash;
}

/**
 * The active child with this username (usernames are unique across families, ADR 016), or
 * null; `familyMismatch` when `familyId`, sent by the device's profile picker, is not that
 * child's family (the sign-in then fails, but on the child's own counter: see below).
 */
async function resolveChild(
  db: Db,
  input: ChildSignInInput,
): Promise<{ child: ChildRow; familyMismatch: boolean } | null> {
  const [child] = await db
    .select()
    .from(children)
    .where(and(eq(children.username, input.username), eq(children.active, true)));
  if (!child) return null;
  return { child, familyMismatch: Boolean(input.familyId && child.familyId !== input.familyId) };
}

/** What the sign-in knows about the request besides its body. */
export interface ChildSignInContext {
  actor: Actor | null;
  clientIp: string | undefined;
  /** The device key of this device's cookie for `childId`, or null (auth/child-device.ts). */
  deviceFor: (childId: string) => Promise<string | null>;
  now?: Date;
}

/**
 * Checks a child's username + PIN with `hasher` (the app's) under the lockouts of
 * lib/pin-lockout.ts (ADR 014). The input is valid (ChildSignInInputSchema: username trimmed
 * and lowercased, PIN of 6 digits, not blank).
 *
 * - A device that presents its device cookie for this child is checked against its own
 *   counter only: attacks from elsewhere never lock the child out of it.
 * - Anything else counts against the client's address first, then against the account's
 *   counter of untrusted clients. An unknown username takes the same path against a
 *   counter of its own and a hash no PIN matches, so its answers (status, body, scrypt time,
 *   the lock after 5 misses) are those of an existing username with a wrong PIN.
 * - A parent of another family signed in on the device gets `other-family` only once the PIN
 *   was right: before that the answer is the generic `invalid`, as for any username.
 */
export async function checkChildCredentials(
  db: Db,
  hasher: PasswordHasher,
  input: ChildSignInInput,
  context: ChildSignInContext,
): Promise<ChildSignInResult> {
  const now = context.now ?? new Date();
  const verify = (hash: string) => hasher.verify({ hash, password: input.pin });
  const resolved = await resolveChild(db, input);
  const child = resolved?.child ?? null;
  // Another family's familyId is a miss on the child's own counter (its PIN is still hashed,
  // for the same time), never a counter of its own: otherwise locking the username without
  // familyId and trying once with one would tell an existing username (fresh counter: 401)
  // from an unknown one (the same locked counter: 429).
  const familyMismatch = resolved?.familyMismatch ?? false;
  const otherFamily = (row: ChildRow) =>
    context.actor?.role === 'parent' && context.actor.familyId !== row.familyId;

  const deviceId = child && !familyMismatch ? await context.deviceFor(child.id) : null;
  if (child && deviceId) {
    const attempt = await attemptDevicePin(db, child.id, deviceId, verify, now);
    if (attempt.outcome === 'ok') {
      if (otherFamily(attempt.child)) return { kind: 'other-family' };
      return { kind: 'ok', child: attempt.child, trustedDevice: deviceId };
    }
    if (attempt.outcome === 'wrong') return { kind: 'invalid' };
    if (attempt.outcome === 'locked') {
      return { kind: 'locked', retryAfterSeconds: attempt.retryAfterSeconds };
    }
    // A device row that no longer exists: an untrusted client like any other.
  }

  const reservation = await reserveClientSlot(db, context.clientIp, now);
  if (!reservation.allowed) {
    return { kind: 'locked', retryAfterSeconds: reservation.retryAfterSeconds };
  }
  const attempt = child?.pinHash
    ? await attemptChildPin(
        db,
        child.id,
        familyMismatch
          ? async (hash) => {
              await verify(hash);
              return false;
            }
          : verify,
        now,
      )
    : await attemptUnknownAccountPin(
        db,
        input.username,
        async () => verify(await hashForUnknownAccounts(hasher)),
        now,
      );
  if (attempt.outcome === 'wrong') return { kind: 'invalid' };
  // Only a failure counts against the client: a success, or an attempt refused unchecked
  // because the account is locked, gives its slot back.
  await releaseClientSlot(db, reservation.slot);
  if (attempt.outcome === 'locked') {
    return { kind: 'locked', retryAfterSeconds: attempt.retryAfterSeconds };
  }
  if (otherFamily(attempt.child)) return { kind: 'other-family' };
  return { kind: 'ok', child: attempt.child, trustedDevice: null };
}
