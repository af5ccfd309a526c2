import type { Allowance, AllowanceInput, AllowanceResponse, PortalEvent } from '@portal/contracts';
import {
  activeGoalOf,
  allowanceGoalShare,
  duePayday,
  nextPayday,
  saoPauloToday,
  type AllowanceSchedule,
} from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { setClause } from '../../db/sql-rows';
import { allowances, children, goals } from '../../db/schema';
import { notifyEvents } from '../../lib/events/event-hub';
import { lockChild, writeMovement } from '../../lib/ledger/ledger';
import { refreshProgress } from '../../lib/progress/progress';
import { depositInto } from '../goals/goals.service';

type AllowanceRow = typeof allowances.$inferSelect;

/** The ledger line's description, as the child's history and the parent's activity show it. */
export const ALLOWANCE_DESCRIPTION = 'Mesada';

/** Payments run side by side by one pay-due job (each its own transaction and connection). */
const PAYMENTS_AT_ONCE = 8;

function scheduleOf(row: Pick<AllowanceRow, 'period' | 'weekday' | 'monthDay'>): AllowanceSchedule {
  return row.period === 'weekly'
    ? { period: 'weekly', weekday: row.weekday! }
    : { period: 'monthly', monthDay: row.monthDay! };
}

function historyOf(row: Pick<AllowanceRow, 'startsOn' | 'lastPaidOn'>) {
  return { startsOn: row.startsOn, lastPaidOn: row.lastPaidOn };
}

function toAllowance(row: AllowanceRow): Allowance {
  return {
    amountCents: row.amountCents,
    period: row.period,
    weekday: row.weekday,
    monthDay: row.monthDay,
    goalSharePercent: row.goalSharePercent,
  };
}

/** The answer of the allowance routes for `row` (none: null, null). */
export function allowanceAnswer(row: AllowanceRow | null, now: Date): AllowanceResponse {
  if (!row) return { allowance: null, nextPayday: null };
  return {
    allowance: toAllowance(row),
    nextPayday: nextPayday(scheduleOf(row), historyOf(row), now),
  };
}

/** Whether `childId` is a child of `familyId`. */
async function isChildOf(db: Db, familyId: string, childId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.id, childId), eq(children.familyId, familyId)));
  return Boolean(row);
}

/** The allowance of a child of `familyId`; undefined when the child is not of the family. */
export async function readAllowance(
  db: Db,
  familyId: string,
  childId: string,
): Promise<AllowanceRow | null | undefined> {
  if (!(await isChildOf(db, familyId, childId))) return undefined;
  const [row] = await db.select().from(allowances).where(eq(allowances.childId, childId));
  return row ?? null;
}

/**
 * Saves the child's allowance (`PUT`): a new one starts today (São Paulo), so no earlier
 * payday is ever paid; a changed one keeps its start and its last payday paid. Undefined when
 * the child is not of the family. Announces `children.changed`.
 */
export async function saveAllowance(
  db: Db,
  familyId: string,
  childId: string,
  input: AllowanceInput,
  now: Date,
): Promise<AllowanceRow | undefined> {
  return db.transaction(async (tx) => {
    if (!(await isChildOf(tx, familyId, childId))) return undefined;
    const values = {
      amountCents: input.amountCents,
      period: input.period,
      weekday: input.weekday,
      monthDay: input.monthDay,
      goalSharePercent: input.goalSharePercent,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(allowances)
      .values({ childId, familyId, ...values, startsOn: saoPauloToday(now), createdAt: now })
      .onConflictDoUpdate({ target: allowances.childId, set: values })
      .returning();
    await notifyEvents(tx, [{ type: 'children.changed', familyId }]);
    return row!;
  });
}

/** Turns the child's allowance off (`DELETE`); false when the child is not of the family. */
export async function removeAllowance(db: Db, familyId: string, childId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isChildOf(tx, familyId, childId))) return false;
    await tx.delete(allowances).where(eq(allowances.childId, childId));
    await notifyEvents(tx, [{ type: 'children.changed', familyId }]);
    return true;
  });
}

/** Whether the allowance of `row` has a payday to pay at `now`. */
export function isAllowanceDue(row: AllowanceRow, now: Date): boolean {
  return duePayday(scheduleOf(row), historyOf(row), now) !== null;
}

/**
 * Pays every allowance due at `now` (only `childId`'s when given), each payday once: the
 * `allowance.pay-due` job's work. Returns how many were paid.
 */
export async function payDueAllowances(
  db: Db,
  now: Date,
  childId?: string,
): Promise<{ paid: number }> {
  const rows = await db
    .select({ allowance: allowances })
    .from(allowances)
    .innerJoin(children, eq(children.id, allowances.childId))
    .where(and(eq(children.active, true), childId ? eq(allowances.childId, childId) : undefined));
  const due = rows.map((row) => row.allowance).filter((row) => isAllowanceDue(row, now));
  let paid = 0;
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const row = due[next++]!;
      if (await payAllowance(db, row.familyId, row.childId, now)) paid += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAYMENTS_AT_ONCE, due.length) }, worker));
  return { paid };
}

/**
 * Pays the child's due payday in ONE transaction, under the child's lock: the allowance read
 * again as it is now (changed, paid or deleted meanwhile), a ledger line `allowance` (source
 * system, Idempotency-Key `allowance:<payday>`: the database refuses a second one), its last
 * payday, then the share into the active goal (a `goal_deposit`), progress and the events.
 * An allowance is given, not earned: the child's total earned (task rewards) does not move.
 * False when nothing was due any more.
 */
export async function payAllowance(
  db: Db,
  familyId: string,
  childId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const child = await lockChild(tx, familyId, childId);
    if (!child?.active) return false;
    const [row] = await tx.select().from(allowances).where(eq(allowances.childId, childId));
    if (!row) return false;
    const payday = duePayday(scheduleOf(row), historyOf(row), now);
    if (payday === null) return false;
    const moved = await writeMovement(tx, child, {
      at: now,
      entry: {
        type: 'allowance',
        amountCents: row.amountCents,
        description: ALLOWANCE_DESCRIPTION,
        source: 'system',
        createdBy: null,
        idempotencyKey: `allowance:${payday}`,
        createdAt: now,
        metadata: {
          type: 'allowance',
          payday,
          period: row.period,
          goal_share_percent: row.goalSharePercent,
        },
      },
      also: {
        allowance: sql`update ${allowances} set ${setClause(allowances, { lastPaidOn: payday, updatedAt: now })}
          where ${allowances.childId} = ${childId}::uuid returning *`,
      },
    });
    let after = moved.child;
    const events: PortalEvent[] = [{ type: 'balance.changed', familyId, childId }];
    if (row.goalSharePercent > 0) {
      // Goals move only under their child's lock, which this transaction holds.
      const open = await tx
        .select()
        .from(goals)
        .where(eq(goals.childId, childId))
        .orderBy(asc(goals.createdAt));
      const goal = activeGoalOf(open);
      const share = allowanceGoalShare(row.amountCents, row.goalSharePercent, goal);
      if (goal && share > 0) {
        const deposited = await depositInto(
          tx,
          { source: 'system', userId: null },
          after,
          goal,
          share,
          now,
        );
        after = deposited.child;
        events.push({ type: 'goals.changed', familyId, childId, goalId: goal.id });
      }
    }
    await refreshProgress(tx, after, now);
    await notifyEvents(tx, events);
    return true;
  });
}
