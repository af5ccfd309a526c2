import type { Allowance, AllowanceInput, AllowanceResponse, PortalEvent } from '@portal/contracts';
import {
  activeGoalOf,
  allowanceGoalShare,
  duePayday,
  nextPayday,
  periodOf,
  saoPauloToday,
  type AllowanceSchedule,
  type Pause,
} from '@portal/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findFamilyChild } from '../children/children.service';
import { setClause } from '../../db/sql-rows';
import { allowances, children, goals, pauses, transactions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { notifyEvents } from '../../lib/events/event-hub';
import { createNotificationsAfterCommit } from '../../lib/notifications/notify';
import { pausesOfChildJson } from '../../lib/pauses';
import { rowsOf } from '../../lib/keyset';
import { jsonValue, rowFromJson } from '../../db/row-json';
import { lockChild, writeMovement } from '../../lib/ledger/ledger';
import { refreshProgress } from '../../lib/progress/progress';
import { depositInto } from '../goals/goals.service';

type AllowanceRow = typeof allowances.$inferSelect;

/** The ledger line's description, as the child's history and the parent's activity show it. */
export const ALLOWANCE_DESCRIPTION = 'Mesada';

/** Payments run side by side by one pay-due job (each its own transaction and connection). */
const PAYMENTS_AT_ONCE = 6;

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

/** The answer of the allowance routes for `row` (none: null, null), with the child's pauses. */
export function allowanceAnswer(
  row: AllowanceRow | null,
  now: Date,
  childPauses: readonly Pause[] = [],
): AllowanceResponse {
  if (!row) return { allowance: null, nextPayday: null };
  return {
    allowance: toAllowance(row),
    nextPayday: nextPayday(scheduleOf(row), historyOf(row), now, childPauses),
  };
}

/** The allowance of a child of `familyId`; undefined when the child is not of the family. */
export async function readAllowance(
  db: Db,
  familyId: string,
  childId: string,
): Promise<AllowanceRow | null | undefined> {
  if (!(await findFamilyChild(db, familyId, childId))) return undefined;
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
    if (!(await findFamilyChild(tx, familyId, childId))) return undefined;
    const values = {
      amountCents: input.amountCents,
      period: input.period,
      weekday: input.weekday,
      monthDay: input.monthDay,
      goalSharePercent: input.goalSharePercent,
      updatedAt: now,
    };
    // A new allowance starts today, after the last payday the ledger paid (one deleted and saved
    // again pays no period twice).
    const lastPaid = sql<string | null>`(select max((${transactions.metadata}->>'payday')::date)
      from ${transactions} where ${transactions.childId} = ${childId}::uuid and ${transactions.type} = 'allowance')`;
    const [row] = await tx
      .insert(allowances)
      .values({
        childId,
        familyId,
        ...values,
        startsOn: saoPauloToday(now),
        lastPaidOn: lastPaid,
        createdAt: now,
      })
      .onConflictDoUpdate({ target: allowances.childId, set: values })
      .returning();
    await notifyEvents(tx, [{ type: 'children.changed', familyId }]);
    return row!;
  });
}

/** Turns the child's allowance off (`DELETE`); false when the child is not of the family. */
export async function removeAllowance(db: Db, familyId: string, childId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await findFamilyChild(tx, familyId, childId))) return false;
    await tx.delete(allowances).where(eq(allowances.childId, childId));
    await notifyEvents(tx, [{ type: 'children.changed', familyId }]);
    return true;
  });
}

/** Whether the allowance of `row` has a payday to pay at `now`, given the child's pauses. */
export function isAllowanceDue(
  row: AllowanceRow,
  now: Date,
  childPauses: readonly Pause[] = [],
): boolean {
  return duePayday(scheduleOf(row), historyOf(row), now, childPauses) !== null;
}

/** The pauses of every child of `rows` (the family's and its own), by child id, in one read. */
async function pausesByChild(db: Db, rows: readonly AllowanceRow[]): Promise<Map<string, Pause[]>> {
  const families = [...new Set(rows.map((row) => row.familyId))];
  const found =
    families.length === 0
      ? []
      : await db
          .select()
          .from(pauses)
          .where(
            and(
              inArray(pauses.familyId, families),
              or(
                isNull(pauses.childId),
                inArray(
                  pauses.childId,
                  rows.map((row) => row.childId),
                ),
              ),
            ),
          );
  return new Map(
    rows.map((row) => [
      row.childId,
      found
        .filter(
          (p) => p.familyId === row.familyId && (p.childId === null || p.childId === row.childId),
        )
        .map(({ startsOn, endsOn }) => ({ startsOn, endsOn })),
    ]),
  );
}

/**
 * Pays every allowance due now (only `childId`'s when given), each period once: the
 * `allowance.pay-due` job's work. One child's failure does not stop the others: they are paid,
 * then the run fails naming the children it could not pay, so the job retries them. Returns how
 * many were paid.
 */
