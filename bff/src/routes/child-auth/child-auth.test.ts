import { ErrorResponseSchema, MeResponseSchema, MSG } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, rateLimit } from '../../db/schema';
import { PIN_LOCKOUT } from '../../lib/pin-lockout';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { openEvents } from '../../test/event-stream';
import {
  createTestApp,
  randomTestIp,
  TEST_PASSWORD_HASHER,
  type TestApp,
} from '../../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import {
  call,
  childInput,
  expectNoPinLeak,
  setupFamily,
  signInChild,
} from '../children/children.test-support';
import {
  ChildListResponseSchema,
  ChildPublicSchema,
  ChildSignInResponseSchema,
} from '@portal/contracts';
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
    const list = await setupFamily(app, parent.cookie, [childInput({ username, pin })]);
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

  it('finds the child by its username alone (usernames are unique across families, ADR 016)', async () => {
    const child = await newChild();
    const { res } = await signInChild(app, { username: child.username, pin: '123456' });
    expect(res.status).toBe(200);
  });

  it("answers the same generic 401 for a wrong PIN, an unknown username and another family's familyId", async () => {
    const child = await newChild(family);
    const wrong = await signInChild(app, { username: child.username, pin: '000000' });
    const unknown = await signInChild(app, { username: uniqueName('ninguem'), pin: '123456' });
    const other = await createVerifiedParent(app);
    const wrongFamily = await signInChild(app, {
      username: child.username,
      pin: '123456',
      familyId: other.familyId,
    });
    for (const res of [wrong.res, unknown.res, wrongFamily.res]) {
      expect(res.status).toBe(401);
      expect(ErrorResponseSchema.parse(await res.json())).toMatchObject(INVALID);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    // With its own family from the profile picker the child signs in.
    const picked = await signInChild(app, {
      username: child.username,
      pin: '123456',
      familyId: family.familyId,
    });
    expect(picked.res.status).toBe(200);
  });

  it('still signs in a PIN of 7 to 12 digits set before new PINs became exactly 6 (issue 37)', async () => {
    for (const pin of ['1234567', '123456789012']) {
      const child = await newChild();
      // An earlier release let parents set such PINs; the API no longer does.
      await testDb.db
        .update(children)
        .set({ pinHash: await TEST_PASSWORD_HASHER.hash(pin) })
        .where(eq(children.id, child.id));
      expect((await signInChild(app, { username: child.username, pin })).res.status).toBe(200);
    }
  });

  it('checks the input with the child login messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '  ', pin: '123456' }, 'username', MSG.childLogin.usernameRequired],
      [{ username: 'ana', pin: '123' }, 'pin', MSG.childLogin.pinTooShort],
      [{ username: 'ana', pin: '12a456' }, 'pin', MSG.childLogin.pinDigitsOnly],
      [{ username: 'ana', pin: '1234567890123' }, 'pin', MSG.childLogin.pinDigitsOnly],
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

  it("answers a parent's device for another family's username exactly like for an unknown one, both counted against the client; 'OTHER_FAMILY' only with the right PIN", async () => {
    const parent = await createVerifiedParent(app);
    const foreign = await newChild();
    const own = await newChild(parent);
    const ip = randomTestIp();
    const asParent = { cookie: parent.cookie, ip };
    const clientCount = async () => {
      const [row] = await testDb.db
        .select({ count: rateLimit.count })
        .from(rateLimit)
        .where(eq(rateLimit.key, `child-pin|${ip}`));
      return row?.count ?? 0;
    };

    const foreignWrong = await signInChild(
      app,
      { username: foreign.username, pin: '000000' },
      asParent,
    );
    expect(await clientCount()).toBe(1);
    const unknown = await signInChild(
      app,
      { username: uniqueName('ninguem'), pin: '000000' },
      asParent,
    );
    expect(await clientCount()).toBe(2);
    const answers = [];
    for (const { res } of [foreignWrong, unknown]) {
      const body = ErrorResponseSchema.parse(await res.json());
      answers.push({
        status: res.status,
        code: body.code,
        message: body.message,
        keys: Object.keys(body).sort(),
      });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(answers[0]).toEqual({ status: 401, ...INVALID, keys: ['code', 'message', 'requestId'] });
    expect(answers[1]).toEqual(answers[0]);

    // Whoever knows the PIN learns nothing new: the child belongs to another parent.
    const refused = await signInChild(app, { username: foreign.username, pin: '123456' }, asParent);
    expect(refused.res.status).toBe(403);
    expect(ErrorResponseSchema.parse(await refused.res.json())).toMatchObject({
      code: 'OTHER_FAMILY',
      message:
        'Esta conta infantil pertence a outro responsável. Faça login com o responsável correto.',
    });
    expect(refused.res.headers.getSetCookie()).toEqual([]);
    const allowed = await signInChild(app, { username: own.username, pin: '123456' }, asParent);
    expect(allowed.res.status).toBe(200);
    // The child's session replaced the parent's on this device: the old one is ended.
    expect((await call(app, 'GET', '/api/me', { cookie: parent.cookie })).status).toBe(401);
  });

  it('locks an unknown username after 5 misses exactly like an existing one (no enumeration through the lock)', async () => {
    const child = await newChild();
    const unknownName = uniqueName('ninguem');
    const statuses = async (username: string) => {
      const seen: number[] = [];
      for (let n = 0; n < 7; n += 1) {
        const { res } = await signInChild(app, { username, pin: '000000' }, { ip: randomTestIp() });
        seen.push(res.status);
      }
      return seen;
    };
    const existing = await statuses(child.username);
    expect(existing).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(await statuses(unknownName)).toEqual(existing);
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

  describe('device cookies (ADR 014): an attack never locks the child out of its own device', () => {
    /** Behind the shell's proxy: X-Forwarded-For names the client (TRUST_PROXY). */
    let proxied: TestApp;
    beforeAll(() => {
      proxied = createTestApp(testDb, { env: { TRUST_PROXY: true } });
    });
    /** Every request reaches the BFF from the proxy's address, as behind the shell. */
    const PROXY_IP = '10.0.0.2';
    let xff = 0;
    /** A client address no request used before. */
    const freshClient = () => {
      xff += 1;
      return { 'x-forwarded-for': `203.0.${Math.floor(xff / 250)}.${(xff % 250) + 1}` };
    };
    const deviceCookieOf = (res: Response, childId: string) =>
      res.headers.getSetCookie().find((c) => c.startsWith(`mesadinha.child_device.${childId}=`));

    it('50 wrong PINs from rotating X-Forwarded-For lock untrusted clients after ≤ 10; the device that signed in before still gets in; the parent sees the lock and unlocks', async () => {
      const parent = await createVerifiedParent(proxied);
      const child = await newChild(parent, '135790');
      const signIn = (pin: string, cookie?: string) =>
        signInChild(
          proxied,
          { username: child.username, pin },
          { ip: PROXY_IP, headers: freshClient(), ...(cookie ? { cookie } : {}) },
        );

      // The child's tablet: a successful sign-in gives it a signed, httpOnly device cookie.
      const first = await signIn('135790');
      expect(first.res.status).toBe(200);
      const setCookie = deviceCookieOf(first.res, child.id);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/Path=\/api\/child-auth/);
      expect(setCookie).toMatch(/SameSite=Strict/i);
      const tablet = setCookie!.split(';')[0]!;

      const events = await openEvents(proxied, parent.cookie);
      try {
        const statuses: number[] = [];
        let tabletDuringAttack = 0;
        let untrustedRightPinDuringAttack = 0;
        for (let n = 1; n <= 50; n += 1) {
          const { res } = await signIn('000000');
          statuses.push(res.status);
          if (res.status === 429) {
            expect(ChildLockedResponseSchema.parse(await res.json())).toMatchObject({
              code: 'CHILD_LOCKED',
              message: LOCKED_MESSAGE,
            });
          }
          if (n === 25) {
            // Mid-attack: the tablet signs in with the right PIN; a new client cannot.
            tabletDuringAttack = (await signIn('135790', tablet)).res.status;
            untrustedRightPinDuringAttack = (await signIn('135790')).res.status;
          }
        }
        const checked = statuses.filter((status) => status === 401).length;
        expect(checked).toBeGreaterThan(0);
        expect(checked).toBeLessThanOrEqual(10);
        // Once locked, every later guess is refused unchecked.
        const firstLock = statuses.indexOf(429);
        expect(statuses.slice(firstLock).every((status) => status === 429)).toBe(true);
        expect(tabletDuringAttack).toBe(200);
        expect(untrustedRightPinDuringAttack).toBe(429);
        const [row] = await testDb.db.select().from(children).where(eq(children.id, child.id));
        expect(row!.pinFailedCount).toBeLessThanOrEqual(10);

        // The parent sees it: an event on the stream and the lock on the child.
        await events.waitFor(
          (event) => event.type === 'child.pin-locked' && event.childId === child.id,
        );
        expect(events.events.find((e) => e.name === 'child.pin-locked')?.data).toMatchObject({
          familyId: parent.familyId,
          childId: child.id,
        });
        const list = await call(proxied, 'GET', '/api/children', { cookie: parent.cookie });
        const listed = ChildListResponseSchema.parse(await list.json()).children;
        expect(listed.find((c) => c.id === child.id)?.pinLockedUntil).not.toBeNull();

        // Only the child's own parent can unlock.
        const stranger = await createVerifiedParent(proxied);
        const unlockPath = `/api/children/${child.id}/pin-unlock`;
        const foreign = await call(proxied, 'POST', unlockPath, { cookie: stranger.cookie });
        expect(foreign.status).toBe(404);
        expect((await signIn('000000')).res.status).toBe(429);
        const unlocked = await call(proxied, 'POST', unlockPath, { cookie: parent.cookie });
        expect(unlocked.status).toBe(200);
        expect(ChildPublicSchema.parse(await unlocked.json()).pinLockedUntil).toBeNull();
        await events.waitFor(
          (event) => event.type === 'children.changed' && event.familyId === parent.familyId,
        );
      } finally {
        await events.close();
      }

      // Afterwards a client the child never used signs in with the right PIN.
      const after = await signIn('135790');
      expect(after.res.status).toBe(200);
      expect(deviceCookieOf(after.res, child.id)).toBeDefined();
    });

    it("locks a device cookie after 5 misses on the device's own counter, without touching the account", async () => {
      const child = await newChild(undefined, '246802');
      const first = await signInChild(
        proxied,
        { username: child.username, pin: '246802' },
        { ip: PROXY_IP, headers: freshClient() },
      );
      const device = deviceCookieOf(first.res, child.id)!.split(';')[0]!;
      const viaDevice = (pin: string) =>
        signInChild(
          proxied,
          { username: child.username, pin },
          { ip: PROXY_IP, headers: freshClient(), cookie: device },
        );
      const statuses = [];
      for (let n = 0; n < 6; n += 1) statuses.push((await viaDevice('000000')).res.status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // Locked devices refuse even the right PIN; other clients are not affected.
      expect((await viaDevice('246802')).res.status).toBe(429);
      const [row] = await testDb.db.select().from(children).where(eq(children.id, child.id));
      expect(row).toMatchObject({ pinFailedCount: 0, pinLockedUntil: null });
      const elsewhere = await signInChild(
        proxied,
        { username: child.username, pin: '246802' },
        { ip: PROXY_IP, headers: freshClient() },
      );
      expect(elsewhere.res.status).toBe(200);
    });

    it.runIf(postgresAvailable)(
      "does not let 20 parallel wrong PINs with one device cookie past the device's limit",
      async () => {
        const child = await newChild(undefined, '864209');
        const first = await signInChild(
          proxied,
          { username: child.username, pin: '864209' },
          { ip: PROXY_IP, headers: freshClient() },
        );
        const device = deviceCookieOf(first.res, child.id)!.split(';')[0]!;
        const results = await Promise.all(
          Array.from({ length: 20 }, () =>
            signInChild(
              proxied,
              { username: child.username, pin: '000000' },
              { ip: PROXY_IP, headers: freshClient(), cookie: device },
            ),
          ),
        );
        const statuses = results.map(({ res }) => res.status);
        expect(statuses.filter((status) => status === 401)).toHaveLength(5);
        expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      },
    );

    it('treats a forged device cookie, or one of another child, as an untrusted client', async () => {
      const parent = await createVerifiedParent(proxied);
      const ana = await newChild(parent, '111111');
      const bia = await newChild(parent, '222222');
      const anaSignIn = await signInChild(
        proxied,
        { username: ana.username, pin: '111111' },
        { ip: PROXY_IP, headers: freshClient() },
      );
      const anaDevice = deviceCookieOf(anaSignIn.res, ana.id)!.split(';')[0]!;
      const [, signedValue] = anaDevice.split('=');
      const forged = [
        // Ana's valid cookie presented under Bia's name, and a tampered value.
        `mesadinha.child_device.${bia.id}=${signedValue}`,
        `mesadinha.child_device.${bia.id}=${encodeURIComponent(`${bia.id}.abc.`)}${signedValue!.split('.').at(-1)}`,
      ];
      for (let n = 0; n < 5; n += 1) {
        await signInChild(
          proxied,
          { username: bia.username, pin: '000000' },
          { ip: PROXY_IP, headers: freshClient() },
        );
      }
      for (const cookie of forged) {
        const { res } = await signInChild(
          proxied,
          { username: bia.username, pin: '222222' },
          { ip: PROXY_IP, headers: freshClient(), cookie },
        );
        expect(res.status).toBe(429);
      }
    });

    it('refuses pin-unlock to a child and for an unknown id', async () => {
      const parent = await createVerifiedParent(proxied);
      const child = await newChild(parent, '333333');
      const { cookie } = await signInChild(
        proxied,
        { username: child.username, pin: '333333' },
        { ip: PROXY_IP, headers: freshClient() },
      );
      const asChild = await call(proxied, 'POST', `/api/children/${child.id}/pin-unlock`, {
        cookie,
      });
      expect(asChild.status).toBe(403);
      const unknown = await call(proxied, 'POST', '/api/children/not-an-id/pin-unlock', {
        cookie: parent.cookie,
      });
      expect(unknown.status).toBe(404);
      const anonymous = await call(proxied, 'POST', `/api/children/${child.id}/pin-unlock`);
      expect(anonymous.status).toBe(401);
    });
  });
});
