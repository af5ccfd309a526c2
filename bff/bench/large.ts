/**
 * Reads of one big family on PostgreSQL (issue 14, "Scale"): `pnpm bench --large`.
 *
 *   pnpm --filter @portal/bff exec tsx bench/large.ts [--json <file>] [--explain]
 *
 * One family with 4 children, 50,000 tasks (about two years of them, the newest 2,000 still
 * open) and 200,000 submissions (each child did each task: on closed tasks approved, one in
 * ten rejected; on open ones 2,000 pending in the approval queue and the rest rejected) with
 * their ledger lines, seeded in SQL with `generate_series` (a few
 * seconds). Measured one request at a time (a family's parent or child is one user: latency,
 * not throughput), after a warm-up:
 *
 *  - the reference: a plain indexed read, `GET /api/tasks/{id}`;
 *  - the task search ('Gerenciar Tarefas'): a word in 5,000 titles, and a rare one;
 *  - the child's task list (`GET /api/child/tasks`);
 *  - the first page of the approval queue (`GET /api/submissions/pending`);
 *  - the first page of a child's transactions.
 *
 * With `--explain`, each read's SQL statements are also run under EXPLAIN ANALYZE and the
 * plan lines that name an index, a sequential scan or JIT are printed (ADR 038). Measures, does
 * not judge: fails only if a request fails.
 */
import type { Db } from '../src/db/client';
import { sql } from 'drizzle-orm';
import { createVerifiedParent } from '../src/test/test-accounts';
import { createTestApp } from '../src/test/test-app';
import { createSignedInChild } from '../src/test/test-users';
import { explainReads } from './large-explain';
import { runBench, serveHttp, withBenchDatabase, writeJsonFigures } from './harness';

const TASKS = 50_000;
const OPEN_TASKS = 2_000;
const SUBMISSIONS_PER_TASK = 4;
/** Requests per measured read (one at a time), after WARM_UP unmeasured ones. */
const REQUESTS = Number(process.env.BENCH_LARGE_REQUESTS) || 30;
const WARM_UP = 5;

/** One measured read: latency percentiles and the size of one answer. */
export interface LargeRow {
  label: string;
  requests: number;
  p50: number;
  p90: number;
  max: number;
  bytes: number;
}

