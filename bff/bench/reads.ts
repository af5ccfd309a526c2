/**
 * The reads the BFF's hot paths are judged against (ADR 037), shared by the benches:
 *
 *  - a BARE indexed read: Hono + postgres.js, `select … from tasks where id = $1`, no session,
 *    no middleware, no ORM: the ceiling of this machine for one indexed row over HTTP;
 *  - the real app with its request logs ON (pino at `info` into /dev/null), to measure what
 *    logging costs next to the same app with silent logs.
 */
import { Hono } from 'hono';
import { pino } from 'pino';
import postgres from 'postgres';
import { createApp } from '../src/app';
import { createAuth } from '../src/auth/auth';
import type { DatabaseHandle } from '../src/db/client';
import { createStripeClient } from '../src/lib/stripe/stripe-client';
import { createCapturingMailer } from '../src/test/test-mailer';
import { TEST_ENV } from '../src/test/test-app';
import { POOL, serveHttp } from './harness';

/** The bare read served over HTTP on its own pool (POOL connections) until `close`. */
export async function serveBareRead(url: string) {
  const sql = postgres(url, { max: POOL, onnotice: () => {} });
  const app = new Hono();
  app.get('/api/tasks/:id', async (c) => {
    const [row] = await sql`
      select id, family_id, title, value_cents, completed, created_at
      from tasks where id = ${c.req.param('id')}`;
    return row ? c.json(row) : c.json({ code: 'not_found' }, 404);
  });
  const server = await serveHttp(app.fetch);
  return {
    base: server.base,
    close: async () => {
      await server.close();
      await sql.end({ timeout: 1 });
    },
  };
}

/**
 * The real app on `handle` with production-like request logs: pino at `info` (one JSON line
 * per request, like LOG_LEVEL=info) written to /dev/null, so the cost is formatting and the
 * write call, not a terminal. Same env as the tests' app (createTestApp), silent otherwise.
 */
export async function serveAppWithLogs(handle: DatabaseHandle) {
  const env = TEST_ENV;
  const logger = pino(
    { level: 'info', base: { service: 'bff' }, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: '/dev/null', sync: false }),
  );
  const mailer = createCapturingMailer();
  const auth = createAuth({ env, db: handle.db, mailer, logger });
  const app = createApp({
    env,
    db: handle,
    logger,
    mailer,
    auth,
    stripe: createStripeClient(env),
  });
  return serveHttp(app.fetch);
}

/** One line of the ratios a run prints: `value` against its `target` (higher is better unless `atMost`). */
export interface Ratio {
  label: string;
  value: number;
  target: number;
  unit: '×' | 'ms';
  atMost?: boolean;
}

/** Prints the ratios under the table. */
export function printRatios(ratios: readonly Ratio[]): void {
  console.log('');
  for (const ratio of ratios) {
    const met = ratio.atMost ? ratio.value <= ratio.target : ratio.value >= ratio.target;
    const value =
      ratio.unit === '×' ? `${ratio.value.toFixed(2)}×` : `${ratio.value.toFixed(0)} ms`;
    const target = `${ratio.atMost ? '≤' : '≥'} ${ratio.unit === '×' ? `${ratio.target}×` : `${ratio.target} ms`}`;
    console.log(
      `  ${ratio.label.padEnd(58)} ${value.padStart(8)}  (floor ${target}: ${met ? 'met' : 'NOT met'})`,
    );
  }
}