export async function payDueAllowances(
  db: Db,
  clock: Clock,
  childId?: string,
): Promise<{ paid: number }> {
  const rows = await db
    .select({ allowance: allowances })
    .from(allowances)
    .innerJoin(children, eq(children.id, allowances.childId))
    .where(and(eq(children.active, true), childId ? eq(allowances.childId, childId) : undefined));
  const candidates = rows
    .map((row) => row.allowance)
    .filter((row) => isAllowanceDue(row, clock.now()));
  const paused = await pausesByChild(db, candidates);
  const due = candidates.filter((row) => isAllowanceDue(row, clock.now(), paused.get(row.childId)));
  let paid = 0;
  let next = 0;
  const failed: { childId: string; error: unknown }[] = [];
  const worker = async () => {
    while (next < due.length) {
      const row = due[next++]!;
      try {
        if (await payAllowance(db, row.familyId, row.childId, clock)) paid += 1;
      } catch (error) {
        failed.push({ childId: row.childId, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAYMENTS_AT_ONCE, due.length) }, worker));
  if (failed.length > 0) {
    throw new AggregateError(
      failed.map((failure) => failure.error),
      `allowances of ${failed.length} children not paid (${failed.map((failure) => failure.childId).join(', ')}); paid ${paid}`,
    );
  }
  return { paid };
}

/**
 * Pays the child's due payday in ONE transaction, under the child's lock, read "now" after it:
 * the allowance read again as it is now (changed, paid or deleted meanwhile) with the child's
 * pauses, a ledger line `allowance` (source system, description 'Mesada', Idempotency-Key
 * `allowance:<period>`, which the database refuses twice), its last payday, then the share into
 * the active goal (a `goal_deposit`), progress and the events. An allowance is given, not
 * earned: the child's total earned (task rewards) does not move. False when nothing was due.
 */
export async function payAllowance(
  db: Db,
  familyId: string,
  childId: string,
  clock: Clock,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const child = await lockChild(tx, familyId, childId);
    if (!child?.active) return false;
    const now = clock.now();
    // In one statement: the allowance as it is now, the child's pauses, the last payday the
    // ledger paid (which wins over a stale row: no period is paid twice), and its goals.
    const [facts] = rowsOf<{
      allowance: unknown;
      pauses: unknown;
      ledger_last: string | null;
      goals: unknown;
    }>(
      await tx.execute(
        sql`select (select to_jsonb(a) from ${allowances} a where a.child_id = ${childId}::uuid) as allowance,
          ${pausesOfChildJson(sql`${childId}::uuid`)} as pauses,
          (select max(t.metadata->>'payday') from ${transactions} t
            where t.child_id = ${childId}::uuid and t.type = 'allowance') as ledger_last,
          (select coalesce(jsonb_agg(to_jsonb(g) order by g.created_at), '[]'::jsonb) from ${goals} g
            where g.child_id = ${childId}::uuid) as goals`,
      ),
    );
    if (!facts?.allowance) return false;
    const row = rowFromJson(allowances, jsonValue(facts.allowance));
    const history = historyOf(row);
    if (
      facts.ledger_last &&
      (history.lastPaidOn === null || facts.ledger_last > history.lastPaidOn)
    ) {
      history.lastPaidOn = facts.ledger_last;
    }
    const schedule = scheduleOf(row);
    const payday = duePayday(schedule, history, now, jsonValue<Pause[]>(facts.pauses));
    if (payday === null) return false;
    const key = `allowance:${periodOf(schedule, payday)}`;
    const moved = await writeMovement(tx, child, {
      at: now,
      entry: {
        type: 'allowance',
        amountCents: row.amountCents,
        description: ALLOWANCE_DESCRIPTION,
        source: 'system',
        createdBy: null,
        idempotencyKey: key,
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
    let goalsCompleted = moved.facts.goalsCompleted;
    const events: PortalEvent[] = [{ type: 'balance.changed', familyId, childId }];
    let saved: { goalTitle: string; goalCents: number } | null = null;
    if (row.goalSharePercent > 0) {
      // Goals move only under their child's lock, which this transaction holds.
      const open = jsonValue<unknown[]>(facts.goals).map((goal) =>
        rowFromJson(goals, jsonValue(goal)),
      );
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
        if (deposited.completedNow) goalsCompleted += 1;
        saved = { goalTitle: goal.title, goalCents: share };
        events.push({ type: 'goals.changed', familyId, childId, goalId: goal.id });
      }
    }
    // What the movement's statement read; an allowance makes no day active (ADR 064).
    await refreshProgress(tx, after, now, {
      activeDaysChanged: moved.activeDaysChanged,
      facts: { ...moved.facts, goalsCompleted },
    });
    await notifyEvents(tx, events);
    // The child's bell and devices hear of it once the payment has committed.
    await createNotificationsAfterCommit(
      tx,
      [
        {
          familyId,
          kind: 'allowance_paid',
          key: `allowance:${childId}:${periodOf(schedule, payday)}`,
          audience: 'child',
          childId,
          params: {
            amountCents: row.amountCents,
            goalTitle: saved?.goalTitle ?? null,
            goalCents: saved?.goalCents ?? 0,
          },
        },
      ],
      now,
    );
    return true;
  });
}
