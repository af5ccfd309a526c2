/**
 * A payday on PostgreSQL (issue 38, "Must show" 3).
 *
 *   pnpm --filter @portal/bff exec tsx bench/allowance.ts [--json <file>]
 *
 * Creates its own database (harness.ts), one family with BENCH_CHILDREN children (10,000), each
 * with a weekly allowance of R$ 10,00 whose payday is the next Friday, 25 % of it for a goal,
 * then runs what the `allowance.pay-due` job runs at 08:00 of that Friday (payDueAllowances),
 * once, timed, and again right after (it must pay nothing). Prints the seconds and checks that
 * the ledger has exactly one allowance line per child and every balance = Σ ledger. Measures,
 * does not judge: it fails only if the counts are wrong.
 */
import { paydayInstant, paydayOnOrAfter, saoPauloToday } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { allowances, goals } from '../src/db/schema';
import { fixedClock } from '../src/lib/clock';
import { rowsOf } from '../src/lib/keyset';
import { payDueAllowances } from '../src/routes/allowance/allowance.service';
import { createVerifiedParent } from '../src/test/test-accounts';
import { createTestApp } from '../src/test/test-app';
import { runBench, withBenchDatabase, writeJsonFigures } from './harness';
import { seedChildren } from './seed';

const CHILDREN = Number(process.env.BENCH_CHILDREN) || 10_000;

async function main() {
  await withBenchDatabase(async (handle, version) => {
    const app = createTestApp(handle);
    const { familyId } = await createVerifiedParent(app);
    const kids = await seedChildren(handle.db, familyId, CHILDREN, 'mesada');
    const friday = paydayOnOrAfter({ period: 'weekly', weekday: 5 }, saoPauloToday());
    const startsOn = saoPauloToday();
    for (let start = 0; start < kids.length; start += 1000) {
      const batch = kids.slice(start, start + 1000);
      await handle.db.insert(allowances).values(
        batch.map((kid) => ({
          childId: kid.id,
          familyId,
          amountCents: 1000,
          period: 'weekly' as const,
          weekday: 5,
          goalSharePercent: 25,
          startsOn,
        })),
      );
      await handle.db.insert(goals).values(
        batch.map((kid) => ({
          childId: kid.id,
          familyId,
          title: 'Bicicleta',
          targetCents: 50_000,
        })),
      );
    }
    await handle.db.execute(sql`analyze`);

    const at = paydayInstant(friday);
    const started = performance.now();
    const { paid } = await payDueAllowances(handle.db, fixedClock(at));
    const seconds = (performance.now() - started) / 1000;
    const again = await payDueAllowances(handle.db, fixedClock(at.getTime() + 60_000));

    const [counts] = rowsOf<{ lines: number; children: number; off: number; saved: number }>(
      await handle.db.execute(sql`select
        (select count(*)::int from transactions where type = 'allowance') as lines,
        (select count(distinct child_id)::int from transactions where type = 'allowance') as children,
        (select count(*)::int from children c where c.balance_cents <>
          (select coalesce(sum(t.amount_cents), 0) from transactions t where t.child_id = c.id)) as off,
        (select coalesce(sum(saved_cents), 0)::int from goals) as saved`),
    );
    console.log(
      `\nA payday on PostgreSQL ${version}: ${CHILDREN} children, R$ 10,00 each, 25 % into a goal\n`,
    );
    console.log(
      `  paid ${paid} allowances in ${seconds.toFixed(1)} s (${(paid / seconds).toFixed(0)}/s)`,
    );
    console.log(`  the job again a minute later paid ${again.paid}`);
    console.log(
      `  ledger: ${counts!.lines} allowance lines for ${counts!.children} children; balances ≠ Σ ledger: ${counts!.off}; saved in goals R$ ${(counts!.saved / 100).toFixed(2)}`,
    );
    writeJsonFigures({ children: CHILDREN, paid, seconds, lines: counts!.lines });
    if (paid !== CHILDREN || again.paid !== 0 || counts!.lines !== CHILDREN || counts!.off !== 0) {
      throw new Error('the payday did not pay every child exactly once');
    }
  });
}

runBench(main);
