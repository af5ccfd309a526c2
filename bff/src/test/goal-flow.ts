import { randomUUID } from 'node:crypto';
import { GoalMutationResponseSchema, type GoalMutationResponse } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { goals, transactions } from '../db/schema';
import { lockChild, writeMovement } from '../lib/ledger/ledger';
import { refreshProgress } from '../lib/progress/progress';
import { call } from '../routes/children/children.test-support';
import type { TestApp } from './test-app';

/*
 * Helpers for tests that drive goals over the HTTP API and check goal money in the database.
 */

/** `POST /api/goals` as a child, with an Idempotency-Key (new unless given; null: none). */
export function createGoalAs(
  app: TestApp,
  childCookie: string,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return call(app, 'POST', '/api/goals', {
    cookie: childCookie,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

/** `POST /api/goals/{id}/deposit` as a child. */
export function depositAs(
  app: TestApp,
  childCookie: string,
  goalId: string,
  amount: unknown,
  key: string | null = randomUUID(),
) {
  return call(app, 'POST', `/api/goals/${goalId}/deposit`, {
    cookie: childCookie,
    body: { amount },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

/** `DELETE /api/goals/{id}` as a child. */
export function cancelAs(
  app: TestApp,
  childCookie: string,
  goalId: string,
  key: string | null = randomUUID(),
) {
  return call(app, 'DELETE', `/api/goals/${goalId}`, {
    cookie: childCookie,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

/** The body of a successful goal movement (fails the test on any other status). */
export async function movementOf(res: Response, status = 200): Promise<GoalMutationResponse> {
  expect(res.status, await res.clone().text()).toBe(status);
  return GoalMutationResponseSchema.parse(await res.json());
}

/** Credits `amountCents` to a child as a parent's adjustment (test setup of a balance). */
export async function grantMoney(
  db: Db,
  familyId: string,
  childId: string,
  amountCents: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const child = await lockChild(tx, familyId, childId);
    if (!child) throw new Error(`no child ${childId} in family ${familyId}`);
    // A positive adjustment is income: it makes the day active, so the streak follows.
    const moved = await writeMovement(tx, child, {
      at: new Date(),
      entry: {
        type: 'adjustment',
        amountCents,
        description: 'Ajuste de teste',
        source: 'system',
        createdBy: null,
      },
    });
    await refreshProgress(tx, moved.child, new Date(), moved);
  });
}

/** Per goal of the child: stored saved/target and −Σ ledger entries carrying its id. */
export async function goalMoney(db: Db, childId: string) {
  const rows = await db.select().from(goals).where(eq(goals.childId, childId));
  const sums = await db
    .select({
      goalId: transactions.goalId,
      sum: sql<number>`coalesce(sum(${transactions.amountCents}), 0)`.mapWith(Number),
    })
    .from(transactions)
    .where(eq(transactions.childId, childId))
    .groupBy(transactions.goalId);
  const ledger = new Map(sums.filter((s) => s.goalId).map((s) => [s.goalId!, 0 - s.sum]));
  return { rows, ledger };
}

/** Asserts saved = −Σ goal entries and 0 ≤ saved ≤ target for every goal of the child. */
export async function expectGoalInvariants(db: Db, childId: string): Promise<void> {
  const { rows, ledger } = await goalMoney(db, childId);
  for (const goal of rows) {
    expect(goal.savedCents, `saved = −Σ ledger of goal ${goal.id}`).toBe(ledger.get(goal.id) ?? 0);
    expect(goal.savedCents).toBeGreaterThanOrEqual(0);
    expect(goal.savedCents).toBeLessThanOrEqual(goal.targetCents);
  }
  // A cancelled goal (row gone) nets to zero in the ledger: its money went back.
  const live = new Set(rows.map((g) => g.id));
  for (const [goalId, saved] of ledger) {
    if (!live.has(goalId)) expect(saved, `cancelled goal ${goalId} nets to 0`).toBe(0);
  }
}
