/**
 * What the BFF benches share (bench/approvals.ts, bench/stats.ts): their knobs, a throwaway
 * PostgreSQL database, the real app served over HTTP, a load generator in a worker thread and
 * the measured rows (req/s, p50, p99) that scripts/bench.mjs prints.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import { TEST_ORIGIN } from '../src/test/test-app';

// A bench is a script, not the app: it reads its knobs here (src/env.ts is the app's).
const source = process.env;
export const SERVER_URL =
  source.BENCH_DATABASE_URL ||
  source.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';
export const REQUESTS = Number(source.BENCH_REQUESTS) || 800;
export const CONCURRENCY = Number(source.BENCH_CONCURRENCY) || 16;
/** Server pool: every in-flight request may hold a connection, plus its session lookup. */
export const POOL = CONCURRENCY + 4;

/** PostgreSQL did not answer: exit code 2, which scripts/bench.mjs reports as "not measured". */
export class Unreachable extends Error {}

/** One measured scenario. */
export interface Row {
  label: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  movesMoney: boolean;
  /** CPU per request of the server's thread (this process's main thread), in ms. */
  serverCpuMs?: number;
  /** CPU per request of the database's backends (bench database only), in ms. */
  databaseCpuMs?: number;
  /**
   * Share of the machine's CPU time (all cores) that was busy during the row: well under 1,
   * the row waited on something else than CPU (a lock, the WAL flush).
   */
  machineBusy?: number;
  /**
   * The machine's busy CPU per request or call, every process and the kernel included (the
   * load generator, the WAL writer, the commit's flush), in ms: what a request costs the whole
   * machine, which bounds the requests per second of a row that keeps it busy.
   */
  machineCpuMs?: number;
}

function busyShare(
  before: { busy: number; idle: number },
  after: { busy: number; idle: number },
): number {
  const busy = after.busy - before.busy;
  const all = busy + after.idle - before.idle;
  return all > 0 ? busy / all : 0;
}

/**
 * CPU used, in clock ticks (1/100 s), of the process or thread whose /proc stat file is `path`,
 * user plus system; 0 when it is gone or not Linux.
 */
