import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Env } from '../env';
import { trackCommits } from './after-commit';
import { installJobQueueSchema } from './job-queue-schema';
import * as schema from './schema';

/** The schema object drizzle is built with (tables for `db.query.*`). */
export type Schema = typeof schema;

/**
 * A drizzle database on either driver. Both PGlite and postgres.js databases are this type;
 * code must not depend on which one it has. Inside `db.transaction(tx => …)` use `tx` only.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** Outcome of a `select 1` round trip. */
export interface PingResult {
  ok: boolean;
  latencyMs: number;
  error?: unknown;
}

/**
 * How a second client reaches the same database: the job queue (pg-boss, `lib/jobs`) talks to
 * PGlite through its one in-process client, and to PostgreSQL through a pool of its own on
 * the app role's URL. Nothing else should use it: queries go through `db`.
 */
export type DatabaseConnection =
  { driver: 'pglite'; client: PGlite } | { driver: 'postgres'; url: string };

/** An open database: the drizzle handle plus what the app needs around it. */
export interface DatabaseHandle {
  db: Db;
  driver: DatabaseDriver;
  /** For the job queue only (see {@link DatabaseConnection}). */
  connection: DatabaseConnection;
  /** Runs `select 1`; never throws (a failure is `ok: false`). */
  ping(): Promise<PingResult>;
  /** Applies pending migrations (serialised across instances on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Migrations folder. `import.meta.url` is `src/db/client.ts` under tsx/vitest and
 * `dist/server.mjs` once bundled; build.mjs copies the folder to `dist/migrations`.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** A ping slower than this counts as a failure, so /api/health answers even when PG hangs. */
const PING_TIMEOUT_MS = 2000;

/** Arbitrary constant: the advisory lock that serialises migrations between BFF instances. */
const MIGRATION_LOCK_ID = 727_001;

async function timedPing(db: Db): Promise<PingResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, latencyMs: elapsed(started) };
  } catch (error) {
    return { ok: false, latencyMs: elapsed(started), error };
  } finally {
    clearTimeout(timer);
  }
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}

/**
 * Options every PGlite of the BFF is created with: the contrib extensions the migrations
 * create (pg_trgm for the task search's trigram indexes, migration 0008, ADR 038). PostgreSQL
 * ships them; PGlite loads each from its package only when listed here.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** Opens an embedded PGlite database; `dataDir` undefined means in memory. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, PGLITE_OPTIONS);
  const db = trackCommits(drizzlePglite({ client, schema }) as unknown as Db);
  let closed = false;
  return {
    db,
    driver: 'pglite',
    connection: { driver: 'pglite', client },
    ping: () => timedPing(db),
    // PGlite is one process with one connection: nothing else can migrate concurrently.
    migrate: () =>
      migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Options of {@link openPostgres}. */
export interface PostgresOptions {
  /** Size of the connection pool (default 10). */
  max?: number;
  /**
   * Connection URL of the tables' owner, used only by `migrate()` on its own short-lived
   * connection (ADR 015). Default: `url` itself (then the app must be the owner).
   */
  migrationUrl?: string;
  /**
   * Called with the text of every statement sent to the server (postgres.js `debug` hook,
   * BEGIN/COMMIT included). Tests count round trips with it; production leaves it unset.
   */
  onStatement?: (text: string) => void;
}

/** The postgres.js client type. */
type Sql = ReturnType<typeof postgres>;

/**
 * `client` seen through a proxy that makes every statement with parameters a named prepared
 * statement (ADR 037). drizzle's postgres-js driver sends each query through
 * `unsafe(text, params, { prepare: false })` unless it was built with `.prepare(name)`, so
 * PostgreSQL parsed and planned every statement again; postgres.js caches one prepared
 * statement per distinct text on each connection, and drizzle's texts are fixed per query
 * shape. Statements without parameters (`analyze`, `select 1`, several commands in one text)
 * stay on the simple protocol. Transactions and savepoints hand out their own client, proxied
 * the same way. Not for a transaction-mode pooler (PgBouncer) in front of PostgreSQL.
 */
function preparing(client: Sql): Sql {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'unsafe') {
        return (text: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.unsafe(
            text,
            params as never,
            params && params.length > 0 ? { ...options, prepare: true } : options,
          );
      }
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => {
          const body = args.pop() as (tx: Sql) => unknown;
          const method = Reflect.get(target, property, target) as (...all: unknown[]) => unknown;
          return Reflect.apply(method, target, [...args, (tx: Sql) => body(preparing(tx))]);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Opens a PostgreSQL database through postgres.js. */
export function openPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const { onStatement } = options;
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // JIT compiles a plan whose estimated cost is high (a big family's reads) and costs more
    // than it saves on these short reads: 100+ ms on the child's task list (ADR 038).
    connection: { jit: 'off' },
    ...(onStatement ? { debug: (_connection: number, text: string) => onStatement(text) } : {}),
  });
  const db = trackCommits(drizzlePostgres({ client: preparing(client), schema }) as unknown as Db);
  return {
    db,
    driver: 'postgres',
    connection: { driver: 'postgres', url },
    ping: () => timedPing(db),
    migrate: () => migratePostgresLocked(options.migrationUrl ?? url),
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * Runs the migrator on one dedicated connection holding an advisory lock, so two BFF
 * instances starting together do not apply the same migration twice; then installs or
 * upgrades the job queue's schema (pg-boss, ADR 063) as the same owner.
 */
async function migratePostgresLocked(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres({ client, schema }), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    await installJobQueueSchema(url, client, APP_ROLE);
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * Opens the BFF database from the environment: PostgreSQL when DATABASE_URL is set (the app
 * role's connection; migrations through DATABASE_OWNER_URL when set, ADR 015), otherwise
 * PGlite in `${DATA_DIR}/pglite` (created if missing). Does not migrate.
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATABASE_OWNER_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    return openPostgres(env.DATABASE_URL, { migrationUrl: env.DATABASE_OWNER_URL });
  }
  return openPglite(path.join(env.DATA_DIR, 'pglite'));
}

/** The role name the app's rows are granted to (migration 0004, ADR 015). */
export const APP_ROLE = 'mesadinha_app';

/**
 * Whether the connection of `handle` may do more than the app role: it is a superuser or a
 * member of the role that owns the ledger table (so it could disable its triggers). Always
 * true on PGlite, which runs as its one superuser.
 */
export async function connectedAsOwner(db: Db): Promise<boolean> {
  const rows = (await db.execute(sql`
    select (select rolsuper from pg_roles where rolname = current_user)
      or coalesce(
        (select pg_has_role(current_user, c.relowner, 'USAGE')
           from pg_class c where c.oid = to_regclass('public.transactions')),
        false) as owner`)) as unknown as { owner: boolean }[] | { rows: { owner: boolean }[] };
  const list = Array.isArray(rows) ? rows : rows.rows;
  return list[0]?.owner === true;
}
