import {
  ChildTasksResponseSchema,
  CompleteTaskResponseSchema,
  MSG,
  PendingSubmissionListResponseSchema,
  TaskListResponseSchema,
  TaskSchema,
  type Task,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, tasks, transactions } from '../../db/schema';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import {
  approveAs,
  childRowOf,
  completeAs,
  createTaskAs,
  errorOf,
  expectLedgerInvariants,
  rejectAs,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';
import { TASK_SERVICE_MESSAGES } from '../tasks/tasks.service';

/*
 * Tasks for several children (ADR 024), over the HTTP API on PostgreSQL: mode 'each' is done
 * and paid per child, mode 'first' once for whoever is first; each family is fresh so "every
 * active child" is exactly the children a test made.
 */
describe('tasks for several children', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  type Kid = { childId: string; cookie: string; userId: string };
  interface Family {
    parent: TestParent;
    ana: Kid;
    bruno: Kid;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  async function family(): Promise<Family> {
    const parent = await createVerifiedParent(app);
    const ana = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name: 'Ana',
    });
    const bruno = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name: 'Bruno',
    });
    return { parent, ana, bruno };
  }

  async function childTask(kid: Kid, taskId: string) {
    const res = await call(app, 'GET', '/api/child/tasks', { cookie: kid.cookie });
    expect(res.status).toBe(200);
    return ChildTasksResponseSchema.parse(await res.json()).tasks.find((t) => t.id === taskId);
  }

  async function rejectionsOf(kid: Kid) {
    const res = await call(app, 'GET', '/api/child/tasks', { cookie: kid.cookie });
    return ChildTasksResponseSchema.parse(await res.json()).rejected;
  }

  async function parentTask(parent: TestParent, taskId: string): Promise<Task> {
    const res = await call(app, 'GET', '/api/tasks?limit=100', { cookie: parent.cookie });
    expect(res.status).toBe(200);
    const task = TaskListResponseSchema.parse(await res.json()).tasks.find((t) => t.id === taskId);
    expect(task, `task ${taskId} in the manage list`).toBeDefined();
    return task!;
  }

  async function complete(kid: Kid, taskId: string) {
    const res = await completeAs(app, kid.cookie, taskId);
    expect(res.status, await res.clone().text()).toBe(200);
    return CompleteTaskResponseSchema.parse(await res.json());
  }

  async function rewardsOf(childId: string) {
    return testDb.db.select().from(transactions).where(eq(transactions.childId, childId));
  }

  it("'each': Ana and Bruno both complete it, each is paid once, and the parent sees who did what", async () => {
    const { parent, ana, bruno } = await family();
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId, bruno.childId], { title: 'Regar as plantas', value: '5,00' }),
    );
    expect(task.assignmentMode).toBe('each');

    const byAna = await complete(ana, task.id);
    expect(byAna.task.completed).toBe(true);
    expect(await childTask(ana, task.id)).toMatchObject({
      completed: true,
      completedAt: byAna.submission.completedAt,
    });
    expect(await childTask(bruno, task.id)).toMatchObject({ completed: false, submission: null });
    const half = await parentTask(parent, task.id);
    expect(half.completed).toBe(false);
    expect(half.completions).toEqual([
      expect.objectContaining({ childId: ana.childId, childName: 'Ana', status: 'pending' }),
    ]);

    const again = await completeAs(app, ana.cookie, task.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(MSG.task.alreadyCompleted);

    const byBruno = await complete(bruno, task.id);
    const closed = await parentTask(parent, task.id);
    expect(closed.completed).toBe(true);
    expect(closed.completions.map((c) => [c.childName, c.status])).toEqual([
      ['Ana', 'pending'],
      ['Bruno', 'pending'],
    ]);

    // Both submissions wait in the queue and are approved one by one.
    const queue = await call(app, 'GET', '/api/submissions/pending', { cookie: parent.cookie });
    const pending = PendingSubmissionListResponseSchema.parse(await queue.json());
    expect(pending.submissions.filter((s) => s.taskId === task.id).map((s) => s.childName)).toEqual(
      ['Ana', 'Bruno'],
    );
    expect((await approveAs(app, parent.cookie, byAna.submission.id)).status).toBe(200);
    expect((await parentTask(parent, task.id)).completions.map((c) => c.status)).toEqual([
      'approved',
      'pending',
    ]);
    expect((await approveAs(app, parent.cookie, byBruno.submission.id)).status).toBe(200);

    for (const kid of [ana, bruno]) {
      const rows = await rewardsOf(kid.childId);
      expect(rows.map((r) => [r.type, r.amountCents])).toEqual([['task_reward', 500]]);
      expect((await childRowOf(testDb.db, kid.childId)).balanceCents).toBe(500);
    }
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it("'first': the first child takes it and is paid once; the second gets a 409; a rejection reopens it", async () => {
    const { parent, ana, bruno } = await family();
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId, bruno.childId], {
        title: 'Levar o lixo',
        value: '3,00',
        assignmentMode: 'first',
      }),
    );
    expect(task.assignmentMode).toBe('first');

    const byAna = await complete(ana, task.id);
    expect(await childTask(bruno, task.id)).toMatchObject({ completed: true, submission: null });
    const late = await completeAs(app, bruno.cookie, task.id);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({
      code: 'TASK_ALREADY_COMPLETED',
      message: TASK_SERVICE_MESSAGES.takenByAnother,
    });
    expect(await rewardsOf(bruno.childId)).toEqual([]);
    expect((await parentTask(parent, task.id)).completed).toBe(true);

    expect(
      (await rejectAs(app, parent.cookie, byAna.submission.id, 'Ficou pela metade')).status,
    ).toBe(200);
    expect(await childTask(bruno, task.id)).toMatchObject({ completed: false });
    await complete(bruno, task.id);
    const after = await parentTask(parent, task.id);
    expect(after.completed).toBe(true);
    expect(after.completions.map((c) => [c.childName, c.status])).toEqual([
      ['Ana', 'rejected'],
      ['Bruno', 'pending'],
    ]);
    expect((await childRowOf(testDb.db, bruno.childId)).balanceCents).toBe(300);
    expect((await childRowOf(testDb.db, ana.childId)).balanceCents).toBe(0);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it("a rejection judges the occurrence again: switched to 'first' after both did it, rejecting one keeps it closed", async () => {
    const { parent, ana, bruno } = await family();
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId, bruno.childId], { title: 'Varrer o quintal', value: '4,00' }),
    );
    const byAna = await complete(ana, task.id);
    await complete(bruno, task.id);
    const patched = await call(app, 'PATCH', `/api/tasks/${task.id}`, {
      cookie: parent.cookie,
      body: { assignmentMode: 'first' },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect((await rejectAs(app, parent.cookie, byAna.submission.id, 'Ficou sujeira')).status).toBe(
      200,
    );
    // Bruno's submission still holds the first-come occurrence: nobody is paid a second time.
    expect((await parentTask(parent, task.id)).completed).toBe(true);
    const again = await completeAs(app, ana.cookie, task.id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: 'TASK_ALREADY_COMPLETED',
      message: TASK_SERVICE_MESSAGES.takenByAnother,
    });
    expect((await childRowOf(testDb.db, ana.childId)).balanceCents).toBe(0);
    expect((await childRowOf(testDb.db, bruno.childId)).balanceCents).toBe(400);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('two children racing: both are paid for an each task, exactly one for a first-come one', async () => {
    const { parent, ana, bruno } = await family();
    const kids = [ana, bruno];
    const each = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId, bruno.childId], { title: 'Cada um', value: '2,00' }),
    );
    const firstTask = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId, bruno.childId], {
        title: 'Quem chegar',
        value: '4,00',
        assignmentMode: 'first',
      }),
    );
    const eachAnswers = await Promise.all(kids.map((kid) => completeAs(app, kid.cookie, each.id)));
    expect(eachAnswers.map((res) => res.status)).toEqual([200, 200]);
    const firstAnswers = await Promise.all(
      kids.map((kid) => completeAs(app, kid.cookie, firstTask.id)),
    );
    expect(firstAnswers.map((res) => res.status).sort()).toEqual([200, 409]);
    const credits = await testDb.db
      .select()
      .from(transactions)
      .where(eq(transactions.taskId, firstTask.id));
    expect(credits.map((row) => [row.type, row.amountCents])).toEqual([['task_reward', 400]]);
    const balances = await Promise.all(kids.map((kid) => childRowOf(testDb.db, kid.childId)));
    expect(balances.map((row) => row.balanceCents).sort()).toEqual([200, 600]);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it("'each': a rejection reopens the task for the rejected child only", async () => {
    const { parent, ana, bruno } = await family();
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId, bruno.childId], { title: 'Guardar os brinquedos' }),
    );
    await complete(ana, task.id);
    const byBruno = await complete(bruno, task.id);
    expect((await parentTask(parent, task.id)).completed).toBe(true);

    expect(
      (await rejectAs(app, parent.cookie, byBruno.submission.id, 'Faltou o quarto')).status,
    ).toBe(200);
    expect((await parentTask(parent, task.id)).completed).toBe(false);
    expect(await childTask(ana, task.id)).toMatchObject({ completed: true });
    expect(await childTask(bruno, task.id)).toMatchObject({
      completed: false,
      submission: { status: 'rejected' },
    });
    // Ana's own view does not show her brother's rejection; the parent's does.
    expect((await childTask(ana, task.id))?.completions.map((c) => c.childName)).toEqual(['Ana']);

    expect((await completeAs(app, ana.cookie, task.id)).status).toBe(409);
    await complete(bruno, task.id);
    expect((await parentTask(parent, task.id)).completed).toBe(true);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('an unassigned task is for every active child: it closes when each of them did it', async () => {
    const { parent, ana, bruno } = await family();
    const cida = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name: 'Cida',
    });
    const off = await call(app, 'PATCH', `/api/children/${cida.childId}`, {
      cookie: parent.cookie,
      body: { active: false },
    });
    expect(off.status, await off.clone().text()).toBe(200);
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Arrumar a sala' }),
    );
    const everyone = await call(app, 'PATCH', `/api/tasks/${task.id}`, {
      cookie: parent.cookie,
      body: { assignedChildren: [] },
    });
    expect(TaskSchema.parse(await everyone.json()).assignedChildren).toEqual([]);

    await complete(ana, task.id);
    expect((await parentTask(parent, task.id)).completed).toBe(false);
    expect(await childTask(bruno, task.id)).toMatchObject({ completed: false });
    await complete(bruno, task.id);
    // Cida is inactive: she does not hold the task open.
    expect((await parentTask(parent, task.id)).completed).toBe(true);
    const filtered = await call(app, 'GET', '/api/tasks?status=completed&limit=100', {
      cookie: parent.cookie,
    });
    expect(TaskListResponseSchema.parse(await filtered.json()).tasks.map((t) => t.id)).toContain(
      task.id,
    );

    // Turning the task into Ana's alone (she did it) keeps it closed; adding a child who has
    // not done it, re-active Cida, reopens it.
    await testDb.db.update(children).set({ active: true }).where(eq(children.id, cida.childId));
    const reopened = await call(app, 'PATCH', `/api/tasks/${task.id}`, {
      cookie: parent.cookie,
      body: { assignedChildren: [ana.childId, cida.childId] },
    });
    expect(TaskSchema.parse(await reopened.json()).completed).toBe(false);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it("'each' and recurring: the next occurrence starts once (at the first completion or approval), the old one stays open for the others", async () => {
    const { parent, ana, bruno } = await family();
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId, bruno.childId], {
        title: 'Escovar os dentes',
        requiresApproval: false,
        recurring: true,
        recurringType: 'daily',
      }),
    );
    await complete(ana, task.id);
    const nextOf = () =>
      testDb.db.select().from(tasks).where(eq(tasks.recurrenceParentId, task.id));
    expect(await nextOf()).toHaveLength(1);
    expect((await nextOf())[0]!.assignmentMode).toBe('each');
    expect(await childTask(bruno, task.id)).toMatchObject({ completed: false });
    await complete(bruno, task.id);
    expect(await nextOf()).toHaveLength(1);

    // With approval: at the first approval, once.
    const reviewed = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId, bruno.childId], {
        title: 'Fazer a lição',
        recurring: true,
        recurringType: 'weekly',
      }),
    );
    const spawned = () =>
      testDb.db.select().from(tasks).where(eq(tasks.recurrenceParentId, reviewed.id));
    const subs = [await complete(ana, reviewed.id), await complete(bruno, reviewed.id)];
    expect(await spawned()).toHaveLength(0);
    expect((await approveAs(app, parent.cookie, subs[0]!.submission.id)).status).toBe(200);
    expect(await spawned()).toHaveLength(1);
    expect((await approveAs(app, parent.cookie, subs[1]!.submission.id)).status).toBe(200);
    expect(await spawned()).toHaveLength(1);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it("the 'Tarefa rejeitada' alert goes away once the task is done again, and once it is deleted", async () => {
    const { parent, ana } = await family();
    const redo = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Refazer' }),
    );
    const gone = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Apagada' }),
    );
    for (const task of [redo, gone]) {
      const done = await complete(ana, task.id);
      expect((await rejectAs(app, parent.cookie, done.submission.id, 'Não vale')).status).toBe(200);
    }
    expect((await rejectionsOf(ana)).map((r) => r.taskTitle).sort()).toEqual([
      'Apagada',
      'Refazer',
    ]);

    await complete(ana, redo.id);
    expect((await rejectionsOf(ana)).map((r) => r.taskTitle)).toEqual(['Apagada']);

    expect(
      (await call(app, 'DELETE', `/api/tasks/${gone.id}`, { cookie: parent.cookie })).status,
    ).toBe(204);
    expect(await rejectionsOf(ana)).toEqual([]);
  });
});
