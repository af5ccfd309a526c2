import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '../../db/schema';
import { createVerifiedParent } from '../../test/test-accounts';
import { cookieHeader, createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import {
  call,
  childInput,
  expectNoPinLeak,
  setupFamily,
  signInChild,
} from '../children/children.test-support';
import { DeviceProfilesResponseSchema } from '@portal/contracts';

/** The device-family cookie alone, as a browser that signed out would still have it. */
function deviceCookieOnly(cookie: string): string {
  return cookie
    .split('; ')
    .filter((pair) => pair.startsWith('mesadinha.device_family='))
    .join('; ');
}

describe('GET /api/device/profiles', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('answers no family and no profiles on a device nobody signed in on', async () => {
    const res = await call(app, 'GET', '/api/device/profiles');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ familyId: null, profiles: [] });
  });

  it('shows the active children of the family a child signed in with, public fields only, also after signing out', async () => {
    const parent = await createVerifiedParent(app);
    const list = await setupFamily(app, parent.cookie, [
      childInput({ name: 'Ana', username: 'ana', age: 10, pin: '101010' }),
      childInput({ name: 'Bruno', username: 'bruno', age: 14 }),
      childInput({ name: 'Caio', username: 'caio', age: 17 }),
    ]);
    const caio = list.find((child) => child.username === 'caio')!;
    await call(app, 'PATCH', `/api/children/${caio.id}`, {
      cookie: parent.cookie,
      body: { active: false },
    });

    const { cookie } = await signInChild(app, { username: 'ana', pin: '101010' });
    const signOut = await call(app, 'POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(signOut.status).toBe(200);
    const afterSignOut = cookieHeader(signOut, cookie);
    expect(afterSignOut).not.toMatch(/session_token=/);

    const res = await call(app, 'GET', '/api/device/profiles', { cookie: afterSignOut });
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = DeviceProfilesResponseSchema.parse(JSON.parse(text));
    expect(body.familyId).toBe(parent.familyId);
    expect(
      body.profiles.map((card) => [card.name, card.username, card.age, card.ageGroup]),
    ).toEqual([
      ['Ana', 'ana', 10, 'kids'],
      ['Bruno', 'bruno', 14, 'teens'],
    ]);
    for (const card of JSON.parse(text).profiles as Record<string, unknown>[]) {
      expect(Object.keys(card).sort()).toEqual([
        'age',
        'ageGroup',
        'hasPin',
        'id',
        'name',
        'username',
      ]);
    }
    const hashes = (
      await testDb.db
        .select({ pinHash: children.pinHash })
        .from(children)
        .where(eq(children.familyId, parent.familyId))
    ).map((row) => row.pinHash!);
    expectNoPinLeak(text, hashes);
  });

  it('remembers the family when its parent signs in on the device', async () => {
    const parent = await createVerifiedParent(app);
    await setupFamily(app, parent.cookie, [childInput({ name: 'Duda' })]);
    const res = await call(app, 'GET', '/api/device/profiles', {
      cookie: deviceCookieOnly(parent.cookie),
    });
    const body = DeviceProfilesResponseSchema.parse(await res.json());
    expect(body.familyId).toBe(parent.familyId);
    expect(body.profiles.map((card) => card.name)).toEqual(['Duda']);
  });

  it('ignores a forged device cookie', async () => {
    const parent = await createVerifiedParent(app);
    const forged = deviceCookieOnly(parent.cookie).replace(
      /=([^.]*)\./,
      `=${encodeURIComponent('outra-familia')}.`,
    );
    const res = await call(app, 'GET', '/api/device/profiles', { cookie: forged });
    expect(await res.json()).toEqual({ familyId: null, profiles: [] });
    const unsigned = await call(app, 'GET', '/api/device/profiles', {
      cookie: `mesadinha.device_family=${parent.familyId}`,
    });
    expect(await unsigned.json()).toEqual({ familyId: null, profiles: [] });
  });
});
