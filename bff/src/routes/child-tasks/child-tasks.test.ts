import { randomUUID } from 'node:crypto';
import { ChildTasksResponseSchema, CompleteTaskResponseSchema, MSG } from '@portal/contracts';
import { addDays, saoPauloToday } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../lib/errors';
import { tasks, transactions } from '../../db/schema';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, fromIp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import {
  completeAs,
  createTaskAs,
  expectLedgerInvariants,
  ledgerOfSubmission,
  rejectAs,
  submissionsOfTask,
  taskBody,
  errorOf,
  uniqueUsername,
} from '../../test/task-flow';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';

describe('child tasks: list and completion', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let otherParent: TestParent;
  type Kid = { childId: string; cookie: string; userId: string };
  let ana: Kid;
  let bia: Kid;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
    otherParent = await createVerifiedParent(app);
    ana = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name: 'Ana',
    });
    bia = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name: 'Bia',
    });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  async function childView(kid: Kid) {
    const res = await call(app, 'GET', '/api/child/tasks', { cookie: kid.cookie });
    expect(res.status).toBe(200);
    return ChildTasksResponseSchema.parse(await res.json());
  }

  it('lists tasks assigned to the child or to nobody, incomplete first, then by due date', async () => {
    const today = saoPauloToday();
    const later = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Depois', dueDate: addDays(today, 3) }),
    );
    const soon = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Hoje', dueDate: today, timeLimit: '00:00' }),
    );
    const noDate = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Sem data' }),
    );
    const everyone = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Para todos', dueDate: addDays(today, -1) }),
    );
    await call(app, 'PATCH', `/api/tasks/${everyone.id}`, {
      cookie: parent.cookie,
      body: { assignedChildren: [] },
    });
    const biaOnly = await createTaskAs(
      app,
      parent.cookie,
      taskBody([bia.childId], { title: 'Só da Bia' }),
    );

    const view = await childView(ana);
    const titles = view.tasks.map((task) => task.title);
    expect(titles).toEqual(['Para todos', 'Hoje', 'Depois', 'Sem data']);
    expect(titles).not.toContain(biaOnly.title);
    expect(view.today).toBe(today);
    expect(view.tasks.find((t) => t.id === noDate.id)?.availableFrom).toBeNull();
    expect(view.tasks.find((t) => t.id === later.id)?.availableFrom).toBe(
      new Date(`${addDays(today, 3)}T03:00:00.000Z`).toISOString(),
    );
    expect(view.tasks.find((t) => t.id === soon.id)?.submission).toBeNull();
    expect((await childView(bia)).tasks.map((t) => t.title)).toEqual(['Para todos', 'Só da Bia']);
  });

  it('is for children only', async () => {
    const res = await call(app, 'GET', '/api/child/tasks', { cookie: parent.cookie });
    expect(res.status).toBe(403);
    expect((await call(app, 'GET', '/api/child/tasks')).status).toBe(401);
  });

  it('completes a task that needs approval: pending submission, reward credited once, no recurrence', async () => {
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], {
        title: 'Lavar a louça',
        value: '5,00',
        recurring: true,
        recurringType: 'daily',
      }),
    );
    const before = (await childView(ana)).tasks.length;
    const res = await completeAs(app, ana.cookie, task.id, { notes: ' Pronto! ' });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = CompleteTaskResponseSchema.parse(await res.json());
    expect(body.submission).toMatchObject({
      status: 'pending',
      approved: false,
      notes: 'Pronto!',
      value: 500,
      rewardCreditedAtCompletion: true,
    });
    expect(body.task.completed).toBe(true);
    expect(body.child).toMatchObject({
      balance: 500,
      totalEarned: 500,
      xp: 50,
      level: 1,
      pendingTasks: 1,
      completedToday: 1,
      tasksCompleted: 1,
    });

    const ledger = await ledgerOfSubmission(testDb.db, body.submission.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      type: 'task_reward',
      amountCents: 500,
      balanceBeforeCents: 0,
      balanceAfterCents: 500,
      source: 'child_app',
    });
    // No next occurrence until a parent approves.
    const after = await childView(ana);
    expect(after.tasks.length).toBe(before);
    expect(after.tasks.find((t) => t.id === task.id)?.submission?.status).toBe('pending');
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('completes a task without approval: approved at once, counters and the next occurrence', async () => {
    const today = saoPauloToday();
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([bia.childId], {
        title: 'Regar plantas',
        value: '2,50',
        requiresApproval: false,
        recurring: true,
        recurringType: 'weekly',
        dueDate: today,
      }),
    );
    const res = await completeAs(app, bia.cookie, task.id);
    const body = CompleteTaskResponseSchema.parse(await res.json());
    expect(body.submission).toMatchObject({ status: 'approved', approved: true });
    expect(body.child).toMatchObject({
      balance: 250,
      totalEarned: 250,
      xp: 25,
      pendingTasks: 0,
      completedToday: 1,
      tasksCompleted: 1,
    });
    const next = await testDb.db.select().from(tasks).where(eq(tasks.recurrenceParentId, task.id));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({
      completed: false,
      dueDate: addDays(today, 7),
      title: 'Regar plantas',
    });
    const view = await childView(bia);
    expect(view.tasks.find((t) => t.id === next[0]!.id)).toMatchObject({
      assignedChildren: [bia.childId],
    });
    expect(view.monthlyEarnings).toBe(250);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('pays once for a retried request with the same Idempotency-Key, and refuses a second completion', async () => {
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Guardar brinquedos', value: '1,00' }),
    );
    const key = randomUUID();
    const first = CompleteTaskResponseSchema.parse(
      await (await completeAs(app, ana.cookie, task.id, { key })).json(),
    );
    const retry = await completeAs(app, ana.cookie, task.id, { key });
    expect(retry.status).toBe(200);
    const replay = CompleteTaskResponseSchema.parse(await retry.json());
    expect(replay.submission.id).toBe(first.submission.id);
    expect(replay.child.balance).toBe(first.child.balance);

    const again = await completeAs(app, ana.cookie, task.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(MSG.task.alreadyCompleted);
    expect(await submissionsOfTask(testDb.db, task.id)).toHaveLength(1);
    expect(await ledgerOfSubmission(testDb.db, first.submission.id)).toHaveLength(1);

    // The same key on another task is a client bug, not a replay.
    const other = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Outra' }),
    );
    const reused = await completeAs(app, ana.cookie, other.id, { key });
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    // So is the same key on the same task with another note: not the request it answered.
    const changed = await completeAs(app, ana.cookie, task.id, { key, notes: 'Outra nota' });
    expect(changed.status).toBe(409);
    expect(await errorOf(changed)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: ERROR_MESSAGES.idempotencyKeyReused,
    });
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('refuses a task that is not yet available, one that needs a photo, and one for someone else', async () => {
    const today = saoPauloToday();
    const future = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Amanhã', dueDate: addDays(today, 1) }),
    );
    const res = await completeAs(app, ana.cookie, future.id);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(MSG.task.notAvailableYet);

    const photo = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Com foto', requiresPhoto: true }),
    );
    const noPhoto = await completeAs(app, ana.cookie, photo.id);
    expect(noPhoto.status).toBe(400);
    expect((await errorOf(noPhoto)).message).toBe(MSG.task.photoRequired);

    const biaTask = await createTaskAs(
      app,
      parent.cookie,
      taskBody([bia.childId], { title: 'Da Bia' }),
    );
    expect((await completeAs(app, ana.cookie, biaTask.id)).status).toBe(404);

    const foreign = await createTaskAs(app, otherParent.cookie, {
      ...taskBody([]),
      assignedChildren: [
        (await createSignedInChild(app, otherParent.familyId, { username: uniqueUsername() }))
          .childId,
      ],
    });
    const idor = await completeAs(app, ana.cookie, foreign.id);
    expect(idor.status).toBe(404);
    expect((await errorOf(idor)).message).toBe('Recurso não encontrado.');
    expect((await completeAs(app, ana.cookie, 'not-a-uuid')).status).toBe(404);
    expect((await completeAs(app, parent.cookie, photo.id)).status).toBe(403);

    const rows = await testDb.db
      .select()
      .from(transactions)
      .where(eq(transactions.taskId, photo.id));
    expect(rows).toEqual([]);
  });

  it('refuses a note over 500 characters, in JSON and in a multipart form, paying nothing', async () => {
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Recado longo' }),
    );
    const long = 'a'.repeat(501);
    const json = await completeAs(app, ana.cookie, task.id, { notes: long });
    expect(json.status).toBe(400);
    expect((await errorOf(json)).issues).toEqual([
      { path: ['notes'], message: MSG.task.notesTooLong },
    ]);
    const form = new FormData();
    form.set('notes', long);
    const multipart = await app.request(
      `/api/tasks/${task.id}/complete`,
      { method: 'POST', headers: { origin: TEST_ORIGIN, cookie: ana.cookie }, body: form },
      fromIp(),
    );
    expect(multipart.status).toBe(400);
    expect((await errorOf(multipart)).issues).toEqual([
      { path: ['notes'], message: MSG.task.notesTooLong },
    ]);
    expect(await submissionsOfTask(testDb.db, task.id)).toEqual([]);
  });

  it('shows the 10 most recent rejections, one per task, with the reason', async () => {
    const kid = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
    const made: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const task = await createTaskAs(
        app,
        parent.cookie,
        taskBody([kid.childId], { title: `Tarefa ${i}`, value: '1,00' }),
      );
      made.push(task.id);
      const done = CompleteTaskResponseSchema.parse(
        await (await completeAs(app, kid.cookie, task.id)).json(),
      );
      expect((await rejectAs(app, parent.cookie, done.submission.id, `Motivo ${i}`)).status).toBe(
        200,
      );
    }
    // The last task is rejected twice: it must appear once, with the newer reason.
    const again = CompleteTaskResponseSchema.parse(
      await (await completeAs(app, kid.cookie, made[11]!)).json(),
    );
    await rejectAs(app, parent.cookie, again.submission.id, 'De novo');

    const view = await childView(kid);
    expect(view.rejected).toHaveLength(10);
    expect(view.rejected[0]).toMatchObject({ taskTitle: 'Tarefa 11', reason: 'De novo' });
    expect(view.rejected.map((r) => r.taskTitle)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Tarefa ${i}`),
    );
    expect(view.tasks.find((t) => t.id === made[0])).toMatchObject({
      completed: false,
      submission: { status: 'rejected' },
    });
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });
});
