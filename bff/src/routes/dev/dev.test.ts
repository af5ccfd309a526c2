import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer';
import { createTestApp, fromIp, signInHeaders } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { OUTBOX_LOOPBACK_ONLY } from './dev.handlers';
import { OutboxResponseSchema } from './dev.routes';

describe('GET /api/dev/outbox', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('shows the confirmation e-mail of a sign-up when SMTP_URL is not set', async () => {
    const mailer = createMailer(
      { SMTP_URL: undefined, MAIL_FROM: undefined },
      testDb.db,
      pino({ level: 'silent' }),
    );
    const app = createTestApp(testDb, { env: { NODE_ENV: 'development' }, mailer });
    const signUp = await app.request(
      '/api/accounts/parent-sign-up',
      {
        method: 'POST',
        headers: signInHeaders(),
        body: JSON.stringify({
          fullName: 'Caixa Postal',
          email: 'outbox@example.com',
          password: 'segredo1',
          confirmPassword: 'segredo1',
          familyName: 'Família Caixa',
          monthlyBudget: 10000,
        }),
      },
      fromIp(),
    );
    expect(signUp.status).toBe(201);

    const res = await app.request('/api/dev/outbox?to=outbox@example.com', {}, fromIp('127.0.0.1'));
    expect(res.status).toBe(200);
    const body = OutboxResponseSchema.parse(await res.json());
    expect(body.transport).toBe('outbox');
    expect(body.emails).toHaveLength(1);
    expect(body.emails[0]).toMatchObject({
      to: 'outbox@example.com',
      subject: 'Confirme seu e-mail no Mesadinha',
    });
    expect(body.emails[0]!.text).toContain('/api/auth/verify-email?token=');
  });

  it('answers only loopback callers: another address, or no socket at all, gets 403', async () => {
    const app = createTestApp(testDb, { env: { NODE_ENV: 'development' } });
    for (const ip of ['::1', '::ffff:127.0.0.1', '127.0.0.2']) {
      expect((await app.request('/api/dev/outbox', {}, fromIp(ip))).status, ip).toBe(200);
    }
    for (const init of [fromIp('198.51.100.7'), fromIp('::ffff:10.0.0.1'), undefined]) {
      const res = await app.request('/api/dev/outbox', {}, init);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        code: 'outbox_loopback_only',
        message: OUTBOX_LOOPBACK_ONLY,
      });
    }
  });

  it('behind TRUST_PROXY, uses the address the proxy appended, not one the client chose', async () => {
    const app = createTestApp(testDb, { env: { NODE_ENV: 'development', TRUST_PROXY: true } });
    // A remote client claiming loopback: the proxy appends the real address on the right.
    const spoofed = await app.request(
      '/api/dev/outbox',
      { headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } },
      fromIp('127.0.0.1'),
    );
    expect(spoofed.status).toBe(403);
    const local = await app.request(
      '/api/dev/outbox',
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      fromIp('127.0.0.1'),
    );
    expect(local.status).toBe(200);
  });

  it('does not exist in production (404)', async () => {
    const app = createTestApp(testDb, { env: { NODE_ENV: 'production' } });
    const res = await app.request('/api/dev/outbox', {}, fromIp('127.0.0.1'));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Recurso não encontrado.' });
  });
});
