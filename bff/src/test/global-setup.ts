import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client';
import { testEnv } from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether TEST_DATABASE_URL answered; false means test databases are PGlite. */
    postgresAvailable: boolean;
    /** Prefix of every database this run creates, so teardown can drop leftovers. */
    testDatabasePrefix: string;
    /**
     * The database migrated once by the global setup that each test file's database is a copy
     * of (`create database … template …`); empty on PGlite.
     */
    testTemplateDatabase: string;
  }
}

/** Opens an admin connection to the test server, or undefined when it does not answer. */
export async function connectAdmin(): Promise<postgres.Sql | undefined> {
  const admin = postgres(testEnv.databaseUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin`select 1`;
    return admin;
  } catch {
    await admin.end({ timeout: 1 }).catch(() => {});
    return undefined;
  }
}

/**
 * The login role test databases are used through: a member of the app role of migration 0004
 * (ADR 015), so every BFF test runs with the rights the deployed BFF has, not as the owner.
 * Trust authentication on the test server, so no password.
 */
export const TEST_APP_LOGIN = 'mesadinha_app_test';

/**
 * Creates the app role and {@link TEST_APP_LOGIN} when missing. Roles are cluster-wide and
 * other runs (or the e2e setup) may create them at the same moment: a concurrent creation is
 * fine.
 */
export async function ensureTestAppLogin(admin: postgres.Sql): Promise<void> {
  await admin.unsafe(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mesadinha_app') THEN
        BEGIN
          CREATE ROLE "mesadinha_app" NOLOGIN;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${TEST_APP_LOGIN}') THEN
        BEGIN
          CREATE ROLE "${TEST_APP_LOGIN}" LOGIN IN ROLE "mesadinha_app";
        EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
        END;
      END IF;
    END
    $$`);
}

/**
 * Creates `name` on the test server and applies every migration to it, as the owner of the
 * tables (the server's user, like DATABASE_OWNER_URL in production). Only the global setup
 * calls this: each test file copies the result (ADR 041).
 */
async function createMigratedTemplate(admin: postgres.Sql, name: string): Promise<void> {
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(testEnv.databaseUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max: 1 });
  try {
    await handle.migrate();
  } finally {
    // `create database … template` refuses a template anyone is connected to.
    await handle.close();
  }
}

/**
 * Probes PostgreSQL once per run. Unreachable: fails the run in CI; otherwise warns that the
 * tests run on PGlite (tests that need real concurrency are then skipped). Reachable: migrates
 * the template database every test file's database is copied from.
 */
export default async function setup(project: TestProject) {
  const prefix = `mesadinha_test_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  const admin = await connectAdmin();
  if (!admin) {
    const where = testEnv.databaseUrl.replace(/\/\/[^@/]*@/, '//');
    if (testEnv.ci) {
      throw new Error(
        `PostgreSQL is not reachable at ${where} (TEST_DATABASE_URL) and CI is set: the BFF tests must run on real PostgreSQL.`,
      );
    }
    console.warn(
      `\n⚠️  PostgreSQL is not reachable at ${where}: the BFF tests run on PGlite (in memory).\n` +
        '   Concurrency tests are skipped. Start PostgreSQL or set TEST_DATABASE_URL to run them all.\n',
    );
  } else {
    try {
      await ensureTestAppLogin(admin);
      await createMigratedTemplate(admin, template);
    } finally {
      await admin.end({ timeout: 1 });
    }
  }
  project.provide('postgresAvailable', Boolean(admin));
  project.provide('testDatabasePrefix', prefix);
  project.provide('testTemplateDatabase', admin ? template : '');

  return async () => {
    if (!admin) return;
    // Drop the template and what a crashed test file may have left behind.
    const cleanup = await connectAdmin();
    if (!cleanup) return;
    try {
      const rows = await cleanup<{ datname: string }[]>`
        select datname from pg_database where datname like ${`${prefix}_%`}`;
      for (const { datname } of rows) {
        await cleanup.unsafe(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await cleanup.end({ timeout: 1 });
    }
  };
}
