import type { ReportFigures, ReportMoney, ReportResponse } from '@portal/contracts/money-out';
import { reportsCopy as C } from '../copy';

/** One child's line of the report (its figures, name and streaks). */
export type ChildReport = ReportResponse['children'][number];

/**
 * The figures the page draws: the family's, or the chosen child's. With a `childId` the BFF
 * already answers that child's figures as the family's; the child's own line adds its streaks.
 */
export function figuresOf(report: ReportResponse, childId: string | undefined): ReportFigures {
  if (!childId) return report.family;
  return report.children.find((child) => child.childId === childId) ?? report.family;
}

const MONEY_KEYS = [
  'earnedTasks',
  'earnedAllowance',
  'adjustments',
  'paidOut',
  'savedIntoGoals',
  'spent',
] as const satisfies readonly (keyof ReportMoney)[];

/** Nothing happened in the range: no money moved, no task done, nothing reviewed. */
export function isEmptyReport(figures: ReportFigures): boolean {
  return (
    MONEY_KEYS.every((key) => figures.money[key] === 0) &&
    figures.money.net === 0 &&
    figures.tasksByCategory.length === 0 &&
    figures.approvals === 0 &&
    figures.rejections === 0
  );
}

/** One bar of 'Entradas e saídas': what came in is positive, what went out negative. */
export interface FlowRow {
  key: (typeof MONEY_KEYS)[number];
  label: string;
  /** Centavos, signed as the balance saw it. */
  amount: number;
}

/**
 * 'Entradas e saídas': earned with tasks, allowance, adjustments (only when there were any),
 * then paid out, saved into goals and spent as negative amounts (they left the balance).
 */
export function flowRows(money: ReportMoney): FlowRow[] {
  const rows: FlowRow[] = [
    { key: 'earnedTasks', label: C.money.earnedTasks, amount: money.earnedTasks },
    { key: 'earnedAllowance', label: C.money.earnedAllowance, amount: money.earnedAllowance },
  ];
  if (money.adjustments !== 0) {
    rows.push({ key: 'adjustments', label: C.money.adjustments, amount: money.adjustments });
  }
  rows.push(
    { key: 'paidOut', label: C.money.paidOut, amount: -money.paidOut },
    { key: 'savedIntoGoals', label: C.money.savedIntoGoals, amount: -money.savedIntoGoals },
    { key: 'spent', label: C.money.spent, amount: -money.spent },
  );
  return rows;
}

/** What a child earned in the range: tasks, allowance and adjustments. */
export function earnedOf(money: ReportMoney): number {
  return money.earnedTasks + money.earnedAllowance + money.adjustments;
}

/** The sum of the tasks done in the range, over every category. */
export function tasksDone(figures: ReportFigures): number {
  return figures.tasksByCategory.reduce((total, row) => total + row.count, 0);
}

/** `YYYY-MM-DD` as 'dd/mm' (a chart's axis). */
export function dayMonth(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}
