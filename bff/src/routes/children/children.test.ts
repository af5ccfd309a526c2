import {
  CHILD_CONSENT_REQUIRED,
  CHILD_CONSENT_VERSION,
  ChildListResponseSchema,
  ChildPublicSchema,
  ErrorResponseSchema,
  MeResponseSchema,
  MSG,
  UsernameAvailabilitySchema,
  type ChildPublic,
  type ErrorResponse,
} from '@portal/contracts';
import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { children, families, goals, taskSubmissions, transactions, user } from '../../db/schema';
import { grantMoney } from '../../test/goal-flow';
import { completeWithPhotoAs, createTaskAs, taskBody } from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import {
  call,
  childInput,
  expectNoPinLeak,
  setupFamily,
  signInChild,
} from './children.test-support';

const NOT_FOUND = 'Recurso não encontrado.';

function aJpeg(): Promise<Uint8Array> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#48c' } })
    .jpeg()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
}

async function errorOf(res: Response): Promise<ErrorResponse> {
  return ErrorResponseSchema.parse(await res.json());
}

/** The messages in `issues`, for the field named `field` (last path element). */
function issueMessages(body: ErrorResponse, field?: string): string[] {
  return (body.issues ?? [])
    .filter((issue) => field === undefined || issue.path.at(-1) === field)
    .map((issue) => issue.message);
}

