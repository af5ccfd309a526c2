import {
  LEDGER_KIND_LABELS,
  type ChildMoneyResponse,
  type LedgerEntryKind,
  type ReportFigures,
  type ReportMoney,
  type ReportQuery,
  type ReportResponse,
} from '@portal/contracts';
import {
  addDays,
  CSV_BOM,
  csvAmount,
  csvLine,
  csvText,
  daysBetween,
  reportDays,
  saoPauloStartOfDay,
  saoPauloToday,
  type ReportDays,
} from '@portal/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children, taskSubmissions, transactions } from '../../db/schema';
import { currentStreak, type ChildRow } from '../../lib/child-public';
import { findReadableChild, type ChildReader } from '../../lib/child-scope';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { isUuid, rowsOf } from '../../lib/keyset';
import { balanceSplitOf } from '../goals/goals.service';

/*
 * 'Relatórios', the CSV export and 'Meu dinheiro' (issue 40, ADR 070). Every figure is an SQL
 * aggregate over the ledger's and the submissions' indexed rows of the range
 * (`transactions_family_created_idx`, `transactions_child_created_idx`); no row list reaches
 * the BFF except the export's, which is the point of it (at most EXPORT_MAX_LINES lines).
 */

/** The most lines one export writes (a year of a busy family is far below it). */
export const EXPORT_MAX_LINES = 50_000;

const SP = sql.raw(`'America/Sao_Paulo'`);

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

function ts(instant: Date) {
  return sql`${instant.toISOString()}::timestamptz`;
}

/** The report's days and the instants they span, and whose rows (one child or the family). */
interface Scope {
  familyId: string;
  childIds: string[] | null;
  days: ReportDays;
  start: Date;
  end: Date;
}

async function scopeOf(
  db: Db,
  familyId: string,
  query: ReportQuery,
  now: Date,
): Promise<{ scope: Scope; kids: ChildRow[] }> {
  if (query.childId !== undefined && !isUuid(query.childId)) throw notFound();
  const kids = await db
    .select()
    .from(children)
    .where(
      and(
        eq(children.familyId, familyId),
        query.childId ? eq(children.id, query.childId) : undefined,
      ),
    )
    .orderBy(asc(children.createdAt), asc(children.id));
  if (query.childId && kids.length === 0) throw notFound();
  const days = reportDays(query.range, saoPauloToday(now), { from: query.from, to: query.to });
  return {
    kids,
    scope: {
      familyId,
      childIds: query.childId ? [query.childId] : null,
      days,
      start: saoPauloStartOfDay(days.from),
      end: saoPauloStartOfDay(addDays(days.to, 1)),
    },
  };
}

function ledgerWhere(scope: Scope): SQL {
  return sql`${transactions.familyId} = ${scope.familyId}
    ${scope.childIds ? sql`and ${transactions.childId} = ${scope.childIds[0]}::uuid` : sql``}
    and ${transactions.createdAt} >= ${ts(scope.start)} and ${transactions.createdAt} < ${ts(scope.end)}`;
}

function submissionsOf(scope: Scope): SQL {
  return sql`${taskSubmissions.familyId} = ${scope.familyId}
    ${scope.childIds ? sql`and ${taskSubmissions.childId} = ${scope.childIds[0]}::uuid` : sql``}`;
}

const NO_MONEY: ReportMoney = {
  earnedTasks: 0,
  earnedAllowance: 0,
  adjustments: 0,
  paidOut: 0,
  paidOutCash: 0,
  paidOutPix: 0,
  savedIntoGoals: 0,
  spent: 0,
  net: 0,
};

/** Adds the sum of one (kind, method) group of lines to `money`. */
function addToMoney(money: ReportMoney, kind: string, method: string, sum: number): ReportMoney {
  const next = { ...money, net: money.net + sum };
  switch (kind as LedgerEntryKind) {
    case 'task_reward':
    case 'task_reward_reversal':
      return { ...next, earnedTasks: next.earnedTasks + sum };
    case 'allowance':
      return { ...next, earnedAllowance: next.earnedAllowance + sum };
    case 'adjustment':
      return { ...next, adjustments: next.adjustments + sum };
    case 'payout':
      return {
        ...next,
        paidOut: next.paidOut - sum,
        paidOutPix: next.paidOutPix - (method === 'pix' ? sum : 0),
        paidOutCash: next.paidOutCash - (method === 'pix' ? 0 : sum),
      };
    case 'goal_deposit':
    case 'goal_refund':
      return { ...next, savedIntoGoals: next.savedIntoGoals - sum };
    case 'spending':
      return { ...next, spent: next.spent - sum };
  }
}

