import {
  ChildMoneyResponseSchema,
  ChildStatsResponseSchema,
  CompleteTaskResponseSchema,
  GoalListResponseSchema,
  NotificationsResponseSchema,
  type Notification,
  type NotificationsResponse,
} from '@portal/contracts';
import { formatDate, saoPauloToday } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, taskSubmissions } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { grantMoney } from '../../test/goal-flow';
import {
  approveAs,
  completeAs,
  createTaskAs,
  expectLedgerInvariants,
  rejectAs,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';

/*
 * Issue 41 item 1, "Money a child understands": the reward is credited at completion (spec 001
 * §4), so the balance holds rewards a parent may still reject. The goals list (read by the
 * child's Home, Tarefas and Metas) and 'Meu dinheiro' answer the same split of it; a review is
 * told to the child as a message (the Home's card until seen); the month's success rate waits
 * for a first review. On real PostgreSQL.
 */

/** 15:00 of today on São Paulo's clock: outside the child's quiet hours (21:00–08:00). */
const AFTERNOON = new Date(`${saoPauloToday()}T15:00:00-03:00`);
/** 22:30 of today on São Paulo's clock: in the child's quiet hours. */
const NIGHT = new Date(`${saoPauloToday()}T22:30:00-03:00`);

describe('what waits for approval, and the review told to the child (issue 41)', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let kid: { childId: string; cookie: string };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb, { clock: fixedClock(AFTERNOON) });
    parent = await createVerifiedParent(app);
    kid = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('split'),
      name: 'Ana',
    });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  async function read<T>(path: string, schema: { parse: (value: unknown) => T }): Promise<T> {
    const res = await call(app, 'GET', path, { cookie: kid.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return schema.parse(await res.json());
  }

  /** The rewards of the child's pending completions, summed in the database. */
  async function pendingRewards(): Promise<number> {
    const [row] = await testDb.db
      .select({ sum: sql<string>`coalesce(sum(${taskSubmissions.valueCents}), 0)::text` })
      .from(taskSubmissions)
      .where(and(eq(taskSubmissions.childId, kid.childId), eq(taskSubmissions.status, 'pending')));
    return Number(row?.sum ?? 0);
  }

  /** The goals list's and 'Meu dinheiro''s split, which must agree. */
  async function split() {
    const goals = await read(`/api/children/${kid.childId}/goals`, GoalListResponseSchema);
    const money = await read(`/api/children/${kid.childId}/money`, ChildMoneyResponseSchema);
    expect({ available: goals.savable, awaitingApproval: goals.awaitingApproval }).toEqual({
      available: money.available,
      awaitingApproval: money.awaitingApproval,
    });
    return { available: goals.savable, awaitingApproval: goals.awaitingApproval };
  }

  const successRate = async () =>
    (await read(`/api/children/${kid.childId}/stats`, ChildStatsResponseSchema)).month.successRate;

  /** The child's messages once `ready` holds: a review's is stored after its commit. */
  async function bellWhen(
    ready: (inbox: NotificationsResponse) => boolean,
  ): Promise<NotificationsResponse> {
    let inbox: NotificationsResponse | undefined;
    await vi.waitFor(async () => {
      inbox = await read('/api/notifications', NotificationsResponseSchema);
      expect(ready(inbox)).toBe(true);
    });
    return inbox!;
  }
  const reviews = (inbox: NotificationsResponse): Notification[] =>
    inbox.items.filter((item) => item.kind === 'task_approved' || item.kind === 'task_rejected');

  it('keeps the pending rewards apart after completion, approval and rejection', async () => {
    await grantMoney(testDb.db, parent.familyId, kid.childId, 250);
    const make = (title: string, value: string) =>
      createTaskAs(app, parent.cookie, taskBody([kid.childId], { title, value }));
    const bed = await make('Arrumar a cama', '3,00');
    const dishes = await make('Lavar a louça', '2,50');
    const complete = async (taskId: string) => {
      const res = await completeAs(app, kid.cookie, taskId);
      expect(res.status, await res.clone().text()).toBe(200);
      return CompleteTaskResponseSchema.parse(await res.json()).submission.id;
    };

    expect(await split()).toEqual({ available: 250, awaitingApproval: 0 });
    expect(await successRate()).toBeNull();

    const bedSubmission = await complete(bed.id);
    const dishesSubmission = await complete(dishes.id);
    // The Home: 'Meu saldo R$ 8,00' was all one figure; 5,50 of it waits.
    expect(await pendingRewards()).toBe(550);
    expect(await split()).toEqual({ available: 250, awaitingApproval: 550 });
    // Two tasks done, none reviewed yet: no '0 %'.
    expect(await successRate()).toBeNull();

    expect((await approveAs(app, parent.cookie, dishesSubmission)).status).toBe(200);
    expect(await pendingRewards()).toBe(300);
    expect(await split()).toEqual({ available: 500, awaitingApproval: 300 });
    expect(await successRate()).toBe(50);

    expect((await rejectAs(app, parent.cookie, bedSubmission, 'Faltou o lençol')).status).toBe(200);
    expect(await pendingRewards()).toBe(0);
    expect(await split()).toEqual({ available: 500, awaitingApproval: 0 });
    expect(await successRate()).toBe(100);
    await expectLedgerInvariants(testDb.db, parent.familyId);

    const inbox = await bellWhen((box) => reviews(box).length === 2);
    // One clock for the whole test: both messages have the same time, so find them by kind.
    const approved = reviews(inbox).find((item) => item.kind === 'task_approved');
    const rejected = reviews(inbox).find((item) => item.kind === 'task_rejected');
    expect(approved).toMatchObject({
      kind: 'task_approved',
      title: '+R$ 2,50 aprovado',
      body: 'Sua tarefa “Lavar a louça” foi aprovada e o valor já está disponível.',
      childId: kid.childId,
      readAt: null,
    });
    expect(rejected).toMatchObject({
      kind: 'task_rejected',
      title: 'Tarefa rejeitada',
      body: `Sua tarefa Arrumar a cama foi rejeitada em ${formatDate(AFTERNOON)}. Motivo: Faltou o lençol`,
      readAt: null,
    });

    // Seen on Home: read on the BFF, so it stays seen after a reload or on another device.
    const seen = await call(app, 'POST', `/api/notifications/${rejected!.id}/read`, {
      cookie: kid.cookie,
    });
    expect(seen.status).toBe(200);
    const after = reviews(await read('/api/notifications', NotificationsResponseSchema));
    expect(Object.fromEntries(after.map((item) => [item.kind, item.readAt !== null]))).toEqual({
      task_rejected: true,
      task_approved: false,
    });
  });

  it('shows a review made at night at once, and pushes it to no device', async () => {
    // A parent approving at night: the child's balance moves now, so its Home says why now.
    const night = createTestApp(testDb, { clock: fixedClock(NIGHT) });
    const task = await createTaskAs(
      night,
      parent.cookie,
      taskBody([kid.childId], { title: 'Guardar os brinquedos', value: '1,50' }),
    );
    const res = await completeAs(night, kid.cookie, task.id);
    const submission = CompleteTaskResponseSchema.parse(await res.json()).submission.id;
    expect((await rejectAs(night, parent.cookie, submission, 'Faltou a caixa')).status).toBe(200);

    const inNightInbox = async () => {
      const res = await call(night, 'GET', '/api/notifications', { cookie: kid.cookie });
      const box = NotificationsResponseSchema.parse(await res.json());
      return reviews(box).filter((item) => item.body.includes('Guardar os brinquedos'));
    };
    await vi.waitFor(async () => expect(await inNightInbox()).toHaveLength(1));
    const [told] = await inNightInbox();
    expect(told).toMatchObject({ title: 'Tarefa rejeitada', readAt: null });
    // Marked as pushed when stored: the push pass (which sends what is unpushed) skips it.
    const [row] = await testDb.db
      .select({ pushedAt: notifications.pushedAt })
      .from(notifications)
      .where(eq(notifications.id, told!.id));
    expect(row?.pushedAt).not.toBeNull();
    const [daytime] = await testDb.db
      .select({ pushedAt: notifications.pushedAt })
      .from(notifications)
      .where(and(eq(notifications.childId, kid.childId), eq(notifications.kind, 'task_approved')))
      .limit(1);
    expect(daytime?.pushedAt).toBeNull();
  });

  it('tells a review once, however often it is sent', async () => {
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([kid.childId], { title: 'Regar as plantas', value: '1,00' }),
    );
    const res = await completeAs(app, kid.cookie, task.id);
    const submission = CompleteTaskResponseSchema.parse(await res.json()).submission.id;
    expect(await split()).toMatchObject({ awaitingApproval: 100 });
    expect((await approveAs(app, parent.cookie, submission)).status).toBe(200);
    expect((await approveAs(app, parent.cookie, submission)).status).toBe(200);
    expect(await split()).toMatchObject({ awaitingApproval: 0 });

    const mentions = (box: NotificationsResponse) =>
      reviews(box).filter((item) => item.body.includes('Regar as plantas'));
    await bellWhen((box) => mentions(box).length > 0);
    // Whatever a late second store would have added has had its chance by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const told = mentions(await read('/api/notifications', NotificationsResponseSchema));
    expect(told.map((item) => item.title)).toEqual(['+R$ 1,00 aprovado']);
  });
});
