import { ageGroupFromAge } from '@portal/domain/age-group';
import { CHILD_CONSENT_VERSION } from '@portal/contracts';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import {
  account,
  children,
  families,
  goals,
  limits,
  tasks,
  taskAssignments,
  user,
} from '../schema';
import { DEMO_CREDENTIALS, seedDemoFamily } from './index';

/** Rows of a raw `execute`: postgres.js returns an array, PGlite an object with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** Row counts of every table the seed writes. */
async function counts(testDb: TestDatabase) {
  const result = await testDb.db.execute(sql`
    select
      (select count(*)::int from "user") as users,
      (select count(*)::int from account) as accounts,
      (select count(*)::int from families) as families,
      (select count(*)::int from limits) as limits,
      (select count(*)::int from children) as children,
      (select count(*)::int from tasks) as tasks,
      (select count(*)::int from task_assignments) as assignments,
      (select count(*)::int from task_submissions) as submissions,
      (select count(*)::int from transactions) as transactions,
      (select count(*)::int from goals) as goals`);
  return rowsOf<Record<string, number>>(result)[0];
}

describe('seedDemoFamily', () => {
  let testDb: TestDatabase;
  let firstRun: { created: boolean };
  beforeAll(async () => {
    testDb = await createTestDatabase();
    firstRun = await seedDemoFamily(testDb.db);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('creates exactly one demo family with an active subscription and default limits', async () => {
    expect(firstRun.created).toBe(true);
    const rows = await testDb.db.select().from(families);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Família Demo',
      parentEmail: 'demo@mesadinha.app',
      subscriptionStatus: 'active',
      subscriptionMode: 'subscription',
      appearance: { theme: 'light', language: 'pt-BR', currency: 'BRL' },
    });
    const [limit] = await testDb.db.select().from(limits);
    expect(limit).toMatchObject({
      familyId: rows[0]!.id,
      maxWeeklySpendingCents: 10000,
      maxDailyTasks: 5,
      requirePhotoApproval: true,
    });
  });

  it('lets the parent sign in with demo@mesadinha.app / demo1234 through a credential account', async () => {
    const [parent] = await testDb.db
      .select()
      .from(user)
      .where(eq(user.email, DEMO_CREDENTIALS.parent.email));
    expect(parent).toMatchObject({ role: 'parent', emailVerified: true });
    const [credential] = await testDb.db
      .select()
      .from(account)
      .where(and(eq(account.userId, parent!.id), eq(account.providerId, 'credential')));
    expect(credential!.accountId).toBe(parent!.id);
    expect(await verifyPassword({ hash: credential!.password!, password: 'demo1234' })).toBe(true);
    expect(await verifyPassword({ hash: credential!.password!, password: 'demo12345' })).toBe(
      false,
    );
  });

  it('creates two child users in different age groups, with PIN 123456 stored only hashed', async () => {
    const rows = await testDb.db
      .select({ child: children, role: user.role })
      .from(children)
      .innerJoin(user, eq(user.id, children.userId))
      .orderBy(children.age);
    expect(rows.map((r) => [r.child.username, r.child.age, r.role])).toEqual([
      ['ana', 10, 'child'],
      ['bruno', 14, 'child'],
    ]);
    expect(rows.map((r) => ageGroupFromAge(r.child.age))).toEqual(['kids', 'teens']);
    for (const { child } of rows) {
      expect(child.pinHash).not.toContain('123456');
      expect(await verifyPassword({ hash: child.pinHash!, password: '123456' })).toBe(true);
      expect(child.consentVersion).toBe(CHILD_CONSENT_VERSION);
      expect(child.consentAt).toBeInstanceOf(Date);
    }
  });

  it('has tasks that are recurring, need a photo, and are assigned to nobody', async () => {
    const rows = await testDb.db.select().from(tasks);
    const assigned = new Set(
      (await testDb.db.select({ taskId: taskAssignments.taskId }).from(taskAssignments)).map(
        (a) => a.taskId,
      ),
    );
    expect(rows.some((t) => t.isRecurring && t.recurringType === 'weekly')).toBe(true);
    expect(rows.some((t) => t.requiresPhoto)).toBe(true);
    expect(rows.some((t) => !assigned.has(t.id))).toBe(true);
  });

  it("keeps every child's balance equal to the sum of its ledger", async () => {
    const result = await testDb.db.execute(sql`
      select c.balance_cents as balance, c.total_earned_cents as earned,
        coalesce((select sum(t.amount_cents) from transactions t where t.child_id = c.id), 0)::int as ledger,
        coalesce((select sum(t.amount_cents) from transactions t
          where t.child_id = c.id and t.type = 'task_reward'), 0)::int as rewards
      from children c`);
    const rows = rowsOf<{ balance: number; ledger: number; earned: number; rewards: number }>(
      result,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.balance).toBeGreaterThan(0);
      expect(row.balance).toBe(row.ledger);
      expect(row.earned).toBe(row.rewards);
    }
    const [goal] = await testDb.db.select().from(goals);
    expect(goal!.savedCents).toBeGreaterThan(0);
  });

  it('changes nothing when run again', async () => {
    const before = await counts(testDb);
    expect(await seedDemoFamily(testDb.db)).toEqual({ created: false });
    expect(await counts(testDb)).toEqual(before);
  });
});
