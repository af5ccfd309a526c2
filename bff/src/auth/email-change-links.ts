import { createHash, randomUUID } from 'node:crypto';
import { EMAIL_CHANGE_LINK_SUPERSEDED } from '@portal/contracts';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { user, verification } from '../db/schema';
import { credentialHash } from './current-password';

/*
 * Which e-mail-change link still counts (issue 36, ADR 028). better-auth's change-email token
 * is a signed JWT that nothing revokes for 24 h: someone who had the session and the password
 * could open it after the owner changed the password. So the BFF keeps, for each parent, the
 * one link it may still honour, as a `verification` row (identifier `change-email:<digest>`,
 * value the user id, like better-auth's reset tokens), and refuses any other change link.
 * The digest covers the token AND the password hash of the moment it was asked: a password
 * change or reset (whatever path writes it) makes every earlier link stop matching, and a
 * newer request replaces the row.
 */

const PREFIX = 'change-email:';

/** Where a confirmed change lands (the settings' family tab; parent-app reads the flag). */
export const EMAIL_CHANGED_CALLBACK_PATH = '/parent/settings?tab=family&emailChanged=1';

/** Where a link that no longer counts lands: the same page, with the reason. */
export const EMAIL_CHANGE_REFUSED_PATH = `${EMAIL_CHANGED_CALLBACK_PATH}&error=${EMAIL_CHANGE_LINK_SUPERSEDED}`;

function digest(token: string, passwordHash: string | null): string {
  return createHash('sha256')
    .update(token)
    .update('\0')
    .update(passwordHash ?? '')
    .digest('hex');
}

/**
 * Records `token` as the parent's one pending e-mail-change link, bound to the current
 * password hash, replacing any earlier one. The user row is locked so two requests at once
 * leave one row.
 */
export async function rememberEmailChangeLink(
  db: Db,
  userId: string,
  token: string,
  expiresInSeconds: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    await forgetEmailChangeLinks(tx, userId);
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: `${PREFIX}${digest(token, await credentialHash(tx, userId))}`,
      value: userId,
      expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
    });
  });
}

/** Forgets the parent's pending e-mail-change link (a newer request, or the change is done). */
export async function forgetEmailChangeLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, `${PREFIX}%`)));
}

/** The addresses of a change-email token, read without checking it (better-auth does). */
function changeOf(token: string): { email: string } | null {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { email?: unknown; updateTo?: unknown };
    return typeof payload.updateTo === 'string' && typeof payload.email === 'string'
      ? { email: payload.email.toLowerCase() }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether `token` of `GET /api/auth/verify-email` may go on to better-auth: any link that is not
 * an e-mail change (a sign-up confirmation), or the parent's recorded pending change link under
 * the password it has now. False for an older link, one asked before the latest password
 * change or reset, or one used already.
 */
export async function emailChangeLinkMayProceed(db: Db, token: string): Promise<boolean> {
  const change = changeOf(token);
  if (!change) return true;
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, change.email));
  // An unknown address is better-auth's to refuse (USER_NOT_FOUND), as before.
  if (!owner) return true;
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(
        eq(
          verification.identifier,
          `${PREFIX}${digest(token, await credentialHash(db, owner.id))}`,
        ),
        eq(verification.value, owner.id),
        gt(verification.expiresAt, sql`now()`),
      ),
    );
  return row !== undefined;
}
