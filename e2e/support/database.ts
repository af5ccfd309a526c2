import postgres from 'postgres';

/** Where the BFF under test keeps its data: a throwaway PostgreSQL database, or PGlite. */
export interface E2eDatabase {
  /**
   * The database as its owner (the BFF migrates through it, DATABASE_OWNER_URL), or undefined
   * for embedded PGlite. The BFF itself connects as {@link E2E_APP_LOGIN} (see appRoleUrl).
   */
  url: string | undefined;
  describe: string;
  drop(): Promise<void>;
}

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The login role the e2e BFF runs as: a member of the app role of the BFF's migration 0004
 * (ADR 015), so the suite proves the portal works without owning its tables. Trust
 * authentication on the test server, so no password.
 */
export const E2E_APP_LOGIN = 'mesadinha_app_e2e';

/** `ownerUrl` with the user replaced by {@link E2E_APP_LOGIN}: the BFF's DATABASE_URL. */
export function appRoleUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.username = E2E_APP_LOGIN;
  url.password = '';
  return url.toString();
}

/**
 * Creates the app role and the e2e login role when missing. Roles are cluster-wide and the
 * BFF tests may create the app role at the same moment: a concurrent creation is fine.
 */
async function ensureAppLogin(admin: postgres.Sql): Promise<void> {
  await admin.unsafe(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mesadinha_app') THEN
        BEGIN
          CREATE ROLE "mesadinha_app" NOLOGIN;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${E2E_APP_LOGIN}') THEN
        BEGIN
          CREATE ROLE "${E2E_APP_LOGIN}" LOGIN IN ROLE "mesadinha_app";
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END IF;
    END
    $$`);
}

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
  await ensureAppLogin(admin);
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    describe: `PostgreSQL database ${name} (BFF as ${E2E_APP_LOGIN})`,
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
