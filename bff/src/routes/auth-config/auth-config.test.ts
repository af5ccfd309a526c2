import { AuthConfigResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSocialProviders } from '../../auth/auth';
import { createTestApp, fromIp, signInHeaders, TEST_ENV } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';

const socialStart = (provider: string) => ({
  method: 'POST',
  headers: signInHeaders(),
  body: JSON.stringify({
    provider,
    callbackURL: '/auth/callback',
    newUserCallbackURL: '/auth/callback',
    errorCallbackURL: '/auth/callback?error=1',
  }),
});

describe('GET /api/auth-config and social sign-in start', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('reports only e-mail and password when no provider is configured', async () => {
    const app = createTestApp(testDb);
    const res = await app.request('/api/auth-config');
    expect(res.status).toBe(200);
    expect(AuthConfigResponseSchema.parse(await res.json())).toEqual({
      emailPassword: true,
      google: false,
      apple: false,
    });
    const google = await app.request('/api/auth/sign-in/social', socialStart('google'), fromIp());
    expect(google.status).toBeGreaterThanOrEqual(400);
  });

  it('reports Google and Apple when their credentials are set, and Google starts a redirect', async () => {
    const app = createTestApp(testDb, {
      env: {
        GOOGLE_CLIENT_ID: 'google-id',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        APPLE_CLIENT_ID: 'apple-id',
        APPLE_CLIENT_SECRET: 'apple-secret',
      },
    });
    const res = await app.request('/api/auth-config');
    expect(AuthConfigResponseSchema.parse(await res.json())).toEqual({
      emailPassword: true,
      google: true,
      apple: true,
    });
    const google = await app.request('/api/auth/sign-in/social', socialStart('google'), fromIp());
    expect(google.status).toBe(200);
    const { url, redirect } = (await google.json()) as { url: string; redirect: boolean };
    expect(redirect).toBe(true);
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(
      `${TEST_ENV.PUBLIC_APP_URL}/api/auth/callback/google`,
    );
  });

  it('answers 400 APPLE_HTTPS_REQUIRED for Apple on plain HTTP outside localhost', async () => {
    const app = createTestApp(testDb, {
      env: {
        PUBLIC_APP_URL: 'http://mesadinha.lan:3000',
        APPLE_CLIENT_ID: 'apple-id',
        APPLE_CLIENT_SECRET: 'apple-secret',
      },
    });
    const res = await app.request(
      '/api/auth/sign-in/social',
      {
        ...socialStart('apple'),
        headers: { ...signInHeaders(), origin: 'http://mesadinha.lan:3000' },
      },
      fromIp(),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'APPLE_HTTPS_REQUIRED',
      message: 'O login com Apple exige HTTPS. Acesse o site por uma conexão segura.',
    });
  });

  it('fails the start when GOOGLE_DISCOVERY_URL does not answer', async () => {
    const app = createTestApp(testDb, {
      env: { GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9/.well-known/openid-configuration' },
    });
    await expect(checkSocialProviders(app.auth, app.env)).rejects.toThrow(/GOOGLE_DISCOVERY_URL/);
  });
});
