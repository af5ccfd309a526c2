import {
  BulkApproveSubmissionsResponseSchema,
  CompleteTaskResponseSchema,
  MSG,
  PendingSubmissionListResponseSchema,
  ReviewSubmissionResponseSchema,
} from '@portal/contracts';
import { addDays, saoPauloToday } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, tasks, taskSubmissions } from '../../db/schema';
import { approveSubmission } from './submissions.service';
import { lockChild, moveMoney } from '../../lib/ledger/ledger';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import {
  approveAs,
  completeAs,
  createTaskAs,
  expectLedgerInvariants,
  ledgerOfSubmission,
  rejectAs,
  taskBody,
  errorOf,
  uniqueUsername,
} from '../../test/task-flow';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';

describe('submissions: approval queue, approve, reject, bulk approve', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let otherParent: TestParent;
  type Kid = { childId: string; cookie: string; userId: string };
  let kid: Kid;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
    otherParent = await createVerifiedParent(app);
    kid = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name: 'Ana',
    });
    // One child does every task of this file in one day: no daily limit here (issue 12).
    const limits = await call(app, 'PUT', '/api/family/limits', {
      cookie: parent.cookie,
      body: { maxWeeklySpending: 10000, maxDailyTasks: 0, requirePhotoApproval: true },
    });
    expect(limits.status).toBe(200);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /** A task for `who` completed by it; returns the pending submission id. */
  async function completed(who: Kid, body: Record<string, unknown> = {}) {
    const task = await createTaskAs(app, parent.cookie, taskBody([who.childId], body));
    const res = await completeAs(app, who.cookie, task.id);
    expect(res.status, await res.clone().text()).toBe(200);
    return { ...CompleteTaskResponseSchema.parse(await res.json()), task };
  }

  /** The whole approval queue, page after page (20 per page, issue 14). */
  async function queue(cookie = parent.cookie) {
    const all = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const res = await call(app, 'GET', `/api/submissions/pending${query}`, { cookie });
      expect(res.status).toBe(200);
      const page = PendingSubmissionListResponseSchema.parse(await res.json());
      all.push(...page.submissions);
      cursor = page.nextCursor ?? null;
    } while (cursor);
    return all;
  }

  it('lists pending submissions of the family, oldest first, with what the queue shows', async () => {
    const first = await completed(kid, { title: 'Primeira', description: 'Com capricho' });
    const second = await completed(kid, { title: 'Segunda' });
    const pending = await queue();
    const ids = pending.map((p) => p.id);
    expect(ids.indexOf(first.submission.id)).toBeLessThan(ids.indexOf(second.submission.id));
    expect(pending.find((p) => p.id === first.submission.id)).toMatchObject({
      childId: kid.childId,
      childName: 'Ana',
      childAge: 10,
      taskTitle: 'Primeira',
      taskDescription: 'Com capricho',
      value: 500,
      category: 'Limpeza',
      photoUrl: null,
      requiresPhoto: false,
      requiresApproval: true,
    });
    expect(await queue(otherParent.cookie)).toEqual([]);
    expect(
      (await call(app, 'GET', '/api/submissions/pending', { cookie: kid.cookie })).status,
    ).toBe(403);
  });

  it('approves: pending −1, no second credit, idempotent, next occurrence of a recurring task', async () => {
    const today = saoPauloToday();
    const done = await completed(kid, {
      title: 'Varrer',
      value: '3,00',
      recurring: true,
      recurringType: 'daily',
      dueDate: today,
    });
    const res = await approveAs(app, parent.cookie, done.submission.id);
    expect(res.status, await res.clone().text()).toBe(200);
    const review = ReviewSubmissionResponseSchema.parse(await res.json());
    expect(review.submission).toMatchObject({
      status: 'approved',
      approved: true,
      rejectedAt: null,
    });
    expect(review.submission.approvedAt).not.toBeNull();
    expect(review.child.pendingTasks).toBe(done.child.pendingTasks - 1);
    expect(review.child.balance).toBe(done.child.balance);
    expect(await ledgerOfSubmission(testDb.db, done.submission.id)).toHaveLength(1);

    const next = await testDb.db
      .select()
      .from(tasks)
      .where(eq(tasks.recurrenceParentId, done.task.id));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ dueDate: addDays(today, 1), completed: false });

    const again = await approveAs(app, parent.cookie, done.submission.id);
    expect(again.status).toBe(200);
    expect(ReviewSubmissionResponseSchema.parse(await again.json()).child.balance).toBe(
      review.child.balance,
    );
    expect(
      await testDb.db.select().from(tasks).where(eq(tasks.recurrenceParentId, done.task.id)),
    ).toHaveLength(1);
    expect((await queue()).map((p) => p.id)).not.toContain(done.submission.id);

    const reject = await rejectAs(app, parent.cookie, done.submission.id, 'tarde demais');
    expect(reject.status).toBe(409);
    expect((await errorOf(reject)).message).toBe(MSG.task.alreadyReviewed);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('approves on a later day: that day shows no streak yet, the completion day stays counted', async () => {
    const { submission } = await completed(kid);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const [before] = await testDb.db.select().from(children).where(eq(children.id, kid.childId));
    expect(before!.streakDate).toBe(saoPauloToday());
    expect(before!.streak).toBeGreaterThan(0);
    const answer = await approveSubmission(
      testDb.db,
      { familyId: parent.familyId, userId: parent.userId },
      submission.id,
      undefined,
      tomorrow,
    );
    // Nothing done tomorrow yet: the current streak reads 0 then (spec 001 §9).
    expect(answer).toMatchObject({
      submission: { id: submission.id, status: 'approved' },
      child: { id: kid.childId, pendingTasks: before!.pendingTasks - 1, streak: 0 },
    });
    // An approval makes no day active or inactive: the run and the best stay as they were.
    const [after] = await testDb.db.select().from(children).where(eq(children.id, kid.childId));
    expect([after!.streak, after!.streakDate, after!.bestStreak]).toEqual([
      before!.streak,
      before!.streakDate,
      before!.bestStreak,
    ]);
    const [row] = await testDb.db
      .select()
      .from(taskSubmissions)
      .where(eq(taskSubmissions.id, submission.id));
    expect(row).toMatchObject({ status: 'approved', approved: true, reviewedBy: parent.userId });
  });

  it('credits on approval a legacy submission that was not credited at completion', async () => {
    const done = await completed(kid, { title: 'Legado', value: '4,00' });
    // A submission written by the old app: pending, reward not credited. Recreate that state.
    const legacy = await createTaskAs(
      app,
      parent.cookie,
      taskBody([kid.childId], { title: 'Antigo', value: '2,00' }),
    );
    const [row] = await testDb.db
      .insert(taskSubmissions)
      .values({
        familyId: parent.familyId,
        childId: kid.childId,
        taskId: legacy.id,
        childName: 'Ana',
        childAge: 10,
        taskTitle: 'Antigo',
        category: 'Limpeza',
        valueCents: 200,
        status: 'pending',
        rewardCreditedAtCompletion: false,
      })
      .returning();
    const review = ReviewSubmissionResponseSchema.parse(
      await (await approveAs(app, parent.cookie, row!.id)).json(),
    );
    expect(review.child.balance).toBe(done.child.balance + 200);
    const ledger = await ledgerOfSubmission(testDb.db, row!.id);
    expect(ledger).toMatchObject([{ type: 'task_reward', amountCents: 200, source: 'parent_app' }]);
    await approveAs(app, parent.cookie, row!.id);
    expect(await ledgerOfSubmission(testDb.db, row!.id)).toHaveLength(1);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('rejects: takes the reward back, lowers counters and XP, reopens the task; a blank reason does nothing', async () => {
    const fresh = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
    const done = await completed(fresh, { title: 'Arrumar o quarto', value: '7,50' });
    expect(done.child).toMatchObject({
      balance: 750,
      xp: 75,
      pendingTasks: 1,
      completedToday: 1,
      tasksCompleted: 1,
    });

    const tooLong = await rejectAs(app, parent.cookie, done.submission.id, 'x'.repeat(501));
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).issues).toEqual([
      { path: ['reason'], message: MSG.task.reasonTooLong },
    ]);
    const blank = await rejectAs(app, parent.cookie, done.submission.id, '   ');
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).issues).toEqual([
      { path: ['reason'], message: MSG.task.rejectReasonRequired },
    ]);
    expect((await queue()).map((p) => p.id)).toContain(done.submission.id);

    const res = await rejectAs(app, parent.cookie, done.submission.id, '  Ficou bagunçado  ');
    expect(res.status).toBe(200);
    const review = ReviewSubmissionResponseSchema.parse(await res.json());
    expect(review.submission).toMatchObject({
      status: 'rejected',
      approved: false,
      approvedAt: null,
      rejectionReason: 'Ficou bagunçado',
    });
    expect(review.child).toMatchObject({
      balance: 0,
      totalEarned: 0,
      xp: 0,
      level: 1,
      pendingTasks: 0,
      completedToday: 0,
      tasksCompleted: 0,
    });
    const [task] = await testDb.db.select().from(tasks).where(eq(tasks.id, done.task.id));
    expect(task).toMatchObject({ completed: false, completedAt: null });
    const ledger = await ledgerOfSubmission(testDb.db, done.submission.id);
    expect(ledger.map((l) => [l.type, l.amountCents])).toEqual(
      expect.arrayContaining([
        ['task_reward', 750],
        ['task_reward_reversal', -750],
      ]),
    );
    // Rejecting again changes nothing; approving a rejected one is refused.
    expect((await rejectAs(app, parent.cookie, done.submission.id, 'de novo')).status).toBe(200);
    expect(await ledgerOfSubmission(testDb.db, done.submission.id)).toHaveLength(2);
    expect((await approveAs(app, parent.cookie, done.submission.id)).status).toBe(409);
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('never takes back more than the balance: the ledger records exactly what was taken', async () => {
    const fresh = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
    const done = await completed(fresh, { title: 'Cozinhar', value: '10,00' });
    // The child spends R$ 6,00 of the R$ 10,00 before the parent reviews.
    await testDb.db.transaction(async (tx) => {
      const child = await lockChild(tx, parent.familyId, fresh.childId);
      await moveMoney(tx, child!, {
        type: 'spending',
        amountCents: -600,
        description: 'Lanche',
        source: 'system',
        createdBy: null,
      });
    });
    const review = ReviewSubmissionResponseSchema.parse(
      await (await rejectAs(app, parent.cookie, done.submission.id, 'Não fez')).json(),
    );
    expect(review.child.balance).toBe(0);
    expect(review.child.totalEarned).toBe(600);
    const reversal = (await ledgerOfSubmission(testDb.db, done.submission.id)).find(
      (l) => l.type === 'task_reward_reversal',
    );
    expect(reversal).toMatchObject({
      amountCents: -400,
      balanceBeforeCents: 400,
      balanceAfterCents: 0,
    });
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it('bulk approves in order and stops at the first failure', async () => {
    const a = await completed(kid, { title: 'A' });
    const b = await completed(kid, { title: 'B' });
    const c = await completed(kid, { title: 'C' });
    await rejectAs(app, parent.cookie, b.submission.id, 'Refazer');
    const res = await call(app, 'POST', '/api/submissions/bulk-approve', {
      cookie: parent.cookie,
      body: { ids: [a.submission.id, b.submission.id, c.submission.id] },
    });
    expect(res.status).toBe(200);
    const body = BulkApproveSubmissionsResponseSchema.parse(await res.json());
    expect(body.approved).toEqual([a.submission.id]);
    expect(body.failed).toMatchObject({
      id: b.submission.id,
      code: 'SUBMISSION_ALREADY_REVIEWED',
      message: MSG.task.alreadyReviewed,
    });
    expect((await queue()).map((p) => p.id)).toContain(c.submission.id);

    const rest = BulkApproveSubmissionsResponseSchema.parse(
      await (
        await call(app, 'POST', '/api/submissions/bulk-approve', {
          cookie: parent.cookie,
          body: { ids: [c.submission.id] },
        })
      ).json(),
    );
    expect(rest).toEqual({ approved: [c.submission.id], failed: null });
    await expectLedgerInvariants(testDb.db, parent.familyId);
  });

  it("answers 404 for another family's submission, and a child cannot review", async () => {
    const done = await completed(kid, { title: 'Privada' });
    for (const path of ['approve', 'reject']) {
      const res = await call(app, 'POST', `/api/submissions/${done.submission.id}/${path}`, {
        cookie: otherParent.cookie,
        body: { reason: 'x' },
      });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe('Recurso não encontrado.');
    }
    const bulk = BulkApproveSubmissionsResponseSchema.parse(
      await (
        await call(app, 'POST', '/api/submissions/bulk-approve', {
          cookie: otherParent.cookie,
          body: { ids: [done.submission.id] },
        })
      ).json(),
    );
    expect(bulk.failed).toMatchObject({ id: done.submission.id, code: 'not_found' });
    expect(
      (
        await call(app, 'GET', `/api/submissions/${done.submission.id}/photo`, {
          cookie: otherParent.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await approveAs(app, kid.cookie, done.submission.id)).status).toBe(403);
    expect((await approveAs(app, parent.cookie, 'nope')).status).toBe(404);
    expect((await queue()).map((p) => p.id)).toContain(done.submission.id);
  });
});
