import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle, type Db } from '../db/client';
import { connectAdmin, TEST_APP_LOGIN } from './global-setup';
import { testEnv } from './test-env';

/**
 * A migrated, throwaway database for one test file. `db` connects as the app role (ADR 015),
 * like the deployed BFF; `owner` as the owner of the tables, for the few tests that must
 * check what holds even for the owner (the ledger's triggers). On PGlite both are the one
 * superuser connection.
 */
export interface TestDatabase extends DatabaseHandle {
  owner: Db;
  /** Connection URL of the PostgreSQL database as the app role (for a BFF started as a process); none on PGlite. */
  url?: string;
  /** The same database as the owner of the tables (DATABASE_OWNER_URL of a BFF process). */
  ownerUrl?: string;
  /** Closes the connections (also those of {@link openAnotherHandle}) and drops the database. */
  destroy(): Promise<void>;
  /**
   * A second handle with its OWN connection pool on the same PostgreSQL database, as a second
   * BFF instance would have. Throws on the PGlite fallback (one in-process connection only).
   * {@link destroy} closes it too.
   */
  openAnotherHandle(options?: {
    max?: number;
    onStatement?: (text: string) => void;
  }): DatabaseHandle;
}

/** Options of {@link createTestDatabase}. */
export interface TestDatabaseOptions {
  /** Size of the PostgreSQL connection pool (default 5; concurrency tests want more). */
  max?: number;
}

/** Whether this run has real PostgreSQL (false: PGlite fallback, see global-setup). */
export const postgresAvailable: boolean = inject('postgresAvailable');

/**
 * The one way tests get a database: a fresh `mesadinha_test_<run>_<random>` database on the
 * TEST_DATABASE_URL server, migrated (a copy of the run's template, see global-setup); or,
 * when PostgreSQL is unreachable outside CI, an in-memory PGlite database. Call in `beforeAll` and `destroy()` in `afterAll`.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (!postgresAvailable) {
    const handle = await openPglite();
    await handle.migrate();
    return {
      ...handle,
      owner: handle.db,
      destroy: () => handle.close(),
      openAnotherHandle: () => {
        throw new Error('A second connection pool needs PostgreSQL (PGlite is one connection).');
      },
    };
  }

  const name = `${inject('testDatabasePrefix')}_${randomBytes(4).toString('hex')}`;
  const admin = await connectAdmin();
  if (!admin) throw new Error('PostgreSQL stopped answering during the test run.');
  // A copy of the template the global setup migrated this run: the same schema, grants and
  // migration journal as migrating this database would give; ~0.1 s here instead of ~0.8 s.
  await admin.unsafe(`create database "${name}" template "${inject('testTemplateDatabase')}"`);
  await admin.end({ timeout: 1 });

  const ownerUrl = new URL(testEnv.databaseUrl);
  ownerUrl.pathname = `/${name}`;
  const url = new URL(ownerUrl);
  url.username = TEST_APP_LOGIN;
  url.password = '';
  const handle = openPostgres(url.toString(), {
    max: options.max ?? 5,
    migrationUrl: ownerUrl.toString(),
  });
  const ownerHandle = openPostgres(ownerUrl.toString(), { max: 2 });
  const others: DatabaseHandle[] = [ownerHandle];
  return {
    ...handle,
    owner: ownerHandle.db,
    url: url.toString(),
    ownerUrl: ownerUrl.toString(),
    openAnotherHandle: ({ max, onStatement } = {}) => {
      const other = openPostgres(url.toString(), { max: max ?? options.max ?? 5, onStatement });
      others.push(other);
      return other;
    },
    destroy: async () => {
      await Promise.all(others.map((other) => other.close()));
      await handle.close();
      const cleanup = await connectAdmin();
      if (!cleanup) return;
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end({ timeout: 1 });
    },
  };
}

/** An empty database of one test file's own (for real server processes), and its URL. */
export interface EmptyDatabase {
  name: string;
  url: string;
}

/**
 * Creates an empty PostgreSQL database (no migrations) before the file's tests and drops it
 * after them; read the returned object inside tests, once `beforeAll` has run.
 */
export function useEmptyDatabase(label: string): EmptyDatabase {
  const name = `${inject('testDatabasePrefix')}_${label}_${randomBytes(4).toString('hex')}`;
  const url = new URL(testEnv.databaseUrl);
  url.pathname = `/${name}`;
  const database: EmptyDatabase = { name, url: url.toString() };
  beforeAll(async () => {
    const admin = await connectAdmin();
    await admin!.unsafe(`create database "${name}"`);
    await admin!.end({ timeout: 1 });
  });
  afterAll(async () => {
    const admin = await connectAdmin();
    await admin?.unsafe(`drop database if exists "${name}" with (force)`);
    await admin?.end({ timeout: 1 });
  });
  return database;
}
