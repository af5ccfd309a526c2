import {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_ACTIVITY_TEXT as T,
  type DashboardActivity,
  type ParentDashboardResponse,
} from '@portal/contracts';
import {
  addDays,
  ageGroupFromAge,
  formatMoney,
  saoPauloStartOfDay,
  saoPauloToday,
  startOfWeek,
} from '@portal/domain';
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  children,
  families,
  limits,
  taskAssignments,
  taskSubmissions,
  tasks,
  transactions,
} from '../../db/schema';
import { completedOn, currentStreak } from '../../lib/child-public';

/** Submissions read for the feed (spec 001 §9 "Dashboard submissions limit"). */
const RECENT_SUBMISSIONS = 20;

/**
 * Ledger types that are not spending although negative (ADR 030): money moved into a goal is
 * still the child's savings, and a reward reversal undoes an income rather than spends. A payout
 * ('Saque', issue 40, ADR 070) hands the child money the week already counted when it was
 * earned (the task's value, the allowance), so counting it again would count it twice.
 */
const NOT_SPENDING = sql.raw(`('goal_deposit', 'goal_refund', 'task_reward_reversal', 'payout')`);

function ts(instant: Date) {
  return sql`${instant.toISOString()}::timestamptz`;
}

/** The pending submissions the approval queue shows (same rule as `listPendingSubmissions`). */
const awaitingApproval = and(
  eq(taskSubmissions.status, 'pending'),
  or(isNull(tasks.id), eq(tasks.requiresApproval, true)),
);

/**
 * `GET /api/parent/dashboard` for `familyId` as of `now`, in five statements run side by side:
 * the family with its limits; the children with their pending counts; one row of scalar
 * figures (this week's spending, the tasks of today); the 20 latest submissions; the latest
 * ledger lines that no submission explains. Every figure is computed here (ADR 030).
 */
