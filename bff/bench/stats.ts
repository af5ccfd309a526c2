/**
 * Profile statistics benchmark on PostgreSQL (issue 11, "Must show" 5).
 *
 *   pnpm --filter @portal/bff exec tsx bench/stats.ts [--json <file>]
 *
 * Same harness as bench/approvals.ts (its own throwaway database, the real BFF over HTTP, the
 * load from a worker thread, BENCH_CONCURRENCY in flight, BENCH_REQUESTS per row). One child
 * has a history of 5,000 ledger lines over about 400 days (task rewards with their
 * submissions, reversals of rejected ones, deposits into goals that complete one after the
 * other), seeded straight into the database with running balances, as the flows leave them.
 * Measured, as the parent:
 *
 *  - the reference: a plain indexed read, `GET /api/tasks/{id}`;
 *  - `GET /api/children/{id}/stats`: every figure of the profile, aggregated in SQL over the
 *    whole history;
 *  - `GET /api/children/{id}/transactions`: the first page (20 lines) of the ledger;
 *  - the reference again, so a drift of the machine during the run shows.
 *
 * Measures, does not judge: fails only if a request fails or the seeded ledger does not add up.
 */
import { randomUUID } from 'node:crypto';
import { levelFromXp, xpForReward } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  childAchievements,
  children,
  goals,
  tasks,
  taskSubmissions,
  transactions,
  user,
} from '../src/db/schema';
import { createVerifiedParent } from '../src/test/test-accounts';
import { createTestApp } from '../src/test/test-app';
import {
  CONCURRENCY,
  measure,
  REQUESTS,
  runBench,
  runClient,
  serveHttp,
  withBenchDatabase,
  writeJsonFigures,
  type Planned,
  type Row,
} from './harness';
import { rebuildChildDays } from '../src/lib/progress/child-days';
import { refreshProgress } from '../src/lib/progress/progress';

/** Ledger lines of the measured child. */
const LEDGER_LINES = 5000;
/** Seconds between two lines: 5,000 lines span about 405 days. */
const STEP_SECONDS = 7000;
const GOAL_TARGET = 2000;
const DEPOSIT = 100;

type NewLine = typeof transactions.$inferInsert;
type NewSubmission = typeof taskSubmissions.$inferInsert;
type NewGoal = typeof goals.$inferInsert;

/**
 * The child's history in memory, then written in bulk: in each run of 10 lines, 8 task
 * rewards (their submissions approved, or pending in the last week), the reversal of the
 * third (its submission rejected) and a deposit of R$ 1,00 into the current goal, which
 * completes at R$ 20,00 when the next one starts.
 */
async function seedHistory(db: Db, familyId: string, childId: string, userId: string) {
  const now = Date.now();
  const lines: NewLine[] = [];
  const submissions: NewSubmission[] = [];
  const goalRows: NewGoal[] = [];
  let balance = 0;
  let earned = 0;
  let xp = 0;
  let tasksCompleted = 0;
  let goal: NewGoal | null = null;
  let lastReward: { submission: NewSubmission; value: number } | null = null;

  for (let i = 0; i < LEDGER_LINES; i += 1) {
    const at = new Date(now - (LEDGER_LINES - i) * STEP_SECONDS * 1000);
    const line = (
      entry: Omit<
        NewLine,
        'familyId' | 'childId' | 'source' | 'balanceBeforeCents' | 'balanceAfterCents'
      >,
    ) => {
      const before = balance;
      balance += entry.amountCents;
      lines.push({
        ...entry,
        familyId,
        childId,
        source: 'seed',
        createdAt: at,
        balanceBeforeCents: before,
        balanceAfterCents: balance,
      });
    };
    if (i % 10 === 3 && lastReward) {
      const { submission, value } = lastReward;
      submission.status = 'rejected';
      submission.approved = false;
      submission.approvedAt = null;
      submission.rejectedAt = at;
      earned -= value;
      xp = Math.max(0, xp - xpForReward(value));
      tasksCompleted -= 1;
      line({
        type: 'task_reward_reversal',
        amountCents: -value,
        description: 'Tarefa rejeitada',
        taskSubmissionId: submission.id!,
        createdBy: null,
      });
      lastReward = null;
    } else if (i % 10 === 7) {
      if (!goal) {
        goal = {
          id: randomUUID(),
          childId,
          familyId,
          title: `Meta ${goalRows.length + 1}`,
          targetCents: GOAL_TARGET,
          savedCents: 0,
          createdAt: at,
        };
        goalRows.push(goal);
      }
      goal.savedCents = (goal.savedCents ?? 0) + DEPOSIT;
      line({
        type: 'goal_deposit',
        amountCents: -DEPOSIT,
        description: `Depósito na meta ${goal.title}`,
        goalId: goal.id!,
        createdBy: userId,
      });
      if (goal.savedCents === GOAL_TARGET) {
        goal.completedAt = at;
        goal = null;
      }
    } else {
      const value = 50 * (1 + (i % 8));
      const recent = now - at.getTime() < 7 * 86_400_000;
      const submission: NewSubmission = {
        id: randomUUID(),
        familyId,
        childId,
        childName: 'Perfil',
        childAge: 10,
        taskTitle: `Tarefa ${i + 1}`,
        category: 'Limpeza',
        valueCents: value,
        completedAt: at,
        createdAt: at,
        status: recent ? 'pending' : 'approved',
        approved: !recent,
        approvedAt: recent ? null : at,
        rewardCreditedAtCompletion: true,
      };
      submissions.push(submission);
      earned += value;
      xp += xpForReward(value);
      tasksCompleted += 1;
      line({
        type: 'task_reward',
        amountCents: value,
        description: `Tarefa concluída: Tarefa ${i + 1}`,
        taskSubmissionId: submission.id!,
        createdBy: userId,
      });
      lastReward = i % 10 === 2 ? { submission, value } : null;
    }
  }

  for (let start = 0; start < submissions.length; start += 500) {
    await db.insert(taskSubmissions).values(submissions.slice(start, start + 500));
  }
  await db.insert(goals).values(goalRows);
  for (let start = 0; start < lines.length; start += 500) {
    await db.insert(transactions).values(lines.slice(start, start + 500));
  }
  await db
    .insert(childAchievements)
    .values(
      ['first-task', 'tasks-25', 'first-goal'].map((achievementId) => ({ childId, achievementId })),
    );
  await db
    .update(children)
    .set({
      balanceCents: balance,
      totalEarnedCents: earned,
      xp,
      level: levelFromXp(xp),
      tasksCompleted,
    })
    .where(sql`${children.id} = ${childId}::uuid`);
  // What the movements of that history would have kept: its days and its streak (ADR 061).
  const [row] = await db
    .select()
    .from(children)
    .where(sql`${children.id} = ${childId}::uuid`);
  await rebuildChildDays(db, childId);
  await refreshProgress(db, row!, new Date(now), { activeDaysChanged: true });
}

