import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account } from '../db/schema';
import type { Auth } from './auth';

/** The hash of the parent's e-mail-and-password sign-in, or null (a social-only account). */
export async function credentialHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

/**
 * Checks `password` against the credential account's hash with better-auth's own hasher (the
 * family deletion and the e-mail change ask for it): `ok`, `wrong`, or `no-password` when the
 * account signs in with Google or Apple only.
 */
export async function checkCurrentPassword(
  auth: Auth,
  db: Db,
  userId: string,
  password: string,
): Promise<'ok' | 'wrong' | 'no-password'> {
  const hash = await credentialHash(db, userId);
  if (hash === null) return 'no-password';
  const context = await auth.$context;
  return (await context.password.verify({ hash, password })) ? 'ok' : 'wrong';
}