export async function parentDashboard(
  db: Db,
  familyId: string,
  now: Date = new Date(),
): Promise<ParentDashboardResponse> {
  const today = saoPauloToday(now);
  const weekFirst = startOfWeek(today);
  const weekStart = saoPauloStartOfDay(weekFirst);
  const weekEnd = saoPauloStartOfDay(addDays(weekFirst, 7));

  // Children a task created this week commits money for (spec 001 §9, ADR 030): its assigned
  // children of this family; with no assignment, every active child; 'first' pays one child.
  const assignedCount = sql`(select count(*) from ${taskAssignments} join ${children} on ${children.id} = ${taskAssignments.childId} where ${taskAssignments.taskId} = ${tasks.id} and ${children.familyId} = ${familyId})`;
  const activeCount = sql`(select count(*) from ${children} where ${children.familyId} = ${familyId} and ${children.active})`;
  const payees = sql`(case when exists (select 1 from ${taskAssignments} where ${taskAssignments.taskId} = ${tasks.id}) then ${assignedCount} else ${activeCount} end)`;
  const committed = sql`(select coalesce(sum(${tasks.valueCents} * (case when ${tasks.assignmentMode} = 'first' then least(1, ${payees}) else ${payees} end)), 0) from ${tasks} where ${tasks.familyId} = ${familyId} and ${tasks.createdAt} >= ${ts(weekStart)} and ${tasks.createdAt} < ${ts(weekEnd)})`;
  // What left the children's balances this week, and the allowances the family gave (issue 38).
  const spent = sql`(select coalesce(sum(case when ${transactions.type} = 'allowance' then ${transactions.amountCents} when ${transactions.amountCents} < 0 and ${transactions.type} not in ${NOT_SPENDING} then -${transactions.amountCents} else 0 end), 0) from ${transactions} where ${transactions.familyId} = ${familyId} and ${transactions.createdAt} >= ${ts(weekStart)} and ${transactions.createdAt} < ${ts(weekEnd)})`;
  const tasksToday = sql`(select count(*) from ${tasks} where ${tasks.familyId} = ${familyId} and not ${tasks.completed} and (${tasks.dueDate} is null or ${tasks.dueDate} <= ${today}::date))`;

  const pendingOfChild = db
    .select({
      childId: taskSubmissions.childId,
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(taskSubmissions)
    .leftJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .where(and(eq(taskSubmissions.familyId, familyId), awaitingApproval))
    .groupBy(taskSubmissions.childId)
    .as('pending');

  const [familyRows, childRows, [figures], submissionRows, ledgerRows] = await Promise.all([
    db
      .select({ name: families.name, maxWeekly: limits.maxWeeklySpendingCents })
      .from(families)
      .leftJoin(limits, eq(limits.familyId, families.id))
      .where(eq(families.id, familyId)),
    db
      .select({ child: children, pending: pendingOfChild.count })
      .from(children)
      .leftJoin(pendingOfChild, eq(pendingOfChild.childId, children.id))
      .where(eq(children.familyId, familyId))
      .orderBy(asc(children.createdAt), asc(children.id)),
    db
      .select({
        spent: sql<number>`${spent}`.mapWith(Number),
        committed: sql<number>`${committed}`.mapWith(Number),
        tasksToday: sql<number>`${tasksToday}`.mapWith(Number),
      })
      .from(sql`(select 1) as one`),
    db
      .select({ submission: taskSubmissions, awaiting: sql<boolean>`${awaitingApproval}` })
      .from(taskSubmissions)
      .leftJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
      .where(eq(taskSubmissions.familyId, familyId))
      .orderBy(desc(taskSubmissions.completedAt), desc(taskSubmissions.id))
      .limit(RECENT_SUBMISSIONS),
    db
      .select({
        id: transactions.id,
        type: transactions.type,
        amount: transactions.amountCents,
        createdAt: transactions.createdAt,
        childName: children.name,
      })
      .from(transactions)
      .innerJoin(children, eq(children.id, transactions.childId))
      .where(and(eq(transactions.familyId, familyId), isNull(transactions.taskSubmissionId)))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(DASHBOARD_ACTIVITY_LIMIT),
  ]);

  const family = familyRows[0];
  const list = childRows.map(({ child, pending }) => ({
    id: child.id,
    name: child.name,
    age: child.age,
    ageGroup: ageGroupFromAge(child.age),
    balance: child.balanceCents,
    pendingCount: pending ?? 0,
    streak: currentStreak(child, today),
    completedToday: completedOn(child, today),
    active: child.active,
  }));
  const amount = (figures?.spent ?? 0) + (figures?.committed ?? 0);
  const limit = family?.maxWeekly ? family.maxWeekly : null;

  const activity: DashboardActivity[] = [
    ...submissionRows.map(({ submission: s, awaiting }): DashboardActivity => {
      if (s.status === 'rejected') {
        return {
          id: `submission:${s.id}`,
          type: 'info',
          childName: s.childName,
          message: T.rejected(s.childName, s.taskTitle),
          amount: null,
          timestamp: (s.rejectedAt ?? s.completedAt).toISOString(),
        };
      }
      if (s.status === 'pending' && awaiting) {
        return {
          id: `submission:${s.id}`,
          type: 'task_pending',
          childName: s.childName,
          message: T.pending(s.childName, s.taskTitle),
          amount: s.rewardCreditedAtCompletion ? s.valueCents : null,
          timestamp: s.completedAt.toISOString(),
        };
      }
      return {
        id: `submission:${s.id}`,
        type: 'task_completed',
        childName: s.childName,
        message: T.completed(s.childName, s.taskTitle),
        amount: s.valueCents,
        timestamp: (s.approvedAt ?? s.completedAt).toISOString(),
      };
    }),
    ...ledgerRows.map((row): DashboardActivity => {
      const money = formatMoney(Math.abs(row.amount));
      const base = {
        id: `ledger:${row.id}`,
        childName: row.childName,
        amount: row.amount,
        timestamp: row.createdAt.toISOString(),
      };
      switch (row.type) {
        case 'goal_deposit':
          return { ...base, type: 'info', message: T.goalDeposit(row.childName, money) };
        case 'goal_refund':
          return { ...base, type: 'info', message: T.goalRefund(row.childName, money) };
        case 'allowance':
          return { ...base, type: 'income', message: T.allowance(row.childName, money) };
        case 'payout':
          return { ...base, type: 'spending', message: T.payout(row.childName, money) };
        case 'task_reward_reversal':
          return { ...base, type: 'info', message: T.reversal(row.childName, money) };
        default:
          return row.amount < 0
            ? { ...base, type: 'spending', message: T.spending(row.childName, money) }
            : { ...base, type: 'income', message: T.income(row.childName, money) };
      }
    }),
  ]
    .sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0))
    .slice(0, DASHBOARD_ACTIVITY_LIMIT);

  return {
    family: { name: family?.name ?? '' },
    children: list,
    totalBalance: list.reduce((sum, child) => sum + child.balance, 0),
    weeklySpending: { amount, limit, overLimit: limit !== null && amount > limit },
    tasksToday: figures?.tasksToday ?? 0,
    pendingApprovals: list.reduce((sum, child) => sum + child.pendingCount, 0),
    activity,
  };
}
