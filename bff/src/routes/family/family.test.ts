import {
  dailyTaskLimitReached,
  DEFAULT_APPEARANCE,
  emailChangePending,
  FamilySchema,
  MSG,
  TaskSchema,
  type Family,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, children, families, limits, taskSubmissions, user } from '../../db/schema';
import { eventHubFor } from '../../lib/events/event-hub';
import { openEvents } from '../../test/event-stream';
import {
  completeAs,
  createTaskAs,
  errorOf,
  rejectAs,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { cookieHeader, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';

/*
 * Family settings (issue 12) over the HTTP API on PostgreSQL: the family read with the spec's
 * defaults, info/appearance/toggles, limits and their enforcement (daily tasks, photo by
 * default), the password change and the e-mail change by confirmation link.
 */
describe('family settings', () => {
  let testDb: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await eventHubFor(testDb, pino({ level: 'silent' })).stop();
    await testDb.destroy();
  });

  async function familyOf(parent: TestParent): Promise<Family> {
    const res = await call(app, 'GET', '/api/family', { cookie: parent.cookie });
    expect(res.status).toBe(200);
    return FamilySchema.parse(await res.json());
  }

  const kid = (parent: TestParent) =>
    createSignedInChild(app, parent.familyId, { username: uniqueUsername('fam') });

  const LIMITS = { maxWeeklySpending: '150,00', maxDailyTasks: 3, requirePhotoApproval: false };

  describe('access', () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/api/family', undefined],
      ['PATCH', '/api/family', { name: 'Outra' }],
      ['PUT', '/api/family/limits', LIMITS],
      [
        'POST',
        '/api/account/password',
        { currentPassword: 'senha123', newPassword: 'nova123', confirmPassword: 'nova123' },
      ],
    ];

    it('answers 401 signed out and 403 to a child, changing nothing', async () => {
      const parent = await createVerifiedParent(app);
      const child = await kid(parent);
      const before = await familyOf(parent);
      for (const [method, path, body] of routes) {
        const anonymous = await call(app, method, path, { body });
        expect(anonymous.status, `${method} ${path}`).toBe(401);
        expect((await errorOf(anonymous)).message).toBe('Faça login para continuar.');
        const asChild = await call(app, method, path, { cookie: child.cookie, body });
        expect(asChild.status, `${method} ${path}`).toBe(403);
        expect((await errorOf(asChild)).message).toBe(MSG.login.parentsOnly);
      }
      expect(await familyOf(parent)).toEqual(before);
      expect((await signIn(app, parent.email, parent.password)).status).toBe(200);
    });
  });

  describe('GET /api/family', () => {
    it("answers the family with the spec's defaults", async () => {
      const parent = await createVerifiedParent(app, {
        familyName: 'Família Souza',
        premium: false,
      });
      const family = await familyOf(parent);
      expect(family).toMatchObject({
        id: parent.familyId,
        name: 'Família Souza',
        parentEmail: parent.email,
        phone: null,
        subscriptionStatus: 'inactive',
        limits: { maxWeeklySpending: 10000, maxDailyTasks: 5, requirePhotoApproval: true },
        appearance: DEFAULT_APPEARANCE,
        notifications: {
          taskReminders: true,
          achievementAlerts: true,
          weeklyReports: true,
          goalMilestones: true,
        },
        privacy: { shareProgressWithFamily: true, allowPhotoSharing: true, dataCollection: false },
      });
      expect(family.pendingParentEmail).toBeUndefined();
    });

    it('answers the default limits when the family has no limits row', async () => {
      const parent = await createVerifiedParent(app);
      await app.db.db.delete(limits).where(eq(limits.familyId, parent.familyId));
      expect((await familyOf(parent)).limits).toEqual({
        maxWeeklySpending: 10000,
        maxDailyTasks: 5,
        requirePhotoApproval: true,
      });
    });
  });

  describe('PATCH /api/family', () => {
    it('saves info, appearance, notifications and privacy, and announces family.changed to parent and children', async () => {
      const parent = await createVerifiedParent(app);
      const child = await kid(parent);
      const parentEvents = await openEvents(app, parent.cookie);
      const childEvents = await openEvents(app, child.cookie);
      const res = await call(app, 'PATCH', '/api/family', {
        cookie: parent.cookie,
        body: {
          name: '  Família Lima ',
          parentName: 'Carla Lima',
          phone: '(11) 99999-0000',
          appearance: { theme: 'dark', language: 'es-ES', currency: 'EUR' },
          notifications: {
            taskReminders: false,
            achievementAlerts: true,
            weeklyReports: false,
            goalMilestones: true,
          },
          privacy: {
            shareProgressWithFamily: false,
            allowPhotoSharing: false,
            dataCollection: true,
          },
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const answered = FamilySchema.parse(await res.json());
      expect(answered).toMatchObject({
        name: 'Família Lima',
        parentName: 'Carla Lima',
        phone: '(11) 99999-0000',
        appearance: { theme: 'dark', language: 'es-ES', currency: 'EUR' },
        notifications: { taskReminders: false, weeklyReports: false },
        privacy: { shareProgressWithFamily: false, allowPhotoSharing: false, dataCollection: true },
      });
      expect(await familyOf(parent)).toEqual(answered);
      const [account] = await app.db.db.select().from(user).where(eq(user.id, parent.userId));
      expect(account?.name).toBe('Carla Lima');
      const isMine = (event: { type: string; familyId: string }) =>
        event.type === 'family.changed' && event.familyId === parent.familyId;
      await parentEvents.waitFor(isMine);
      await childEvents.waitFor(isMine);
      await parentEvents.close();
      await childEvents.close();
    });

    it('changes only the given fields; a blank phone clears it', async () => {
      const parent = await createVerifiedParent(app);
      await call(app, 'PATCH', '/api/family', {
        cookie: parent.cookie,
        body: { phone: '1234' },
      });
      const before = await familyOf(parent);
      const res = await call(app, 'PATCH', '/api/family', {
        cookie: parent.cookie,
        body: {
          privacy: {
            shareProgressWithFamily: true,
            allowPhotoSharing: false,
            dataCollection: false,
          },
        },
      });
      expect(res.status).toBe(200);
      const after = await familyOf(parent);
      expect(after).toEqual({
        ...before,
        privacy: { ...before.privacy, allowPhotoSharing: false },
      });
      expect(after.notifications).toEqual(before.notifications);
      await call(app, 'PATCH', '/api/family', { cookie: parent.cookie, body: { phone: ' ' } });
      expect((await familyOf(parent)).phone).toBeNull();
    });

    it('refuses bad input with pt-BR messages and changes nothing', async () => {
      const parent = await createVerifiedParent(app);
      const before = await familyOf(parent);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: ' ' }, 'name', 'Nome da família é obrigatório'],
        [{ name: 'x'.repeat(81) }, 'name', 'O nome da família deve ter no máximo 80 caracteres.'],
        [{ parentName: '' }, 'parentName', 'Nome completo é obrigatório'],
        [{ parentEmail: 'nao-e-email' }, 'parentEmail', 'E-mail inválido'],
        [{ phone: '9'.repeat(31) }, 'phone', 'O telefone deve ter no máximo 30 caracteres.'],
        [{ phone: 'a\u0000b' }, 'phone', 'O texto contém caracteres não permitidos.'],
      ];
      for (const [body, field, message] of cases) {
        const res = await call(app, 'PATCH', '/api/family', { cookie: parent.cookie, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
        const error = await errorOf(res);
        expect(error.issues).toContainEqual({ path: [field], message });
      }
      const badTheme = await call(app, 'PATCH', '/api/family', {
        cookie: parent.cookie,
        body: { appearance: { theme: 'neon', language: 'pt-BR', currency: 'BRL' } },
      });
      expect(badTheme.status).toBe(400);
      expect((await errorOf(badTheme)).message).toBe('Dados inválidos.');
      expect(await familyOf(parent)).toEqual(before);
    });

    it('changes the e-mail only after the link sent to the new address is opened', async () => {
      const parent = await createVerifiedParent(app);
      const newEmail = `novo-${Date.now()}@example.com`;
      const res = await call(app, 'PATCH', '/api/family', {
        cookie: parent.cookie,
        body: {
          parentEmail: newEmail.toUpperCase(),
          name: 'Família Nova',
          currentPassword: ` ${parent.password} `,
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const answered = FamilySchema.parse(await res.json());
      expect(answered.pendingParentEmail).toBe(newEmail);
      expect(answered.parentEmail).toBe(parent.email);
      expect(answered.name).toBe('Família Nova');
      expect(emailChangePending(answered.pendingParentEmail!)).toBe(
        `Enviamos um link de confirmação para ${newEmail}.`,
      );
      // Pending: nothing changed yet, the old address still signs in.
      expect((await familyOf(parent)).parentEmail).toBe(parent.email);
      expect((await signIn(app, parent.email, parent.password)).status).toBe(200);

      expect(app.mail.lastTo(newEmail)?.subject).toBe('Confirme seu novo e-mail no Mesadinha');
      // The current address is told, with the new one.
      const notice = app.mail.lastTo(parent.email);
      expect(notice?.subject).toBe('Pedido de alteração do e-mail no Mesadinha');
      expect(notice?.text).toContain(newEmail);
      const link = new URL(app.mail.linkTo(newEmail));
      const opened = await app.request(`${link.pathname}${link.search}`, {
        headers: { cookie: parent.cookie },
      });
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe('/parent/settings?tab=family&emailChanged=1');

      expect((await familyOf(parent)).parentEmail).toBe(newEmail);
      const [row] = await app.db.db
        .select({ parentEmail: families.parentEmail })
        .from(families)
        .where(eq(families.id, parent.familyId));
      expect(row?.parentEmail).toBe(newEmail);
      expect((await signIn(app, newEmail, parent.password)).status).toBe(200);
      expect((await signIn(app, parent.email, parent.password)).status).toBe(401);
    });

    it('refuses a new e-mail without the right current password: nothing saved, nothing sent', async () => {
      const parent = await createVerifiedParent(app);
      const before = await familyOf(parent);
      const sent = app.mail.sent.length;
      const newEmail = `roubo-${Date.now()}@example.com`;
      const cases: [string | undefined, string][] = [
        [undefined, MSG.settings.currentPasswordRequiredForEmail],
        ['  ', 'Informe sua senha atual para trocar o e-mail.'],
        ['senha-errada', MSG.settings.currentPasswordIncorrect],
      ];
      for (const [currentPassword, message] of cases) {
        const res = await call(app, 'PATCH', '/api/family', {
          cookie: parent.cookie,
          body: { parentEmail: newEmail, name: 'Família Roubada', currentPassword },
        });
        expect(res.status, String(currentPassword)).toBe(400);
        const error = await errorOf(res);
        expect(error.message).toBe(message);
        expect(error.issues).toEqual([{ path: ['currentPassword'], message }]);
      }
      expect(await familyOf(parent)).toEqual(before);
      expect(app.mail.sent.length).toBe(sent);
      expect(app.mail.lastTo(newEmail)).toBeUndefined();
    });

    it('refuses a new e-mail to a parent without a password (Google/Apple only)', async () => {
      const parent = await createVerifiedParent(app);
      expect((await familyOf(parent)).hasPassword).toBe(true);
      await app.db.db
        .delete(account)
        .where(and(eq(account.userId, parent.userId), eq(account.providerId, 'credential')));
      const before = await familyOf(parent);
      expect(before.hasPassword).toBe(false);
      const res = await call(app, 'PATCH', '/api/family', {
        cookie: parent.cookie,
        body: { parentEmail: `social-${Date.now()}@example.com`, currentPassword: 'qualquer' },
      });
      expect(res.status).toBe(400);
      const message =
        'Sua conta entra com Google ou Apple; a troca de e-mail ainda não está disponível.';
      expect((await errorOf(res)).issues).toEqual([{ path: ['parentEmail'], message }]);
      expect(await familyOf(parent)).toEqual(before);
    });

    it('refuses an address better-auth would refuse (ü@exämple.com) with a pt-BR 400', async () => {
      const parent = await createVerifiedParent(app);
      const res = await call(app, 'PATCH', '/api/family', {
        cookie: parent.cookie,
        body: { parentEmail: 'ü@exämple.com', currentPassword: parent.password },
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).issues).toContainEqual({
        path: ['parentEmail'],
        message: MSG.signup.emailInvalid,
      });
    });

    it("better-auth's change-email and change-password cannot be called directly", async () => {
      const parent = await createVerifiedParent(app);
      const sent = app.mail.sent.length;
      const newEmail = `direto-${Date.now()}@example.com`;
      for (const [path, body] of [
        ['/api/auth/change-email', { newEmail }],
        ['/api/auth/change-email/', { newEmail }],
        [
          '/api/auth/change-password',
          { currentPassword: parent.password, newPassword: 'outra123' },
        ],
      ] as const) {
        const res = await call(app, 'POST', path, { cookie: parent.cookie, body });
        expect(res.status, path).toBe(404);
        expect((await errorOf(res)).message).toBe('Recurso não encontrado.');
      }
      expect(app.mail.sent.length).toBe(sent);
      expect((await signIn(app, parent.email, parent.password)).status).toBe(200);
    });

    it('sends nothing for the current e-mail', async () => {
      const parent = await createVerifiedParent(app);
      const sent = app.mail.sent.length;
      const res = await call(app, 'PATCH', '/api/family', {
        cookie: parent.cookie,
        body: { parentEmail: parent.email },
      });
      expect(res.status).toBe(200);
      expect(FamilySchema.parse(await res.json()).pendingParentEmail).toBeUndefined();
      expect(app.mail.sent.length).toBe(sent);
    });
  });

  describe('PUT /api/family/limits', () => {
    it('upserts the limits (0 = no limit) and announces family.changed', async () => {
      const parent = await createVerifiedParent(app);
      const events = await openEvents(app, parent.cookie);
      const res = await call(app, 'PUT', '/api/family/limits', {
        cookie: parent.cookie,
        body: LIMITS,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(FamilySchema.parse(await res.json()).limits).toEqual({
        maxWeeklySpending: 15000,
        maxDailyTasks: 3,
        requirePhotoApproval: false,
      });
      await events.waitFor((e) => e.type === 'family.changed' && e.familyId === parent.familyId);
      await events.close();

      await app.db.db.delete(limits).where(eq(limits.familyId, parent.familyId));
      const noLimit = await call(app, 'PUT', '/api/family/limits', {
        cookie: parent.cookie,
        body: { maxWeeklySpending: 0, maxDailyTasks: '0', requirePhotoApproval: true },
      });
      expect(noLimit.status).toBe(200);
      expect((await familyOf(parent)).limits).toEqual({
        maxWeeklySpending: 0,
        maxDailyTasks: 0,
        requirePhotoApproval: true,
      });
    });

    it('refuses values out of range with pt-BR messages', async () => {
      const parent = await createVerifiedParent(app);
      const res = await call(app, 'PUT', '/api/family/limits', {
        cookie: parent.cookie,
        body: { maxWeeklySpending: '-1', maxDailyTasks: 101, requirePhotoApproval: true },
      });
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.issues).toEqual(
        expect.arrayContaining([
          { path: ['maxWeeklySpending'], message: 'Valor inválido' },
          { path: ['maxDailyTasks'], message: 'Valor inválido' },
        ]),
      );
      const missing = await call(app, 'PUT', '/api/family/limits', {
        cookie: parent.cookie,
        body: { maxWeeklySpending: '10,00', maxDailyTasks: 2.5 },
      });
      expect(missing.status).toBe(400);
      expect((await familyOf(parent)).limits.maxDailyTasks).toBe(5);
      // Nothing but digits is a number: blank or false would have turned the limit off.
      for (const maxDailyTasks of ['', [], false, true, '0x10', '1e1']) {
        const slip = await call(app, 'PUT', '/api/family/limits', {
          cookie: parent.cookie,
          body: { maxWeeklySpending: '10,00', maxDailyTasks, requirePhotoApproval: true },
        });
        expect(slip.status, JSON.stringify(maxDailyTasks)).toBe(400);
        expect((await errorOf(slip)).issues).toEqual([
          { path: ['maxDailyTasks'], message: 'Valor inválido' },
        ]);
      }
      expect((await familyOf(parent)).limits.maxDailyTasks).toBe(5);
      // A field left out says so, in pt-BR (not zod's 'expected …, received undefined').
      const unsaid = await call(app, 'PUT', '/api/family/limits', {
        cookie: parent.cookie,
        body: { maxWeeklySpending: '10,00', maxDailyTasks: 2 },
      });
      expect((await errorOf(unsaid)).issues).toEqual([
        { path: ['requirePhotoApproval'], message: 'Campo obrigatório não informado.' },
      ]);
    });
  });

  describe('limits that hold', () => {
    it('a new task requires a photo by default when the family asks for photos', async () => {
      const parent = await createVerifiedParent(app);
      const child = await kid(parent);
      const { requiresPhoto: _omitted, ...body } = taskBody([child.childId]);
      const create = async (extra: Record<string, unknown> = {}) => {
        const res = await call(app, 'POST', '/api/tasks', {
          cookie: parent.cookie,
          body: { ...body, ...extra },
        });
        expect(res.status, await res.clone().text()).toBe(201);
        return TaskSchema.parse(await res.json());
      };
      expect((await create()).requiresPhoto).toBe(true);
      expect((await create({ requiresPhoto: false })).requiresPhoto).toBe(false);
      await call(app, 'PUT', '/api/family/limits', { cookie: parent.cookie, body: LIMITS });
      expect((await create()).requiresPhoto).toBe(false);
      expect((await create({ requiresPhoto: true })).requiresPhoto).toBe(true);
    });

    it('refuses a completion past maxDailyTasks, even when they race, and a rejected one does not count', async () => {
      const parent = await createVerifiedParent(app);
      const child = await kid(parent);
      const other = await kid(parent);
      await call(app, 'PUT', '/api/family/limits', {
        cookie: parent.cookie,
        body: { ...LIMITS, maxDailyTasks: 2 },
      });
      const tasks = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          createTaskAs(
            app,
            parent.cookie,
            taskBody([child.childId, other.childId], { title: `T${n}` }),
          ),
        ),
      );
      const answers = await Promise.all(
        tasks.slice(0, 4).map((task) => completeAs(app, child.cookie, task.id)),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 200, 409, 409]);
      const stored = await app.db.db
        .select({ id: taskSubmissions.id })
        .from(taskSubmissions)
        .where(eq(taskSubmissions.childId, child.childId));
      expect(stored).toHaveLength(2);
      const refused = answers.filter((res) => res.status === 409);
      for (const res of refused) {
        const error = await errorOf(res);
        expect(error.code).toBe('DAILY_TASK_LIMIT');
        expect(error.message).toBe('Você já fez 2 tarefas hoje, o limite do dia. Volte amanhã!');
        expect(error.message).toBe(dailyTaskLimitReached(2));
      }
      // Per child: the sibling still has its own two.
      expect((await completeAs(app, other.cookie, tasks[0]!.id)).status).toBe(200);

      // A rejection takes the task back: it no longer counts toward the day.
      const done = answers.find((res) => res.status === 200)!;
      const { submission } = (await done.json()) as { submission: { id: string } };
      expect((await rejectAs(app, parent.cookie, submission.id, 'Refaça')).status).toBe(200);
      expect((await completeAs(app, child.cookie, tasks[4]!.id)).status).toBe(200);
      const notDone = tasks.filter((_, index) => answers[index]?.status === 409);
      const past = await completeAs(app, child.cookie, notDone[0]!.id);
      expect(past.status).toBe(409);
      expect((await errorOf(past)).code).toBe('DAILY_TASK_LIMIT');

      // 0 = no limit.
      await call(app, 'PUT', '/api/family/limits', {
        cookie: parent.cookie,
        body: { ...LIMITS, maxDailyTasks: 0 },
      });
      expect((await completeAs(app, child.cookie, notDone[0]!.id)).status).toBe(200);
    });

    it('an inactive child gets no tasks and cannot complete one', async () => {
      const parent = await createVerifiedParent(app);
      const child = await kid(parent);
      const task = await createTaskAs(app, parent.cookie, taskBody([child.childId]));
      await app.db.db.update(children).set({ active: false }).where(eq(children.id, child.childId));
      expect((await call(app, 'GET', '/api/child/tasks', { cookie: child.cookie })).status).toBe(
        403,
      );
      expect((await completeAs(app, child.cookie, task.id)).status).toBe(403);
      const assign = await call(app, 'POST', '/api/tasks', {
        cookie: parent.cookie,
        body: taskBody([child.childId]),
      });
      expect(assign.status).toBe(400);
      expect((await errorOf(assign)).message).toBe(
        'Só é possível atribuir tarefas a crianças ativas da sua família.',
      );
    });
  });

  describe('POST /api/account/password', () => {
    const change = (cookie: string, body: Record<string, unknown>) =>
      call(app, 'POST', '/api/account/password', { cookie, body });

    it('refuses a mismatch, a short password and a wrong current password', async () => {
      const parent = await createVerifiedParent(app);
      const mismatch = await change(parent.cookie, {
        currentPassword: parent.password,
        newPassword: 'nova1234',
        confirmPassword: 'nova12345',
      });
      expect(mismatch.status).toBe(400);
      expect((await errorOf(mismatch)).issues).toContainEqual({
        path: ['confirmPassword'],
        message: 'As novas senhas não coincidem',
      });
      const short = await change(parent.cookie, {
        currentPassword: parent.password,
        newPassword: '123',
        confirmPassword: '123',
      });
      expect((await errorOf(short)).issues).toContainEqual({
        path: ['newPassword'],
        message: 'Senha deve ter pelo menos 6 caracteres',
      });
      const wrong = await change(parent.cookie, {
        currentPassword: 'errada123',
        newPassword: 'nova1234',
        confirmPassword: 'nova1234',
      });
      expect(wrong.status).toBe(400);
      expect(await errorOf(wrong)).toMatchObject({
        code: 'CURRENT_PASSWORD_INCORRECT',
        message: 'Senha atual incorreta.',
      });
      expect((await signIn(app, parent.email, parent.password)).status).toBe(200);
    });

    it('changes the password: the old one stops working, other sessions end, this device stays in', async () => {
      const parent = await createVerifiedParent(app);
      const otherDevice = cookieHeader(await signIn(app, parent.email, parent.password));
      expect((await call(app, 'GET', '/api/me', { cookie: otherDevice })).status).toBe(200);
      const res = await change(parent.cookie, {
        currentPassword: parent.password,
        newPassword: 'nova-senha-1',
        confirmPassword: 'nova-senha-1',
      });
      expect(res.status, await res.clone().text()).toBe(204);
      const thisDevice = cookieHeader(res, parent.cookie);
      expect((await call(app, 'GET', '/api/me', { cookie: thisDevice })).status).toBe(200);
      expect((await call(app, 'GET', '/api/me', { cookie: otherDevice })).status).toBe(401);
      expect((await call(app, 'GET', '/api/me', { cookie: parent.cookie })).status).toBe(401);
      expect((await signIn(app, parent.email, parent.password)).status).toBe(401);
      expect((await signIn(app, parent.email, 'nova-senha-1')).status).toBe(200);
    });
  });
});
