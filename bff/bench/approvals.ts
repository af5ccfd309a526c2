/**
 * Approval benchmark on PostgreSQL (issue 4, "Must show" 6).
 *
 *   pnpm --filter @portal/bff exec tsx bench/approvals.ts [--json <file>]
 *
 * Creates its own database `mesadinha_bench_<random>` on BENCH_DATABASE_URL (else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), migrates it, serves
 * the real BFF app over HTTP on a free port (@hono/node-server, like src/server.ts) and sends
 * the requests from a worker thread (its own event loop), BENCH_CONCURRENCY in flight (16),
 * BENCH_REQUESTS per scenario (800: about a minute on 2 busy cores); BENCH_ONLY=<text> runs
 * only the scenarios whose label contains it (the reads always run). Measured in one run:
 *
 *  - the reference: a plain indexed read, `GET /api/tasks/{id}` as the parent;
 *  - the same row read by a BARE Hono + postgres.js app (no session, no ORM), the ceiling the
 *    authenticated read is judged against, and the reference with request logs on (ADR 037);
 *  - approvals of submissions credited at completion (the normal case: no money moves, the
 *    child's pending count drops), spread over 100 children, then all on ONE hot child;
 *  - approvals of legacy submissions NOT credited at completion (a `task_reward` ledger line:
 *    money moves), spread and hot;
 *  - rejections of credited submissions (a `task_reward_reversal` line: money moves back),
 *    spread and hot;
 *  - completions ("Marcar como Feita", each child with its own session) of open tasks that
 *    need approval (a `task_reward` line: money moves), spread over 100 children and on one
 *    hot child, with the family's daily limit off (ADR 037, "Completions in fewer round
 *    trips").

 *
 * The floors of issue 37 (ADR 061) are printed with the same run's figures: approvals ≥ 0.35×
 * the reference read, a hot child's completion p99 ≤ 150 ms.
 *
 * Every request goes through the whole stack (session lookup, guards, one transaction with
 * row locks). Each scenario first sends WARM_UP requests of its kind from the same client
 * thread, not measured, so every pooled connection has planned its statements and the
 * client's own fetch is warm. The submissions are seeded straight into the
 * database in the shape a completion leaves (task, submission, ledger line, child figures,
 * streak and achievements). Each row also prints the CPU per request of the server's thread
 * and of the database's backends. Prints a table; `--json` also writes the figures for
 * scripts/bench.mjs. Drops the database at the end. Measures, does
 * not judge: nothing fails on slow figures; it fails only if a request fails or the ledger
 * does not add up afterwards.
 */
import { randomUUID } from 'node:crypto';
import { levelFromXp, saoPauloToday, xpForReward } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  children,
  limits,
  taskAssignments,
  tasks,
  taskSubmissions,
  transactions,
} from '../src/db/schema';
import { refreshProgress } from '../src/lib/progress/progress';
import { rebuildChildDays } from '../src/lib/progress/child-days';
import { rowsOf } from '../src/lib/keyset';
import { createVerifiedParent } from '../src/test/test-accounts';
import { createTestApp } from '../src/test/test-app';
import { createSignedInChild } from '../src/test/test-users';
import { printRatios, serveAppWithLogs, serveBareRead, type Ratio } from './reads';
import {
  CONCURRENCY,
  measure,
  REQUESTS,
  runBench,
  runClient,
  serveHttp,
  withBenchDatabase,
  writeJsonFigures,
  watchDatabaseCpu,
  type Planned,
  type Row,
} from './harness';
import { seedChildren } from './seed';

const SPREAD_CHILDREN = 100;
/**
 * Requests of each scenario sent before it is measured, not counted: enough for every pooled
 * connection to have planned the scenario's statements, as on a BFF that has been serving.
 */
const WARM_UP = 4 * CONCURRENCY;
/** BENCH_ONLY: run only the scenarios whose label contains it (the reads always run). */
const ONLY = process.env.BENCH_ONLY ?? '';
const chosen = (label: string) => label.includes(ONLY);

