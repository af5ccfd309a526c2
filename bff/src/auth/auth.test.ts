import { MeResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fromIp, signIn, signInHeaders, type TestApp } from '../test/test-app';
import { createVerifiedParent } from '../test/test-accounts';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

describe('better-auth mounted in the BFF', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('signs a verified parent in with an httpOnly mesadinha.session_token and the device-family cookie', async () => {
    const parent = await createVerifiedParent(app, { email: 'smoke@example.com' });
    const res = await signIn(app, parent.email, parent.password);

    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('mesadinha.session_token='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    const device = cookies.find((c) => c.startsWith('mesadinha.device_family='));
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/Max-Age=31536000/);
    expect(decodeURIComponent(device!.split(';')[0]!)).toContain(parent.familyId);

    const me = await app.request('/api/me', { headers: { cookie: parent.cookie } });
    expect(me.status).toBe(200);
    const body = MeResponseSchema.parse(await me.json());
    expect(body.user).toMatchObject({ email: 'smoke@example.com', role: 'parent' });
    expect(body.family?.id).toBe(parent.familyId);
  });

  it('refuses a cookie POST without Origin (the check stays on under NODE_ENV=test)', async () => {
    const parent = await createVerifiedParent(app);
    const res = await app.request(
      '/api/auth/sign-out',
      {
        method: 'POST',
        headers: { cookie: parent.cookie, 'content-type': 'application/json' },
        body: '{}',
      },
      fromIp(),
    );
    expect(res.status).toBe(403);
    const ok = await app.request(
      '/api/auth/sign-out',
      { method: 'POST', headers: signInHeaders(parent.cookie), body: '{}' },
      fromIp(),
    );
    expect(ok.status).toBe(200);
  });

  it('answers 401 on /api/me without a session', async () => {
    const res = await app.request('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Faça login para continuar.',
    });
  });

  it('has no raw /sign-up/email route', async () => {
    const res = await app.request(
      '/api/auth/sign-up/email',
      {
        method: 'POST',
        headers: signInHeaders(),
        body: JSON.stringify({ name: 'X', email: 'x@example.com', password: '123456' }),
      },
      fromIp(),
    );
    expect(res.status).toBe(404);
  });
});
