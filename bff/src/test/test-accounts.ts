import { eq } from 'drizzle-orm';
import { families } from '../db/schema';
import { createParentAccount } from '../routes/accounts/accounts.service';
import { cookieHeader, fromIp, signIn, signInHeaders, TEST_ORIGIN, type TestApp } from './test-app';

/** A parent created by {@link createVerifiedParent}. */
export interface TestParent {
  userId: string;
  /** The family id (equal to userId). */
  familyId: string;
  email: string;
  password: string;
  /** Cookie header of a signed-in session (plus the device-family cookie). */
  cookie: string;
}

let counter = 0;

/**
 * Creates a parent (user, credential account, family, limits) the way sign-up does, marks the
 * e-mail confirmed, signs in through `/api/auth/sign-in/email` and returns the cookie header.
 * Every field is optional: defaults are unique per call.
 */
export async function createVerifiedParent(
  app: TestApp,
  input: {
    email?: string;
    password?: string;
    familyName?: string;
    fullName?: string;
    monthlyBudgetCents?: number;
    /**
     * Test setup: give the new family an active subscription in the database (default true), so
     * tests of gated routes run as a paying family. `false`: the family stays `inactive` like a
     * real new family (the entitlement and billing tests).
     */
    premium?: boolean;
  } = {},
): Promise<TestParent> {
  counter += 1;
  const email = (input.email ?? `pai-${Date.now()}-${counter}@example.com`).toLowerCase();
  const password = input.password ?? 'senha123';
  const { userId } = await createParentAccount(app.auth, new Headers(signInHeaders()), {
    fullName: input.fullName ?? 'Responsável Teste',
    email,
    password,
    familyName: input.familyName ?? 'Família Teste',
    monthlyBudgetCents: input.monthlyBudgetCents ?? 50000,
  });
  const context = await app.auth.$context;
  await context.internalAdapter.updateUser(userId, { emailVerified: true });
  if (input.premium ?? true) await grantPremiumForTest(app, userId);
  const res = await signIn(app, email, password);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { userId, familyId: userId, email, password, cookie: cookieHeader(res) };
}

/** Marks an e-mail confirmed directly in the database. */
export async function markEmailVerified(app: TestApp, email: string): Promise<void> {
  const context = await app.auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email.toLowerCase());
  if (!found) throw new Error(`no user ${email}`);
  await context.internalAdapter.updateUser(found.user.id, { emailVerified: true });
}

/**
 * TEST SETUP ONLY: writes an active recurring subscription on the family directly in the
 * database (no provider involved), so tests of gated routes (ADR 034) run as a paying family.
 * The real ways in (checkout activation, webhooks) are tested in `routes/billing`.
 */
export async function grantPremiumForTest(app: TestApp, familyId: string): Promise<void> {
  await app.db.db
    .update(families)
    .set({
      subscriptionStatus: 'active',
      subscriptionMode: 'subscription',
      subscriptionIntervalCount: 1,
      subscriptionActivatedAt: new Date(),
      subscriptionPastDueSince: null,
    })
    .where(eq(families.id, familyId));
}

/** TEST SETUP ONLY: puts the family back to a new family's state (`inactive`, no plan). */
export async function revokePremiumForTest(app: TestApp, familyId: string): Promise<void> {
  await app.db.db
    .update(families)
    .set({
      subscriptionStatus: 'inactive',
      subscriptionMode: null,
      subscriptionIntervalCount: null,
      subscriptionActivatedAt: null,
      subscriptionPastDueSince: null,
    })
    .where(eq(families.id, familyId));
}

/**
 * Resets `email`'s password the way a parent does: 'Esqueci minha senha' (request-password-reset),
 * the e-mailed link (which must land on the reset screen with its token), then the new password
 * (reset-password). Returns reset-password's answer.
 */
export async function resetPasswordByMail(
  app: TestApp,
  email: string,
  newPassword: string,
): Promise<Response> {
  const request = await app.request(
    '/api/auth/request-password-reset',
    {
      method: 'POST',
      headers: signInHeaders(),
      body: JSON.stringify({ email, redirectTo: '/parent/reset-password' }),
    },
    fromIp(),
  );
  if (request.status !== 200) throw new Error(`reset request: ${request.status}`);
  const link = new URL(app.mail.linkTo(email));
  const landing = await app.request(`${link.pathname}${link.search}`, {}, fromIp());
  const location = new URL(landing.headers.get('location') ?? '/', TEST_ORIGIN);
  const token = location.searchParams.get('token');
  if (landing.status !== 302 || location.pathname !== '/parent/reset-password' || !token) {
    throw new Error(`the reset link landed on ${landing.status} ${location.href}`);
  }
  return app.request(
    '/api/auth/reset-password',
    {
      method: 'POST',
      headers: signInHeaders(),
      body: JSON.stringify({ newPassword, token }),
    },
    fromIp(),
  );
}
