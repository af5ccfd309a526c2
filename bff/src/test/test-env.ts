/**
 * The one place test helpers read the environment (the app itself reads it only through
 * src/env.ts). Test files may read process.env directly; helpers go through here.
 */
// eslint-disable-next-line no-restricted-properties -- test-only configuration, see above
const source = process.env;

/** Settings of the test run. */
export const testEnv = {
  /** Server on which throwaway test databases are created. */
  databaseUrl: source.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  /** In CI a missing PostgreSQL is an error, never a silent fallback to PGlite. */
  ci: Boolean(source.CI) && source.CI !== 'false' && source.CI !== '0',
};
