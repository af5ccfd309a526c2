import {
  MAX_ACTIVE_GOALS,
  MSG,
  type Achievement,
  type AchievementListResponse,
  type CreateGoalInput,
  type Goal,
  type GoalListResponse,
  type GoalMutationResponse,
} from '@portal/contracts';
import {
  CATALOGUE_GOALS,
  DEFAULT_GOAL_CATEGORY,
  evaluateAchievements,
  goalDepositAmount,
  initialGoalAmount,
  saoPauloToday,
  goalMilestoneReached,
  splitBalance,
  type BalanceSplit,
} from '@portal/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { childAchievements, goals, taskSubmissions } from '../../db/schema';
import type { ChildRow } from '../../lib/child-public';
import { findReadableChild, type ChildReader } from '../../lib/child-scope';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { isUuid } from '../../lib/keyset';
import { notifyEvent } from '../../lib/events/event-hub';
import { createNotificationsAfterCommit } from '../../lib/notifications/notify';
import { lockChild, moveMoney, toChildProgress } from '../../lib/ledger/ledger';
import { achievementStats, refreshProgress } from '../../lib/progress/progress';
import { claimKey, storeAnswer } from './goals.idempotency';

/** A row of the `goals` table. */
export type GoalRow = typeof goals.$inferSelect;

/** Who moves money between balance and goals: the signed-in child. */
export interface GoalCaller {
  familyId: string;
  childId: string;
  userId: string;
}

/** A movement's answer and its HTTP status (a replay answers the first one's). */
export interface GoalMovement {
  status: 200 | 201;
  body: GoalMutationResponse;
}

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/** The one way a goal leaves the BFF. */
export function toGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    childId: row.childId,
    title: row.title,
    targetAmount: row.targetCents,
    currentAmount: row.savedCents,
    category: row.category,
    description: row.description,
    imageUrl: row.imageUrl,
    dueDate: row.dueDate,
    catalogueId: row.catalogueId,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * One goal movement as ONE transaction: lock the child (movements of one child queue here),
 * claim the Idempotency-Key (a replay answers the first answer and moves nothing), run
 * `move`, bring streak and achievements up to date, announce goals.changed and
 * balance.changed on commit, and store the answer under the key.
 */
async function movement(
  db: Db,
  caller: GoalCaller,
  request: { method: string; path: string; body: unknown; key: string | null },
  status: 200 | 201,
  now: Date,
  move: (
    tx: Db,
    child: ChildRow,
  ) => Promise<{
    child: ChildRow;
    goal: GoalRow | null;
    goalId: string;
    applied: number;
    completedNow: boolean;
  }>,
): Promise<GoalMovement> {
  return db.transaction(async (tx) => {
    const locked = await lockChild(tx, caller.familyId, caller.childId);
    if (!locked?.active) throw notFound();
    const keyed = request.key ? { ...request, scope: caller.userId, key: request.key } : null;
    if (keyed) {
      const earlier = await claimKey<GoalMutationResponse>(tx, keyed);
      if (earlier) return { status: earlier.status as 200 | 201, body: earlier.body };
    }
    const moved = await move(tx, locked);
    const progressed = await refreshProgress(tx, moved.child, now);
    const body: GoalMutationResponse = {
      goal: moved.goal ? toGoal(moved.goal) : null,
      applied: moved.applied,
      completedNow: moved.completedNow,
      child: toChildProgress(progressed.child, now),
      unlocked: progressed.unlocked,
    };
    await notifyEvent(tx, {
      type: 'goals.changed',
      familyId: caller.familyId,
      childId: caller.childId,
      goalId: moved.goalId,
    });
    if (moved.applied > 0) {
      await notifyEvent(tx, {
        type: 'balance.changed',
        familyId: caller.familyId,
        childId: caller.childId,
      });
    }
    if (keyed) await storeAnswer(tx, keyed, { status, body });
    return { status, body };
  });
}

/**
 * Rewards of the child still waiting for a parent's review: credited at completion (spec 001
 * §4) and taken back if rejected. They may not go into a goal: a rejection would then find the
 * money parked there, and cancelling the goal would hand it back (review of issue 11).
 */
