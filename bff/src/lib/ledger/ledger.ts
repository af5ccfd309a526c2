import type { ChildProgress } from '@portal/contracts';
import { isNoDayChange, ledgerDayFigures, levelFromXp, saoPauloToday } from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonValue, rowFromJson } from '../../db/row-json';
import { insertRow, setClause } from '../../db/sql-rows';
import {
  children,
  transactions,
  type LedgerEntrySource,
  type LedgerEntryType,
} from '../../db/schema';
import { completedOn, currentStreak, type ChildRow } from '../child-public';
import { rowsOf } from '../keyset';
import {
  activeDaysChanged,
  dayChangesWrites,
  mergeDayChanges,
  type DayChange,
} from '../progress/child-days';
import {
  achievementFactsColumns,
  achievementFactsOf,
  type AchievementFacts,
} from '../progress/progress';

/**
 * The one way money moves (architecture "Data and money rules"). Every function here runs
 * inside the caller's database transaction, on a child row the caller locked with
 * {@link lockChild}, so the balance read is the balance written and concurrent movements on
 * one child queue behind the row lock.
 */

/** Locks a child of `familyId` for the rest of the transaction; null when not in the family. */
export async function lockChild(
  tx: Db,
  familyId: string,
  childId: string,
): Promise<ChildRow | null> {
  const [row] = rowsOf<{ row: unknown }>(
    await tx.execute(
      // NO KEY UPDATE, not UPDATE: movements of one child still queue here, but inserts that
      // point at this child from another transaction (a recurring task's assignments, a family
      // lock's FK checks) take FOR KEY SHARE, which this does not block — no deadlock between
      // two children's movements (review of issue 11).
      sql`select to_jsonb(${children}) as row from ${children}
        where ${children.id} = ${childId}::uuid and ${children.familyId} = ${familyId}
        for no key update`,
    ),
  );
  return row ? rowFromJson(children, jsonValue(row.row)) : null;
}

/** One ledger line to append. `amountCents` is signed: positive credits the child. */
export interface LedgerEntry {
  type: LedgerEntryType;
  amountCents: number;
  description: string;
  source: LedgerEntrySource;
  createdBy: string | null;
  taskSubmissionId?: string | null;
  taskId?: string | null;
  goalId?: string | null;
  idempotencyKey?: string | null;
  metadata?: Record<string, unknown>;
  /** When it is entered (its São Paulo day is the day it counts on); the database's now if unset. */
  createdAt?: Date;
}

/**
 * Progress figures other than the balance, as the caller wants them after the movement.
 * Omitted fields stay as they are.
 */
export type ProgressChange = Partial<
  Pick<
    ChildRow,
    | 'totalEarnedCents'
    | 'xp'
    | 'pendingTasks'
    | 'completedToday'
    | 'completedTodayDate'
    | 'tasksCompleted'
  >
>;

/**
 * Appends `entry` to the ledger and writes the child's new balance (before + amount) together
 * with `progress` and the day the entry counts on ({@link writeMovement}); the level always
 * follows the XP. The database refuses a balance below 0 (CHECK on both tables), so a caller
 * that takes money back must cap the amount first. Returns the updated child row. For the
 * movements that make no day active (goals, spending); others give writeMovement's answer to
 * refreshProgress.
 */
export async function moveMoney(
  tx: Db,
  child: ChildRow,
  entry: LedgerEntry,
  progress: ProgressChange = {},
): Promise<ChildRow> {
  return (await writeMovement(tx, child, { at: entry.createdAt ?? new Date(), entry, progress }))
    .child;
}

/** The ledger row {@link moveMoney} appends for `entry` on `child` (balance before + amount). */
export function ledgerLine(child: ChildRow, entry: LedgerEntry) {
  const before = child.balanceCents;
  return {
    familyId: child.familyId,
    childId: child.id,
    taskSubmissionId: entry.taskSubmissionId ?? null,
    taskId: entry.taskId ?? null,
    goalId: entry.goalId ?? null,
    type: entry.type,
    description: entry.description,
    amountCents: entry.amountCents,
    balanceBeforeCents: before,
    balanceAfterCents: before + entry.amountCents,
    createdBy: entry.createdBy,
    source: entry.source,
    metadata: entry.metadata ?? {},
    idempotencyKey: entry.idempotencyKey ?? null,
    ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
  } satisfies typeof transactions.$inferInsert;
}

/** The child columns a movement sets: `progress` with the level that follows the XP. */
export function progressColumns(
  child: ChildRow,
  progress: ProgressChange & { balanceCents?: number },
) {
  const xp = progress.xp ?? child.xp;
  return { ...progress, xp, level: levelFromXp(xp) };
}

