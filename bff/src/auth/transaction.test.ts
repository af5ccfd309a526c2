import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/keyset';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../test/test-db';
import { TEST_APP_LOGIN } from '../test/global-setup';
import { createTransactionScope } from './transaction';

/*
 * The transaction scope better-auth's queries join (createTransactionScope): what `scope.db`
 * writes inside `run` commits or rolls back with the run's transaction, also while other runs
 * start and finish around it, and goes straight to the database outside any run.
 */
// Two runs open at once need two connections: PostgreSQL only (PGlite has one).
describe.skipIf(!postgresAvailable)('createTransactionScope', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase({ max: 4 });
    await testDb.owner.execute(sql`create table scope_probe (label text primary key)`);
    await testDb.owner.execute(sql.raw(`grant select, insert on scope_probe to ${TEST_APP_LOGIN}`));
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  async function labels(): Promise<string[]> {
    const rows = rowsOf<{ label: string }>(
      await testDb.db.execute(sql`select label from scope_probe order by label`),
    );
    return rows.map((row) => row.label);
  }

  const insert = (db: TestDatabase['db'], label: string) =>
    db.execute(sql`insert into scope_probe (label) values (${label})`);

  it('rolls back what scope.db wrote in a run that fails, even after another run finished meanwhile', async () => {
    const scope = createTransactionScope(testDb.db);
    let releaseSecond!: () => void;
    const secondMayGoOn = new Promise<void>((resolve) => (releaseSecond = resolve));
    let secondStarted!: () => void;
    const secondIsIn = new Promise<void>((resolve) => (secondStarted = resolve));

    const second = scope
      .run(async () => {
        await insert(scope.db, 'b-before');
        secondStarted();
        await secondMayGoOn;
        // The first run has finished by now: this write must still join this transaction.
        await insert(scope.db, 'b-after');
        throw new Error('desfaz');
      })
      .catch((error: unknown) => error);
    await secondIsIn;
    await scope.run(async () => {
      await insert(scope.db, 'a');
    });
    releaseSecond();
    expect(await second).toBeInstanceOf(Error);

    // Outside any run, scope.db is the database itself.
    await insert(scope.db, 'z-outside');
    expect(await labels()).toEqual(['a', 'z-outside']);

    // A later run joins its transaction again.
    await expect(
      scope.run(async () => {
        await insert(scope.db, 'c');
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await labels()).toEqual(['a', 'z-outside']);
  });
});
