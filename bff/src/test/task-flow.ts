import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema, TaskSchema, type ErrorResponse, type Task } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { children, tasks, taskSubmissions, transactions } from '../db/schema';
import { rebuildChildDays } from '../lib/progress/child-days';
import { refreshProgress } from '../lib/progress/progress';
import { lockChild, moveMoney, writeMovement } from '../lib/ledger/ledger';
import { call } from '../routes/children/children.test-support';
import { fromIp, TEST_ORIGIN, type TestApp } from './test-app';

/*
 * Helpers for tests (and the bench) that drive tasks through completion and review over the
 * HTTP API, and check the ledger invariants straight in the database.
 */

let usernameCounter = 0;

/** A username no other test of the run uses. */
export function uniqueUsername(prefix = 'kid'): string {
  usernameCounter += 1;
  return `${prefix}${Date.now().toString(36)}${usernameCounter}`;
}

/** The pt-BR error body of a failed answer (fails the test if it is not one). */
export async function errorOf(res: Response): Promise<ErrorResponse> {
  return ErrorResponseSchema.parse(await res.json());
}

/** A valid `POST /api/tasks` body for `childIds` (value as the form sends it, in reais). */
export function taskBody(childIds: readonly string[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Arrumar a cama',
    description: 'Todas as manhãs',
    value: '5,00',
    category: 'Limpeza',
    assignedChildren: [...childIds],
    requiresPhoto: false,
    ...overrides,
  };
}

