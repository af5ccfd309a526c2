import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite, type DatabaseHandle, type Db } from '../../db/client';
import { JOB_QUEUE_SCHEMA } from '../../db/job-queue-schema';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import { rowsOf } from '../keyset';
import type { Logger } from '../logger';
import { startJobs, type StartJobsOptions } from './queue';
import type { JobDefinition, Jobs } from './jobs';

/*
 * The job queue of issue 38 (ADR 063) on real PostgreSQL, as two BFF instances run it: two
 * pg-boss instances, each with its own pool as the app role (ADR 015), on one database.
 * Waits poll with a generous deadline; the only fixed pauses give a duplicate the chance to
 * appear before a test says there is none.
 */

/** A log line as pino wrote it. */
type LogLine = Record<string, unknown> & { msg: string };

/** A logger that keeps every line, for the tests that read what a run logged. */
function capturingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  );
  return { logger, lines };
}

/** The states of the jobs of one queue, oldest first. */
async function jobStates(db: Db, name: string): Promise<string[]> {
  const result = await db.execute(
    sql`select state from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = ${name} order by created_on`,
  );
  return rowsOf<{ state: string }>(result).map((row) => row.state);
}

const WAIT = { timeout: 45_000, interval: 100 } as const;
const FAST = { pollSeconds: 0.5, cronSeconds: 1 } as const;

/** Lets both runners poll a few times, so a duplicate job would have been fetched by now. */
const letThemPoll = () => new Promise((resolve) => setTimeout(resolve, 2500));

