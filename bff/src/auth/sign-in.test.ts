import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema';
import { createVerifiedParent, resetPasswordByMail } from '../test/test-accounts';
import {
  cookieHeader,
  createTestApp,
  fromIp,
  signIn,
  signInHeaders,
  TEST_ORIGIN,
  type TestApp,
} from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

/** A user with a password but the given role (children and unfinished social users). */
async function createUserWithPassword(app: TestApp, email: string, role: 'child' | null) {
  const context = await app.auth.$context;
  const created = await context.internalAdapter.createUser(
    { email, name: 'Sem Acesso', emailVerified: true, role },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await context.password.hash('segredo1'),
  });
  return created.id;
}

describe('POST /api/auth/sign-in/email', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it.each([
    [{ email: '', password: 'x' }, ['email'], 'E-mail é obrigatório'],
    [{ email: 'sem-arroba', password: 'x' }, ['email'], 'E-mail inválido'],
    [{ email: 'a@example.com', password: '   ' }, ['password'], 'Senha é obrigatória'],
    [{ email: 'a@example.com' }, ['password'], 'Senha é obrigatória'],
  ])('answers 400 with the spec message for %j', async (body, path, message) => {
    const res = await app.request(
      '/api/auth/sign-in/email',
      { method: 'POST', headers: signInHeaders(), body: JSON.stringify(body) },
      fromIp(),
    );
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { issues: { path: string[]; message: string }[] };
    expect(answer.issues).toContainEqual({ path, message });
  });

  it('trims and lowercases the e-mail and trims the password (spec 000 §5)', async () => {
    const parent = await createVerifiedParent(app, {
      email: 'trim@example.com',
      password: 'segredo1',
    });
    const res = await signIn(app, '  TRIM@Example.com ', ' segredo1 ');
    expect(res.status).toBe(200);
    expect(parent.familyId).toBeTruthy();
  });

  it('answers 401 INVALID_EMAIL_OR_PASSWORD for a wrong password', async () => {
    await createVerifiedParent(app, { email: 'wrong@example.com' });
    const res = await signIn(app, 'wrong@example.com', 'errada99');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it.each([
    ['a child account', 'crianca@example.com', 'child' as const],
    ['an account without a role', 'semrole@example.com', null],
  ])('refuses %s with 403 PARENT_ONLY and keeps no session', async (_label, email, role) => {
    const userId = await createUserWithPassword(app, email, role);

    const res = await signIn(app, email, 'segredo1');

    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'PARENT_ONLY',
      message: 'Acesso permitido apenas para responsáveis',
    });
    expect(await testDb.db.select().from(session).where(eq(session.userId, userId))).toEqual([]);
    const cookie = cookieHeader(res);
    expect(cookie).not.toContain('session_token');
    expect(cookie).not.toContain('device_family');
  });

  it('remembers the family on the device, and the cookie survives sign-out', async () => {
    const parent = await createVerifiedParent(app);
    expect(parent.cookie).toContain('mesadinha.device_family=');

    const out = await app.request(
      '/api/auth/sign-out',
      { method: 'POST', headers: signInHeaders(parent.cookie), body: '{}' },
      fromIp(),
    );
    expect(out.status).toBe(200);
    const after = cookieHeader(out, parent.cookie);
    expect(after).not.toContain('session_token');
    expect(after).toContain('mesadinha.device_family=');
    expect((await app.request('/api/me', { headers: { cookie: after } })).status).toBe(401);
  });
});

describe('password reset by e-mail', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('e-mails a link that leads to the reset screen; the new password works and old sessions end', async () => {
    const parent = await createVerifiedParent(app, {
      email: 'reset@example.com',
      password: 'antiga1',
    });

    const reset = await resetPasswordByMail(app, 'reset@example.com', 'nova123');
    expect(app.mail.lastTo('reset@example.com')?.subject).toBe('Redefinir sua senha do Mesadinha');
    expect(new URL(app.mail.linkTo('reset@example.com')).origin).toBe(TEST_ORIGIN);
    expect(reset.status).toBe(200);

    expect((await app.request('/api/me', { headers: { cookie: parent.cookie } })).status).toBe(401);
    expect((await signIn(app, 'reset@example.com', 'antiga1')).status).toBe(401);
    expect((await signIn(app, 'reset@example.com', 'nova123')).status).toBe(200);
  });

  it('answers 200 for an unknown e-mail and sends nothing (no account enumeration)', async () => {
    const res = await app.request(
      '/api/auth/request-password-reset',
      {
        method: 'POST',
        headers: signInHeaders(),
        body: JSON.stringify({
          email: 'ninguem@example.com',
          redirectTo: '/parent/reset-password',
        }),
      },
      fromIp(),
    );
    expect(res.status).toBe(200);
    expect(app.mail.lastTo('ninguem@example.com')).toBeUndefined();
  });

  it('refuses a reused or unknown token', async () => {
    const res = await app.request(
      '/api/auth/reset-password',
      {
        method: 'POST',
        headers: signInHeaders(),
        body: JSON.stringify({ newPassword: 'nova123', token: 'nao-existe' }),
      },
      fromIp(),
    );
    expect(res.status).toBe(400);
  });
});

describe('sign-in rate limit behind a trusted proxy (TRUST_PROXY=true)', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb, { env: { TRUST_PROXY: true } });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const attempt = (forwardedFor: string) =>
    app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: { ...signInHeaders(), 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: 'alvo@example.com', password: 'errada99' }),
      },
      fromIp('10.0.0.1'),
    );

  it('keys on the address the proxy appended (right-most), not on what the client prepended', async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= 11; index += 1) {
      statuses.push((await attempt(`198.51.100.${index}, 203.0.113.50`)).status);
    }
    expect(statuses[10]).toBe(429);
    // Another real client behind the same proxy has its own bucket.
    expect((await attempt('203.0.113.51')).status).toBe(401);
  });
});

describe('sign-in rate limit over real HTTP', () => {
  let testDb: TestDatabase;
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const app = createTestApp(testDb);
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await testDb.destroy();
  });

  it('answers 429 to the 11th attempt in a minute even when every attempt rotates X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          ...signInHeaders(),
          'x-forwarded-for': `203.0.113.${attempt}`,
          'x-mesadinha-client-ip': `198.51.100.${attempt}`,
        },
        body: JSON.stringify({ email: 'alvo@example.com', password: `tentativa${attempt}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const limited = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: signInHeaders(),
      body: JSON.stringify({ email: 'alvo@example.com', password: 'mais-uma' }),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    });
  });
});