/**
 * `GET /api/reports`: the family's figures (or one child's, with `childId`) and each child's,
 * over the range, in four aggregate statements run side by side.
 */
export async function buildReport(
  db: Db,
  familyId: string,
  query: ReportQuery,
  now: Date = new Date(),
): Promise<ReportResponse> {
  const { scope, kids } = await scopeOf(db, familyId, query, now);
  const day = sql`(${transactions.createdAt} at time zone ${SP})::date`;
  const [moneyRows, openingRows, categoryRows, reviewRows] = await Promise.all([
    // Sums per child, São Paulo day, kind and payout method.
    db.execute(sql`select ${transactions.childId} as child, ${day}::text as day,
        ${transactions.type} as kind, coalesce(${transactions.metadata}->>'method', '') as method,
        sum(${transactions.amountCents})::bigint::text as sum
      from ${transactions} where ${ledgerWhere(scope)}
      group by 1, 2, 3, 4`),
    // Each child's balance when the range starts: the balance after its last earlier line.
    db.execute(sql`select c.id as child, coalesce((select t.balance_after_cents from ${transactions} t
        where t.child_id = c.id and t.created_at < ${ts(scope.start)}
        order by t.created_at desc, t.id desc limit 1), 0) as opening
      from ${children} c where c.family_id = ${familyId}
      ${scope.childIds ? sql`and c.id = ${scope.childIds[0]}::uuid` : sql``}`),
    // Tasks done (not rejected) per child and category, by completion day.
    db.execute(sql`select ${taskSubmissions.childId} as child, ${taskSubmissions.category} as category,
        count(*)::int as count
      from ${taskSubmissions} where ${submissionsOf(scope)} and ${taskSubmissions.status} <> 'rejected'
        and ${taskSubmissions.completedAt} >= ${ts(scope.start)} and ${taskSubmissions.completedAt} < ${ts(scope.end)}
      group by 1, 2`),
    // Reviews made in the range.
    db.execute(sql`select ${taskSubmissions.childId} as child,
        count(*) filter (where ${taskSubmissions.status} = 'approved' and ${taskSubmissions.approvedAt} >= ${ts(scope.start)} and ${taskSubmissions.approvedAt} < ${ts(scope.end)})::int as approvals,
        count(*) filter (where ${taskSubmissions.status} = 'rejected' and ${taskSubmissions.rejectedAt} >= ${ts(scope.start)} and ${taskSubmissions.rejectedAt} < ${ts(scope.end)})::int as rejections
      from ${taskSubmissions} where ${submissionsOf(scope)}
        and (${taskSubmissions.approvedAt} >= ${ts(scope.start)} or ${taskSubmissions.rejectedAt} >= ${ts(scope.start)})
      group by 1`),
  ]);
  const days = daysBetween(scope.days.from, scope.days.to);
  const money = new Map<string, ReportMoney>();
  const netByDay = new Map<string, Map<string, number>>();
  for (const row of rowsOf<{
    child: string;
    day: string;
    kind: string;
    method: string;
    sum: string;
  }>(moneyRows)) {
    const sum = Number(row.sum);
    money.set(row.child, addToMoney(money.get(row.child) ?? NO_MONEY, row.kind, row.method, sum));
    const perDay = netByDay.get(row.child) ?? new Map<string, number>();
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + sum);
    netByDay.set(row.child, perDay);
  }
  const opening = new Map(
    rowsOf<{ child: string; opening: number | string }>(openingRows).map((row) => [
      row.child,
      Number(row.opening),
    ]),
  );
  const categories = rowsOf<{ child: string; category: string; count: number }>(categoryRows);
  const reviews = new Map(
    rowsOf<{ child: string; approvals: number; rejections: number }>(reviewRows).map((row) => [
      row.child,
      row,
    ]),
  );

  const figuresOf = (ids: readonly string[]): ReportFigures => {
    const ofIds = new Set(ids);
    let balance = ids.reduce((sum, id) => sum + (opening.get(id) ?? 0), 0);
    const balanceSeries = days.map((d) => {
      for (const id of ids) balance += netByDay.get(id)?.get(d) ?? 0;
      return { day: d, balance };
    });
    const byCategory = new Map<string, number>();
    for (const row of categories) {
      if (ofIds.has(row.child)) {
        byCategory.set(row.category, (byCategory.get(row.category) ?? 0) + row.count);
      }
    }
    return {
      money: ids.reduce((sum, id) => {
        const of = money.get(id) ?? NO_MONEY;
        return Object.fromEntries(
          Object.keys(NO_MONEY).map((k) => [
            k,
            sum[k as keyof ReportMoney] + of[k as keyof ReportMoney],
          ]),
        ) as ReportMoney;
      }, NO_MONEY),
      balanceSeries,
      tasksByCategory: [...byCategory]
        .map(([category, count]) => ({ category, count }))
        .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
      approvals: ids.reduce((sum, id) => sum + (reviews.get(id)?.approvals ?? 0), 0),
      rejections: ids.reduce((sum, id) => sum + (reviews.get(id)?.rejections ?? 0), 0),
    };
  };

  const today = saoPauloToday(now);
  return {
    from: scope.days.from,
    to: scope.days.to,
    family: figuresOf(kids.map((kid) => kid.id)),
    children: kids.map((kid) => ({
      ...figuresOf([kid.id]),
      childId: kid.id,
      name: kid.name,
      streak: currentStreak(kid, today),
      bestStreak: kid.bestStreak,
    })),
    generatedAt: now.toISOString(),
  };
}

