/**
 * `bench/large.ts --explain`: runs the big family's reads through the services on a drizzle
 * handle that records its SQL, then each recorded statement under EXPLAIN ANALYZE, and prints
 * the plan lines that matter (indexes used, sequential scans, sorts, JIT, execution time).
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { TaskListQuerySchema } from '@portal/contracts';
import type { DatabaseHandle, Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { listChildTasks } from '../src/routes/child-tasks/child-tasks.service';
import { listChildTransactions } from '../src/routes/child-progress/child-progress.service';
import { listPendingSubmissions } from '../src/routes/submissions/submissions.service';
import { listTasks } from '../src/routes/tasks/tasks.service';
import { SERVER_URL } from './harness';

/** Plan lines worth reading: what was scanned and how, and the totals. */
const KEY_LINE = /Scan|JIT|Functions:|Timing:|Sort Method|Execution Time|Rows Removed|Heap Blocks/;

/** Prints the key plan lines of every statement the reads run. */
export async function explainReads(
  handle: DatabaseHandle,
  who: { familyId: string; childId: string; userId: string },
): Promise<void> {
  const [current] = (await handle.db.execute(
    sql`select current_database() as name`,
  )) as unknown as { name: string }[];
  const url = new URL(SERVER_URL);
  url.pathname = `/${current!.name}`;
  // As the BFF connects (src/db/client.ts): no JIT.
  const client = postgres(url.toString(), {
    max: 1,
    onnotice: () => {},
    connection: { jit: 'off' },
  });
  const recorded: { query: string; params: unknown[] }[] = [];
  const db = drizzle({
    client,
    schema,
    logger: { logQuery: (query, params) => recorded.push({ query, params }) },
  }) as unknown as Db;
  const reads: [string, () => Promise<unknown>][] = [
    [
      "task search 'organizacao'",
      () => listTasks(db, who.familyId, TaskListQuerySchema.parse({ search: 'organizacao' })),
    ],
    [
      "task search '12345' (rare)",
      () => listTasks(db, who.familyId, TaskListQuerySchema.parse({ search: '12345' })),
    ],
    ["child's task list", () => listChildTasks(db, { ...who })],
    [
      'approval queue, first page',
      () => listPendingSubmissions(db, who.familyId, { cursor: undefined }),
    ],
    [
      'transactions, first page',
      () => listChildTransactions(db, who.childId, { cursor: undefined, limit: 20 }),
    ],
  ];
  try {
    for (const [label, read] of reads) {
      recorded.length = 0;
      await read();
      console.log(`\n  EXPLAIN ANALYZE — ${label}: ${recorded.length} statements`);
      for (const [i, statement] of [...recorded].entries()) {
        const plan = await client.unsafe(
          `explain (analyze, costs off) ${statement.query}`,
          statement.params as never[],
        );
        console.log(`   [${i + 1}] ${statement.query.replace(/\s+/g, ' ').slice(0, 110)}…`);
        for (const row of plan) {
          const line = String(Object.values(row)[0]);
          if (KEY_LINE.test(line)) console.log(`       ${line.slice(0, 150)}`);
        }
      }
    }
  } finally {
    await client.end({ timeout: 1 });
  }
}