describe.runIf(postgresAvailable)(
  'the job queue on PostgreSQL (ADR 063)',
  { timeout: 90_000 },
  () => {
    let testDb: TestDatabase;
    let second: DatabaseHandle;
    const started: Jobs[] = [];

    /** A runner as one BFF instance starts it, on `database`'s own pool. */
    async function runner(
      database: DatabaseHandle,
      definitions: JobDefinition[],
      options: Partial<StartJobsOptions> = {},
    ): Promise<Jobs> {
      const jobs = await startJobs({
        database,
        logger: pino({ level: 'silent' }),
        definitions,
        intervals: FAST,
        ...options,
      });
      started.push(jobs);
      return jobs;
    }

    beforeAll(async () => {
      testDb = await createTestDatabase();
      second = testDb.openAnotherHandle({ max: 2 });
    });
    afterEach(async () => {
      await Promise.all(started.splice(0).map((jobs) => jobs.stop()));
    });
    afterAll(async () => {
      await testDb.destroy();
    });

    it('the app role works the queue but may not change its schema (ADR 015)', async () => {
      await runner(testDb, [{ name: 'test.role', handle: async () => {} }]);
      const refused = await testDb.db
        .execute(sql`create table ${sql.identifier(JOB_QUEUE_SCHEMA)}.intruder (id int)`)
        .then(
          () => null,
          (error: { cause?: { code?: string } }) => error.cause?.code,
        );
      expect(refused).toBe('42501');
    });

    it('two runners: a job sent with one singletonKey from both at once is handled once', async () => {
      let runs = 0;
      let release!: () => void;
      const running = new Promise<void>((resolve) => (release = resolve));
      const definition: JobDefinition<{ from: string }> = {
        name: 'test.singleton',
        async handle() {
          runs += 1;
          // Holds the job active until every send below has been made.
          await running;
        },
      };
      const one = await runner(testDb, [definition]);
      const two = await runner(second, [definition]);

      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          (index % 2 === 0 ? one : two).send(
            definition.name,
            { from: `send ${index}` },
            {
              singletonKey: 'child-1',
            },
          ),
        ),
      );
      await vi.waitFor(() => expect(runs).toBe(1), WAIT);
      // While it runs, the key is taken: these are no-ops too.
      await one.send(definition.name, { from: 'late' }, { singletonKey: 'child-1' });
      await two.send(definition.name, { from: 'late' }, { singletonKey: 'child-1' });
      release();

      await vi.waitFor(
        async () => expect(await jobStates(testDb.db, definition.name)).toEqual(['completed']),
        WAIT,
      );
      await letThemPoll();
      expect(runs).toBe(1);
      expect(await jobStates(testDb.db, definition.name)).toEqual(['completed']);

      // Once it ran, the same key queues new work; another key is another job.
      await two.send(definition.name, { from: 'next day' }, { singletonKey: 'child-1' });
      await one.send(definition.name, { from: 'sibling' }, { singletonKey: 'child-2' });
      await vi.waitFor(() => expect(runs).toBe(3), WAIT);
    });

    it('two runners: each occurrence of a cron schedule is handled once', async () => {
      const runsBy = { one: 0, two: 0 };
      const on = (instance: keyof typeof runsBy): JobDefinition => ({
        name: 'test.cron',
        // Every minute: the occurrence of the current minute is due at once.
        cron: '* * * * *',
        async handle() {
          runsBy[instance] += 1;
        },
      });
      await runner(testDb, [on('one')]);
      await runner(second, [on('two')]);

      await vi.waitFor(() => expect(runsBy.one + runsBy.two).toBeGreaterThan(0), WAIT);
      await letThemPoll();
      await vi.waitFor(async () => {
        // One send-it job per occurrence (pg-boss files each in its minute's slot)…
        const result = await testDb.db.execute(sql`
          select count(*)::int as sends, count(distinct data->>'slot')::int as slots
          from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job
          where name = '__pgboss__send-it' and data->>'name' = 'test.cron'`);
        const [counts] = rowsOf<{ sends: number; slots: number }>(result);
        expect(counts!.sends).toBe(counts!.slots);
        // …forwarded as at most one job each (none while the last one still waits), run once.
        const states = await jobStates(testDb.db, 'test.cron');
        expect(states.length).toBeGreaterThan(0);
        expect(states.length).toBeLessThanOrEqual(counts!.slots);
        expect(states.every((state) => state === 'completed')).toBe(true);
        expect(runsBy.one + runsBy.two).toBe(states.length);
      }, WAIT);

      const [schedule] = rowsOf<{ timezone: string; cron: string }>(
        await testDb.db.execute(
          sql`select timezone, cron from ${sql.identifier(JOB_QUEUE_SCHEMA)}.schedule where name = 'test.cron'`,
        ),
      );
      expect(schedule).toEqual({ timezone: 'America/Sao_Paulo', cron: '* * * * *' });
    });

    it('a failing job is retried with growing delays, then succeeds; every attempt is logged', async () => {
      const attempts: number[] = [];
      const definition: JobDefinition = {
        name: 'test.flaky',
        retry: { limit: 3, delaySeconds: 1, backoff: true },
        async handle(_data, { clock }) {
          attempts.push(clock.now().getTime());
          if (attempts.length < 3) throw new Error(`attempt ${attempts.length} failed`);
        },
      };
      const { logger, lines } = capturingLogger();
      const jobs = await runner(testDb, [definition], { logger });
      await jobs.send(definition.name, {});

      await vi.waitFor(
        async () => expect(await jobStates(testDb.db, definition.name)).toEqual(['completed']),
        WAIT,
      );
      expect(attempts).toHaveLength(3);
      // Backoff: 1–2 s after the first failure, 2–4 s after the second (lower bounds only).
      expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
      expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1900);

      const runs = lines.filter((line) => line.job === definition.name);
      expect(runs.map((line) => [line.msg, line.attempt, line.willRetry])).toEqual([
        ['job failed', 1, true],
        ['job failed', 2, true],
        ['job done', 3, undefined],
      ]);
      const [firstRun] = runs;
      expect(new Set(runs.map((line) => line.jobId))).toEqual(new Set([firstRun!.jobId]));
      expect(firstRun).toMatchObject({ component: 'jobs', err: { message: 'attempt 1 failed' } });
      for (const line of runs) expect(line.ms).toEqual(expect.any(Number));
    });

    it('JOBS_WORKER=off: the instance sends, another instance does the work', async () => {
      const handledBy: string[] = [];
      const definition = (instance: string): JobDefinition => ({
        name: 'test.worker-off',
        async handle() {
          handledBy.push(instance);
        },
      });
      const sender = await runner(testDb, [definition('sender')], { worker: false });
      await sender.send('test.worker-off', {});
      await sender.send('test.worker-off', {});
      await letThemPoll();
      expect(handledBy).toEqual([]);

      await runner(second, [definition('worker')]);
      await vi.waitFor(() => expect(handledBy).toEqual(['worker', 'worker']), WAIT);
    });

    it('sending to a name no definition has fails, naming it', async () => {
      const jobs = await runner(testDb, [{ name: 'test.known', handle: async () => {} }]);
      await expect(jobs.send('test.unknown', {})).rejects.toThrow(/test\.unknown/);
    });
  },
);

describe('the job queue on PGlite (`npm start` without DATABASE_URL)', { timeout: 90_000 }, () => {
  let database: DatabaseHandle;
  let jobs: Jobs | undefined;

  beforeAll(async () => {
    database = await openPglite();
    await database.migrate();
  });
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  it('installs its schema on the app client, then runs a job and retries a failure', async () => {
    const seen: string[] = [];
    const definition: JobDefinition<{ word: string }> = {
      name: 'test.pglite',
      retry: { limit: 2, delaySeconds: 1, backoff: false },
      async handle({ word }, { db }) {
        // The handler's queries share PGlite's one client with pg-boss's.
        const [row] = rowsOf<{ upper: string }>(
          await db.execute(sql`select upper(${word}) as upper`),
        );
        seen.push(row!.upper);
        if (seen.length === 1) throw new Error('first attempt fails');
      },
    };
    jobs = await startJobs({
      database,
      logger: pino({ level: 'silent' }),
      definitions: [definition],
      intervals: FAST,
    });
    await jobs.send(definition.name, { word: 'mesada' });
    await vi.waitFor(
      async () => expect(await jobStates(database.db, definition.name)).toEqual(['completed']),
      WAIT,
    );
    expect(seen).toEqual(['MESADA', 'MESADA']);
  });
});