async function rewardsAwaitingReview(db: Db, childId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${taskSubmissions.valueCents}), 0)`.mapWith(Number) })
    .from(taskSubmissions)
    .where(
      and(
        eq(taskSubmissions.childId, childId),
        eq(taskSubmissions.status, 'pending'),
        eq(taskSubmissions.rewardCreditedAtCompletion, true),
      ),
    );
  return row?.sum ?? 0;
}

/**
 * The child's balance split into what is free to use and the rewards awaiting review (domain
 * `splitBalance`): the one reading of it, for the goals list, 'Meu dinheiro', deposits and
 * payouts (issue 41).
 */
export async function balanceSplitOf(db: Db, child: ChildRow): Promise<BalanceSplit> {
  return splitBalance(child.balanceCents, await rewardsAwaitingReview(db, child.id));
}

/** What the child may move into goals now: the balance minus rewards awaiting review. */
export async function savableBalance(db: Db, child: ChildRow): Promise<number> {
  return (await balanceSplitOf(db, child)).available;
}

/** The goal `goalId` of the locked child, or a 404 (another child's or family's goal too). */
async function goalOf(tx: Db, child: ChildRow, goalId: string): Promise<GoalRow> {
  const [row] = await tx
    .select()
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.childId, child.id)));
  if (!row) throw notFound();
  return row;
}

/** Tells the child and the parent when a deposit takes a goal to 50 % or 100 % (once each). */
async function announceMilestone(
  tx: Db,
  child: ChildRow,
  goal: GoalRow,
  saved: number,
  now: Date,
): Promise<void> {
  const percent = goalMilestoneReached(goal.savedCents, saved, goal.targetCents);
  if (percent === null) return;
  const params = { childName: child.name, goalTitle: goal.title, percent };
  const base = { familyId: child.familyId, kind: 'goal_milestone', params } as const;
  await createNotificationsAfterCommit(
    tx,
    [
      { ...base, audience: 'child', childId: child.id, key: `child:goal:${goal.id}:${percent}` },
      { ...base, audience: 'parent', childId: child.id, key: `parent:goal:${goal.id}:${percent}` },
    ],
    now,
  );
}

/**
 * Moves `amount` from the balance of the locked `child` into `goal` (a negative `goal_deposit`
 * entry): a child's deposit, or an automatic allowance's share (`by` the system).
 */
export async function depositInto(
  tx: Db,
  by: { source: 'child_app' | 'system'; userId: string | null },
  child: ChildRow,
  goal: GoalRow,
  amount: number,
  now: Date,
): Promise<{ child: ChildRow; goal: GoalRow; completedNow: boolean }> {
  const updatedChild = await moveMoney(tx, child, {
    type: 'goal_deposit',
    amountCents: -amount,
    description: `Depósito na meta: ${goal.title}`,
    source: by.source,
    createdBy: by.userId,
    createdAt: now,
    goalId: goal.id,
    metadata: { type: 'goal_deposit', goal_id: goal.id, goal_title: goal.title },
  });
  const saved = goal.savedCents + amount;
  const completedNow = goal.completedAt === null && saved >= goal.targetCents;
  const [updatedGoal] = await tx
    .update(goals)
    .set({ savedCents: saved, ...(completedNow ? { completedAt: now } : {}) })
    .where(eq(goals.id, goal.id))
    .returning();
  await announceMilestone(tx, updatedChild, goal, saved, now);
  return { child: updatedChild, goal: updatedGoal!, completedNow };
}

/**
 * `POST /api/goals` (spec 001 §4 "Goals", §5 "Custom goal"): a custom goal, or one of the
 * catalogue (title, price, category and description then come from domain CATALOGUE_GOALS,
 * never from the client). At most MAX_ACTIVE_GOALS active goals. The initial amount is capped
 * by the target and by the balance (domain `initialGoalAmount`) and moves as a `goal_deposit`;
 * a goal born full is completed at once.
 */
export async function createGoal(
  db: Db,
  caller: GoalCaller,
  input: CreateGoalInput,
  key: string | null,
  now: Date = new Date(),
): Promise<GoalMovement> {
  const catalogue = input.catalogueId
    ? CATALOGUE_GOALS.find((item) => item.id === input.catalogueId)
    : undefined;
  if (input.catalogueId && !catalogue) {
    throw new ApiError(400, 'GOAL_CATALOGUE_UNKNOWN', MSG.goal.catalogueUnknown);
  }
  const request = { method: 'POST', path: '/goals', body: input, key };
  return movement(db, caller, request, 201, now, async (tx, child) => {
    const [active] = await tx
      .select({ n: count() })
      .from(goals)
      .where(and(eq(goals.childId, child.id), isNull(goals.completedAt)));
    if (Number(active?.n ?? 0) >= MAX_ACTIVE_GOALS) {
      throw new ApiError(409, 'GOAL_LIMIT_REACHED', MSG.goal.tooManyActive);
    }
    const target = catalogue ? catalogue.price : input.targetAmount;
    const [goal] = await tx
      .insert(goals)
      .values({
        childId: child.id,
        familyId: child.familyId,
        title: catalogue ? catalogue.title : input.title,
        targetCents: target,
        category: catalogue ? catalogue.category : (input.category ?? DEFAULT_GOAL_CATEGORY),
        description: catalogue ? catalogue.description : (input.description ?? null),
        imageUrl: input.imageUrl ?? null,
        dueDate: input.dueDate ?? null,
        catalogueId: catalogue?.id ?? null,
        createdAt: now,
      })
      .returning();
    const initial = initialGoalAmount(
      input.initialAmount ?? 0,
      target,
      await savableBalance(tx, child),
    );
    if (initial === 0) {
      return { child, goal: goal!, goalId: goal!.id, applied: 0, completedNow: false };
    }
    const moved = await depositInto(
      tx,
      { source: 'child_app', userId: caller.userId },
      child,
      goal!,
      initial,
      now,
    );
    return { ...moved, goalId: goal!.id, applied: initial };
  });
}

/**
 * `POST /api/goals/{id}/deposit` (spec 001 §5 "Goal deposit"): moves the smallest of the
 * remaining target, the balance and the requested amount (domain `goalDepositAmount`); the goal
 * completes when saved reaches target. A completed goal, or no balance, is a 409: nothing
 * would move.
 */
export async function depositToGoal(
  db: Db,
  caller: GoalCaller,
  goalId: string,
  amount: number,
  key: string | null,
  now: Date = new Date(),
): Promise<GoalMovement> {
  if (!isUuid(goalId)) throw notFound();
  const request = { method: 'POST', path: `/goals/${goalId}/deposit`, body: { amount }, key };
  return movement(db, caller, request, 200, now, async (tx, child) => {
    const goal = await goalOf(tx, child, goalId);
    if (goal.completedAt !== null || goal.savedCents >= goal.targetCents) {
      throw new ApiError(409, 'GOAL_ALREADY_COMPLETED', MSG.goal.alreadyCompleted);
    }
    const savable = await savableBalance(tx, child);
    const applied = goalDepositAmount({
      requested: amount,
      balance: savable,
      saved: goal.savedCents,
      target: goal.targetCents,
    });
    if (applied === 0) {
      throw child.balanceCents > savable
        ? new ApiError(409, 'GOAL_BALANCE_AWAITING_REVIEW', MSG.goal.awaitingApproval)
        : new ApiError(409, 'GOAL_NO_BALANCE', MSG.goal.noBalance);
    }
    const moved = await depositInto(
      tx,
      { source: 'child_app', userId: caller.userId },
      child,
      goal,
      applied,
      now,
    );
    return { ...moved, goalId: goal.id, applied };
  });
}

/**
 * `DELETE /api/goals/{id}` (spec 001 §4 "Cancel"): the saved amount returns to the balance (a
 * positive `goal_refund` entry), then the goal row is deleted, in one transaction. A
 * completed goal stays (409): its money was spent on the goal.
 */
export async function cancelGoal(
  db: Db,
  caller: GoalCaller,
  goalId: string,
  key: string | null,
  now: Date = new Date(),
): Promise<GoalMovement> {
  if (!isUuid(goalId)) throw notFound();
  const request = { method: 'DELETE', path: `/goals/${goalId}`, body: null, key };
  return movement(db, caller, request, 200, now, async (tx, child) => {
    const goal = await goalOf(tx, child, goalId);
    if (goal.completedAt !== null) {
      throw new ApiError(409, 'GOAL_ALREADY_COMPLETED', MSG.goal.alreadyCompleted);
    }
    let updatedChild = child;
    if (goal.savedCents > 0) {
      updatedChild = await moveMoney(tx, child, {
        type: 'goal_refund',
        amountCents: goal.savedCents,
        description: `Meta cancelada: ${goal.title}`,
        source: 'child_app',
        createdBy: caller.userId,
        goalId: goal.id,
        metadata: { type: 'goal_refund', goal_id: goal.id, goal_title: goal.title },
      });
    }
    await tx.delete(goals).where(eq(goals.id, goal.id));
    return {
      child: updatedChild,
      goal: null,
      goalId: goal.id,
      applied: goal.savedCents,
      completedNow: false,
    };
  });
}

/**
 * `GET /api/children/{childId}/goals`: active goals first (oldest first), then completed ones
 * (newest completion first).
 */
export async function listGoals(
  db: Db,
  reader: ChildReader,
  childId: string,
): Promise<GoalListResponse> {
  const child = await findReadableChild(db, reader, childId);
  const rows = await db
    .select()
    .from(goals)
    .where(eq(goals.childId, child.id))
    .orderBy(
      sql`${goals.completedAt} is not null`,
      sql`case when ${goals.completedAt} is null then ${goals.createdAt} end asc`,
      sql`${goals.completedAt} desc`,
      goals.id,
    );
  const split = await balanceSplitOf(db, child);
  return {
    goals: rows.map(toGoal),
    savable: split.available,
    awaitingApproval: split.awaitingApproval,
  };
}

/**
 * `GET /api/children/{childId}/achievements`: the 11 in catalogue order. A stored one is
 * unlocked for good (progress = max, its unlock instant); the others show the child's figure
 * clamped to the requirement.
 */
export async function listAchievements(
  db: Db,
  reader: ChildReader,
  childId: string,
  now: Date = new Date(),
): Promise<AchievementListResponse> {
  const child = await findReadableChild(db, reader, childId);
  const today = saoPauloToday(now);
  const stats = await achievementStats(db, child, today);
  const stored = await db
    .select()
    .from(childAchievements)
    .where(eq(childAchievements.childId, child.id));
  const unlockedAt = new Map(stored.map((row) => [row.achievementId, row.unlockedAt]));
  const achievements: Achievement[] = evaluateAchievements(stats).map((a) => {
    const at = unlockedAt.get(a.id);
    return {
      id: a.id,
      title: a.title,
      description: a.description,
      category: a.category,
      rarity: a.rarity,
      progress: at ? a.maxProgress : a.progress,
      maxProgress: a.maxProgress,
      isUnlocked: Boolean(at),
      unlockedAt: at?.toISOString() ?? null,
    };
  });
  return { achievements };
}
