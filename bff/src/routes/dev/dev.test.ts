import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer';
import { createTestApp, fromIp, signInHeaders } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
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

    const res = await app.request('/api/dev/outbox?to=outbox@example.com');
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

  it('does not exist in production (404)', async () => {
    const app = createTestApp(testDb, { env: { NODE_ENV: 'production' } });
    const res = await app.request('/api/dev/outbox');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Recurso não encontrado.' });
  });
});
