import postgres from 'postgres';

/** Where the BFF under test keeps its data: a throwaway PostgreSQL database, or PGlite. */
export interface E2eDatabase {
  /** DATABASE_URL for the BFF, or undefined for embedded PGlite. */
  url: string | undefined;
  describe: string;
  drop(): Promise<void>;
}

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Creates a fresh PostgreSQL database for this run. In CI an unreachable server is an error (the
 * suite must run on real PostgreSQL); elsewhere the BFF falls back to PGlite and we say so.
 */
export async function createE2eDatabase(): Promise<E2eDatabase> {
  const admin = postgres(SERVER_URL, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI) {
      throw new Error(`CI: PostgreSQL at ${SERVER_URL} is unreachable (${reason}).`, {
        cause: error,
      });
    }
    console.warn(`⚠ PostgreSQL unreachable (${reason}); e2e BFF runs on embedded PGlite.`);
    return { url: undefined, describe: 'PGlite (PostgreSQL unreachable)', drop: async () => {} };
  }
  const name = `mesadinha_e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    describe: `PostgreSQL database ${name}`,
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
