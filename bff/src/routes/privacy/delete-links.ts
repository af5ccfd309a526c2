import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user, verification } from '../../db/schema';

/*
 * One-time links that confirm the erasure of a family by e-mail (ADR 058), for parents without
 * a password. Stored like better-auth's reset tokens, in `verification`: identifier
 * `family-delete:<sha256 of the token>` (never the token itself), value the parent's user id,
 * so the family erasure, which deletes every `verification` row valued with that id, takes
 * them along. Only the newest link of a parent counts.
 */

const PREFIX = 'family-delete:';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a new deletion link token for `userId`, valid `minutes`, replacing the parent's
 * earlier ones (the user row is locked, so two requests at once leave one). Returns the token
 * to put in the e-mailed URL.
 */
export async function issueFamilyDeleteToken(
  db: Db,
  userId: string,
  minutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    await tx
      .delete(verification)
      .where(and(eq(verification.value, userId), like(verification.identifier, `${PREFIX}%`)));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: `${PREFIX}${digest(token)}`,
      value: userId,
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
  });
  return token;
}

/**
 * Spends `token` if it is `userId`'s current, unexpired deletion link: deleted in the caller's
 * transaction (the erasure's), so it works once, and not at all if the erasure rolls back.
 */
export async function consumeFamilyDeleteToken(
  tx: Db,
  userId: string,
  token: string,
): Promise<boolean> {
  const spent = await tx
    .delete(verification)
    .where(
      and(
        eq(verification.identifier, `${PREFIX}${digest(token)}`),
        eq(verification.value, userId),
        gt(verification.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: verification.id });
  return spent.length > 0;
}
