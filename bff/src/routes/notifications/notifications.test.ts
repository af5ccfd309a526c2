import { NotificationsResponseSchema, type NotificationsResponse } from '@portal/contracts';
import { addDays, saoPauloToday } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { families, notifications, taskSubmissions } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { createMailer } from '../../lib/mailer';
import { grantMoney } from '../../test/goal-flow';
import { createGoalAs, depositAs, movementOf } from '../../test/goal-flow';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import {
  approveAs,
  completeAs,
  createTaskAs,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, TEST_ENV, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';
import {
  remindTasksDueToday,
  remindWaitingSubmissions,
  sendPendingEmails,
  sendWeeklyReports,
} from './notifications.service';

/** An instant on São Paulo's clock (UTC−3 since 2019). */
const sp = (local: string) => new Date(`${local}-03:00`);
const silent = pino({ level: 'silent' });

describe('the notification centre (issue 38 item 4)', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let smtp: TestSmtpServer;
  let smtpMailer: Mailer;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    smtp = await startTestSmtpServer();
    smtpMailer = createMailer({ SMTP_URL: smtp.url }, testDb.db, silent);
  });
  afterAll(async () => {
    await smtp.close();
    await testDb.destroy();
  });

  const family = async () => {
    const parent = await createVerifiedParent(app);
    const child = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('sino'),
      name: 'Ana',
    });
    return { parent, child };
  };
  const bell = async (cookie: string, on: TestApp = app): Promise<NotificationsResponse> => {
    const res = await call(on, 'GET', '/api/notifications', { cookie });
    expect(res.status).toBe(200);
    return NotificationsResponseSchema.parse(await res.json());
  };
  /** The bell once `ready` holds: messages a movement causes are stored after its commit. */
  const bellWhen = async (
    cookie: string,
    ready: (inbox: NotificationsResponse) => boolean,
    on: TestApp = app,
  ): Promise<NotificationsResponse> => {
    let inbox: NotificationsResponse | undefined;
    await vi.waitFor(async () => {
      inbox = await bell(cookie, on);
      expect(ready(inbox)).toBe(true);
    });
    return inbox!;
  };
  const toggles = (parent: TestParent, changes: Record<string, boolean>) =>
    call(app, 'PATCH', '/api/family', {
      cookie: parent.cookie,
      body: {
        notifications: {
          taskReminders: true,
          achievementAlerts: true,
          weeklyReports: true,
          goalMilestones: true,
          ...changes,
        },
      },
    });
  const approveFirstTask = async (
    parent: TestParent,
    child: { childId: string; cookie: string },
  ) => {
    const task = await createTaskAs(app, parent.cookie, taskBody([child.childId]));
    const done = await completeAs(app, child.cookie, task.id);
    expect(done.status).toBe(200);
    const { submission } = (await done.json()) as { submission: { id: string } };
    expect((await approveAs(app, parent.cookie, submission.id)).status).toBe(200);
  };
  const send = (now: Date, mailer: Mailer = smtpMailer) =>
    sendPendingEmails(testDb.db, { mailer, env: TEST_ENV, logger: silent }, now);

  it('tells the parent, in the bell and by e-mail, when the child unlocks an achievement', async () => {
    const { parent, child } = await family();
    await approveFirstTask(parent, child);

    const inbox = await bellWhen(parent.cookie, (bell) => bell.unreadCount > 0);
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.items[0]).toMatchObject({
      kind: 'achievement_unlocked',
      title: 'Nova conquista!',
      body: 'Ana desbloqueou a conquista “Primeira Tarefa”.',
      link: '/parent/dashboard',
      childId: child.childId,
      readAt: null,
    });
    // The child's bell is its own: the parent's message is not in it (the child hears of the
    // approval itself, issue 41).
    expect((await bell(child.cookie)).items.map((item) => item.kind)).toEqual(['task_approved']);

    expect(await send(new Date())).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor(parent.email);
    expect(mail.decoded).toContain('Ana desbloqueou a conquista “Primeira Tarefa”.');
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // Sent once: a second pass finds nothing to send.
    const before = smtp.received.length;
    await send(new Date());
    expect(smtp.received.length).toBe(before);
  });

  it("reads one or all; another family's message is 404", async () => {
    const { parent, child } = await family();
    await approveFirstTask(parent, child);
    const other = await family();
    const [message] = (await bellWhen(parent.cookie, (bell) => bell.items.length > 0)).items;

    const foreign = await call(app, 'POST', `/api/notifications/${message!.id}/read`, {
      cookie: other.parent.cookie,
    });
    expect(foreign.status).toBe(404);
    expect((await bell(parent.cookie)).unreadCount).toBe(1);

    const read = await call(app, 'POST', `/api/notifications/${message!.id}/read`, {
      cookie: parent.cookie,
    });
    expect(read.status).toBe(200);
    const after = NotificationsResponseSchema.parse(await read.json());
    expect(after.unreadCount).toBe(0);
    expect(after.items[0]!.readAt).not.toBeNull();

    const all = await call(app, 'POST', '/api/notifications/read', { cookie: parent.cookie });
    expect(NotificationsResponseSchema.parse(await all.json()).unreadCount).toBe(0);
    expect((await call(app, 'GET', '/api/notifications')).status).toBe(401);
  });

  it('says nothing of a kind whose toggle is off, anywhere', async () => {
    const { parent, child } = await family();
    expect((await toggles(parent, { achievementAlerts: false })).status).toBe(200);
    await approveFirstTask(parent, child);
    // What an allowed alert would take to arrive (see the first test), then none is there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await bell(parent.cookie)).items).toEqual([]);
    const stored = await testDb.db
      .select()
      .from(notifications)
      .where(eq(notifications.familyId, parent.familyId));
    // Only the child's word of its approval (issue 41), which belongs to no toggle.
    expect(stored.map((row) => row.kind)).toEqual(['task_approved']);
  });

  it('announces a goal at 50 % and at 100 %, once each, to the child and the parent', async () => {
    const { parent, child } = await family();
    await grantMoney(testDb.db, parent.familyId, child.childId, 10_000);
    // Afternoon in São Paulo: outside the child's quiet hours whenever the suite runs.
    const day = createTestApp(testDb, { clock: fixedClock(sp(`${saoPauloToday()}T15:00:00`)) });
    const created = await movementOf(
      await createGoalAs(day, child.cookie, { title: 'Bicicleta', targetAmount: '20,00' }),
      201,
    );
    const goalId = created.goal!.id;
    await movementOf(await depositAs(day, child.cookie, goalId, '10,00'));
    await movementOf(await depositAs(day, child.cookie, goalId, '5,00'));
    const half = await bellWhen(child.cookie, (bell) => bell.items.length > 0, day);
    expect(half.items.map((item) => item.body)).toEqual([
      'Você já guardou 50% da meta “Bicicleta”. Continue assim!',
    ]);
    await movementOf(await depositAs(day, child.cookie, goalId, '5,00'));
    const full = await bellWhen(child.cookie, (bell) => bell.items.length > 1, day);
    expect(full.items.map((item) => item.title).sort()).toEqual([
      'Meta alcançada!',
      'Metade da meta!',
    ]);
    const parentInbox = await bellWhen(
      parent.cookie,
      (bell) => bell.items.filter((item) => item.kind === 'goal_milestone').length > 1,
      day,
    );
    const parentBodies = parentInbox.items.map((item) => item.body);
    expect(parentBodies).toContain('Ana completou a meta “Bicicleta”.');
    expect(parentBodies).toContain('Ana já guardou 50% da meta “Bicicleta”.');
  });

  it('announces no goal milestone while goalMilestones is off', async () => {
    const { parent, child } = await family();
    await toggles(parent, { goalMilestones: false, achievementAlerts: false });
    await grantMoney(testDb.db, parent.familyId, child.childId, 10_000);
    const day = createTestApp(testDb, { clock: fixedClock(sp(`${saoPauloToday()}T15:00:00`)) });
    const created = await movementOf(
      await createGoalAs(day, child.cookie, { title: 'Skate', targetAmount: '10,00' }),
      201,
    );
    await movementOf(await depositAs(day, child.cookie, created.goal!.id, '10,00'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await bell(child.cookie, day)).items).toEqual([]);
    expect((await bell(parent.cookie, day)).items).toEqual([]);
  });

  it("holds a child's message made in its quiet hours until 08:00", async () => {
    const { parent, child } = await family();
    await grantMoney(testDb.db, parent.familyId, child.childId, 10_000);
    const night = sp('2026-12-02T22:30:00');
    const lateApp = createTestApp(testDb, { clock: fixedClock(night) });
    const created = await movementOf(
      await createGoalAs(lateApp, child.cookie, { title: 'Patins', targetAmount: '10,00' }),
      201,
    );
    await movementOf(await depositAs(lateApp, child.cookie, created.goal!.id, '10,00'));
    // The parent has no quiet hours.
    const parentInbox = await bellWhen(
      parent.cookie,
      (bell) => bell.items.some((item) => item.kind === 'goal_milestone'),
      lateApp,
    );
    expect(parentInbox.items.filter((item) => item.kind === 'goal_milestone')).toHaveLength(1);
    expect((await bell(child.cookie, lateApp)).items).toEqual([]);
    const morning = createTestApp(testDb, { clock: fixedClock(sp('2026-12-03T08:00:00')) });
    expect((await bell(child.cookie, morning)).items.map((item) => item.title)).toEqual([
      'Meta alcançada!',
    ]);
  });

  it("reminds a child at 18:00 of today's tasks not done, once, and not on holiday", async () => {
    const { parent, child } = await family();
    const paused = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('ferias'),
    });
    const now = new Date();
    const today = saoPauloToday(now);
    const evening = sp(`${today}T18:00:00`);
    await createTaskAs(
      app,
      parent.cookie,
      taskBody([child.childId, paused.childId], { title: 'Regar as plantas', dueDate: today }),
    );
    await createTaskAs(
      app,
      parent.cookie,
      taskBody([child.childId], { title: 'Amanhã', dueDate: addDays(today, 1) }),
    );
    const done = await createTaskAs(
      app,
      parent.cookie,
      taskBody([child.childId], { title: 'Feita', dueDate: today }),
    );
    expect((await completeAs(app, child.cookie, done.id)).status).toBe(200);
    await call(app, 'PUT', `/api/children/${paused.childId}/pause`, {
      cookie: parent.cookie,
      body: { startsOn: today, endsOn: addDays(today, 3) },
    });

    expect(await remindTasksDueToday(testDb.db, sp(`${today}T17:59:00`))).toBe(0);
    await remindTasksDueToday(testDb.db, evening);
    await remindTasksDueToday(testDb.db, new Date(evening.getTime() + 15 * 60_000));
    const eveningApp = createTestApp(testDb, { clock: fixedClock(evening) });
    const inbox = await bell(child.cookie, eveningApp);
    expect(inbox.items.map(({ title, body, link }) => ({ title, body, link }))).toEqual([
      {
        title: 'Tarefas de hoje',
        body: 'Ainda dá tempo de fazer “Regar as plantas” hoje!',
        link: '/child/tasks',
      },
    ]);
    // The paused child heard of its 'Modo férias', and of no task.
    expect((await bell(paused.cookie, eveningApp)).items.map((item) => item.kind)).toEqual([
      'pause_set',
    ]);

    await toggles(parent, { taskReminders: false });
    const other = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('x'),
    });
    await createTaskAs(app, parent.cookie, taskBody([other.childId], { dueDate: today }));
    await remindTasksDueToday(testDb.db, evening);
    expect((await bell(other.cookie, eveningApp)).items).toEqual([]);
  });

  it('tells the parent once when a submission has waited more than 24 hours', async () => {
    const { parent, child } = await family();
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([child.childId], { title: 'Lavar a louça' }),
    );
    const done = await completeAs(app, child.cookie, task.id);
    const { submission } = (await done.json()) as { submission: { id: string } };
    const [row] = await testDb.db
      .select({ completedAt: taskSubmissions.completedAt })
      .from(taskSubmissions)
      .where(eq(taskSubmissions.id, submission.id));
    const at = row!.completedAt.getTime();
    const waiting = async () =>
      (
        await testDb.db
          .select()
          .from(notifications)
          .where(eq(notifications.familyId, parent.familyId))
      ).filter((n) => n.kind === 'submission_waiting').length;
    await remindWaitingSubmissions(testDb.db, new Date(at + 23 * 3_600_000));
    expect(await waiting()).toBe(0);
    await remindWaitingSubmissions(testDb.db, new Date(at + 25 * 3_600_000));
    await remindWaitingSubmissions(testDb.db, new Date(at + 26 * 3_600_000));
    expect(await waiting()).toBe(1);
    const later = createTestApp(testDb, { clock: fixedClock(new Date(at + 26 * 3_600_000)) });
    expect((await bell(parent.cookie, later)).items[0]).toMatchObject({
      kind: 'submission_waiting',
      body: 'Ana espera sua aprovação de “Lavar a louça” há mais de 24 horas.',
      link: '/tasks/approve',
    });
  });

  it('e-mails the weekly report on Sundays from 19:00, with a link that turns it off', async () => {
    const { parent, child } = await family();
    await approveFirstTask(parent, child);
    await bellWhen(parent.cookie, (bell) => bell.unreadCount > 0);
    // Today's week: the next Sunday at 19:00 covers the task approved now only when today is in
    // it, so the report is read on the coming Sunday, whatever today is.
    const today = saoPauloToday();
    const daysToSunday = (7 - new Date(`${today}T12:00:00Z`).getUTCDay()) % 7;
    const sunday = addDays(today, daysToSunday);
    const sundayEvening = sp(`${sunday}T19:00:00`);

    expect(await sendWeeklyReports(testDb.db, sp(`${sunday}T18:59:00`))).toBe(0);
    expect(await sendWeeklyReports(testDb.db, addDaysTo(sundayEvening, -1))).toBe(0);
    const stored = await sendWeeklyReports(testDb.db, sundayEvening);
    expect(stored).toBeGreaterThanOrEqual(1);
    await sendWeeklyReports(testDb.db, new Date(sundayEvening.getTime() + 15 * 60_000));
    const reports = await testDb.db
      .select()
      .from(notifications)
      .where(eq(notifications.familyId, parent.familyId));
    expect(reports.filter((row) => row.kind === 'weekly_report')).toHaveLength(1);

    await send(sundayEvening);
    const mail = await smtp.waitFor(parent.email);
    const report = smtp.received.findLast(
      (m) => m.to.includes(parent.email) && m.subject.startsWith('Resumo da semana'),
    )!;
    expect(report).toBeDefined();
    expect(mail).toBeDefined();
    // Readable as plain text: each child's figures on lines of their own.
    expect(report.decoded).toContain('Ana');
    expect(report.decoded).toContain('  Ganhou: R$ 5,00');
    expect(report.decoded).toContain('  Tarefas: 1');
    expect(report.decoded).toContain('<table');

    const link = /https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9_.%-]+/.exec(
      report.decoded,
    )?.[0];
    expect(link).toBeDefined();
    const path = new URL(link!).pathname + new URL(link!).search;
    const page = await app.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Desativar resumos semanais');
    const off = await app.request(path, { method: 'POST' });
    expect(off.status).toBe(200);
    expect(await off.text()).toContain('Você não receberá mais resumos semanais.');
    const [settings] = await testDb.db
      .select({ settings: families.settings })
      .from(families)
      .where(eq(families.id, parent.familyId));
    expect(settings!.settings.notifications.weeklyReports).toBe(false);
    const nextSunday = addDaysTo(sundayEvening, 7);
    await sendWeeklyReports(testDb.db, nextSunday);
    const after = await testDb.db
      .select()
      .from(notifications)
      .where(eq(notifications.familyId, parent.familyId));
    expect(after.filter((row) => row.kind === 'weekly_report')).toHaveLength(1);

    const forged = await app.request(`${new URL(link!).pathname}?token=${'x'.repeat(40)}.abc`);
    expect(forged.status).toBe(400);
  });

  it('sends each e-mail once with two workers, and tries a refused one again later', async () => {
    const { parent, child } = await family();
    await approveFirstTask(parent, child);
    await bellWhen(parent.cookie, (bell) => bell.unreadCount > 0);
    const sent: string[] = [];
    const slow: Mailer = {
      transport: 'smtp',
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        sent.push(message.to);
      },
      listOutbox: async () => [],
    };
    const now = new Date(Date.now() + 1000);
    await Promise.all([send(now, slow), send(now, slow)]);
    expect(sent.filter((to) => to === parent.email)).toHaveLength(1);

    const other = await family();
    await approveFirstTask(other.parent, other.child);
    await bellWhen(other.parent.cookie, (bell) => bell.unreadCount > 0);
    const refusing: Mailer = {
      transport: 'smtp',
      send: () => Promise.reject(new Error('421 try later')),
      listOutbox: async () => [],
    };
    await send(now, refusing);
    const [row] = await testDb.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.familyId, other.parent.familyId),
          eq(notifications.audience, 'parent'),
        ),
      );
    expect(row).toMatchObject({ emailState: 'pending', emailAttempts: 1 });
    expect(row!.emailAfter!.getTime()).toBeGreaterThan(now.getTime());
    const delivered: string[] = [];
    await send(new Date(now.getTime() + 61_000), {
      ...slow,
      send: async (message) => void delivered.push(message.to),
    });
    expect(delivered).toContain(other.parent.email);
  });
});

function addDaysTo(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * 86_400_000);
}