// ---------------------------------------------------------------------------------------------
// Seeding: the rows a completion leaves behind, written in bulk.

type ChildRow = typeof children.$inferSelect;

/**
 * `count` completed tasks with a pending submission each, round-robin over `kids`. When
 * `credited`, the reward is on the ledger and in the child's figures already (what a
 * completion does); otherwise it is a legacy submission the approval must credit.
 */
async function seedSubmissions(
  db: Db,
  familyId: string,
  kids: ChildRow[],
  count: number,
  credited: boolean,
): Promise<{ ids: string[]; taskIds: string[] }> {
  const now = new Date();
  const today = saoPauloToday(now);
  const plan = Array.from({ length: count }, (_, i) => ({
    kid: kids[i % kids.length]!,
    value: 50 * (1 + (i % 40)),
    title: `Tarefa de bancada ${i + 1}`,
  }));
  const ids: string[] = [];
  const taskIds: string[] = [];
  for (let start = 0; start < plan.length; start += 500) {
    const chunk = plan.slice(start, start + 500);
    const madeTasks = await db
      .insert(tasks)
      .values(
        chunk.map((p) => ({
          familyId,
          title: p.title,
          valueCents: p.value,
          category: 'Limpeza',
          completed: true,
          completedAt: now,
        })),
      )
      .returning({ id: tasks.id });
    await db
      .insert(taskAssignments)
      .values(chunk.map((p, i) => ({ taskId: madeTasks[i]!.id, childId: p.kid.id })));
    const subs = await db
      .insert(taskSubmissions)
      .values(
        chunk.map((p, i) => ({
          familyId,
          childId: p.kid.id,
          taskId: madeTasks[i]!.id,
          childName: p.kid.name,
          childAge: p.kid.age,
          taskTitle: p.title,
          category: 'Limpeza',
          valueCents: p.value,
          completedAt: now,
          status: 'pending' as const,
          rewardCreditedAtCompletion: credited,
          idempotencyKey: randomUUID(),
        })),
      )
      .returning({ id: taskSubmissions.id });
    ids.push(...subs.map((s) => s.id));
    taskIds.push(...madeTasks.map((t) => t.id));
  }

  // Child figures (and, when credited, the ledger lines with their running balances).
  const byKid = new Map<
    string,
    { kid: ChildRow; items: { value: number; sub: string; task: string }[] }
  >();
  plan.forEach((p, i) => {
    const entry = byKid.get(p.kid.id) ?? { kid: p.kid, items: [] };
    entry.items.push({ value: p.value, sub: ids[i]!, task: taskIds[i]! });
    byKid.set(p.kid.id, entry);
  });
  for (const { kid, items } of byKid.values()) {
    const [current] = await db.select().from(children).where(eq(children.id, kid.id));
    let balance = current!.balanceCents;
    let earned = current!.totalEarnedCents;
    let xp = current!.xp;
    if (credited) {
      const lines = items.map((item) => {
        const before = balance;
        balance += item.value;
        earned += item.value;
        xp += xpForReward(item.value);
        return {
          familyId,
          childId: kid.id,
          taskSubmissionId: item.sub,
          taskId: item.task,
          type: 'task_reward' as const,
          description: 'Tarefa concluída (bancada)',
          amountCents: item.value,
          balanceBeforeCents: before,
          balanceAfterCents: balance,
          createdBy: kid.userId,
          source: 'child_app' as const,
        };
      });
      for (let start = 0; start < lines.length; start += 500) {
        await db.insert(transactions).values(lines.slice(start, start + 500));
      }
    }
    const [seeded] = await db
      .update(children)
      .set({
        balanceCents: balance,
        totalEarnedCents: earned,
        xp,
        level: levelFromXp(xp),
        pendingTasks: current!.pendingTasks + items.length,
        tasksCompleted: current!.tasksCompleted + (credited ? items.length : 0),
        completedToday: current!.completedToday + (credited ? items.length : 0),
        completedTodayDate: today,
      })
      .where(eq(children.id, kid.id))
      .returning();
    // What each completion also leaves: its day's figures, the streak counted for today and
    // the achievements reached, stored (the rules a completion applies).
    await rebuildChildDays(db, kid.id);
    await refreshProgress(db, seeded!, now, { activeDaysChanged: true });
  }
  return { ids, taskIds };
}

