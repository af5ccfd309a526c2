import { randomUUID } from 'node:crypto';
import type { ChildLoginInput } from '@portal/contracts';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { children } from '../../db/schema';
import { attemptChildPin, releaseClientSlot, reserveClientSlot } from '../../lib/pin-lockout';
import type { ChildRow } from '../../lib/child-public';

/** What a child sign-in attempt came to. */
export type ChildSignInResult =
  | { kind: 'ok'; child: ChildRow }
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'other-family' };

let dummyHash: Promise<string> | undefined;

/**
 * A hash no PIN matches, checked when there is no account to check against, so that an
 * unknown or ambiguous username costs the same scrypt time as a wrong PIN and the answer
 * time does not tell which usernames exist.
 */
function hashForUnknownAccounts(): Promise<string> {
  dummyHash ??= hashPassword(`no-account-${randomUUID()}`);
  return dummyHash;
}

/**
 * The one active child the username points at: inside `familyId` when the device's profile
 * picker sent it, otherwise across every family, and then only when exactly one family has
 * that username (usernames are unique per family, not globally). Null otherwise.
 */
async function resolveChild(db: Db, input: ChildLoginInput): Promise<ChildRow | null> {
  const matches = await db
    .select()
    .from(children)
    .where(
      and(
        eq(children.username, input.username),
        eq(children.active, true),
        input.familyId ? eq(children.familyId, input.familyId) : undefined,
      ),
    )
    .limit(2);
  return matches.length === 1 ? matches[0]! : null;
}

/**
 * Checks a child's username + PIN under the lockouts of lib/pin-lockout.ts (per account and
 * per client address). The input is valid (ChildLoginInputSchema: username trimmed and
 * lowercased, PIN of 6 digits, not blank). Unknown username, ambiguous username, wrong PIN
 * and an inactive child all come back as the same `invalid`.
 *
 * A parent signed in on the device may only let a child of its own family in
 * (`other-family`); this is decided before the PIN is checked, so a wrong family never gets
 * an answer about the PIN.
 */
export async function checkChildCredentials(
  db: Db,
  input: ChildLoginInput,
  context: { actor: Actor | null; clientIp: string | undefined; now?: Date },
): Promise<ChildSignInResult> {
  const now = context.now ?? new Date();
  const child = await resolveChild(db, input);
  if (child && context.actor?.role === 'parent' && context.actor.familyId !== child.familyId) {
    return { kind: 'other-family' };
  }

  const reservation = await reserveClientSlot(db, context.clientIp, now);
  if (!reservation.allowed) {
    return { kind: 'locked', retryAfterSeconds: reservation.retryAfterSeconds };
  }
  if (!child?.pinHash) {
    await verifyPassword({ hash: await hashForUnknownAccounts(), password: input.pin });
    return { kind: 'invalid' };
  }

  const attempt = await attemptChildPin(
    db,
    child.id,
    (hash) => verifyPassword({ hash, password: input.pin }),
    now,
  );
  if (attempt.outcome === 'wrong') return { kind: 'invalid' };
  // Only a failure counts against the client: a success, or an attempt refused unchecked
  // because the account is locked, gives its slot back.
  await releaseClientSlot(db, reservation.slot);
  if (attempt.outcome === 'locked') {
    return { kind: 'locked', retryAfterSeconds: attempt.retryAfterSeconds };
  }
  return { kind: 'ok', child: attempt.child };
}
