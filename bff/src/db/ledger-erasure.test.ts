import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../test/test-db';
import { MIGRATIONS_FOLDER, PGLITE_OPTIONS, type Db } from './client';
import * as schema from './schema';
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

/** A family with two children, each with two ledger entries; returns the children's ids. */
async function seedFamily(db: Db, tag: string): Promise<{ familyId: string; kids: string[] }> {
  const familyId = randomUUID();
  await db.insert(user).values({ id: familyId, name: 'Mãe', email: `mae.${tag}@example.com` });
  await db.insert(families).values({
    id: familyId,
    name: 'Família',
    parentName: 'Mãe',
    parentEmail: `mae.${tag}@example.com`,
  });
  const kids: string[] = [];
  for (const name of ['a', 'b']) {
    const userId = randomUUID();
    await db.insert(user).values({ id: userId, name, email: `${name}.${tag}@example.com` });
    const [child] = await db
      .insert(children)
      .values({ familyId, userId, name, username: `${name}.${tag}`, age: 11, balanceCents: 800 })
      .returning({ id: children.id });
    const childId = child!.id;
    for (const [before, amount] of [
      [0, 500],
      [500, 300],
    ] as const) {
      await db.insert(transactions).values({
        familyId,
        childId,
        type: 'adjustment',
        description: 'Ajuste',
        amountCents: amount,
        balanceBeforeCents: before,
        balanceAfterCents: before + amount,
        source: 'system',
      });
    }
    kids.push(childId);
  }
  return { familyId, kids };
}

async function ledgerCount(db: Db, childIds: string[]): Promise<number> {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(inArray(transactions.childId, childIds));
  return rows.length;
}

const erase = (db: Db, familyId: string, ids: string[]) =>
  db.execute(sql`select erase_children(${familyId}, ${`{${ids.join(',')}}`}::uuid[]) as erased`);

/**
 * ADR 027: the ledger stays append-only for everyone, except through `erase_children`, the
 * one privileged erasure path (SECURITY DEFINER, owned by the owner of the tables).
 */