/**
 * `count` open tasks (needing approval, as the spec's default), round-robin assigned to
 * `kids`, and the plan of each kid completing its own with its own session.
 */
async function seedOpenTasks(
  db: Db,
  familyId: string,
  kids: { childId: string; cookie: string }[],
  count: number,
): Promise<Planned[]> {
  const plan = Array.from({ length: count }, (_, i) => ({
    kid: kids[i % kids.length]!,
    value: 50 * (1 + (i % 40)),
    title: `Tarefa aberta de bancada ${i + 1}`,
  }));
  const planned: Planned[] = [];
  for (let start = 0; start < plan.length; start += 500) {
    const chunk = plan.slice(start, start + 500);
    const madeTasks = await db
      .insert(tasks)
      .values(
        chunk.map((p) => ({ familyId, title: p.title, valueCents: p.value, category: 'Limpeza' })),
      )
      .returning({ id: tasks.id });
    await db
      .insert(taskAssignments)
      .values(chunk.map((p, i) => ({ taskId: madeTasks[i]!.id, childId: p.kid.childId })));
    planned.push(
      ...chunk.map((p, i) => ({
        method: 'POST' as const,
        path: `/api/tasks/${madeTasks[i]!.id}/complete`,
        body: '{}',
        cookie: p.kid.cookie,
      })),
    );
  }
  return planned;
}

/** Per child: balance = Σ ledger, never negative; total earned = rewards − reversals. */
async function checkLedger(db: Db, familyId: string): Promise<string[]> {
  const rows = await db.execute(sql`
    select c.id, c.balance_cents as balance, c.total_earned_cents as earned,
      coalesce(sum(t.amount_cents), 0)::int as ledger,
      coalesce(sum(t.amount_cents) filter (where t.type in ('task_reward', 'task_reward_reversal')), 0)::int as task_net,
      count(*) filter (where t.balance_after_cents < 0)::int as negative
    from children c left join transactions t on t.child_id = c.id
    where c.family_id = ${familyId}
    group by c.id`);
  const problems: string[] = [];
  for (const row of rows as unknown as {
    id: string;
    balance: number;
    earned: number;
    ledger: number;
    task_net: number;
    negative: number;
  }[]) {
    if (row.balance !== row.ledger)
      problems.push(`${row.id}: balance ${row.balance} ≠ Σ ${row.ledger}`);
    if (row.earned !== row.task_net)
      problems.push(`${row.id}: total earned ${row.earned} ≠ ${row.task_net}`);
    if (row.negative > 0 || row.balance < 0) problems.push(`${row.id}: negative balance`);
  }
  return problems;
}