/** A movement of a locked child, as {@link writeMovement} writes it in one statement. */
export interface Movement {
  /** When it happens: the child's `updated_at`, and the day its ledger line counts on. */
  at: Date;
  /** The ledger line it appends, if money moves: the balance moves by its amount. */
  entry?: LedgerEntry;
  /** The child's other figures after it; omitted ones stay as they are. */
  progress?: ProgressChange;
  /** What it changes on the child's days besides its ledger line's (added here). */
  days?: readonly DayChange[];
  /**
   * Other writes of the same movement (the submission of a completion, the task it closes),
   * each returning its one row, given back as `written[name]`.
   */
  also?: Readonly<Record<string, SQL>>;
}

/** What {@link writeMovement} wrote and read. */
export interface Moved {
  child: ChildRow;
  /** Whether a day became active or stopped being (the streak must be counted again). */
  activeDaysChanged: boolean;
  /** What achievements are judged on, read after the child's lock (refreshProgress). */
  facts: AchievementFacts;
  /** The row each `also` write returned, as JSON (rowFromJson). */
  written: Record<string, unknown>;
}

/**
 * A movement's writes in ONE statement, on a child the caller locked (an earlier statement of
 * the transaction, so this one's snapshot sees every movement committed before it): the ledger
 * line, the days it changes, the child's figures (balance + amount; the level follows the XP),
 * the caller's other writes, and what achievements are judged on. One round trip while the
 * child's row is held, whatever the movement.
 */
export async function writeMovement(tx: Db, child: ChildRow, movement: Movement): Promise<Moved> {
  const { at, entry, progress = {}, also = {} } = movement;
  const changes = mergeDayChanges([
    ...(movement.days ?? []),
    ...(entry
      ? [
          {
            day: saoPauloToday(entry.createdAt ?? at),
            change: ledgerDayFigures(entry.type, entry.amountCents),
          },
        ]
      : []),
  ]).filter(({ change }) => !isNoDayChange(change));
  const parts: SQL[] = [];
  // `returning *`: an `also` write may read the line back (`select * from l`, a payout's answer).
  if (entry) {
    parts.push(sql`l as (${insertRow(transactions, ledgerLine(child, entry))} returning *)`);
  }
  if (changes.length > 0) {
    const { d_up, d_new } = dayChangesWrites(child.id, changes);
    parts.push(sql`d_up as (${d_up})`, sql`d_new as (${d_new})`);
  }
  const figures = progressColumns(child, {
    ...progress,
    balanceCents: child.balanceCents + (entry?.amountCents ?? 0),
  });
  parts.push(
    sql`c as (update ${children} set ${setClause(children, { ...figures, updatedAt: at })}
      where ${children.id} = ${child.id}::uuid returning *)`,
  );
  const names = Object.keys(also);
  for (const name of names) parts.push(sql`${sql.identifier(`x_${name}`)} as (${also[name]!})`);
  const result = await tx.execute(
    sql`with ${sql.join(parts, sql`, `)}
      select (select to_jsonb(c) from c) as child,
        ${changes.length > 0 ? sql`(select coalesce(jsonb_agg(jsonb_build_object('day', d.day, 'activities', d.activities)), '[]'::jsonb) from (select * from d_up union all select * from d_new) d)` : sql`'[]'::jsonb`} as days,
        ${sql.join(
          names.map(
            (name) =>
              sql`(select to_jsonb(x) from ${sql.identifier(`x_${name}`)} x) as ${sql.identifier(`x_${name}`)},`,
          ),
          sql` `,
        )}
        ${achievementFactsColumns(child.id)}`,
  );
  const [row] = rowsOf<Record<string, unknown>>(result);
  const days = jsonValue<{ day: string; activities: number }[]>(row!.days);
  return {
    child: rowFromJson(children, jsonValue(row!.child)),
    activeDaysChanged: activeDaysChanged(changes, days),
    facts: achievementFactsOf(row as Parameters<typeof achievementFactsOf>[0]),
    written: Object.fromEntries(names.map((name) => [name, jsonValue(row![`x_${name}`])])),
  };
}

/** The money and progress figures a client may show after a movement (never sent back in). */
export function toChildProgress(child: ChildRow, now: Date = new Date()): ChildProgress {
  const today = saoPauloToday(now);
  return {
    id: child.id,
    balance: child.balanceCents,
    totalEarned: child.totalEarnedCents,
    xp: child.xp,
    level: child.level,
    pendingTasks: child.pendingTasks,
    completedToday: completedOn(child, today),
    tasksCompleted: child.tasksCompleted,
    streak: currentStreak(child, today),
  };
}
