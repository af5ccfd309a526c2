import { children } from '../db/schema';
import { cookieHeader, signInHeaders, type TestApp } from './test-app';

/**
 * A signed-in user without a role (a Google/Apple user who has not finished sign-up), made
 * the way better-auth's social callback makes one. Returns its id and session cookie.
 */
export async function createSocialUser(
  app: TestApp,
  input: { email: string; name: string },
): Promise<{ userId: string; cookie: string }> {
  const context = await app.auth.$context;
  const created = await context.internalAdapter.createUser(
    { email: input.email, name: input.name, emailVerified: true, role: null },
    { method: 'oauth', oauth: { providerId: 'google' } },
  );
  return { userId: created.id, cookie: await sessionCookieFor(app, created.id) };
}

/** Opens a session for `userId` through the BFF's server-only better-auth endpoint. */
export async function sessionCookieFor(app: TestApp, userId: string): Promise<string> {
  const { headers } = await app.auth.api.createSessionForUser({
    body: { userId },
    headers: new Headers(signInHeaders()),
    returnHeaders: true,
  });
  return cookieHeader(new Response(null, { headers }));
}

/**
 * A child of `familyId` (a `user` row with role child plus its `children` row), signed in.
 * The PIN hash is a fixed placeholder: tests of PIN sign-in belong to child-auth.
 */
export async function createSignedInChild(
  app: TestApp,
  familyId: string,
  input: { username: string; name?: string; age?: number },
): Promise<{ userId: string; childId: string; cookie: string }> {
  const context = await app.auth.$context;
  const created = await context.internalAdapter.createUser(
    {
      email: `${input.username}.${familyId}@children.mesadinha.invalid`,
      name: input.name ?? input.username,
      emailVerified: true,
      role: 'child',
      username: input.username,
      familyId,
    },
    { method: 'admin' },
  );
  const [child] = await app.db.db
    .insert(children)
    .values({
      familyId,
      userId: created.id,
      name: input.name ?? input.username,
      username: input.username,
      age: input.age ?? 10,
      pinHash: await context.password.hash('123456'),
    })
    .returning({ id: children.id });
  return {
    userId: created.id,
    childId: child!.id,
    cookie: await sessionCookieFor(app, created.id),
  };
}