/** Creates a task as `parentCookie` and returns it (fails the test on any other answer). */
export async function createTaskAs(
  app: TestApp,
  parentCookie: string,
  body: Record<string, unknown>,
): Promise<Task> {
  // The family's default (a photo, spec 001 §9) applies only when a test says nothing: these
  // flows complete without a photo unless the body asks for one (issue 12).
  const res = await call(app, 'POST', '/api/tasks', {
    cookie: parentCookie,
    body: { requiresPhoto: false, ...body },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return TaskSchema.parse(await res.json());
}

/** `POST /api/tasks/{id}/complete` as a child, JSON, with an Idempotency-Key (new unless given). */
export function completeAs(
  app: TestApp,
  childCookie: string,
  taskId: string,
  options: { key?: string | null; notes?: string } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return call(app, 'POST', `/api/tasks/${taskId}/complete`, {
    cookie: childCookie,
    body: options.notes === undefined ? {} : { notes: options.notes },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

/** The same completion as multipart/form-data with a photo file. */
export function completeWithPhotoAs(
  app: TestApp,
  childCookie: string,
  taskId: string,
  photo: { bytes: Uint8Array; type: string; name: string },
  options: { key?: string; notes?: string } = {},
) {
  const form = new FormData();
  form.set('photo', new File([photo.bytes], photo.name, { type: photo.type }));
  if (options.notes !== undefined) form.set('notes', options.notes);
  return app.request(
    `/api/tasks/${taskId}/complete`,
    {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie: childCookie,
        'idempotency-key': options.key ?? randomUUID(),
      },
      body: form,
    },
    fromIp(),
  );
}

/** `POST /api/submissions/{id}/approve` as a parent. */
export function approveAs(app: TestApp, parentCookie: string, submissionId: string) {
  return call(app, 'POST', `/api/submissions/${submissionId}/approve`, {
    cookie: parentCookie,
    body: {},
  });
}

/** `POST /api/submissions/{id}/reject` as a parent. */
export function rejectAs(app: TestApp, parentCookie: string, submissionId: string, reason: string) {
  return call(app, 'POST', `/api/submissions/${submissionId}/reject`, {
    cookie: parentCookie,
    body: { reason },
  });
}

/** One child's figures next to what its ledger says they must be. */
export interface LedgerCheck {
  childId: string;
  balance: number;
  ledgerSum: number;
  totalEarned: number;
  taskCredits: number;
  taskReversals: number;
  creditsPerSubmissionMax: number;
  negativeRows: number;
}

/** Reads, per child of `familyId`, the figures the ledger invariants compare. */
export async function ledgerChecks(db: Db, familyId: string): Promise<LedgerCheck[]> {
  const kids = await db
    .select({ id: children.id, balance: children.balanceCents, total: children.totalEarnedCents })
    .from(children)
    .where(eq(children.familyId, familyId));
  const lines = await db
    .select({
      childId: transactions.childId,
      type: transactions.type,
      amount: transactions.amountCents,
      after: transactions.balanceAfterCents,
      submissionId: transactions.taskSubmissionId,
    })
    .from(transactions)
    .where(eq(transactions.familyId, familyId));
  return kids.map((kid) => {
    const mine = lines.filter((line) => line.childId === kid.id);
    const sum = (type?: string) =>
      mine.filter((line) => !type || line.type === type).reduce((s, line) => s + line.amount, 0);
    const perSubmission = new Map<string, number>();
    for (const line of mine) {
      if (line.type === 'task_reward' && line.submissionId) {
        perSubmission.set(line.submissionId, (perSubmission.get(line.submissionId) ?? 0) + 1);
      }
    }
    return {
      childId: kid.id,
      balance: kid.balance,
      ledgerSum: sum(),
      totalEarned: kid.total,
      taskCredits: sum('task_reward'),
      taskReversals: -sum('task_reward_reversal'),
      creditsPerSubmissionMax: Math.max(0, ...perSubmission.values()),
      negativeRows: mine.filter((line) => line.after < 0).length,
    };
  });
}

/**
 * Asserts the ledger invariants of issue 4 for every child of `familyId`: balance = sum of
 * ledger amounts; balance ≥ 0; total earned = task credits − task reversals; a submission
 * credited at most once. (Families made by tests start at zero, so these hold exactly.)
 */
export async function expectLedgerInvariants(db: Db, familyId: string): Promise<void> {
  for (const check of await ledgerChecks(db, familyId)) {
    expect(check.balance, `balance = Σ ledger for ${check.childId}`).toBe(check.ledgerSum);
    expect(check.balance).toBeGreaterThanOrEqual(0);
    expect(check.negativeRows).toBe(0);
    expect(check.totalEarned, `total earned = credits − reversals for ${check.childId}`).toBe(
      check.taskCredits - check.taskReversals,
    );
    expect(check.creditsPerSubmissionMax).toBeLessThanOrEqual(1);
  }
}

/** Ledger rows of one submission (to count credits and reversals). */
export async function ledgerOfSubmission(db: Db, submissionId: string) {
  return db.select().from(transactions).where(eq(transactions.taskSubmissionId, submissionId));
}

/** Submissions of one task (to count how many a race created). */
export async function submissionsOfTask(db: Db, taskId: string) {
  return db.select().from(taskSubmissions).where(eq(taskSubmissions.taskId, taskId));
}

/** `POST /api/submissions/bulk-approve` as a parent. */
export function bulkApproveAs(app: TestApp, parentCookie: string, ids: readonly string[]) {
  return call(app, 'POST', '/api/submissions/bulk-approve', {
    cookie: parentCookie,
    body: { ids: [...ids] },
  });
}

/** The child's row as stored (balance, counters, XP), or fails the test. */
export async function childRowOf(db: Db, childId: string) {
  const [row] = await db.select().from(children).where(eq(children.id, childId));
  expect(row, `child ${childId}`).toBeDefined();
  return row!;
}

/**
 * Recreates what the old app left behind for `task`: the task marked completed and a PENDING
 * submission whose reward was NOT credited at completion (`rewardCreditedAtCompletion`
 * false, no ledger line), with the child's pending count raised by one. Approval must then
 * credit it (once); rejection takes nothing back. Returns the submission row.
 */
export async function insertLegacyPendingSubmission(
  db: Db,
  task: Pick<Task, 'id' | 'title' | 'value' | 'category'>,
  childId: string,
  now: Date = new Date(),
) {
  return db.transaction(async (tx) => {
    const [taskRow] = await tx.select().from(tasks).where(eq(tasks.id, task.id)).for('update');
    if (!taskRow) throw new Error(`no task ${task.id}`);
    const child = await lockChild(tx, taskRow.familyId, childId);
    if (!child) throw new Error(`no child ${childId} in family ${taskRow.familyId}`);
    await tx.update(tasks).set({ completed: true, completedAt: now }).where(eq(tasks.id, task.id));
    const [row] = await tx
      .insert(taskSubmissions)
      .values({
        familyId: taskRow.familyId,
        childId,
        taskId: task.id,
        childName: child.name,
        childAge: child.age,
        taskTitle: task.title,
        category: task.category,
        valueCents: task.value,
        completedAt: now,
        requiresApproval: true,
        status: 'pending',
        approved: false,
        rewardCreditedAtCompletion: false,
      })
      .returning();
    const { child: updated } = await writeMovement(tx, child, {
      at: now,
      progress: { pendingTasks: child.pendingTasks + 1 },
    });
    // Its day as migration 0017 counted the old app's history, and the streak it gives.
    await rebuildChildDays(tx, childId);
    await refreshProgress(tx, updated, now, { activeDaysChanged: true });
    return row!;
  });
}

/**
 * The child spends up to `amountCents` (a `spending` ledger line through moveMoney, in one
 * transaction on the locked child), capped at the balance. Returns what was spent (0: nothing
 * written).
 */
export async function spendMoney(
  db: Db,
  familyId: string,
  childId: string,
  amountCents: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const child = await lockChild(tx, familyId, childId);
    if (!child) throw new Error(`no child ${childId} in family ${familyId}`);
    const spent = Math.min(amountCents, child.balanceCents);
    if (spent <= 0) return 0;
    await moveMoney(tx, child, {
      type: 'spending',
      amountCents: -spent,
      description: 'Gasto de teste',
      source: 'system',
      createdBy: null,
    });
    return spent;
  });
}

/** The occurrences spawned from `taskId` (its recurrence children; at most one may exist). */
export async function nextOccurrencesOf(db: Db, taskId: string) {
  return db.select().from(tasks).where(eq(tasks.recurrenceParentId, taskId));
}

/** Ledger rows of a child by type (e.g. to count `task_reward` lines). */
export async function ledgerOfChild(
  db: Db,
  childId: string,
  type?: (typeof transactions.$inferSelect)['type'],
) {
  return db
    .select()
    .from(transactions)
    .where(
      type
        ? and(eq(transactions.childId, childId), eq(transactions.type, type))
        : eq(transactions.childId, childId),
    );
}

/**
 * Makes `taskId` available to every child of the family (`assignedChildren: []`; the create
 * form requires at least one child, an edit may clear them). Returns the updated task.
 */
export async function assignToEveryone(
  app: TestApp,
  parentCookie: string,
  taskId: string,
): Promise<Task> {
  const res = await call(app, 'PATCH', `/api/tasks/${taskId}`, {
    cookie: parentCookie,
    body: { assignedChildren: [] },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return TaskSchema.parse(await res.json());
}
