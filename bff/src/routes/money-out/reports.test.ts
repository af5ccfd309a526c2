import { randomUUID } from 'node:crypto';
import {
  ReportResponseSchema,
  MSG,
  type LedgerEntryKind,
  type ReportMoney,
} from '@portal/contracts';
import { addDays, daysBetween, saoPauloStartOfDay } from '@portal/domain';
import fc from 'fast-check';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { lockChild, writeMovement } from '../../lib/ledger/ledger';
import {
  approveAs,
  completeAs,
  createTaskAs,
  errorOf,
  expectLedgerInvariants,
  rejectAs,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';

/*
 * Issue 40 items 3 and 4: the CSV export (its bytes) and the report's figures, which must be
 * the SQL sums of the ledger for any ledger (a property test over random ledgers).
 */

/** Appends one ledger line of `kind` at `at` to a child (capped so the balance stays ≥ 0). */
async function addLine(
  db: Db,
  familyId: string,
  childId: string,
  line: { kind: LedgerEntryKind; amount: number; at: Date; method?: 'cash' | 'pix'; text?: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const child = (await lockChild(tx, familyId, childId))!;
    const negative = ['task_reward_reversal', 'goal_deposit', 'payout', 'spending'].includes(
      line.kind,
    );
    // A reversal undoes an earned reward: never more than was earned.
    const cap =
      line.kind === 'task_reward_reversal'
        ? Math.min(child.balanceCents, child.totalEarnedCents)
        : child.balanceCents;
    const amount = negative ? -Math.min(line.amount, cap) : line.amount;
    if (amount === 0) return 0;
    await writeMovement(tx, child, {
      at: line.at,
      entry: {
        type: line.kind,
        amountCents: amount,
        description: line.text ?? `Linha ${line.kind}`,
        source: line.kind === 'payout' ? 'parent_app' : 'system',
        createdBy: null,
        createdAt: line.at,
        metadata: line.method ? { type: 'payout', method: line.method } : {},
      },
      // Task money is what the child earned (expectLedgerInvariants checks it).
      progress: line.kind.startsWith('task_reward')
        ? { totalEarnedCents: child.totalEarnedCents + amount }
        : {},
    });
    return amount;
  });
}