describe('children routes', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  async function storedHashes(familyId: string): Promise<string[]> {
    const rows = await testDb.db
      .select({ pinHash: children.pinHash })
      .from(children)
      .where(eq(children.familyId, familyId));
    return rows.map((row) => row.pinHash).filter((hash): hash is string => hash !== null);
  }

  describe('POST /api/children/setup', () => {
    it('creates every child as a child user with a hashed PIN, stores the budget, and answers the list without PINs', async () => {
      const family = await createVerifiedParent(app);
      const rows = [
        childInput({ name: 'Ana', username: ' Ana.S ', email: 'ANA.S@Example.com', age: 10 }),
        childInput({ name: 'Bruno', age: 14, weeklyLimit: '25,50', pin: '654321' }),
      ];
      const res = await call(app, 'POST', '/api/children/setup', {
        cookie: family.cookie,
        body: { parentConsent: true, monthlyBudget: '500,00', children: rows },
      });
      expect(res.status).toBe(201);
      const text = await res.text();
      const list = ChildListResponseSchema.parse(JSON.parse(text)).children;
      expect(list.map((child) => [child.name, child.username, child.email])).toEqual([
        ['Ana', 'ana.s', 'ana.s@example.com'],
        ['Bruno', rows[1]!.username, rows[1]!.email],
      ]);
      expect(
        list.every((child) => child.hasPin && child.active && child.familyId === family.familyId),
      ).toBe(true);
      expect(list[1]!.weeklyLimit).toBe(2550);
      expectNoPinLeak(text, await storedHashes(family.familyId));

      const [familyRow] = await testDb.db
        .select({ budget: families.monthlyBudgetCents })
        .from(families)
        .where(eq(families.id, family.familyId));
      expect(familyRow?.budget).toBe(50_000);

      const stored = await testDb.db
        .select({ child: children, user })
        .from(children)
        .innerJoin(user, eq(user.id, children.userId))
        .where(eq(children.familyId, family.familyId));
      for (const { child, user: account } of stored) {
        expect(account).toMatchObject({
          role: 'child',
          familyId: family.familyId,
          username: child.username,
          email: child.email,
          emailVerified: true,
          name: child.name,
        });
        expect(child.pinHash).not.toMatch(/^\d{6}$/);
        // The parent's one consent tick is recorded on every child (ADR 027).
        expect(child.consentVersion).toBe(CHILD_CONSENT_VERSION);
        expect(child.consentAt).toBeInstanceOf(Date);
      }
      const bruno = stored.find((row) => row.child.name === 'Bruno')!.child;
      expect(await verifyPassword({ hash: bruno.pinHash!, password: '654321' })).toBe(true);
    });

    it('creates nothing when one row breaks a rule (one transaction): the taken e-mail gets "E-mail já cadastrado."', async () => {
      const family = await createVerifiedParent(app);
      const res = await call(app, 'POST', '/api/children/setup', {
        cookie: family.cookie,
        body: {
          parentConsent: true,
          monthlyBudget: 100_000,
          children: [childInput(), childInput({ email: parent.email })],
        },
      });
      expect(res.status).toBe(409);
      const body = await errorOf(res);
      expect(body).toMatchObject({
        code: 'EMAIL_TAKEN',
        message: MSG.childSetup.emailAlreadyRegistered,
      });
      expect(body.issues).toEqual([
        { path: ['children', 1, 'email'], message: 'E-mail já cadastrado.' },
      ]);
      expect(await storedHashes(family.familyId)).toEqual([]);
      const [familyRow] = await testDb.db
        .select({ budget: families.monthlyBudgetCents })
        .from(families)
        .where(eq(families.id, family.familyId));
      expect(familyRow?.budget).toBe(50_000);
    });

    it("refuses a username already used in the family with 'Este nome de usuário já está em uso na família.'", async () => {
      const family = await createVerifiedParent(app);
      await setupFamily(app, family.cookie, [childInput({ username: 'lia' })]);
      const res = await call(app, 'POST', '/api/children/setup', {
        cookie: family.cookie,
        body: {
          parentConsent: true,
          monthlyBudget: 100_000,
          children: [childInput({ username: 'LIA' })],
        },
      });
      expect(res.status).toBe(409);
      const body = await errorOf(res);
      expect(body.message).toBe('Este nome de usuário já está em uso na família.');
      expect(body.issues).toEqual([
        {
          path: ['children', 0, 'username'],
          message: 'Este nome de usuário já está em uso na família.',
        },
      ]);
    });

    it("answers 'A projeção está acima do orçamento. Ajuste os limites semanais.' when 4 × the weekly limits exceed the budget", async () => {
      const res = await call(app, 'POST', '/api/children/setup', {
        cookie: parent.cookie,
        body: {
          parentConsent: true,
          monthlyBudget: 10_000,
          children: [childInput({ weeklyLimit: 1500 }), childInput({ weeklyLimit: 1001 })],
        },
      });
      expect(res.status).toBe(400);
      expect(issueMessages(await errorOf(res))).toContain(
        'A projeção está acima do orçamento. Ajuste os limites semanais.',
      );
    });

    it('checks every row with the setup messages (required PIN of 6 digits, e-mail, username, duplicates)', async () => {
      const res = await call(app, 'POST', '/api/children/setup', {
        cookie: parent.cookie,
        body: {
          parentConsent: true,
          monthlyBudget: 100_000,
          children: [
            childInput({ name: 'Ana', username: 'ab', pin: '12345', email: 'x' }),
            childInput({ name: 'ana' }),
          ],
        },
      });
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(issueMessages(body, 'pin')).toEqual([MSG.childSetup.pinTooShort]);
      expect(issueMessages(body, 'email')).toEqual([MSG.childSetup.emailInvalid]);
      expect(issueMessages(body, 'username')).toEqual([MSG.childSetup.usernameInvalid]);
      expect(issueMessages(body, 'name')).toEqual([MSG.childSetup.nameTaken]);
    });

    it('keeps a family at 5 active children', async () => {
      const family = await createVerifiedParent(app);
      await setupFamily(app, family.cookie, [childInput(), childInput(), childInput()]);
      const res = await call(app, 'POST', '/api/children/setup', {
        cookie: family.cookie,
        body: {
          parentConsent: true,
          monthlyBudget: 100_000,
          children: [childInput(), childInput(), childInput()],
        },
      });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({
        code: 'TOO_MANY_CHILDREN',
        message: MSG.childSetup.tooManyChildren,
      });
    });
  });

  describe('POST /api/children', () => {
    it('creates one child (blank name → "Nova Criança") and never returns its PIN', async () => {
      const res = await call(app, 'POST', '/api/children', {
        cookie: parent.cookie,
        body: childInput({ name: '  ', weeklyLimit: undefined, pin: '12-34-56' }),
      });
      expect(res.status).toBe(201);
      const text = await res.text();
      const child = ChildPublicSchema.parse(JSON.parse(text));
      expect(child).toMatchObject({
        name: 'Nova Criança',
        weeklyLimit: 0,
        hasPin: true,
        balance: 0,
      });
      expectNoPinLeak(text, await storedHashes(parent.familyId));
      const [row] = await testDb.db.select().from(children).where(eq(children.id, child.id));
      expect(await verifyPassword({ hash: row!.pinHash!, password: '123456' })).toBe(true);
      expect(row).toMatchObject({ consentVersion: CHILD_CONSENT_VERSION });
      expect(row!.consentAt).toBeInstanceOf(Date);
    });

    it('requires the parent consent and a new PIN of exactly 6 digits (issue 37)', async () => {
      const refused = await call(app, 'POST', '/api/children', {
        cookie: parent.cookie,
        body: childInput({ parentConsent: undefined }),
      });
      expect(refused.status).toBe(400);
      expect(issueMessages(await errorOf(refused), 'parentConsent')).toEqual([
        CHILD_CONSENT_REQUIRED,
      ]);
      for (const pin of ['1234567', '123456789012']) {
        const tooLong = await call(app, 'POST', '/api/children', {
          cookie: parent.cookie,
          body: childInput({ pin }),
        });
        expect(tooLong.status).toBe(400);
        expect(issueMessages(await errorOf(tooLong), 'pin')).toEqual([MSG.childServer.pinTooLong]);
      }
      const input = childInput({ pin: '654321' });
      const res = await call(app, 'POST', '/api/children', { cookie: parent.cookie, body: input });
      expect(res.status).toBe(201);
      expect((await signInChild(app, { username: input.username, pin: '654321' })).res.status).toBe(
        200,
      );
    });

    it.each([
      ['username', { username: '' }, 'Informe um nome de usuário válido para a criança.'],
      [
        'username',
        { username: 'a!' },
        'O nome de usuário deve ter pelo menos 3 caracteres e pode conter letras, números, ponto, hífen ou sublinhado.',
      ],
      ['email', { email: 'não-é-email' }, 'Informe um email válido para a criança.'],
      ['email', { email: 'lia@' }, 'Informe um email válido para a criança.'],
      ['pin', { pin: '12345' }, 'O PIN da criança deve ter pelo menos 6 dígitos.'],
      ['pin', { pin: '' }, 'O PIN da criança deve ter pelo menos 6 dígitos.'],
      ['age', { age: 8 }, 'Idade deve estar entre 9 e 18 anos'],
    ])('answers 400 with the spec message on %s (%j)', async (field, override, message) => {
      const res = await call(app, 'POST', '/api/children', {
        cookie: parent.cookie,
        body: childInput(override),
      });
      expect(res.status).toBe(400);
      expect(issueMessages(await errorOf(res), field)).toEqual([message]);
    });

    it("answers 409 'Este nome de usuário já está em uso na família.' for a username of the family or of another family (unique across families, ADR 016)", async () => {
      const family = await createVerifiedParent(app);
      await setupFamily(app, family.cookie, [childInput({ username: 'duda' })]);
      const taken = await call(app, 'POST', '/api/children', {
        cookie: family.cookie,
        body: childInput({ username: ' DUDA ' }),
      });
      expect(taken.status).toBe(409);
      expect(await errorOf(taken)).toMatchObject({
        code: 'USERNAME_TAKEN',
        message: 'Este nome de usuário já está em uso na família.',
        issues: [
          { path: ['username'], message: 'Este nome de usuário já está em uso na família.' },
        ],
      });

      const other = await createVerifiedParent(app);
      const elsewhere = await call(app, 'POST', '/api/children', {
        cookie: other.cookie,
        body: childInput({ username: 'duda' }),
      });
      expect(elsewhere.status).toBe(409);
      expect(await errorOf(elsewhere)).toMatchObject({
        code: 'USERNAME_TAKEN',
        message: 'Este nome de usuário já está em uso na família.',
      });
      const renamed = await call(
        app,
        'PATCH',
        `/api/children/${(await setupFamily(app, other.cookie, [childInput({ username: 'duda.2' })]))[0]!.id}`,
        {
          cookie: other.cookie,
          body: { username: 'duda' },
        },
      );
      expect(renamed.status).toBe(409);
      expect(await errorOf(renamed)).toMatchObject({ code: 'USERNAME_TAKEN' });
    });

    it("answers 409 'E-mail já cadastrado' for an e-mail that already has an account", async () => {
      const res = await call(app, 'POST', '/api/children', {
        cookie: parent.cookie,
        body: childInput({ email: parent.email.toUpperCase() }),
      });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({
        code: 'EMAIL_TAKEN',
        message: MSG.childServer.emailAlreadyRegistered,
      });
    });

    it('refuses a 6th active child', async () => {
      const family = await createVerifiedParent(app);
      await setupFamily(
        app,
        family.cookie,
        [1, 2, 3, 4, 5].map(() => childInput()),
      );
      const res = await call(app, 'POST', '/api/children', {
        cookie: family.cookie,
        body: childInput(),
      });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe('Você pode adicionar no máximo 5 crianças.');
    });

    it.runIf(postgresAvailable)(
      'gives a username to one of several parallel requests and the spec message to the others',
      async () => {
        const family = await createVerifiedParent(app);
        const responses = await Promise.all(
          [1, 2, 3, 4].map(() =>
            call(app, 'POST', '/api/children', {
              cookie: family.cookie,
              body: childInput({ username: 'gemeo' }),
            }),
          ),
        );
        const statuses = responses.map((res) => res.status).sort();
        expect(statuses).toEqual([201, 409, 409, 409]);
        for (const res of responses.filter((r) => r.status === 409)) {
          expect((await errorOf(res)).message).toBe(
            'Este nome de usuário já está em uso na família.',
          );
        }
      },
    );

    it.runIf(postgresAvailable)(
      'maps the e-mail unique violation of two families racing for one address to the spec message',
      async () => {
        const families = await Promise.all([1, 2, 3].map(() => createVerifiedParent(app)));
        const email = `disputado-${Date.now()}@example.com`;
        const responses = await Promise.all(
          families.map((family) =>
            call(app, 'POST', '/api/children', {
              cookie: family.cookie,
              body: childInput({ email }),
            }),
          ),
        );
        expect(responses.map((res) => res.status).sort()).toEqual([201, 409, 409]);
        for (const res of responses.filter((r) => r.status === 409)) {
          expect(await errorOf(res)).toMatchObject({
            code: 'EMAIL_TAKEN',
            message: MSG.childServer.emailAlreadyRegistered,
          });
        }
      },
    );
  });

  // Issue 41: the child's e-mail is optional (LGPD: the least data about minors, ADR 074).
  describe('children without e-mail (issue 41)', () => {
    it('creates a child without e-mail (POST /api/children) who signs in with username + PIN', async () => {
      const family = await createVerifiedParent(app);
      const res = await call(app, 'POST', '/api/children', {
        cookie: family.cookie,
        body: childInput({ name: 'Lia Souza', username: 'lia.sem.email', email: undefined }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const child = ChildPublicSchema.parse(await res.json());
      expect(child).toMatchObject({ username: 'lia.sem.email', email: null, hasPin: true });

      const [stored] = await testDb.db
        .select({ email: children.email, accountEmail: user.email })
        .from(children)
        .innerJoin(user, eq(user.id, children.userId))
        .where(eq(children.id, child.id));
      // The account's address is reserved (RFC 2606 `.invalid`): no mail can ever go to it.
      expect(stored).toEqual({ email: null, accountEmail: expect.stringMatching(/\.invalid$/) });

      const signedIn = await signInChild(app, { username: 'lia.sem.email', pin: '123456' });
      expect(signedIn.res.status, await signedIn.res.clone().text()).toBe(200);
      const me = await call(app, 'GET', '/api/me', { cookie: signedIn.cookie });
      expect(me.status).toBe(200);
      expect(MeResponseSchema.parse(await me.json()).child).toMatchObject({
        id: child.id,
        email: null,
      });
      const wrongPin = await signInChild(app, { username: 'lia.sem.email', pin: '654321' });
      expect(wrongPin.res.status).toBe(401);
    });

    it('sets up several children without e-mail (blank or null), each with its own account', async () => {
      const family = await createVerifiedParent(app);
      const list = await setupFamily(app, family.cookie, [
        childInput({ name: 'Theo', email: '' }),
        childInput({ name: 'Caio', email: null }),
        childInput({ name: 'Bia', email: 'Bia.Com.Email@Example.com' }),
      ]);
      expect(list.map((child) => child.email)).toEqual([null, null, 'bia.com.email@example.com']);
      const accounts = await testDb.db
        .select({ email: user.email })
        .from(user)
        .innerJoin(children, eq(children.userId, user.id))
        .where(eq(children.familyId, family.familyId));
      expect(new Set(accounts.map((account) => account.email)).size).toBe(3);
      for (const child of list) {
        const signedIn = await signInChild(app, { username: child.username, pin: '123456' });
        expect(signedIn.res.status).toBe(200);
      }

      // The LGPD export says what the family gave: no e-mail, and never the reserved address.
      const exported = await call(app, 'GET', '/api/family/export', { cookie: family.cookie });
      expect(exported.status).toBe(200);
      const text = await exported.text();
      expect(text).not.toContain('.invalid');
      const body = JSON.parse(text) as { children: { email: unknown }[] };
      expect(body.children.map((child) => child.email)).toEqual([
        null,
        null,
        'bia.com.email@example.com',
      ]);
    });

    it('still refuses a taken username on creation with its pt-BR message', async () => {
      const family = await createVerifiedParent(app);
      await setupFamily(app, family.cookie, [childInput({ username: 'nina', email: '' })]);
      const other = await createVerifiedParent(app);
      const res = await call(app, 'POST', '/api/children', {
        cookie: other.cookie,
        body: childInput({ username: 'Nina', email: undefined }),
      });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({
        code: 'USERNAME_TAKEN',
        message: 'Este nome de usuário já está em uso na família.',
      });
    });
  });

  describe('GET /api/children/username-availability (issue 41)', () => {
    const check = (cookie: string | undefined, username?: string) =>
      call(
        app,
        'GET',
        `/api/children/username-availability${
          username === undefined ? '' : `?username=${encodeURIComponent(username)}`
        }`,
        cookie ? { cookie } : {},
      );

    it('answers a free username with itself first, then its variants', async () => {
      const res = await check(parent.cookie, ' Zeca ');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(UsernameAvailabilitySchema.parse(await res.json())).toEqual({
        username: 'zeca',
        available: true,
        suggestions: ['zeca', 'zeca2', 'zeca3', 'zeca4', 'zeca5'],
      });
    });

    it("proposes a free variant when the username is taken, in the family or in another family's", async () => {
      const own = await createVerifiedParent(app);
      await setupFamily(app, own.cookie, [
        childInput({ name: 'Lia', username: 'lia.var' }),
        childInput({ name: 'Lia Dois', username: 'lia.var2' }),
      ]);
      const stranger = await createVerifiedParent(app);
      await setupFamily(app, stranger.cookie, [childInput({ username: 'lia.var3' })]);

      for (const cookie of [own.cookie, stranger.cookie, parent.cookie]) {
        const body = UsernameAvailabilitySchema.parse(
          await (await check(cookie, 'lia.var')).json(),
        );
        expect(body).toEqual({
          username: 'lia.var',
          available: false,
          suggestions: ['lia.var4', 'lia.var5', 'lia.var6', 'lia.var7', 'lia.var8'],
        });
        // Nothing about whose the names are.
        expect(JSON.stringify(body)).not.toMatch(/familyId|childId|Lia Dois/);
      }
      const variant = UsernameAvailabilitySchema.parse(
        await (await check(own.cookie, 'lia.var3')).json(),
      );
      expect(variant).toEqual({
        username: 'lia.var3',
        available: false,
        suggestions: ['lia.var4', 'lia.var5', 'lia.var6', 'lia.var7', 'lia.var8'],
      });
    });

    it('bounds the input: missing, blank, malformed or over 30 characters is 400 in pt-BR', async () => {
      const cases: [string | undefined, string][] = [
        [undefined, MSG.childServer.usernameRequired],
        ['', MSG.childServer.usernameRequired],
        ['ab', MSG.childServer.usernameInvalid],
        ['lia souza', MSG.childServer.usernameInvalid],
        ['lía', MSG.childServer.usernameInvalid],
        ['a'.repeat(31), MSG.text.usernameTooLong],
        ['lia\u0000', MSG.childServer.usernameInvalid],
      ];
      for (const [username, message] of cases) {
        const res = await check(parent.cookie, username);
        expect(res.status, String(username)).toBe(400);
        expect(issueMessages(await errorOf(res), 'username'), String(username)).toEqual([message]);
      }
      const longest = await check(parent.cookie, 'a'.repeat(30));
      expect(longest.status).toBe(200);
      const body = UsernameAvailabilitySchema.parse(await longest.json());
      expect(body.suggestions.every((name) => name.length <= 30)).toBe(true);
    });

    it('is for parents only: 401 without a session, 403 for a child', async () => {
      const family = await createVerifiedParent(app);
      await setupFamily(app, family.cookie, [childInput({ username: 'so.pais', pin: '246810' })]);
      const child = await signInChild(app, { username: 'so.pais', pin: '246810' });
      expect((await check(undefined, 'qualquer')).status).toBe(401);
      const refused = await check(child.cookie, 'qualquer');
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe(MSG.login.parentsOnly);
    });

    it('limits each parent account to 60 checks a minute (429 with Retry-After)', async () => {
      const family = await createVerifiedParent(app);
      for (let n = 0; n < 60; n += 1) {
        expect((await check(family.cookie, `conta${n}`)).status).toBe(200);
      }
      const limited = await check(family.cookie, 'conta60');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await errorOf(limited)).code).toBe('RATE_LIMITED');
      // Another parent keeps their own budget.
      expect((await check(parent.cookie, 'conta60')).status).toBe(200);
    });
  });

  describe('PATCH /api/children/:id', () => {
    it('changes the given fields (also on the child account) and keeps the PIN when it is empty', async () => {
      const family = await createVerifiedParent(app);
      const [child] = await setupFamily(app, family.cookie, [childInput({ pin: '111111' })]);
      const res = await call(app, 'PATCH', `/api/children/${child!.id}`, {
        cookie: family.cookie,
        body: {
          name: 'Carol',
          username: 'Carol.B',
          age: 13,
          weeklyLimit: '12,5',
          email: '',
          pin: '',
        },
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(ChildPublicSchema.parse(JSON.parse(text))).toMatchObject({
        name: 'Carol',
        username: 'carol.b',
        age: 13,
        weeklyLimit: 1250,
        email: null,
        hasPin: true,
      });
      expectNoPinLeak(text, await storedHashes(family.familyId));
      const [account] = await testDb.db
        .select()
        .from(user)
        .innerJoin(children, eq(children.userId, user.id))
        .where(eq(children.id, child!.id));
      expect(account?.user).toMatchObject({ name: 'Carol', username: 'carol.b' });
      expect(account?.user.email).toMatch(/@criancas\.mesadinha\.invalid$/);

      const signIn = await signInChild(app, { username: 'carol.b', pin: '111111' });
      expect(signIn.res.status).toBe(200);
    });

    it('answers the child unchanged when there is nothing to change (a form saved as it was)', async () => {
      const family = await createVerifiedParent(app);
      const [child] = await setupFamily(app, family.cookie, [childInput({ pin: '111111' })]);
      for (const body of [{}, { pin: '' }, { pin: '  ' }, { balance: 1, xp: 1, familyId: 'x' }]) {
        const res = await call(app, 'PATCH', `/api/children/${child!.id}`, {
          cookie: family.cookie,
          body,
        });
        expect(res.status, `${JSON.stringify(body)}: ${await res.clone().text()}`).toBe(200);
        expect(ChildPublicSchema.parse(await res.json())).toMatchObject({
          id: child!.id,
          name: child!.name,
          balance: 0,
          xp: 0,
          hasPin: true,
        });
      }
      expect(
        (await signInChild(app, { username: child!.username, pin: '111111' })).res.status,
      ).toBe(200);
    });

    it("refuses a PIN shorter than 6 digits with 'O PIN da criança deve ter pelo menos 6 dígitos.'", async () => {
      const [child] = await setupFamily(app, parent.cookie, [childInput()]);
      const res = await call(app, 'PATCH', `/api/children/${child!.id}`, {
        cookie: parent.cookie,
        body: { pin: '123' },
      });
      expect(res.status).toBe(400);
      expect(issueMessages(await errorOf(res), 'pin')).toEqual([MSG.childServer.pinTooShort]);
    });

    it("refuses another child's username and an e-mail with an account", async () => {
      const family = await createVerifiedParent(app);
      const [first, second] = await setupFamily(app, family.cookie, [childInput(), childInput()]);
      const username = await call(app, 'PATCH', `/api/children/${second!.id}`, {
        cookie: family.cookie,
        body: { username: first!.username },
      });
      expect(username.status).toBe(409);
      expect((await errorOf(username)).message).toBe(
        'Este nome de usuário já está em uso na família.',
      );
      const email = await call(app, 'PATCH', `/api/children/${second!.id}`, {
        cookie: family.cookie,
        body: { email: family.email },
      });
      expect(email.status).toBe(409);
      expect((await errorOf(email)).message).toBe(MSG.childServer.emailAlreadyRegistered);
      // Its own username and e-mail are not "taken".
      const same = await call(app, 'PATCH', `/api/children/${second!.id}`, {
        cookie: family.cookie,
        body: { username: second!.username, email: second!.email },
      });
      expect(same.status).toBe(200);
    });

    it('ends every session of the child when its PIN changes; the new PIN works and the old one does not', async () => {
      const family = await createVerifiedParent(app);
      const [child] = await setupFamily(app, family.cookie, [childInput({ pin: '222222' })]);
      const first = await signInChild(app, { username: child!.username, pin: '222222' });
      const second = await signInChild(app, { username: child!.username, pin: '222222' });
      expect((await call(app, 'GET', '/api/me', { cookie: first.cookie })).status).toBe(200);

      const res = await call(app, 'PATCH', `/api/children/${child!.id}`, {
        cookie: family.cookie,
        body: { pin: '333333' },
      });
      expect(res.status).toBe(200);
      expect((await call(app, 'GET', '/api/me', { cookie: first.cookie })).status).toBe(401);
      expect((await call(app, 'GET', '/api/me', { cookie: second.cookie })).status).toBe(401);
      // The parent's own session is untouched.
      expect((await call(app, 'GET', '/api/me', { cookie: family.cookie })).status).toBe(200);

      expect(
        (await signInChild(app, { username: child!.username, pin: '222222' })).res.status,
      ).toBe(401);
      expect(
        (await signInChild(app, { username: child!.username, pin: '333333' })).res.status,
      ).toBe(200);
    });
  });

  describe('DELETE /api/children/:id', () => {
    it('deletes a child without money history together with its account', async () => {
      const family = await createVerifiedParent(app);
      const [child] = await setupFamily(app, family.cookie, [childInput()]);
      const res = await call(app, 'DELETE', `/api/children/${child!.id}`, {
        cookie: family.cookie,
      });
      expect(res.status).toBe(204);
      const list = await call(app, 'GET', '/api/children', { cookie: family.cookie });
      expect(ChildListResponseSchema.parse(await list.json()).children).toEqual([]);
      expect(await testDb.db.select().from(user).where(eq(user.email, child!.email!))).toEqual([]);
    });

    it('erases a child with money history, a goal and a photo proof, signs it out, and frees its username', async () => {
      const family = await createVerifiedParent(app);
      const [child, sibling] = await setupFamily(app, family.cookie, [
        childInput({ pin: '444444' }),
        childInput(),
      ]);
      const signedIn = await signInChild(app, { username: child!.username, pin: '444444' });
      expect(signedIn.res.status).toBe(200);
      const task = await createTaskAs(
        app,
        family.cookie,
        taskBody([child!.id, sibling!.id], { requiresPhoto: true, requiresApproval: false }),
      );
      const done = await completeWithPhotoAs(app, signedIn.cookie, task.id, {
        bytes: await aJpeg(),
        type: 'image/jpeg',
        name: 'foto.jpg',
      });
      expect(done.status, await done.clone().text()).toBe(200);
      await grantMoney(testDb.db, family.familyId, child!.id, 500);
      const goal = await call(app, 'POST', '/api/goals', {
        cookie: signedIn.cookie,
        body: { title: 'Bicicleta', targetAmount: '50,00' },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(goal.status).toBe(201);
      const [submission] = await testDb.db
        .select()
        .from(taskSubmissions)
        .where(eq(taskSubmissions.childId, child!.id));
      const photoFile = join(app.env.DATA_DIR, submission!.photoPath!);
      expect(existsSync(photoFile)).toBe(true);
      expect(
        await testDb.db.select().from(transactions).where(eq(transactions.childId, child!.id)),
      ).not.toHaveLength(0);
      const siblingLedger = await testDb.db
        .select()
        .from(transactions)
        .where(eq(transactions.childId, sibling!.id));

      const res = await call(app, 'DELETE', `/api/children/${child!.id}`, {
        cookie: family.cookie,
      });
      expect(res.status).toBe(204);

      const list = ChildListResponseSchema.parse(
        await (await call(app, 'GET', '/api/children', { cookie: family.cookie })).json(),
      ).children;
      expect(list.map((row) => row.id)).toEqual([sibling!.id]);
      for (const table of [transactions, taskSubmissions, goals] as const) {
        expect(await testDb.db.select().from(table).where(eq(table.childId, child!.id))).toEqual(
          [],
        );
      }
      expect(await testDb.db.select().from(user).where(eq(user.email, child!.email!))).toEqual([]);
      expect(existsSync(photoFile)).toBe(false);
      expect((await call(app, 'GET', '/api/me', { cookie: signedIn.cookie })).status).toBe(401);
      expect(
        (await signInChild(app, { username: child!.username, pin: '444444' })).res.status,
      ).toBe(401);
      // The sibling keeps its money history; the task stays.
      expect(
        await testDb.db.select().from(transactions).where(eq(transactions.childId, sibling!.id)),
      ).toEqual(siblingLedger);
      expect(
        (await call(app, 'GET', `/api/tasks/${task.id}`, { cookie: family.cookie })).status,
      ).toBe(200);
      // The username is free: a new child may take it.
      const again = await call(app, 'POST', '/api/children', {
        cookie: family.cookie,
        body: childInput({ username: child!.username }),
      });
      expect(again.status, await again.clone().text()).toBe(201);
    });
  });

  describe('authorization', () => {
    let familyA: TestParent;
    let familyB: TestParent;
    let childOfB: ChildPublic;
    let childCookie: string;
    beforeAll(async () => {
      familyA = await createVerifiedParent(app);
      familyB = await createVerifiedParent(app);
      await setupFamily(app, familyA.cookie, [childInput({ username: 'de.a', pin: '555555' })]);
      const listOfB = await setupFamily(app, familyB.cookie, [childInput({ username: 'de.b' })]);
      childOfB = listOfB[0]!;
      childCookie = (await signInChild(app, { username: 'de.a', pin: '555555' })).cookie;
    });

    it("gives a parent 404 'Recurso não encontrado.' for another family's child and changes nothing", async () => {
      const list = ChildListResponseSchema.parse(
        await (await call(app, 'GET', '/api/children', { cookie: familyA.cookie })).json(),
      ).children;
      expect(list.map((child) => child.username)).toEqual(['de.a']);

      const patch = await call(app, 'PATCH', `/api/children/${childOfB.id}`, {
        cookie: familyA.cookie,
        body: { name: 'Invasor', pin: '999999' },
      });
      expect(patch.status).toBe(404);
      expect((await errorOf(patch)).message).toBe(NOT_FOUND);
      const remove = await call(app, 'DELETE', `/api/children/${childOfB.id}`, {
        cookie: familyA.cookie,
      });
      expect(remove.status).toBe(404);
      expect((await errorOf(remove)).message).toBe(NOT_FOUND);

      const [row] = await testDb.db.select().from(children).where(eq(children.id, childOfB.id));
      expect(row).toMatchObject({ name: expect.not.stringMatching('Invasor'), active: true });
      expect(await verifyPassword({ hash: row!.pinHash!, password: '123456' })).toBe(true);
    });

    it('answers 404 for ids that are not children ids at all', async () => {
      for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
        const res = await call(app, 'PATCH', `/api/children/${id}`, {
          cookie: familyA.cookie,
          body: {},
        });
        expect(res.status).toBe(404);
      }
    });

    it('gives a signed-in child 403 on every parent route', async () => {
      const attempts = [
        call(app, 'GET', '/api/children', { cookie: childCookie }),
        call(app, 'POST', '/api/children', { cookie: childCookie, body: childInput() }),
        call(app, 'POST', '/api/children/setup', {
          cookie: childCookie,
          body: { parentConsent: true, monthlyBudget: 100_000, children: [childInput()] },
        }),
        call(app, 'PATCH', `/api/children/${childOfB.id}`, {
          cookie: childCookie,
          body: { name: 'X' },
        }),
        call(app, 'DELETE', `/api/children/${childOfB.id}`, { cookie: childCookie }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(403);
        expect((await errorOf(res)).message).toBe(MSG.login.parentsOnly);
      }
    });

    it('answers 401 when nobody is signed in', async () => {
      const attempts = [
        call(app, 'GET', '/api/children'),
        call(app, 'POST', '/api/children', { body: childInput() }),
        call(app, 'DELETE', `/api/children/${childOfB.id}`),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(401);
    });
  });

  it('never shows a PIN or its hash in GET /api/children or GET /api/me', async () => {
    const family = await createVerifiedParent(app);
    const [child] = await setupFamily(app, family.cookie, [childInput({ pin: '777777' })]);
    const hashes = await storedHashes(family.familyId);
    const childSession = await signInChild(app, { username: child!.username, pin: '777777' });
    for (const res of [
      await call(app, 'GET', '/api/children', { cookie: family.cookie }),
      await call(app, 'GET', '/api/me', { cookie: childSession.cookie }),
      await call(app, 'GET', '/api/me', { cookie: family.cookie }),
    ]) {
      expect(res.status).toBe(200);
      expectNoPinLeak(await res.text(), hashes);
    }
  });
});
