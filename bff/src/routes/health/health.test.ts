import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HealthResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openPglite, openPostgres } from '../../db/client';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';

describe('GET /api/health', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it.runIf(postgresAvailable)('answers 200 ok with driver postgres on PostgreSQL', async () => {
    const res = await createTestApp(testDb).request('/api/health');

    expect(res.status).toBe(200);
    const body = HealthResponseSchema.parse(await res.json());
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ driver: 'postgres', ok: true });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });

  it('answers 200 with driver pglite on a PGlite data folder (no DATABASE_URL)', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bff-health-'));
    const db = await openDatabase({
      DATABASE_URL: undefined,
      DATABASE_OWNER_URL: undefined,
      DATA_DIR: dataDir,
    });
    try {
      await db.migrate();
      const res = await createTestApp(db).request('/api/health');

      expect(res.status).toBe(200);
      const body = HealthResponseSchema.parse(await res.json());
      expect(body).toMatchObject({ status: 'ok', database: { driver: 'pglite', ok: true } });
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    } finally {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    // Creating a PGlite cluster on disk takes ~20 s on a loaded two-core machine.
  }, 90_000);

  it('answers 503 degraded when the database is closed', async () => {
    const broken = await openPglite();
    await broken.close();

    const res = await createTestApp(broken).request('/api/health');

    expect(res.status).toBe(503);
    const body = HealthResponseSchema.parse(await res.json());
    expect(body.status).toBe('degraded');
    expect(body.database).toMatchObject({ driver: 'pglite', ok: false });
  });

  it.runIf(postgresAvailable)('answers 503 degraded when PostgreSQL is unreachable', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const unreachable = openPostgres('postgres://postgres@127.0.0.1:1/none', { max: 1 });
    try {
      const res = await createTestApp(unreachable).request('/api/health');

      expect(res.status).toBe(503);
      const body = HealthResponseSchema.parse(await res.json());
      expect(body).toMatchObject({
        status: 'degraded',
        database: { driver: 'postgres', ok: false },
      });
    } finally {
      await unreachable.close();
    }
  });
});