describe('reports and the ledger export', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  const NOW = '2026-11-20T15:00:00.000Z';

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb, { clock: fixedClock(NOW) });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('exports the range as CSV for Excel pt-BR: BOM, ;, decimal comma, one line per movement', async () => {
    const parent = await createVerifiedParent(app);
    const ana = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name: 'Ana; "Bia"',
    });
    const caio = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername(),
      name: 'Caio',
    });
    const at = (iso: string) => new Date(iso);
    // Before the range: not exported, but the balance after counts it.
    await addLine(testDb.db, parent.familyId, ana.childId, {
      kind: 'adjustment',
      amount: 1000,
      at: at('2026-10-31T12:00:00Z'),
    });
    await addLine(testDb.db, parent.familyId, ana.childId, {
      kind: 'allowance',
      amount: 123456,
      text: 'Mesada',
      at: at('2026-11-01T11:00:00Z'), // 08:00 in São Paulo
    });
    await addLine(testDb.db, parent.familyId, caio.childId, {
      kind: 'task_reward',
      amount: 500,
      text: '=HYPERLINK("x")',
      at: at('2026-11-02T02:30:00Z'), // 23:30 on 1 November in São Paulo
    });
    await addLine(testDb.db, parent.familyId, ana.childId, {
      kind: 'payout',
      amount: 500,
      method: 'pix',
      text: 'Saque via Pix',
      at: at('2026-11-03T13:05:00Z'),
    });
    // After the range.
    await addLine(testDb.db, parent.familyId, caio.childId, {
      kind: 'adjustment',
      amount: 1,
      at: at('2026-11-04T03:00:00Z'), // 4 November 00:00 in São Paulo
    });

    const res = await call(
      app,
      'GET',
      '/api/reports/ledger?range=custom&from=2026-11-01&to=2026-11-03',
      {
        cookie: parent.cookie,
      },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="mesadinha-extrato-2026-11-01-a-2026-11-03.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(
      '\ufeff' +
        'Data;Criança;Tipo;Descrição;Valor (R$);Saldo após (R$)\r\n' +
        '01/11/2026 08:00;"Ana; ""Bia""";Mesada;Mesada;1234,56;1244,56\r\n' +
        '01/11/2026 23:30;Caio;Tarefa;"\'=HYPERLINK(""x"")";5,00;5,00\r\n' +
        '03/11/2026 10:05;"Ana; ""Bia""";Saque;Saque via Pix;-5,00;1239,56\r\n',
    );

    const one = await call(
      app,
      'GET',
      `/api/reports/ledger?range=custom&from=2026-11-01&to=2026-11-30&childId=${caio.childId}`,
      { cookie: parent.cookie },
    );
    expect(one.headers.get('content-disposition')).toBe(
      'attachment; filename="mesadinha-extrato-caio-2026-11-01-a-2026-11-30.csv"',
    );
    const lines = (await one.text()).split('\r\n');
    expect(lines).toHaveLength(4); // header, two lines, the empty tail
    expect(lines[2]).toBe('04/11/2026 00:00;Caio;Ajuste;Linha adjustment;0,01;5,01');

    // Another family's child, a bad range, a child caller.
    const other = await createVerifiedParent(app);
    const probe = await call(app, 'GET', `/api/reports/ledger?childId=${caio.childId}`, {
      cookie: other.cookie,
    });
    expect(probe.status).toBe(404);
    const backwards = await call(
      app,
      'GET',
      '/api/reports/ledger?range=custom&from=2026-11-05&to=2026-11-01',
      { cookie: parent.cookie },
    );
    expect(backwards.status).toBe(400);
    expect((await errorOf(backwards)).issues?.[0]?.message).toBe(MSG.report.fromAfterTo);
    const tooLong = await call(
      app,
      'GET',
      '/api/reports?range=custom&from=2025-01-01&to=2026-11-01',
      { cookie: parent.cookie },
    );
    expect((await errorOf(tooLong)).issues?.[0]?.message).toBe(MSG.report.rangeTooLong);
    expect((await call(app, 'GET', '/api/reports/ledger', { cookie: caio.cookie })).status).toBe(
      403,
    );
  });

  it('counts tasks done per category, approvals and rejections of the range', async () => {
    const parent = await createVerifiedParent(app);
    const kid = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
    const ids: string[] = [];
    for (const category of ['Limpeza', 'Limpeza', 'Estudos']) {
      const task = await createTaskAs(
        app,
        parent.cookie,
        taskBody([kid.childId], { category, title: `Tarefa ${randomUUID().slice(0, 6)}` }),
      );
      const done = await completeAs(app, kid.cookie, task.id);
      expect(done.status).toBe(200);
      ids.push(((await done.json()) as { submission: { id: string } }).submission.id);
    }
    expect((await approveAs(app, parent.cookie, ids[0]!)).status).toBe(200);
    expect((await rejectAs(app, parent.cookie, ids[2]!, 'Faltou terminar.')).status).toBe(200);
    const res = await call(app, 'GET', '/api/reports?range=week', { cookie: parent.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    const report = ReportResponseSchema.parse(await res.json());
    expect(report.family.tasksByCategory).toEqual([{ category: 'Limpeza', count: 2 }]);
    expect(report.family).toMatchObject({ approvals: 1, rejections: 1 });
    expect(report.children[0]).toMatchObject({ childId: kid.childId, approvals: 1 });
  });

  it('reports the SQL sums of the ledger, for any ledger', async () => {
    const from = '2026-11-05';
    const to = '2026-11-11';
    const kinds: LedgerEntryKind[] = [
      'task_reward',
      'task_reward_reversal',
      'allowance',
      'adjustment',
      'goal_deposit',
      'goal_refund',
      'payout',
      'spending',
    ];
    const line = fc.record({
      child: fc.integer({ min: 0, max: 1 }),
      kind: fc.constantFrom(...kinds),
      amount: fc.integer({ min: 1, max: 5000 }),
      method: fc.constantFrom('cash' as const, 'pix' as const),
      // From 3 days before the range to 3 days after it.
      minute: fc.integer({ min: 0, max: 13 * 24 * 60 - 1 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 0, maxLength: 40 }), async (lines) => {
        const parent: TestParent = await createVerifiedParent(app);
        const kids = [];
        for (let i = 0; i < 2; i += 1) {
          kids.push(
            await createSignedInChild(app, parent.familyId, {
              username: uniqueUsername('rep'),
              name: `Filho ${i}`,
            }),
          );
        }
        const start = saoPauloStartOfDay(addDays(from, -3)).getTime();
        for (const l of [...lines].sort((a, b) => a.minute - b.minute)) {
          await addLine(testDb.db, parent.familyId, kids[l.child]!.childId, {
            kind: l.kind,
            amount: l.amount,
            method: l.kind === 'payout' ? l.method : undefined,
            at: new Date(start + l.minute * 60_000),
          });
        }
        await expectLedgerInvariants(testDb.db, parent.familyId);
        const res = await call(app, 'GET', `/api/reports?range=custom&from=${from}&to=${to}`, {
          cookie: parent.cookie,
        });
        expect(res.status).toBe(200);
        const report = ReportResponseSchema.parse(await res.json());
        expect(report).toMatchObject({ from, to });

        const rangeStart = saoPauloStartOfDay(from);
        const rangeEnd = saoPauloStartOfDay(addDays(to, 1));
        /** Σ amount of the lines of `childIds` of `kinds` in the range, by SQL. */
        const sum = async (childIds: string[], of: string[], method?: string) => {
          const [row] = await testDb.db
            .select({ s: sql<string>`coalesce(sum(${transactions.amountCents}), 0)::text` })
            .from(transactions)
            .where(
              and(
                sql`${transactions.childId} in (${sql.join(
                  childIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})`,
                sql`${transactions.type} in (${sql.join(
                  of.map((k) => sql`${k}`),
                  sql`, `,
                )})`,
                gte(transactions.createdAt, rangeStart),
                lt(transactions.createdAt, rangeEnd),
                method ? sql`${transactions.metadata}->>'method' = ${method}` : undefined,
              ),
            );
          return Number(row!.s);
        };
        const expected = async (childIds: string[]): Promise<ReportMoney> => ({
          earnedTasks: await sum(childIds, ['task_reward', 'task_reward_reversal']),
          earnedAllowance: await sum(childIds, ['allowance']),
          adjustments: await sum(childIds, ['adjustment']),
          paidOut: 0 - (await sum(childIds, ['payout'])),
          paidOutCash: 0 - (await sum(childIds, ['payout'], 'cash')),
          paidOutPix: 0 - (await sum(childIds, ['payout'], 'pix')),
          savedIntoGoals: 0 - (await sum(childIds, ['goal_deposit', 'goal_refund'])),
          spent: 0 - (await sum(childIds, ['spending'])),
          net: await sum(childIds, kinds),
        });
        /** The balance at the end of `day`: the last line's balance after, by SQL. */
        const balanceAt = async (childIds: string[], day: string) => {
          let total = 0;
          for (const id of childIds) {
            const [row] = await testDb.db
              .select({ b: transactions.balanceAfterCents })
              .from(transactions)
              .where(
                and(
                  eq(transactions.childId, id),
                  lt(transactions.createdAt, saoPauloStartOfDay(addDays(day, 1))),
                ),
              )
              .orderBy(sql`${transactions.createdAt} desc, ${transactions.id} desc`)
              .limit(1);
            total += row?.b ?? 0;
          }
          return total;
        };
        const ids = kids.map((k) => k.childId);
        const days = daysBetween(from, to);
        expect(report.family.money).toEqual(await expected(ids));
        expect(report.family.balanceSeries).toEqual(
          await Promise.all(days.map(async (day) => ({ day, balance: await balanceAt(ids, day) }))),
        );
        for (const [i, kid] of kids.entries()) {
          const of = report.children[i]!;
          expect(of.childId).toBe(kid.childId);
          expect(of.money).toEqual(await expected([kid.childId]));
          expect(of.balanceSeries.map((p) => p.balance)).toEqual(
            await Promise.all(days.map((day) => balanceAt([kid.childId], day))),
          );
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