/** Every task, submission and ledger line of the big family, in four INSERT … SELECTs. */
async function seedFamily(db: Db, familyId: string, childIds: string[]) {
  const kids = sql.raw(`array[${childIds.map((id) => `'${id}'::uuid`).join(',')}]`);
  await db.execute(sql`
    insert into tasks (family_id, title, description, value_cents, category, completed,
      completed_at, assignment_mode, created_at)
    select ${familyId},
      (array['Arrumar o quarto', 'Lavar a louça', 'Lição de matemática', 'Passear com o cachorro',
        'Regar as plantas', 'Organização da estante', 'Ler um livro', 'Tirar o lixo',
        'Varrer a varanda', 'Estudar ciências'])[1 + i % 10] || ' #' || i,
      case when i % 3 = 0 then 'Descrição da tarefa número ' || i end,
      100 + (i % 20) * 50,
      (array['Limpeza', 'Estudos', 'Cuidados', 'Outros'])[1 + i % 4],
      i <= ${TASKS - OPEN_TASKS},
      case when i <= ${TASKS - OPEN_TASKS}
        then now() - (${TASKS} - i) * interval '20 minutes' + interval '30 minutes' end,
      case when i % 5 = 0 then 'first' else 'each' end,
      now() - (${TASKS} - i) * interval '20 minutes'
    from generate_series(1, ${TASKS}) as i`);
  // Four tasks in five are for one child; the fifth is for everyone.
  await db.execute(sql`
    insert into task_assignments (task_id, child_id)
    select id, (${kids})[1 + (n % 4)]
    from (select id, row_number() over (order by created_at) as n from tasks
          where family_id = ${familyId}) as t
    where n % 5 <> 0`);
  // Each child did each task once. On a closed task one in ten was rejected; on an open one
  // the second child's waits in the approval queue and the others' were rejected (reopened).
  await db.execute(sql`
    insert into task_submissions (family_id, child_id, task_id, child_name, child_age,
      task_title, task_description, category, value_cents, completed_at, status, approved,
      approved_at, rejected_at, rejection_reason, reward_credited_at_completion, created_at)
    select ${familyId}, (${kids})[k], t.id, 'Criança ' || k, 10, t.title, t.description,
      t.category, t.value_cents, at, s.status, s.status = 'approved',
      case when s.status = 'approved' then at + interval '1 hour' end,
      case when s.status = 'rejected' then at + interval '1 hour' end,
      case when s.status = 'rejected' then 'Faltou terminar.' end,
      true, at
    from (select *, row_number() over (order by created_at) as n from tasks
          where family_id = ${familyId}) as t
    cross join generate_series(1, ${SUBMISSIONS_PER_TASK}) as k
    cross join lateral (select t.created_at + k * interval '1 minute' as at) as a
    cross join lateral (select case
      when not t.completed and k = 2 then 'pending'
      when not t.completed or (t.n + k) % 10 = 0 then 'rejected'
      else 'approved' end as status) as s`);
  // The ledger: every submission not rejected credited its reward, in order per child.
  await db.execute(sql`
    insert into transactions (family_id, child_id, task_submission_id, task_id, type,
      description, amount_cents, balance_before_cents, balance_after_cents, created_at, source)
    select family_id, child_id, id, task_id, 'task_reward', 'Tarefa concluída: ' || task_title,
      value_cents, sum(value_cents) over w - value_cents, sum(value_cents) over w, created_at,
      'seed'
    from task_submissions where family_id = ${familyId} and status <> 'rejected'
    window w as (partition by child_id order by created_at, id rows unbounded preceding)`);
  await db.execute(sql`
    update children c set balance_cents = l.total, total_earned_cents = l.total,
      tasks_completed = l.lines, pending_tasks = l.pending
    from (select t.child_id, sum(t.amount_cents)::int as total, count(*)::int as lines,
            count(*) filter (where s.status = 'pending')::int as pending
          from transactions t join task_submissions s on s.id = t.task_submission_id
          where t.family_id = ${familyId} group by t.child_id) as l
    where c.id = l.child_id`);
  await db.execute(sql`analyze`);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Sends `path` REQUESTS times, one at a time; any answer but 200 fails the bench. */
async function timeRead(
  label: string,
  base: string,
  cookie: string,
  path: string,
): Promise<LargeRow> {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(base + path, { headers: { cookie } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) {
      throw new Error(`${label}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
    }
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let i = 0; i < WARM_UP; i += 1) await once();
  const latencies: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const result = await once();
    latencies.push(result.ms);
    bytes = result.bytes;
  }
  latencies.sort((a, b) => a - b);
  const row = {
    label,
    requests: REQUESTS,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    max: latencies.at(-1) ?? 0,
    bytes,
  };
  console.log(
    `  ${label.padEnd(52)} p50 ${row.p50.toFixed(1).padStart(7)} ms  p90 ${row.p90.toFixed(1).padStart(7)} ms  max ${row.max.toFixed(1).padStart(7)} ms  ${(row.bytes / 1024).toFixed(1).padStart(7)} KiB`,
  );
  return row;
}

async function main() {
  const rows: LargeRow[] = [];
  let seedSeconds = 0;
  const version = await withBenchDatabase(async (handle, version) => {
    const app = createTestApp(handle);
    const parent = await createVerifiedParent(app);
    const kids = [];
    for (const username of ['ana', 'bruno', 'caio', 'duda']) {
      kids.push(await createSignedInChild(app, parent.familyId, { username }));
    }
    const started = performance.now();
    await seedFamily(
      handle.db,
      parent.familyId,
      kids.map((kid) => kid.childId),
    );
    seedSeconds = (performance.now() - started) / 1000;
    const [anyTask] = (await handle.db.execute(
      sql`select id from tasks where family_id = ${parent.familyId} order by created_at desc limit 1`,
    )) as unknown as { id: string }[];
    const child = kids[0]!;

    console.log(
      `\nOne family on PostgreSQL ${version}: ${TASKS.toLocaleString('en')} tasks, ${(TASKS * SUBMISSIONS_PER_TASK).toLocaleString('en')} submissions (seeded in ${seedSeconds.toFixed(1)} s); ${REQUESTS} requests per row, one at a time\n`,
    );
    const reads: [string, string, string][] = [
      ['reference: GET /api/tasks/{id} (indexed read)', parent.cookie, `/api/tasks/${anyTask!.id}`],
      ["task search 'organizacao' (5,000 matches)", parent.cookie, '/api/tasks?search=organizacao'],
      ["task search '12345' (rare)", parent.cookie, '/api/tasks?search=12345'],
      ["child's task list GET /api/child/tasks", child.cookie, '/api/child/tasks'],
      ['approval queue, first page', parent.cookie, '/api/submissions/pending'],
      [
        'transactions, first page (20)',
        parent.cookie,
        `/api/children/${child.childId}/transactions?limit=20`,
      ],
    ];
    const server = await serveHttp(app.fetch);
    try {
      for (const [label, cookie, path] of reads) {
        rows.push(await timeRead(label, server.base, cookie, path));
      }
    } finally {
      await server.close();
    }
    if (process.argv.includes('--explain')) {
      await explainReads(handle, {
        familyId: parent.familyId,
        childId: child.childId,
        userId: child.userId,
      });
    }
    return version;
  });
  writeJsonFigures({ postgres: version, tasks: TASKS, seedSeconds, requests: REQUESTS, rows });
}

runBench(main);
