import { PgBoss } from 'pg-boss';
import type postgres from 'postgres';

/** The PostgreSQL schema pg-boss keeps its tables in (ADR 063); ours stay in `public`. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * Installs pg-boss's schema, or upgrades it to the installed pg-boss's version, as the owner of
 * the tables (ADR 015, 063), then grants `appRole` the row rights its queue needs. Part of
 * every PostgreSQL `migrate()`: the BFF's own pg-boss then starts with `migrate: false` and
 * never runs DDL as the app role. pg-boss takes its own advisory lock, so two instances
 * migrating together install it once. `owner` is the migration's open connection.
 */
export async function installJobQueueSchema(
  ownerUrl: string,
  owner: postgres.Sql,
  appRole: string,
): Promise<void> {
  const installer = new PgBoss({
    connectionString: ownerUrl,
    schema: JOB_QUEUE_SCHEMA,
    max: 1,
    application_name: 'mesadinha-migrate',
    // Only the schema: no maintenance, no cron pass, no row in the instance registry.
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  let failure: unknown;
  // An 'error' event without a listener would end the process; start() rejects with it anyway.
  installer.on('error', (error) => (failure ??= error));
  try {
    await installer.start();
  } finally {
    await installer.stop({ timeout: 5000 });
  }
  if (failure) throw failure;
  const role = owner(appRole);
  const schema = owner(JOB_QUEUE_SCHEMA);
  // Rows only, as in `public` (migration 0004); tables a later pg-boss version creates (as this
  // same owner) get the same rights. Functions are executable by every role by default.
  await owner`grant usage on schema ${schema} to ${role}`;
  await owner`grant select, insert, update, delete on all tables in schema ${schema} to ${role}`;
  await owner`grant usage, select on all sequences in schema ${schema} to ${role}`;
  await owner`alter default privileges in schema ${schema}
    grant select, insert, update, delete on tables to ${role}`;
  await owner`alter default privileges in schema ${schema}
    grant usage, select on sequences to ${role}`;
}
