import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './db/client';
import { useEmptyDatabase } from './test/test-db';

/*
 * The deploy's one-off migration job (ADR 039): `server.ts --migrate-only` applies the
 * migrations to an empty PostgreSQL database and exits without serving.
 */

const BFF_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs `src/server.ts --migrate-only` with `env`; resolves with its exit code and output. */
function migrateOnly(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mesadinha-migrate-test-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', '--migrate-only'], {
    cwd: BFF_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
}

describe.runIf(inject('postgresAvailable'))(
  'server.ts --migrate-only',
  { timeout: 120_000 },
  () => {
    const database = useEmptyDatabase('migrate');

    it('applies every migration to an empty database and exits 0 without serving; a second run is a no-op', async () => {
      const first = await migrateOnly({ DATABASE_URL: database.url });
      expect(first.code, first.output).toBe(0);
      expect(first.output).toContain('migrations applied');
      expect(first.output).not.toContain('bff listening');

      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      try {
        const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'));
        const applied = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
        expect(applied[0]!.n).toBe(files.length);
        const tables = await sql`select to_regclass('public.transactions') is not null as ledger`;
        expect(tables[0]!.ledger).toBe(true);

        const second = await migrateOnly({ DATABASE_URL: database.url });
        expect(second.code, second.output).toBe(0);
        const again = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
        expect(again[0]!.n).toBe(files.length);
      } finally {
        await sql.end({ timeout: 1 });
      }
    });

    it('exits non-zero when the database cannot be reached, so the rollout stops', async () => {
      const url = new URL(database.url);
      url.pathname = `/${database.name}_does_not_exist`;
      const exit = await migrateOnly({ DATABASE_URL: url.toString() });
      expect(exit.code).not.toBe(0);
    });
  },
);
