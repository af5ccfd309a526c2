import { ErrorResponseSchema, MeResponseSchema, MSG } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '../../db/schema';
import { PIN_LOCKOUT } from '../../lib/pin-lockout';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, randomTestIp, type TestApp } from '../../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import {
  call,
  childInput,
  expectNoPinLeak,
  setupChildren,
  signInChild,
} from '../children/children.test-support';
import { ChildSignInResponseSchema } from '@portal/contracts';
import { ChildLockedResponseSchema } from './child-auth.routes';

const INVALID = {
  code: 'INVALID_CHILD_CREDENTIALS',
  message: 'Conta não encontrada ou PIN inválido',
};
const LOCKED_MESSAGE = 'Muitas tentativas. Tente novamente em alguns minutos.';

let counter = 0;
/** A username no other test uses. */
function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}`;
}

describe('POST /api/child-auth/sign-in', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let family: TestParent;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    family = await createVerifiedParent(app);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /** A child with a unique username in `owner`'s family (a new family by default). */
  async function newChild(owner?: TestParent, pin = '123456') {
    const parent = owner ?? (await createVerifiedParent(app));
    const username = uniqueName('kid');
    const list = await setupChildren(app, parent.cookie, [childInput({ username, pin })]);
    return list.find((child) => child.username === username)!;
  }

  it('signs a child in with a session of role child, remembers the family on the device and never returns the PIN', async () => {
    const child = await newChild(family, '246810');
    const { res, cookie } = await signInChild(app, {
      username: `  ${child.username.toUpperCase()} `,
      pin: '246810',
      familyId: family.familyId,
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const [row] = await testDb.db.select().from(children).where(eq(children.id, child.id));
    expectNoPinLeak(text, [row!.pinHash!]);
    expect(ChildSignInResponseSchema.parse(JSON.parse(text)).child).toMatchObject({
      id: child.id,
      username: child.username,
      hasPin: true,
    });
    expect(cookie).toMatch(/mesadinha\.session_token=/);
    expect(cookie).toMatch(/mesadinha\.device_family=/);

    const me = await call(app, 'GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    const meText = await me.text();
    expectNoPinLeak(meText, [row!.pinHash!]);
    expect(MeResponseSchema.parse(JSON.parse(meText))).toMatchObject({
      user: { role: 'child' },
      child: { id: child.id },
      family: null,
    });
  });

  it('finds the child without familyId when the username exists in one family only', async () => {
    const child = await newChild();
    const { res } = await signInChild(app, { username: child.username, pin: '123456' });
    expect(res.status).toBe(200);
  });

  it('answers the same generic 401 for a wrong PIN, an unknown username and an ambiguous one', async () => {
    const child = await newChild(family);
    const wrong = await signInChild(app, { username: child.username, pin: '000000' });
    const unknown = await signInChild(app, { username: uniqueName('ninguem'), pin: '123456' });

    const other = await createVerifiedParent(app);
    await setupChildren(app, other.cookie, [childInput({ username: child.username })]);
    const ambiguous = await signInChild(app, { username: child.username, pin: '123456' });
    for (const res of [wrong.res, unknown.res, ambiguous.res]) {
      expect(res.status).toBe(401);
      expect(ErrorResponseSchema.parse(await res.json())).toMatchObject(INVALID);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    // With the family from the profile picker the same username is unambiguous.
    const picked = await signInChild(app, {
      username: child.username,
      pin: '123456',
      familyId: family.familyId,
    });
    expect(picked.res.status).toBe(200);
    const wrongFamily = await signInChild(app, {
      username: child.username,
      pin: '123456',
      familyId: 'another-family',
    });
    expect(wrongFamily.res.status).toBe(401);
  });

  it('checks the input with the child login messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '  ', pin: '123456' }, 'username', MSG.childLogin.usernameRequired],
      [{ username: 'ana', pin: '123' }, 'pin', MSG.childLogin.pinTooShort],
      [{ username: 'ana', pin: '12a456' }, 'pin', MSG.childLogin.pinDigitsOnly],
      [{ username: 'ana', pin: '' }, 'pin', MSG.childLogin.pinRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(app, 'POST', '/api/child-auth/sign-in', { body });
      expect(res.status).toBe(400);
      const error = ErrorResponseSchema.parse(await res.json());
      expect(error.issues?.filter((issue) => issue.path.at(-1) === field)).toEqual([
        { path: [field], message },
      ]);
    }
  });

  it("refuses a child of another family while a parent is signed in on the device ('OTHER_FAMILY')", async () => {
    const parent = await createVerifiedParent(app);
    const foreign = await newChild();
    const own = await newChild(parent);
    const refused = await signInChild(
      app,
      { username: foreign.username, pin: '123456' },
      { cookie: parent.cookie },
    );
    expect(refused.res.status).toBe(403);
    expect(ErrorResponseSchema.parse(await refused.res.json())).toMatchObject({
      code: 'OTHER_FAMILY',
      message:
        'Esta conta infantil pertence a outro responsável. Faça login com o responsável correto.',
    });
    const allowed = await signInChild(
      app,
      { username: own.username, pin: '123456' },
      { cookie: parent.cookie },
    );
    expect(allowed.res.status).toBe(200);
    // The child's session replaced the parent's on this device: the old one is ended.
    expect((await call(app, 'GET', '/api/me', { cookie: parent.cookie })).status).toBe(401);
  });

  it('does not let a deactivated child in', async () => {
    const parent = await createVerifiedParent(app);
    const child = await newChild(parent);
    const patch = await call(app, 'PATCH', `/api/children/${child.id}`, {
      cookie: parent.cookie,
      body: { active: false },
    });
    expect(patch.status).toBe(200);
    expect((await signInChild(app, { username: child.username, pin: '123456' })).res.status).toBe(
      401,
    );
  });

  describe('lockout', () => {
    it('locks only that account after 5 wrong PINs, even when every attempt sends another X-Forwarded-For', async () => {
      const parent = await createVerifiedParent(app);
      const target = await newChild(parent);
      const sibling = await newChild(parent);
      const ip = randomTestIp();
      const attempt = (username: string, pin: string, n: number) =>
        signInChild(
          app,
          { username, pin, familyId: parent.familyId },
          { ip, headers: { 'x-forwarded-for': `10.0.${n}.${n}` } },
        );
      for (let n = 1; n <= 5; n += 1) {
        expect((await attempt(target.username, '000000', n)).res.status).toBe(401);
      }
      // Locked: even the right PIN is refused, and it is not even checked.
      const locked = await attempt(target.username, '123456', 6);
      expect(locked.res.status).toBe(429);
      const body = ChildLockedResponseSchema.parse(await locked.res.json());
      expect(body).toMatchObject({ code: 'CHILD_LOCKED', message: LOCKED_MESSAGE });
      expect(body.retryAfterSeconds).toBeGreaterThan(50);
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(locked.res.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));

      // The brother of the locked child signs in from the same device.
      expect((await attempt(sibling.username, '123456', 7)).res.status).toBe(200);
    });

    it('lets the account in again once the lock is over, and a success clears the count', async () => {
      const child = await newChild();
      for (let n = 1; n <= 5; n += 1) {
        await signInChild(app, { username: child.username, pin: '000000' });
      }
      // Fast-forward: the lock ended a second ago.
      await testDb.db
        .update(children)
        .set({ pinLockedUntil: new Date(Date.now() - 1000) })
        .where(eq(children.id, child.id));
      expect((await signInChild(app, { username: child.username, pin: '123456' })).res.status).toBe(
        200,
      );
      const [row] = await testDb.db.select().from(children).where(eq(children.id, child.id));
      expect(row).toMatchObject({ pinFailedCount: 0, pinLockedUntil: null });
    });

    it('blocks a client address after 20 failures across usernames, whatever X-Forwarded-For says', async () => {
      const child = await newChild();
      const ip = randomTestIp();
      for (let n = 0; n < PIN_LOCKOUT.clientMaxFailures; n += 1) {
        const { res } = await signInChild(
          app,
          { username: uniqueName('spray'), pin: '000000' },
          { ip, headers: { 'x-forwarded-for': `172.16.0.${n}` } },
        );
        expect(res.status).toBe(401);
      }
      const blocked = await signInChild(
        app,
        { username: child.username, pin: '123456' },
        { ip, headers: { 'x-forwarded-for': '172.16.9.9' } },
      );
      expect(blocked.res.status).toBe(429);
      expect(ChildLockedResponseSchema.parse(await blocked.res.json())).toMatchObject({
        code: 'CHILD_LOCKED',
        message: LOCKED_MESSAGE,
      });
      // Another device is not affected, and the child account itself was never locked.
      expect((await signInChild(app, { username: child.username, pin: '123456' })).res.status).toBe(
        200,
      );
    });

    it.runIf(postgresAvailable)(
      'does not let 20 parallel wrong PINs past the limit: 5 are checked, 15 refused as locked',
      async () => {
        const child = await newChild();
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            signInChild(
              app,
              { username: child.username, pin: '000000', familyId: child.familyId },
              { headers: { 'x-forwarded-for': `192.168.0.${n}` } },
            ),
          ),
        );
        const statuses = results.map(({ res }) => res.status);
        expect(statuses.filter((status) => status === 401)).toHaveLength(5);
        expect(statuses.filter((status) => status === 429)).toHaveLength(15);
        const [row] = await testDb.db.select().from(children).where(eq(children.id, child.id));
        expect(row?.pinFailedCount).toBe(5);
      },
    );
  });
});
