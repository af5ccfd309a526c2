import { addDays, saoPauloStartOfDay, saoPauloToday } from '@portal/domain';
import type { PortalEvent } from '@portal/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf } from '../../db/retry';
import {
  childAchievements,
  taskAssignments,
  tasks,
  taskSubmissions,
  transactions,
} from '../../db/schema';
import { publisherFor } from '../../lib/events/event-hub';
import { rowsOf } from '../../lib/keyset';
import { REVIEW_RULES } from '../../lib/progress/sql-rules';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import {
  childRowOf,
  createTaskAs,
  expectLedgerInvariants,
  rejectAs,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createSignedInChild } from '../../test/test-users';
import {
  completeInOneStatement,
  completeInTransaction,
  type ChildCaller,
  type CompletionInput,
  type CompletionResult,
} from './child-tasks.service';

/*
 * The completion in one statement (migration 0013, ADR 054) writes what the transaction
 * writes. Two children with the same figures complete the same kind of task at the same
 * instant, one through `mesadinha_complete_task`, the other through the transaction; every
 * row and the answer must match but for ids. On PostgreSQL, or on PGlite where there is none.
 */
describe('a completion in one statement', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  type Kid = ChildCaller & { cookie: string };

  async function kid(): Promise<Kid> {
    // The same name and age: the rows then differ only by ids.
    const made = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('gemea'),
      name: 'Gêmea',
      age: 11,
    });
    return { ...made, familyId: parent.familyId };
  }

  /**
   * `count` children with the same figures, each with one completion (through the
   * transaction) at each instant of `history`. Every completion of a test is made at a fixed
   * instant, so a São Paulo midnight passing meanwhile changes nothing.
   */
  async function twins(count: number, ...history: Date[]): Promise<Kid[]> {
    const made: Kid[] = [];
    for (let n = 0; n < count; n += 1) {
      const child = await kid();
      for (const at of history) {
        const earlier = await createTaskAs(
          app,
          parent.cookie,
          taskBody([child.childId], { title: 'Feita antes', value: '1,00' }),
        );
        await completeInTransaction(testDb.db, child, earlier.id, {}, at, saoPauloToday(at));
      }
      made.push(child);
    }
    return made;
  }

  /** Noon in São Paulo today, and `hours` later (negative: earlier): instants of a test. */
  function noon(hours = 0): Date {
    const start = saoPauloStartOfDay(saoPauloToday());
    return new Date(start.getTime() + (12 + hours) * 3_600_000);
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /** `value` with every id of `ids` replaced by its name: rows of two children compared. */
  function withoutIds(value: unknown, ids: Record<string, string>): unknown {
    let text = JSON.stringify(value);
    for (const [id, name] of Object.entries(ids)) text = text.replaceAll(id, name);
    return JSON.parse(text);
  }

  /** The submission, its ledger line, the child and the task as stored after a completion. */
  async function rowsAfter(child: Kid, submissionId: string, taskId: string) {
    const [submission] = await testDb.db
      .select()
      .from(taskSubmissions)
      .where(eq(taskSubmissions.id, submissionId));
    const ledger = await testDb.db
      .select()
      .from(transactions)
      .where(eq(transactions.taskSubmissionId, submissionId));
    const [task] = await testDb.db.select().from(tasks).where(eq(tasks.id, taskId));
    // The occurrence it started, if it started one, with who it is for.
    const next = await testDb.db.select().from(tasks).where(eq(tasks.recurrenceParentId, taskId));
    const nextOccurrences = await Promise.all(
      next.map(async ({ id, createdAt: _nc, updatedAt: _nu, ...row }) => ({
        ...row,
        assigned: (
          await testDb.db
            .select({ childId: taskAssignments.childId })
            .from(taskAssignments)
            .where(eq(taskAssignments.taskId, id))
        ).map((a) => a.childId),
      })),
    );
    const achievements = await testDb.db
      .select({ id: childAchievements.achievementId, at: childAchievements.unlockedAt })
      .from(childAchievements)
      .where(eq(childAchievements.childId, child.childId))
      .orderBy(childAchievements.achievementId);
    const { createdAt: _s, ...storedSubmission } = submission!;
    const childRow = await childRowOf(testDb.db, child.childId);
    const { createdAt: _cc, username: _u, email: _e, ...storedChild } = childRow;
    const { createdAt: _tc, ...storedTask } = task!;
    return {
      submission: storedSubmission,
      ledger: ledger.map(({ id: _id, createdAt: _l, ...line }) => line),
      child: storedChild,
      task: storedTask,
      next: nextOccurrences,
      achievements,
    };
  }

  /** The answer, without the task's own creation instant (twin tasks are made one by one). */
  function answerOf(result: CompletionResult) {
    const { createdAt: _c, ...task } = result.response.task;
    return { ...result, response: { ...result.response, task } };
  }

  /** Both paths on twin tasks at one instant; returns what each wrote, ids replaced. */
  /** The events `work` publishes on the test database's publisher (ADR 052), in order. */
  async function eventsOf<T>(
    work: () => Promise<T>,
  ): Promise<{ result: T; events: PortalEvent[] }> {
    const publisher = publisherFor(testDb.db);
    const events: PortalEvent[] = [];
    const publish = publisher.publish.bind(publisher);
    publisher.publish = (batch) => {
      events.push(...batch);
      publish(batch);
    };
    try {
      return { result: await work(), events };
    } finally {
      publisher.publish = publish;
    }
  }

  async function bothWays(
    body: Record<string, unknown>,
    input: (who: string) => CompletionInput,
    history: Date[] = [noon(-1)],
    prepare: (kids: Kid[]) => Promise<void> = async () => {},
  ) {
    const now = noon();
    const today = saoPauloToday(now);
    const [ana, bia] = (await twins(2, ...history)) as [Kid, Kid];
    await prepare([ana, bia]);
    const forAna = await createTaskAs(app, parent.cookie, taskBody([ana.childId], body));
    const forBia = await createTaskAs(app, parent.cookie, taskBody([bia.childId], body));
    const { result: alone, events: aloneEvents } = await eventsOf(() =>
      completeInOneStatement(testDb.db, ana, forAna.id, input('ana'), now, today),
    );
    expect(alone, 'the one statement completed it').not.toBeNull();
    const { result: inTransaction, events: transactionEvents } = await eventsOf(() =>
      completeInTransaction(testDb.db, bia, forBia.id, input('bia'), now, today),
    );
    const nextOf = async (task: string) =>
      (
        await testDb.db
          .select({ id: tasks.id })
          .from(tasks)
          .where(eq(tasks.recurrenceParentId, task))
      )[0]?.id;
    const names = async (child: Kid, task: string, submission: string, who: string) => {
      const next = await nextOf(task);
      return {
        [child.childId]: 'CHILD',
        [child.userId]: 'USER',
        [task]: 'TASK',
        [submission]: 'SUBMISSION',
        [`${who}-chave`]: 'KEY',
        ...(next ? { [next]: 'NEXT' } : {}),
      };
    };
    const anaIds = await names(ana, forAna.id, alone!.response.submission.id, 'ana');
    const biaIds = await names(bia, forBia.id, inTransaction.response.submission.id, 'bia');
    return {
      alone: withoutIds(
        {
          ...(await rowsAfter(ana, alone!.response.submission.id, forAna.id)),
          answer: answerOf(alone!),
          events: aloneEvents,
        },
        anaIds,
      ),
      inTransaction: withoutIds(
        {
          ...(await rowsAfter(bia, inTransaction.response.submission.id, forBia.id)),
          answer: answerOf(inTransaction),
          events: transactionEvents,
        },
        biaIds,
      ),
    };
  }

  it('writes what the transaction writes for a task that needs approval (a note, a photo, a key)', async () => {
    const { alone, inTransaction } = await bothWays(
      { title: 'Regar as plantas', value: '3,75' },
      (who) => ({
        notes: 'Reguei todas',
        photoPath: 'fotos/regar.jpg',
        idempotencyKey: `${who}-chave`,
      }),
    );
    expect(alone).toEqual(inTransaction);
    expect(alone).toMatchObject({
      submission: { status: 'pending', valueCents: 375, rewardCreditedAtCompletion: true },
      ledger: [{ type: 'task_reward', amountCents: 375, source: 'child_app' }],
      task: { completed: true },
    });
  });

  it('writes what the transaction writes for a recurring task approved at once (it starts the next occurrence)', async () => {
    const { alone, inTransaction } = await bothWays(
      {
        title: 'Escovar os dentes',
        value: '0,50',
        requiresApproval: false,
        recurring: true,
        recurringType: 'daily',
        dueDate: saoPauloToday(noon()),
      },
      () => ({}),
    );
    expect(alone).toEqual(inTransaction);
    expect(alone).toMatchObject({
      submission: { status: 'approved' },
      next: [{ recurrenceParentId: 'TASK', isRecurring: true, assigned: ['CHILD'] }],
      events: [
        { type: 'tasks.changed', taskId: 'NEXT' },
        { type: 'tasks.changed', taskId: 'TASK' },
        { type: 'submissions.changed', submissionId: 'SUBMISSION' },
        { type: 'balance.changed', childId: 'CHILD' },
      ],
    });
  });

  it('writes what the transaction writes for a task approved at once', async () => {
    const { alone, inTransaction } = await bothWays(
      { title: 'Guardar os sapatos', value: '2,00', requiresApproval: false },
      () => ({}),
    );
    expect(alone).toEqual(inTransaction);
    expect(alone).toMatchObject({ submission: { status: 'approved', approved: true } });
  });

  it("closes an 'each' task at its last child's completion, as the transaction does", async () => {
    // Ana then Bia through the one statement, Caio then Davi through the transaction.
    const first = noon();
    const second = noon(1);
    const today = saoPauloToday(first);
    const [ana, bia, caio, davi] = (await twins(4, noon(-1))) as [Kid, Kid, Kid, Kid];
    const each = (children: Kid[]) =>
      createTaskAs(
        app,
        parent.cookie,
        taskBody(
          children.map((child) => child.childId),
          { title: 'Arrumar o quarto', value: '4,00', assignmentMode: 'each' },
        ),
      );
    const viaStatement = await each([ana, bia]);
    const viaTransaction = await each([caio, davi]);
    const pairs = [];
    for (const [alone, inTransaction, at] of [
      [ana, caio, first],
      [bia, davi, second],
    ] as const) {
      const written = await completeInOneStatement(
        testDb.db,
        alone,
        viaStatement.id,
        {},
        at,
        today,
      );
      expect(written, 'the one statement completed it').not.toBeNull();
      pairs.push({
        alone: written!,
        inTransaction: await completeInTransaction(
          testDb.db,
          inTransaction,
          viaTransaction.id,
          {},
          at,
          today,
        ),
      });
    }
    const statementIds = {
      [viaStatement.id]: 'TASK',
      [ana.childId]: 'FIRST',
      [bia.childId]: 'SECOND',
      [pairs[0]!.alone.response.submission.id]: 'SUBMISSION-1',
      [pairs[1]!.alone.response.submission.id]: 'SUBMISSION-2',
    };
    const transactionIds = {
      [viaTransaction.id]: 'TASK',
      [caio.childId]: 'FIRST',
      [davi.childId]: 'SECOND',
      [pairs[0]!.inTransaction.response.submission.id]: 'SUBMISSION-1',
      [pairs[1]!.inTransaction.response.submission.id]: 'SUBMISSION-2',
    };
    // The assigned children come in no particular order: compared sorted, once named.
    const named = (results: CompletionResult[], ids: Record<string, string>) =>
      (withoutIds(results.map(answerOf), ids) as CompletionResult[]).map((result) => ({
        ...result,
        response: {
          ...result.response,
          task: {
            ...result.response.task,
            assignedChildren: [...result.response.task.assignedChildren].sort(),
          },
        },
      }));
    expect(
      named(
        pairs.map((pair) => pair.alone),
        statementIds,
      ),
    ).toEqual(
      named(
        pairs.map((pair) => pair.inTransaction),
        transactionIds,
      ),
    );
    const stored = async (id: string) => {
      const [row] = await testDb.db.select().from(tasks).where(eq(tasks.id, id));
      const { id: _id, createdAt: _c, ...rest } = row!;
      return rest;
    };
    expect(await stored(viaStatement.id)).toEqual(await stored(viaTransaction.id));
    expect(await stored(viaStatement.id)).toMatchObject({ completed: true });
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('refuses with nothing written when the task or its submissions changed since the read (MS001), and writes when they did not', async () => {
    const now = noon();
    const today = saoPauloToday(now);
    const [ana] = (await twins(1, noon(-1))) as [Kid];
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], { title: 'Lavar o copo', value: '1,25' }),
    );
    const before = await childRowOf(testDb.db, ana.childId);
    const [read] = rowsOf<{ version: string; print: string }>(
      await testDb.db.execute(
        sql`select t.xmin::text as version, mesadinha_completion_print(t.id) as print from tasks t where t.id = ${task.id}::uuid`,
      ),
    );
    const attempt = (version: string, print: string) =>
      testDb.db.execute(
        sql`select mesadinha_complete_task(${parent.familyId}, ${ana.childId}::uuid, ${ana.userId}, ${task.id}::uuid, ${version}, ${print}, gen_random_uuid(), ${null}::text, ${null}::text, ${null}::text, ${now.toISOString()}::timestamptz, ${today}::date, ${saoPauloStartOfDay(today).toISOString()}::timestamptz, ${saoPauloStartOfDay(addDays(today, 1)).toISOString()}::timestamptz, 0, ${'Tarefa concluída: Lavar o copo'}::text, ${REVIEW_RULES}::jsonb, ${null}::date, ${null}::text)`,
      );
    const outcome = async (promise: Promise<unknown>) => {
      try {
        await promise;
        return 'written';
      } catch (error) {
        const state = sqlStateOf(error);
        if (state) return state;
        throw error;
      }
    };
    const submissionsOf = () =>
      testDb.db.select().from(taskSubmissions).where(eq(taskSubmissions.taskId, task.id));
    // Edited since the read: a new row version.
    expect(await outcome(attempt(String(Number(read!.version) - 1), read!.print))).toBe('MS001');
    // A submission of it came or changed since the read.
    expect(await outcome(attempt(read!.version, 'another print'))).toBe('MS001');
    expect(await childRowOf(testDb.db, ana.childId)).toEqual(before);
    expect(await submissionsOf()).toEqual([]);
    // As read: written.
    expect(await outcome(attempt(read!.version, read!.print))).toBe('written');
    expect(await submissionsOf()).toHaveLength(1);
    expect(await childRowOf(testDb.db, ana.childId)).toMatchObject({
      balanceCents: before.balanceCents + 125,
      tasksCompleted: before.tasksCompleted + 1,
    });
  });

  it("writes what the transaction writes for a child's first completion ever (the streak starts, the first achievement)", async () => {
    const { alone, inTransaction } = await bothWays(
      { title: 'Primeira vez', value: '1,50' },
      () => ({}),
      [],
    );
    expect(alone).toEqual(inTransaction);
    expect(alone).toMatchObject({
      child: { streak: 1, bestStreak: 1, tasksCompleted: 1 },
      achievements: [{ id: 'first-task' }],
      answer: { response: { child: { streak: 1 } } },
      events: [
        { type: 'achievements.unlocked', childId: 'CHILD', achievementIds: ['first-task'] },
        { type: 'tasks.changed', taskId: 'TASK' },
        { type: 'submissions.changed', childId: 'CHILD', submissionId: 'SUBMISSION' },
        { type: 'balance.changed', childId: 'CHILD' },
      ],
    });
  });

  it("writes what the transaction writes for the first completion of a day after yesterday's (the streak goes on)", async () => {
    const { alone, inTransaction } = await bothWays(
      { title: 'Hoje de novo', value: '2,25' },
      () => ({}),
      [noon(-48), noon(-24)],
    );
    expect(alone).toEqual(inTransaction);
    expect(alone).toMatchObject({ child: { streak: 3, bestStreak: 3 } });
  });

  it('writes what the transaction writes after a gap (the streak starts again, the best one stays)', async () => {
    const { alone, inTransaction } = await bothWays(
      { title: 'Depois de uma pausa', value: '0,75' },
      () => ({}),
      [noon(-96), noon(-72)],
    );
    expect(alone).toEqual(inTransaction);
    expect(alone).toMatchObject({ child: { streak: 1, bestStreak: 2 } });
  });

  it("writes what the transaction writes when today's only completion was rejected (the streak counted today, today not active)", async () => {
    const { alone, inTransaction } = await bothWays(
      { title: 'Refeita', value: '1,10' },
      () => ({}),
      [noon(-24), noon(-2)],
      async (kids) => {
        for (const kid of kids) {
          const [today] = await testDb.db
            .select({ id: taskSubmissions.id })
            .from(taskSubmissions)
            .where(eq(taskSubmissions.childId, kid.childId))
            .orderBy(desc(taskSubmissions.completedAt))
            .limit(1);
          const res = await rejectAs(app, parent.cookie, today!.id, 'Não foi feita');
          expect(res.status, await res.clone().text()).toBe(200);
        }
        // Counted again today by the rejection: 0, today no longer active.
        for (const kid of kids) {
          expect(await childRowOf(testDb.db, kid.childId)).toMatchObject({
            streak: 0,
            streakDate: saoPauloToday(noon()),
          });
        }
      },
    );
    expect(alone).toEqual(inTransaction);
    expect(alone).toMatchObject({ child: { streak: 2, bestStreak: 2 } });
  });

  it('writes what the transaction writes for the third completion of a day (three in a day)', async () => {
    const { alone, inTransaction } = await bothWays(
      { title: 'A terceira', value: '1,00' },
      () => ({}),
      [noon(-2), noon(-1)],
    );
    expect(alone).toEqual(inTransaction);
    expect(alone).toMatchObject({
      child: { completedToday: 3 },
      achievements: [{ id: 'first-task' }, { id: 'three-in-a-day' }],
    });
  });
});
