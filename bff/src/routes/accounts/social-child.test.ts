import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, families, user } from '../../db/schema';
import { createVerifiedParent } from '../../test/test-accounts';
import { createTestApp, fromIp, signInHeaders, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';

describe('POST /api/accounts/social/complete with a deactivated child session', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('never makes the child a parent of a new family', async () => {
    const parent = await createVerifiedParent(app);
    const child = await createSignedInChild(app, parent.familyId, { username: 'caio.desativado' });
    // A session that outlived the deactivation (the child's sign-in created it after the
    // parent's deactivation had ended the sessions it could see).
    await testDb.db.update(children).set({ active: false }).where(eq(children.id, child.childId));

    const res = await app.request(
      '/api/accounts/social/complete',
      {
        method: 'POST',
        headers: signInHeaders(child.cookie),
        body: JSON.stringify({
          fullName: 'Caio',
          familyName: 'Família do Caio',
          phone: '',
          monthlyBudget: 30000,
        }),
      },
      fromIp(),
    );

    expect(res.status).toBe(403);
    const [row] = await testDb.db.select().from(user).where(eq(user.id, child.userId));
    expect(row?.role).toBe('child');
    expect(await testDb.db.select().from(families).where(eq(families.id, child.userId))).toEqual(
      [],
    );
  });
});