/** The mean of runs of one scenario (req/s and both percentiles averaged). */
function meanRow(runs: Row[]): Row {
  const mean = (pick: (row: Row) => number) =>
    runs.reduce((sum, row) => sum + pick(row), 0) / runs.length;
  return {
    ...runs[0]!,
    label: `${runs[0]!.label} ×${runs.length}`,
    requests: runs.reduce((sum, row) => sum + row.requests, 0),
    perSecond: mean((row) => row.perSecond),
    p50: mean((row) => row.p50),
    p99: mean((row) => row.p99),
    machineCpuMs: mean((row) => row.machineCpuMs ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const rows: Row[] = [];
  let ratios: Ratio[] = [];
  const version = await withBenchDatabase(async (handle, version, url) => {
    const app = createTestApp(handle);
    const parent = await createVerifiedParent(app);
    const familyId = parent.familyId;
    const spread = await seedChildren(handle.db, familyId, SPREAD_CHILDREN, 'espalhada');
    const [hot] = await seedChildren(handle.db, familyId, 1, 'quente');

    // Backends of this database, for CPU per request (the bare server's included).
    watchDatabaseCpu(async () =>
      rowsOf<{ pid: number }>(
        await handle.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database()`,
        ),
      ).map((row) => Number(row.pid)),
    );
    const server = await serveHttp(app.fetch);
    const bare = await serveBareRead(url);
    const logged = await serveAppWithLogs(handle);
    const { base } = server;
    try {
      console.log(
        `\nApprovals on PostgreSQL ${version}: HTTP, ${CONCURRENCY} in flight, ${REQUESTS} requests per row\n`,
      );
      const reads = await seedSubmissions(handle.db, familyId, spread, REQUESTS, true);
      const read = (taskIds: string[]): Planned[] =>
        Array.from({ length: REQUESTS }, (_, i) => ({
          method: 'GET',
          path: `/api/tasks/${taskIds[i % taskIds.length]}`,
        }));
      // Each read row's client warms up on the same reads, as the review rows do (WARM_UP).
      const warmRead = () => read(reads.taskIds).slice(0, WARM_UP);
      // Warm-up (JIT, connections, caches): not measured.
      await runClient(base, parent.cookie, read(reads.taskIds).slice(0, 300));
      await runClient(bare.base, '', read(reads.taskIds).slice(0, 300));
      await runClient(logged.base, parent.cookie, read(reads.taskIds).slice(0, 300));
      // The bare read, the reference and the reference with logs on, alternated twice: the
      // machine drifts (other work), and the order of the rows would decide the ratios.
      const alternate = async (label: string, at: string, cookie: string) =>
        measure(label, at, cookie, read(reads.taskIds), false, warmRead());
      const bareRuns = [];
      const silentRuns = [];
      const loggedRuns = [];
      for (let round = 0; round < 2; round += 1) {
        bareRuns.push(
          await alternate('bare: Hono + postgres.js, same row, no session', bare.base, ''),
        );
        silentRuns.push(
          await alternate('reference: GET /api/tasks/{id} (indexed read)', base, parent.cookie),
        );
        loggedRuns.push(
          await alternate(
            'reference, request logs on (pino info → /dev/null)',
            logged.base,
            parent.cookie,
          ),
        );
      }
      const bareRow = meanRow(bareRuns);
      const reference = meanRow(silentRuns);
      const withLogs = meanRow(loggedRuns);
      rows.push(bareRow, reference, withLogs);

      const approve = (ids: string[]): Planned[] =>
        ids.map((id) => ({ method: 'POST', path: `/api/submissions/${id}/approve`, body: '{}' }));
      const reject = (ids: string[]): Planned[] =>
        ids.map((id) => ({
          method: 'POST',
          path: `/api/submissions/${id}/reject`,
          body: JSON.stringify({ reason: 'Refazer, por favor' }),
        }));
      const scenarios: {
        label: string;
        kids: ChildRow[];
        credited: boolean;
        plan: (ids: string[]) => Planned[];
        money: boolean;
      }[] = [
        {
          label: `approve, credited at completion, ${SPREAD_CHILDREN} children`,
          kids: spread,
          credited: true,
          plan: approve,
          money: false,
        },
        {
          label: 'approve, credited at completion, 1 hot child',
          kids: [hot!],
          credited: true,
          plan: approve,
          money: false,
        },
        {
          label: `approve, legacy (credits: money moves), ${SPREAD_CHILDREN} children`,
          kids: spread,
          credited: false,
          plan: approve,
          money: true,
        },
        {
          label: 'approve, legacy (credits: money moves), 1 hot child',
          kids: [hot!],
          credited: false,
          plan: approve,
          money: true,
        },
        {
          label: `reject (takes back: money moves), ${SPREAD_CHILDREN} children`,
          kids: spread,
          credited: true,
          plan: reject,
          money: true,
        },
        {
          label: 'reject (takes back: money moves), 1 hot child',
          kids: [hot!],
          credited: true,
          plan: reject,
          money: true,
        },
      ];
      const measured: Row[] = [];
      for (const scenario of scenarios.filter((row) => chosen(row.label))) {
        const { ids } = await seedSubmissions(
          handle.db,
          familyId,
          scenario.kids,
          WARM_UP + REQUESTS,
          scenario.credited,
        );
        await handle.db.execute(sql`analyze`);
        const plan = scenario.plan(ids);
        measured.push(
          await measure(
            scenario.label,
            base,
            parent.cookie,
            plan.slice(WARM_UP),
            scenario.money,
            plan.slice(0, WARM_UP),
          ),
        );
      }
      // Completions: each child signed in with its own session; no daily limit (800 a day).
      await handle.db
        .insert(limits)
        .values({ familyId, maxDailyTasks: 0 })
        .onConflictDoUpdate({ target: limits.familyId, set: { maxDailyTasks: 0 } });
      const doers = [];
      for (let n = 1; n <= SPREAD_CHILDREN; n += 1) {
        doers.push(await createSignedInChild(app, familyId, { username: `feita${n}` }));
      }
      const hotDoer = await createSignedInChild(app, familyId, { username: 'feitaquente' });
      for (const [label, kids] of [
        [`complete (credits: money moves), ${SPREAD_CHILDREN} children`, doers],
        ['complete (credits: money moves), 1 hot child', [hotDoer]],
      ] as const) {
        if (!chosen(label)) continue;
        const planned = await seedOpenTasks(handle.db, familyId, [...kids], WARM_UP + REQUESTS);
        await handle.db.execute(sql`analyze`);
        measured.push(
          await measure(
            label,
            base,
            parent.cookie,
            planned.slice(WARM_UP),
            true,
            planned.slice(0, WARM_UP),
          ),
        );
      }
      rows.push(...measured);
      // The same read again at the end, so a drift of the machine during the run shows.
      const again = await measure(
        'reference again, after the approvals',
        base,
        parent.cookie,
        read(reads.taskIds),
        false,
        warmRead(),
      );
      rows.push(again);
      // The reference of the ratios: the mean of both reference rows (a drift shows in both).
      const referencePerSecond = (reference.perSecond + again.perSecond) / 2;
      const approveSpread = measured.find((row) => row.label.startsWith('approve, credited'));
      const hotCompletion = measured.find((row) =>
        row.label.startsWith('complete (credits: money moves), 1 hot'),
      );
      ratios = [
        {
          label: 'authenticated read ÷ bare read',
          value: reference.perSecond / bareRow.perSecond,
          target: 0.5,
          unit: '×',
        },
        ...(approveSpread
          ? [
              {
                label: `approve (credited, ${SPREAD_CHILDREN} children) ÷ reference read`,
                value: approveSpread.perSecond / referencePerSecond,
                target: 0.35,
                unit: '×' as const,
              },
            ]
          : []),
        ...(hotCompletion
          ? [
              {
                label: 'completion p99 on 1 hot child',
                value: hotCompletion.p99,
                target: 150,
                unit: 'ms' as const,
                atMost: true,
              },
            ]
          : []),
        {
          label: 'reference with logs on ÷ reference (logging cost < 5%)',
          value: withLogs.perSecond / reference.perSecond,
          target: 0.95,
          unit: '×',
        },
      ];
      printRatios(ratios);

      const problems = await checkLedger(handle.db, familyId);
      if (problems.length > 0) throw new Error(`ledger does not add up:\n${problems.join('\n')}`);
      console.log(
        '\n  ledger check after the run: every child balance = Σ ledger, total earned = rewards − reversals',
      );
    } finally {
      await server.close();
      await bare.close();
      await logged.close();
    }
    return version;
  });
  writeJsonFigures({
    postgres: version,
    concurrency: CONCURRENCY,
    requests: REQUESTS,
    rows,
    ratios,
  });
}

runBench(main);