/** The header of the ledger export. */
export const CSV_HEADER = ['Data', 'Criança', 'Tipo', 'Descrição', 'Valor (R$)', 'Saldo após (R$)'];

/** 'dd/mm/aaaa hh:mm' in São Paulo time, as Excel pt-BR reads a date and time. */
const CSV_DATE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function csvDate(instant: Date): string {
  return CSV_DATE.format(instant).replace(',', '');
}

/**
 * `GET /api/reports/ledger`: the file name and the CSV (UTF-8 with BOM, ';', decimal comma,
 * CRLF) of every ledger line of the range, oldest first, one per movement.
 */
export async function exportLedger(
  db: Db,
  familyId: string,
  query: ReportQuery,
  now: Date = new Date(),
): Promise<{ fileName: string; csv: string }> {
  const { scope, kids } = await scopeOf(db, familyId, query, now);
  const rows = await db
    .select({
      createdAt: transactions.createdAt,
      childId: transactions.childId,
      type: transactions.type,
      description: transactions.description,
      amount: transactions.amountCents,
      balanceAfter: transactions.balanceAfterCents,
    })
    .from(transactions)
    .where(ledgerWhere(scope))
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .limit(EXPORT_MAX_LINES + 1);
  if (rows.length > EXPORT_MAX_LINES) {
    throw new ApiError(
      422,
      'EXPORT_TOO_LARGE',
      'Movimentações demais no período: escolha um período menor.',
    );
  }
  const names = new Map(kids.map((kid) => [kid.id, kid.name]));
  let csv = CSV_BOM + csvLine(CSV_HEADER.map(csvText));
  for (const row of rows) {
    csv += csvLine([
      csvDate(row.createdAt),
      csvText(names.get(row.childId) ?? ''),
      csvText(LEDGER_KIND_LABELS[row.type]),
      csvText(row.description),
      csvAmount(row.amount),
      csvAmount(row.balanceAfter),
    ]);
  }
  const who = query.childId ? `-${slug(names.get(query.childId) ?? 'crianca')}` : '';
  return { fileName: `mesadinha-extrato${who}-${scope.days.from}-a-${scope.days.to}.csv`, csv };
}

/** A file-name-safe ASCII form of a name. */
function slug(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'crianca'
  );
}

/**
 * `GET /api/children/{childId}/money` ('Meu dinheiro'): one aggregate over the child's ledger
 * by kind, and the rewards awaiting review; they add up to what the child earned.
 */
export async function childMoney(
  db: Db,
  reader: ChildReader,
  childId: string,
): Promise<ChildMoneyResponse> {
  const child = await findReadableChild(db, reader, childId);
  const [sums, split] = await Promise.all([
    db.execute(sql`select ${transactions.type} as kind, sum(${transactions.amountCents})::bigint::text as sum
      from ${transactions} where ${transactions.childId} = ${child.id}::uuid group by 1`),
    balanceSplitOf(db, child),
  ]);
  const of = new Map(
    rowsOf<{ kind: string; sum: string }>(sums).map((r) => [r.kind, Number(r.sum)]),
  );
  const sum = (...kinds: LedgerEntryKind[]) => kinds.reduce((s, k) => s + (of.get(k) ?? 0), 0);
  const inGoals = -sum('goal_deposit', 'goal_refund');
  const received = -sum('payout');
  const spent = -sum('spending');
  return {
    available: split.available,
    awaitingApproval: split.awaitingApproval,
    inGoals,
    received,
    spent,
    earned: sum('task_reward', 'task_reward_reversal', 'allowance', 'adjustment'),
  };
}
