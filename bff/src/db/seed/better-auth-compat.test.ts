import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import * as schema from '../schema';
import { DEMO_CREDENTIALS, seedDemoFamily } from './index';

/** better-auth with the minimum configuration to exercise the tables. */
function createTestAuth(testDb: TestDatabase) {
  return betterAuth({
    secret: 'test-secret-test-secret-test-secret-0123',
    baseURL: 'http://localhost:8787',
    database: drizzleAdapter(testDb.db, { provider: 'pg', schema }),
    emailAndPassword: { enabled: true, minPasswordLength: 6 },
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100 },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        username: { type: 'string', required: false, input: false },
        familyId: { type: 'string', required: false, input: false },
      },
    },
    telemetry: { enabled: false },
    logger: { disabled: true },
  });
}

/**
 * Guards the hand-written better-auth tables: better-auth 1.7.7's own drizzle adapter must
 * sign the seeded parent in, create a session and count rate-limit hits in the database.
 * (The BFF's real auth configuration comes with the accounts issue; this is the minimum.)
 */
describe('better-auth on the BFF schema', () => {
  let testDb: TestDatabase;
  let auth: ReturnType<typeof createTestAuth>;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedDemoFamily(testDb.db);
    auth = createTestAuth(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('signs the demo parent in and stores the session', async () => {
    const res = await auth.handler(
      new Request('http://localhost:8787/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:8787',
          'x-forwarded-for': '203.0.113.7',
        },
        body: JSON.stringify(DEMO_CREDENTIALS.parent),
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { email: string; role: string; familyId: string } };
    expect(body.user).toMatchObject({ email: 'demo@mesadinha.app', role: 'parent' });
    expect(body.user.familyId).toBeTruthy();

    const sessions = await testDb.db.select().from(schema.session);
    expect(sessions).toHaveLength(1);
    const hits = await testDb.db.select().from(schema.rateLimit);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.lastRequest).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a wrong password', async () => {
    const res = await auth.handler(
      new Request('http://localhost:8787/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:8787' },
        body: JSON.stringify({ email: DEMO_CREDENTIALS.parent.email, password: 'errada' }),
      }),
    );
    expect(res.status).toBe(401);
  });
});