describe.runIf(postgresAvailable)('ledger erasure on PostgreSQL (app role)', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('erases only the given children: their ledger and their rows', async () => {
    const { db } = testDb;
    const one = await seedFamily(db, 'one');
    const two = await seedFamily(db, 'two');
    const [erased] = (await erase(db, one.familyId, [one.kids[0]!])) as unknown as {
      erased: number;
    }[];
    expect(Number(erased!.erased)).toBe(2);
    expect(await ledgerCount(db, [one.kids[0]!])).toBe(0);
    expect(await db.select().from(children).where(eq(children.id, one.kids[0]!))).toEqual([]);
    // The sibling and the other family keep everything.
    expect(await ledgerCount(db, [one.kids[1]!])).toBe(2);
    expect(await ledgerCount(db, two.kids)).toBe(4);
    expect(
      await db.select({ id: children.id }).from(children).where(inArray(children.id, two.kids)),
    ).toHaveLength(2);
  });

  it("refuses another family's child, alone or among the family's own, and erases nothing (issue 36)", async () => {
    const { db } = testDb;
    const mine = await seedFamily(db, 'mine');
    const theirs = await seedFamily(db, 'theirs');
    for (const ids of [[theirs.kids[0]!], [mine.kids[0]!, theirs.kids[1]!], theirs.kids]) {
      expect(await sqlState(() => erase(db, mine.familyId, ids))).toBe('P0001');
    }
    // A family that does not exist owns no child either; a null family or id is refused.
    expect(await sqlState(() => erase(db, randomUUID(), [mine.kids[0]!]))).toBe('P0001');
    expect(
      await sqlState(() =>
        db.execute(sql`select erase_children(null, ${`{${mine.kids[0]}}`}::uuid[])`),
      ),
    ).toBe('22004');
    expect(
      await sqlState(() =>
        db.execute(
          sql`select erase_children(${mine.familyId}, array[${mine.kids[0]}, null]::uuid[])`,
        ),
      ),
    ).toBe('22004');
    expect(await ledgerCount(db, [...mine.kids, ...theirs.kids])).toBe(8);
    expect(
      await db
        .select({ id: children.id })
        .from(children)
        .where(inArray(children.id, [...mine.kids, ...theirs.kids])),
    ).toHaveLength(4);
    // The unchecked one-argument function of migration 0006 is gone.
    expect(
      await sqlState(() =>
        db.execute(sql`select erase_children(${`{${theirs.kids[0]}}`}::uuid[])`),
      ),
    ).toBe('42883');
  });

  it('the app role still cannot DELETE, UPDATE or TRUNCATE the ledger, even with the setting', async () => {
    const { db } = testDb;
    const { kids } = await seedFamily(db, 'three');
    const id = kids[0]!;
    expect(await sqlState(() => db.execute(sql`delete from transactions`))).toBe('42501');
    expect(
      await sqlState(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('mesadinha.erasing_children', ${id}, true)`);
          await tx.execute(sql`delete from transactions where child_id = ${id}`);
        }),
      ),
    ).toBe('42501');
    expect(await sqlState(() => db.execute(sql`update transactions set description = 'x'`))).toBe(
      '42501',
    );
    expect(await sqlState(() => db.execute(sql`truncate transactions`))).toBe('42501');
    expect(await ledgerCount(db, kids)).toBe(4);
  });

  it('the owner cannot delete without the function, nor update or truncate with the setting', async () => {
    const { owner } = testDb;
    const { kids } = await seedFamily(owner, 'four');
    const id = kids[0]!;
    expect(
      await sqlState(() => owner.execute(sql`delete from transactions where child_id = ${id}`)),
    ).toBe('P0001');
    const withSetting = (statement: ReturnType<typeof sql>) =>
      sqlState(() =>
        owner.transaction(async (tx) => {
          await tx.execute(sql`select set_config('mesadinha.erasing_children', ${id}, true)`);
          await tx.execute(statement);
        }),
      );
    expect(
      await withSetting(sql`update transactions set description = 'x' where child_id = ${id}`),
    ).toBe('P0001');
    expect(await withSetting(sql`truncate transactions`)).toBe('P0001');
    // The setting names one child: a row of another child is still refused.
    expect(await withSetting(sql`delete from transactions where child_id = ${kids[1]!}`)).toBe(
      'P0001',
    );
    expect(await ledgerCount(owner, kids)).toBe(4);
  });

  it('is executable by the app role but not by PUBLIC, and runs with a fixed search_path', async () => {
    const rows = (await testDb.owner.execute(sql`
      select p.prosecdef as definer, p.proconfig as config,
        has_function_privilege('mesadinha_app', p.oid, 'EXECUTE') as app,
        exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0) as public
      from pg_proc p where p.proname = 'erase_children'`)) as unknown as {
      definer: boolean;
      config: string[];
      app: boolean;
      public: boolean;
    }[];
    expect(rows).toEqual([
      { definer: true, config: ['search_path=public, pg_temp'], app: true, public: false },
    ]);
    const [signature] = (await testDb.owner.execute(sql`
      select pg_get_function_identity_arguments(p.oid) as args
      from pg_proc p where p.proname = 'erase_children'`)) as unknown as { args: string }[];
    expect(signature?.args).toBe('family text, child_ids uuid[]');
  });
});

describe('ledger erasure on PGlite (npm start)', () => {
  let client: PGlite;
  let db: Db;

  beforeAll(async () => {
    client = await PGlite.create(PGLITE_OPTIONS);
    db = drizzle({ client, schema }) as unknown as Db;
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  });
  afterAll(async () => {
    await client.close();
  });

  it('erases the given children and refuses a direct DELETE or UPDATE', async () => {
    const { familyId, kids } = await seedFamily(db, 'lite');
    const other = await seedFamily(db, 'lite-other');
    expect(await sqlState(() => erase(db, other.familyId, [kids[1]!]))).toBe('P0001');
    expect(await sqlState(() => db.execute(sql`delete from transactions`))).toBe('P0001');
    expect(await sqlState(() => db.execute(sql`update transactions set description = 'x'`))).toBe(
      'P0001',
    );
    await erase(db, familyId, [kids[1]!]);
    expect(await ledgerCount(db, [kids[1]!])).toBe(0);
    expect(await ledgerCount(db, [kids[0]!])).toBe(2);
  });
});
