import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../test/test-db';
import { connectedAsOwner } from './client';
import { children, families, transactions, user } from './schema';

/** SQLSTATE of a refused statement (drizzle wraps the driver's error), or null if it ran. */
async function sqlState(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code ?? 'unknown';
  }
}

/**
 * ADR 015: the BFF connects as a member of the app role, which may read and write rows but
 * cannot alter the schema nor touch ledger rows, even with raw SQL. (PostgreSQL only: PGlite
 * runs everything as its one superuser.)
 */
describe.runIf(postgresAvailable)('the app role (DATABASE_URL) on PostgreSQL', () => {
  let testDb: TestDatabase;
  let childId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const { db } = testDb;
    const familyId = randomUUID();
    await db.insert(user).values({ id: familyId, name: 'Mãe', email: 'mae@example.com' });
    await db.insert(families).values({
      id: familyId,
      name: 'Família Teste',
      parentName: 'Mãe',
      parentEmail: 'mae@example.com',
    });
    const childUserId = randomUUID();
    await db.insert(user).values({ id: childUserId, name: 'Caio', email: 'caio@example.com' });
    const [child] = await db
      .insert(children)
      .values({ familyId, userId: childUserId, name: 'Caio', username: 'caio.role', age: 11 })
      .returning({ id: children.id });
    childId = child!.id;
    await db.insert(transactions).values({
      familyId,
      childId,
      type: 'adjustment',
      description: 'Ajuste de teste',
      amountCents: 500,
      balanceBeforeCents: 0,
      balanceAfterCents: 500,
      source: 'system',
    });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('is not the owner of the tables nor a superuser (the owner connection is)', async () => {
    expect(await connectedAsOwner(testDb.db)).toBe(false);
    expect(await connectedAsOwner(testDb.owner)).toBe(true);
  });

  it('reads and writes ordinary rows', async () => {
    const updated = await testDb.db
      .update(children)
      .set({ name: 'Caio Lima' })
      .where(eq(children.id, childId))
      .returning({ name: children.name });
    expect(updated).toEqual([{ name: 'Caio Lima' }]);
  });

  it.each([
    ['UPDATE transactions', 'update transactions set amount_cents = 1000000'],
    ['DELETE FROM transactions', 'delete from transactions'],
    ['TRUNCATE transactions', 'truncate transactions'],
    ['TRUNCATE transactions CASCADE', 'truncate transactions cascade'],
    [
      'ALTER TABLE … DISABLE TRIGGER',
      'alter table transactions disable trigger transactions_no_update_delete',
    ],
    ['ALTER TABLE … DISABLE TRIGGER ALL', 'alter table transactions disable trigger all'],
    ['DROP TRIGGER', 'drop trigger transactions_no_update_delete on transactions'],
    ['DROP FUNCTION of the trigger', 'drop function transactions_append_only() cascade'],
    ['ALTER TABLE … ADD COLUMN', 'alter table transactions add column note text'],
    [
      'ALTER TABLE … DROP CONSTRAINT',
      'alter table children drop constraint children_balance_check',
    ],
    ['DROP TABLE', 'drop table transactions'],
    ['CREATE TABLE', 'create table public.sneaky (id int)'],
    ['SET session_replication_role = replica', 'set session_replication_role = replica'],
    ['SET ROLE postgres', 'set role postgres'],
    ['ALTER ROLE … SUPERUSER', 'alter role current_user superuser'],
  ])('refuses %s (insufficient privilege)', async (_label, statement) => {
    expect(await sqlState(() => testDb.db.execute(sql.raw(statement)))).toBe('42501');
  });

  it('leaves the ledger and its triggers as they were', async () => {
    const rows = await testDb.owner
      .select({ amount: transactions.amountCents })
      .from(transactions)
      .where(eq(transactions.childId, childId));
    expect(rows).toEqual([{ amount: 500 }]);
    const triggers = (await testDb.owner.execute(sql`
      select tgname, tgenabled from pg_trigger
      where tgrelid = 'transactions'::regclass and not tgisinternal order by tgname`)) as unknown as {
      tgname: string;
      tgenabled: string;
    }[];
    expect([...triggers]).toEqual([
      { tgname: 'transactions_no_truncate', tgenabled: 'O' },
      { tgname: 'transactions_no_update_delete', tgenabled: 'O' },
    ]);
  });
});
