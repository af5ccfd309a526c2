import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { children, families, transactions, user } from './index';

/** The error a refused statement raises, with its SQLSTATE, whichever driver ran it. */
async function failure(run: () => Promise<unknown>): Promise<{ message: string; code?: string }> {
  try {
    await run();
  } catch (error) {
    // drizzle wraps driver errors; the SQLSTATE sits on the cause.
    const cause = (error as { cause?: { message: string; code?: string } }).cause;
    const source = cause ?? (error as { message: string; code?: string });
    return { message: source.message, code: source.code };
  }
  throw new Error('the statement was expected to fail');
}

describe('transactions (the ledger)', () => {
  let testDb: TestDatabase;
  let familyId: string;
  let childId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const { db } = testDb;
    familyId = randomUUID();
    await db
      .insert(user)
      .values({ id: familyId, name: 'Mãe', email: 'mae@example.com', role: 'parent' });
    await db.insert(families).values({
      id: familyId,
      name: 'Família Teste',
      parentName: 'Mãe',
      parentEmail: 'mae@example.com',
    });
    const childUserId = randomUUID();
    await db
      .insert(user)
      .values({ id: childUserId, name: 'Caio', email: 'caio@example.com', role: 'child' });
    const [child] = await db
      .insert(children)
      .values({ familyId, userId: childUserId, name: 'Caio', username: 'caio', age: 11 })
      .returning({ id: children.id });
    childId = child!.id;
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const entry = (amountCents: number, before: number) => ({
    familyId,
    childId,
    type: 'adjustment' as const,
    description: 'Ajuste de teste',
    amountCents,
    balanceBeforeCents: before,
    balanceAfterCents: before + amountCents,
    source: 'system' as const,
  });

  it('accepts INSERT', async () => {
    const [row] = await testDb.db.insert(transactions).values(entry(500, 0)).returning();
    expect(row).toMatchObject({ amountCents: 500, balanceAfterCents: 500 });
  });

  // The triggers hold even for the owner of the table (the app role is not even granted
  // UPDATE, DELETE or TRUNCATE: db/app-role.test.ts), so these statements run as the owner.
  it('refuses UPDATE with the append-only error (SQLSTATE P0001)', async () => {
    const error = await failure(() =>
      testDb.owner.execute(sql`update transactions set amount_cents = 1000000`),
    );
    expect(error.message).toContain('transactions is append-only');
    expect(error.code).toBe('P0001');
  });

  it('refuses DELETE', async () => {
    const error = await failure(() => testDb.owner.execute(sql`delete from transactions`));
    expect(error.message).toContain('transactions is append-only');
    expect(error.code).toBe('P0001');
  });

  it('refuses TRUNCATE', async () => {
    const error = await failure(() => testDb.owner.execute(sql`truncate transactions`));
    expect(error.message).toContain('transactions is append-only');
  });

  it('still holds every entry after the refused statements', async () => {
    const rows = await testDb.db
      .select({ amount: transactions.amountCents })
      .from(transactions)
      .where(eq(transactions.childId, childId));
    expect(rows).toEqual([{ amount: 500 }]);
  });

  it('refuses an entry whose balances do not add up, or that goes below zero', async () => {
    await expect(
      testDb.db.insert(transactions).values({ ...entry(100, 500), balanceAfterCents: 9999 }),
    ).rejects.toThrow();
    await expect(testDb.db.insert(transactions).values(entry(-600, 500))).rejects.toThrow();
  });

  it('refuses hard-deleting a child that has ledger history', async () => {
    await expect(testDb.db.delete(children).where(eq(children.id, childId))).rejects.toThrow();
  });
});