/** The child's balance is Σ ledger, and each goal's saved amount is −Σ its entries. */
async function checkLedger(db: Db, childId: string): Promise<string[]> {
  const problems: string[] = [];
  const [money] = (await db.execute(sql`
    select c.balance_cents as balance, coalesce(sum(t.amount_cents), 0)::int as ledger,
      count(t.id)::int as lines
    from children c left join transactions t on t.child_id = c.id
    where c.id = ${childId}::uuid group by c.id`)) as unknown as {
    balance: number;
    ledger: number;
    lines: number;
  }[];
  if (!money || money.balance !== money.ledger) {
    problems.push(`balance ${money?.balance} ≠ Σ ledger ${money?.ledger}`);
  }
  if (money?.lines !== LEDGER_LINES)
    problems.push(`${money?.lines} ledger lines, not ${LEDGER_LINES}`);
  const goalsOff = (await db.execute(sql`
    select g.id from goals g
    where g.child_id = ${childId}::uuid
      and g.saved_cents <> -(select coalesce(sum(t.amount_cents), 0) from transactions t where t.goal_id = g.id)`)) as unknown as unknown[];
  if (goalsOff.length > 0)
    problems.push(`${goalsOff.length} goals whose saved amount ≠ −Σ entries`);
  return problems;
}

async function main() {
  const rows: Row[] = [];
  const version = await withBenchDatabase(async (handle, version) => {
    const app = createTestApp(handle);
    const parent = await createVerifiedParent(app);
    const familyId = parent.familyId;

    const userId = randomUUID();
    await handle.db.insert(user).values({
      id: userId,
      name: 'Perfil',
      email: `perfil.${familyId}@children.mesadinha.invalid`,
      emailVerified: true,
      role: 'child',
      username: 'perfil',
      familyId,
    });
    const [child] = await handle.db
      .insert(children)
      .values({ familyId, userId, name: 'Perfil', username: 'perfil', age: 10 })
      .returning({ id: children.id });
    const childId = child!.id;
    await seedHistory(handle.db, familyId, childId, userId);
    const taskIds = (
      await handle.db
        .insert(tasks)
        .values(
          Array.from({ length: 100 }, (_, i) => ({
            familyId,
            title: `Tarefa de bancada ${i + 1}`,
            valueCents: 100,
            category: 'Limpeza',
          })),
        )
        .returning({ id: tasks.id })
    ).map((task) => task.id);
    await handle.db.execute(sql`analyze`);

    const server = await serveHttp(app.fetch);
    try {
      const { base } = server;
      const repeat = (path: (i: number) => string): Planned[] =>
        Array.from({ length: REQUESTS }, (_, i) => ({ method: 'GET', path: path(i) }));
      const read = repeat((i) => `/api/tasks/${taskIds[i % taskIds.length]}`);
      const stats = repeat(() => `/api/children/${childId}/stats`);
      const ledger = repeat(() => `/api/children/${childId}/transactions?limit=20`);

      console.log(
        `\nProfile reads on PostgreSQL ${version}: HTTP, ${CONCURRENCY} in flight, ${REQUESTS} requests per row, one child with ${LEDGER_LINES.toLocaleString('en')} ledger lines\n`,
      );
      // Warm-up (JIT, connections, caches): not measured.
      await runClient(base, parent.cookie, [...read.slice(0, 200), ...stats.slice(0, 100)]);
      const reference = 'reference: GET /api/tasks/{id} (indexed read)';
      rows.push(await measure(reference, base, parent.cookie, read, false));
      rows.push(
        await measure(
          `GET /api/children/{id}/stats (${LEDGER_LINES.toLocaleString('en')} lines)`,
          base,
          parent.cookie,
          stats,
          false,
        ),
      );
      rows.push(
        await measure(
          'GET /api/children/{id}/transactions (first 20)',
          base,
          parent.cookie,
          ledger,
          false,
        ),
      );
      rows.push(await measure('reference again', base, parent.cookie, read, false));
    } finally {
      await server.close();
    }

    const problems = await checkLedger(handle.db, childId);
    if (problems.length > 0) throw new Error(`ledger does not add up:\n${problems.join('\n')}`);
    console.log('\n  ledger check: balance = Σ ledger, every goal saved = −Σ its entries');
    return version;
  });
  writeJsonFigures({
    postgres: version,
    concurrency: CONCURRENCY,
    requests: REQUESTS,
    ledgerLines: LEDGER_LINES,
    rows,
  });
}

runBench(main);
