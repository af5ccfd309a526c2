import type { ChildProgress } from '@portal/contracts';
import { levelFromXp, saoPauloToday } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  children,
  transactions,
  type LedgerEntrySource,
  type LedgerEntryType,
} from '../../db/schema';
import { completedOn, currentStreak, type ChildRow } from '../child-public';

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
  const [row] = await tx
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.familyId, familyId)))
    // NO KEY UPDATE, not UPDATE: movements of one child still queue here, but inserts that
    // point at this child from another transaction (a recurring task's assignments, a family
    // lock's FK checks) take FOR KEY SHARE, which this does not block — no deadlock between
    // two children's movements (review of issue 11).
    .for('no key update');
  return row ?? null;
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
 * with `progress`; the level always follows the XP. The database refuses a balance below 0
 * (CHECK on both tables), so a caller that takes money back must cap the amount first.
 * Returns the updated child row.
 */
export async function moveMoney(
  tx: Db,
  child: ChildRow,
  entry: LedgerEntry,
  progress: ProgressChange = {},
): Promise<ChildRow> {
  await tx.insert(transactions).values(ledgerLine(child, entry));
  return updateProgress(tx, child, {
    ...progress,
    balanceCents: child.balanceCents + entry.amountCents,
  });
}

/**
 * The ledger row {@link moveMoney} appends for `entry` on `child` (balance before + amount);
 * a completion writes it inside its one write statement (ADR 037).
 */
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
  } satisfies typeof transactions.$inferInsert;
}

/** The child columns {@link updateProgress} sets: `progress` with the level that follows the XP. */
export function progressColumns(
  child: ChildRow,
  progress: ProgressChange & { balanceCents?: number },
) {
  const xp = progress.xp ?? child.xp;
  return { ...progress, xp, level: levelFromXp(xp) };
}

/** Writes progress figures (no money) of a locked child; the level follows the XP. */
export async function updateProgress(
  tx: Db,
  child: ChildRow,
  progress: ProgressChange & { balanceCents?: number },
): Promise<ChildRow> {
  const [row] = await tx
    .update(children)
    .set(progressColumns(child, progress))
    .where(eq(children.id, child.id))
    .returning();
  return row!;
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
