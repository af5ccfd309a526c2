import { MSG } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import { VERIFIED_CALLBACK_PATH } from '../../auth/auth';
import type { Db } from '../../db/client';
import { families, limits, user } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** What a new parent account is made of (already validated, money in centavos). */
export interface NewParentAccount {
  fullName: string;
  email: string;
  password: string;
  familyName: string;
  phone?: string | undefined;
  monthlyBudgetCents: number;
}

/** 409 of a sign-up whose e-mail already has an account. */
export const emailTaken = () => new ApiError(409, 'EMAIL_TAKEN', MSG.signup.emailAlreadyRegistered);

/** PostgreSQL unique_violation, e.g. two sign-ups with one e-mail at the same time. */
const isUniqueViolation = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** Inserts the family (id = the parent's user id) and its default limits; marks the user parent. */
export async function createFamilyRows(
  tx: Db,
  input: {
    userId: string;
    fullName: string;
    email: string;
    familyName: string;
    phone?: string | undefined;
    monthlyBudgetCents: number;
  },
): Promise<void> {
  await tx
    .update(user)
    .set({ role: 'parent', familyId: input.userId, name: input.fullName })
    .where(eq(user.id, input.userId));
  await tx.insert(families).values({
    id: input.userId,
    name: input.familyName,
    parentName: input.fullName,
    parentEmail: input.email,
    phone: input.phone ?? null,
    monthlyBudgetCents: input.monthlyBudgetCents,
    subscriptionStatus: 'inactive',
  });
  await tx.insert(limits).values({ familyId: input.userId });
}

/**
 * Creates a parent: the user and its credential account (better-auth hashes the password),
 * role parent, the family and its limits — in ONE transaction, so a failure anywhere leaves
 * no row at all. `afterInsert` runs inside the transaction after every insert (tests use it to
 * force a failure at the last moment). Throws 409 EMAIL_TAKEN for an e-mail in use.
 * Does not send the confirmation e-mail; see {@link sendConfirmationEmail}.
 */
export async function createParentAccount(
  auth: Auth,
  headers: Headers,
  input: NewParentAccount,
  afterInsert?: (tx: Db) => Promise<void>,
): Promise<{ userId: string }> {
  const email = input.email.trim().toLowerCase();
  try {
    return await auth.transaction(async (tx) => {
      const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (existing) throw emailTaken();
      const created = await auth.api.signUpEmail({
        body: { name: input.fullName, email, password: input.password },
        headers,
      });
      const userId = created.user.id;
      // With required confirmation better-auth answers a taken e-mail with a made-up user
      // (no account enumeration); that id is not in the database.
      const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!row) throw emailTaken();
      await createFamilyRows(tx, { ...input, userId, email });
      await afterInsert?.(tx);
      return { userId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/**
 * Sends the confirmation e-mail (link: PUBLIC_APP_URL/api/auth/verify-email?token=…, which
 * redirects to /parent/login?verified=1). better-auth logs and swallows a mail failure.
 */
export async function sendConfirmationEmail(auth: Auth, email: string): Promise<void> {
  await auth.api.sendVerificationEmail({
    body: { email, callbackURL: VERIFIED_CALLBACK_PATH },
  });
}
