import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, randomTestIp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { childInput, setupFamily, signInChild } from '../children/children.test-support';

let counter = 0;
function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}`;
}

describe('child sign-in with an unknown username', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let family: TestParent;
  let other: TestParent;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    family = await createVerifiedParent(app);
    other = await createVerifiedParent(app);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /**
   * Five wrong PINs without `familyId` (they lock the username's counter), then one more with
   * another family's `familyId`: the status of that last answer.
   */
  async function lastStatusAfterLock(username: string): Promise<number> {
    for (let i = 0; i < 5; i += 1) {
      const { res } = await signInChild(app, { username, pin: '000000' }, { ip: randomTestIp() });
      expect(res.status).toBe(401);
    }
    const { res } = await signInChild(
      app,
      { username, pin: '000000', familyId: other.familyId },
      { ip: randomTestIp() },
    );
    return res.status;
  }

  it("with another family's familyId after a lock, an existing username and an unknown one answer alike", async () => {
    const username = uniqueName('kid');
    await setupFamily(app, family.cookie, [childInput({ username, pin: '123456' })]);
    const existing = await lastStatusAfterLock(username);
    const unknown = await lastStatusAfterLock(uniqueName('ninguem'));
    expect(unknown).toBe(429);
    expect(existing).toBe(unknown);
  });

  it('answers a very long one with a 4xx, never a 500 (its lockout counter keeps a digest)', async () => {
    const username = randomBytes(6000).toString('hex');
    const { res } = await signInChild(app, { username, pin: '000000' }, { ip: randomTestIp() });
    expect(res.status, await res.text()).toBeLessThan(500);
  });
});
