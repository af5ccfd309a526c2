import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { connectAdmin } from '../test/global-setup';
import { testEnv } from '../test/test-env';
import { postgresAvailable } from '../test/test-db';
import { MIGRATIONS_FOLDER } from './client';

/**
 * A deployment that migrates as a plain owner (the database's owner, no CREATEROLE: the usual
 * managed-PostgreSQL setup) on a cluster where nobody created `mesadinha_app` yet. The role
 * name is replaced by a fresh one so the cluster's existing role does not hide the problem.
 */
describe.runIf(postgresAvailable)('migration 0004 run by an owner without CREATEROLE', () => {
  it('stops with a message that tells the operator which role to create (ADR 015)', async () => {
    const admin = (await connectAdmin())!;
    const tag = randomBytes(4).toString('hex');
    const owner = `rv_owner_${tag}`;
    const database = `rv_db_${tag}`;
    await admin.unsafe(`create role "${owner}" login nocreaterole`);
    await admin.unsafe(`create database "${database}" owner "${owner}"`);
    const url = new URL(testEnv.databaseUrl);
    url.username = owner;
    url.password = '';
    url.pathname = `/${database}`;
    const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      const text = readFileSync(path.join(MIGRATIONS_FOLDER, '0004_app_role.sql'), 'utf8');
      const statements = text
        .replaceAll('mesadinha_app', `rv_app_${tag}`)
        .split('--> statement-breakpoint');
      let error: unknown = null;
      try {
        for (const statement of statements) await sql.unsafe(statement);
      } catch (caught) {
        error = caught;
      }
      expect((error as Error | null)?.message).toContain(`CREATE ROLE rv_app_${tag} NOLOGIN`);
      // Once an administrator created the role, the same migration applies.
      await admin.unsafe(`create role "rv_app_${tag}" nologin`);
      await sql`create table transactions (id int)`;
      for (const statement of statements) await sql.unsafe(statement);
      const [row] = await sql<{ count: number }[]>`
        select count(*)::int as count from information_schema.role_table_grants
        where grantee = ${`rv_app_${tag}`} and table_name = 'transactions'`;
      expect(row?.count).toBe(2); // SELECT and INSERT on the ledger, nothing more
    } finally {
      await sql.end({ timeout: 1 });
      await admin.unsafe(`drop database if exists "${database}"`);
      await admin.unsafe(`drop role if exists "rv_app_${tag}"`);
      await admin.unsafe(`drop role if exists "${owner}"`);
      await admin.end({ timeout: 1 });
    }
  });
});