function ticksOf(path: string): number {
  try {
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Lists the backends serving the bench database (their pids), set by {@link watchDatabaseCpu}. */
let databasePids: () => Promise<number[]> = () => Promise.resolve([]);

/**
 * Lets {@link measure} report the database's CPU per request too: `pids` lists the backends of
 * the bench database (PostgreSQL on this machine: their /proc entries are read).
 */
export function watchDatabaseCpu(pids: () => Promise<number[]>): void {
  databasePids = pids;
}

/** The machine's busy and idle ticks so far (every core; idle includes waiting on I/O). */
function machineTicks(): { busy: number; idle: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const idle = fields[3]! + fields[4]!;
    return { busy: fields.reduce((sum, n) => sum + n, 0) - idle, idle };
  } catch {
    return { busy: 0, idle: 0 };
  }
}

/** The ticks so far of this process's main thread (the server), of the database and of the machine. */
async function cpuTicks(): Promise<{
  server: number;
  database: number;
  machine: { busy: number; idle: number };
}> {
  const pids = await databasePids();
  return {
    server: ticksOf(`/proc/self/task/${process.pid}/stat`),
    database: pids.reduce((sum, pid) => sum + ticksOf(`/proc/${pid}/stat`), 0),
    machine: machineTicks(),
  };
}

/** One request the load generator sends. */
export interface Planned {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** This request's session cookie instead of the run's (a child's own completion). */
  cookie?: string;
}

/** The load generator: plain JS in a worker thread, so it does not share the server's loop. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, cookie, origin, warmUp, requests, concurrency } = workerData;
(async () => {
  const latencies = new Array(requests.length);
  const statuses = new Array(requests.length);
  let next = 0;
  async function lane(batch) {
    for (;;) {
      const i = next++;
      if (i >= batch.length) return;
      const r = batch[i];
      const headers = { cookie: r.cookie ?? cookie, origin };
      if (r.body !== undefined) headers['content-type'] = 'application/json';
      const t0 = performance.now();
      try {
        const res = await fetch(base + r.path, { method: r.method, headers, body: r.body });
        await res.arrayBuffer();
        statuses[i] = res.status;
      } catch (error) {
        statuses[i] = -1;
      }
      latencies[i] = performance.now() - t0;
    }
  }
  // The warm-up first, in this same thread (its fetch warmed up too), not timed; then the
  // main thread says when to go (it reads the CPU counters in between).
  await Promise.all(Array.from({ length: concurrency }, () => lane(warmUp)));
  latencies.fill(undefined);
  statuses.fill(undefined);
  next = 0;
  parentPort.postMessage({ warm: true });
  await new Promise((resolve) => parentPort.once('message', resolve));
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => lane(requests)));
  parentPort.postMessage({ latencies, statuses, elapsed: performance.now() - started });
})();
`;

/**
 * Sends `requests`, CONCURRENCY in flight, from a worker thread, after `warmUp` (sent first,
 * the same way, not timed: the server's connections and the client's own fetch warm up).
 */
export function runClient(
  base: string,
  cookie: string,
  requests: Planned[],
  warmUp: Planned[] = [],
  /** Runs between the warm-up and the timed requests. */
  onWarm: () => Promise<void> = () => Promise.resolve(),
): Promise<{ latencies: number[]; statuses: number[]; elapsed: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, {
      eval: true,
      workerData: { base, cookie, origin: TEST_ORIGIN, warmUp, requests, concurrency: CONCURRENCY },
    });
    worker.on('message', (message: { warm?: boolean }) => {
      if (message.warm) {
        onWarm().then(() => worker.postMessage('go'), reject);
        return;
      }
      void worker.terminate();
      resolve(message as { latencies: number[]; statuses: number[]; elapsed: number });
    });
    worker.once('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Runs one scenario and prints its line; any answer but 200 fails the bench. */
export async function measure(
  label: string,
  base: string,
  cookie: string,
  requests: Planned[],
  movesMoney: boolean,
  warmUp: Planned[] = [],
): Promise<Row> {
  let before = { server: 0, database: 0, machine: { busy: 0, idle: 0 } };
  const { latencies, statuses, elapsed } = await runClient(
    base,
    cookie,
    requests,
    warmUp,
    async () => {
      before = await cpuTicks();
    },
  );
  const after = await cpuTicks();
  const errors = statuses.filter((status) => status !== 200).length;
  if (errors > 0) {
    const sample = [...new Set(statuses.filter((s) => s !== 200))].join(', ');
    throw new Error(`${label}: ${errors} of ${requests.length} requests failed (status ${sample})`);
  }
  return rowOf(label, latencies, elapsed, before, after, movesMoney, 'request');
}

/**
 * The row of `latencies` measured over `elapsed` ms between the CPU readings `before` and
 * `after`, printed: per HTTP `request` (the server's thread is the BFF) or per `call` made
 * straight on PostgreSQL from this thread (its CPU is the caller's, not shown).
 */
function rowOf(
  label: string,
  latencies: number[],
  elapsed: number,
  before: Awaited<ReturnType<typeof cpuTicks>>,
  after: Awaited<ReturnType<typeof cpuTicks>>,
  movesMoney: boolean,
  per: 'request' | 'call',
): Row {
  const count = latencies.length;
  const sorted = [...latencies].sort((a, b) => a - b);
  const row: Row = {
    label,
    requests: count,
    perSecond: (count / elapsed) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: 0,
    movesMoney,
    // Ticks are 10 ms: 800 requests make the figure good to about 0.01 ms.
    serverCpuMs: per === 'request' ? ((after.server - before.server) * 10) / count : undefined,
    databaseCpuMs: ((after.database - before.database) * 10) / count,
    machineBusy: busyShare(before.machine, after.machine),
    machineCpuMs: ((after.machine.busy - before.machine.busy) * 10) / count,
  };
  const rate = per === 'request' ? 'req/s' : '/s   ';
  const cpu =
    per === 'request'
      ? `CPU/req server ${row.serverCpuMs!.toFixed(2)} ms, database`
      : 'CPU/call database';
  console.log(
    `  ${label.padEnd(58)} ${row.perSecond.toFixed(0).padStart(6)} ${rate}  p50 ${row.p50.toFixed(1).padStart(6)} ms  p99 ${row.p99.toFixed(1).padStart(6)} ms  ${cpu} ${row.databaseCpuMs!.toFixed(2)} ms, machine ${row.machineCpuMs!.toFixed(2)} ms (busy ${(row.machineBusy! * 100).toFixed(0)}%)`,
  );
  return row;
}

/**
 * Creates `mesadinha_bench_<random>` on SERVER_URL, migrates it, runs `body` with a handle
 * (pool POOL), the server version and the database's URL, then drops the database whatever happens.
 */
export async function withBenchDatabase<T>(
  body: (handle: DatabaseHandle, version: string, url: string) => Promise<T>,
): Promise<T> {
  const name = `mesadinha_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(SERVER_URL, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    const where = SERVER_URL.replace(/\/\/[^@/]*@/, '//');
    throw new Unreachable(`PostgreSQL is not reachable at ${where}: ${(error as Error).message}`);
  }
  const [settings] = await admin<
    { version: string }[]
  >`select current_setting('server_version') as version`;
  const version = settings?.version ?? '?';
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max: POOL });
  try {
    await handle.migrate();
    return await body(handle, version, url.toString());
  } finally {
    await handle.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 1 });
  }
}

/** Serves `fetch` over HTTP on a free loopback port until `close`. */
export async function serveHttp(fetch: (request: Request) => Response | Promise<Response>) {
  let server: ReturnType<typeof serve> | undefined;
  const { port } = await new Promise<AddressInfo>((resolve) => {
    server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, resolve);
  });
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/** The `--json <file>` argument: where scripts/bench.mjs wants the figures. */
export function writeJsonFigures(figures: unknown): void {
  const at = process.argv.indexOf('--json');
  const file = at > 0 ? process.argv[at + 1] : undefined;
  if (file) writeFileSync(file, JSON.stringify(figures, null, 2));
}

/** Runs a bench's main: exit 0, 2 when PostgreSQL did not answer, else 1. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(error instanceof Unreachable ? 2 : 1);
    },
  );
}
