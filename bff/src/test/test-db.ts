import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { connectAdmin } from './global-setup';
import { testEnv } from './test-env';

/** A migrated, throwaway database for one test file. */
export interface TestDatabase extends DatabaseHandle {
  /** Closes the connections and drops the database. */
  destroy(): Promise<void>;
}

/** Whether this run has real PostgreSQL (false: PGlite fallback, see global-setup). */
export const postgresAvailable: boolean = inject('postgresAvailable');

/**
 * The one way tests get a database: a fresh `mesadinha_test_<run>_<random>` database on the
 * TEST_DATABASE_URL server, migrated; or, when PostgreSQL is unreachable outside CI, an
 * in-memory PGlite database. Call in `beforeAll` and `destroy()` in `afterAll`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!postgresAvailable) {
    const handle = await openPglite();
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }

  const name = `${inject('testDatabasePrefix')}_${randomBytes(4).toString('hex')}`;
  const admin = await connectAdmin();
  if (!admin) throw new Error('PostgreSQL stopped answering during the test run.');
  await admin.unsafe(`create database "${name}"`);
  await admin.end({ timeout: 1 });

  const url = new URL(testEnv.databaseUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max: 5 });
  await handle.migrate();
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      const cleanup = await connectAdmin();
      if (!cleanup) return;
      await cleanup.unsafe(`drop database if exists "${name}" with (force)`);
      await cleanup.end({ timeout: 1 });
    },
  };
}
