import { openDatabase } from './db/client';
import type { Env } from './env';

/** The command-line flag of `server.ts` that only migrates, then exits (the deploy's job). */
export const MIGRATE_ONLY_FLAG = '--migrate-only';

/**
 * Applies pending migrations and closes the database: what a one-off deploy job runs before
 * the BFF instances start (`node dist/server.mjs --migrate-only`), so that a migration's
 * failure stops the rollout instead of every instance's start-up. The instances still run the
 * migrator at start (a no-op then; serialised by an advisory lock on PostgreSQL), so a
 * deployment without the job works the same.
 */
export async function migrateOnly(
  env: Pick<Env, 'DATABASE_URL' | 'DATABASE_OWNER_URL' | 'DATA_DIR'>,
): Promise<void> {
  const db = await openDatabase(env);
  try {
    await db.migrate();
  } finally {
    await db.close();
  }
}
