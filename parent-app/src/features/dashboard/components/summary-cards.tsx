import type { ParentDashboardResponse } from '@portal/contracts/dashboard';
import { formatMoney } from '@portal/domain';
import { Card, Skeleton } from '@portal/design-system';
import type { ReactNode } from 'react';
import { dashboardCopy as C } from '../copy';

/**
 * The three cards: total balance, weekly spending (what it counts under the figure; red with a
 * text when over the limit, 'Sem limite semanal definido' without one), tasks today. Without data each keeps its size with a
 * skeleton of the figure and of its hint line, so nothing moves when the figures arrive.
 */
export function SummaryCards({ data }: { data: ParentDashboardResponse | undefined }) {
  const weekly = data?.weeklySpending;
  return (
    <section aria-label={C.summaryLabel} className="parent-stats parent-stats--three">
      <Card as="section" title={C.totalBalance}>
        <Figure value={data ? formatMoney(data.totalBalance) : null} />
        <Hint text={data ? C.totalBalanceHint : null} />
      </Card>
      <Card
        as="section"
        title={C.weeklySpending}
        className={weekly?.overLimit ? 'parent-dashboard__over' : undefined}
      >
        <Figure value={weekly ? formatMoney(weekly.amount) : null} />
        {/* What the figure counts (issue 41): the same words with or without data, so it
            shows at once and nothing moves. */}
        <p className="parent-dashboard__counts">{C.weeklySpendingCounts}</p>
        <Hint
          text={
            weekly ? (
              weekly.limit === null ? (
                C.noLimit
              ) : (
                <>
                  {C.weeklyLimit} <span className="parent-nowrap">{formatMoney(weekly.limit)}</span>
                  {weekly.overLimit ? ` · ${C.overLimit}` : null}
                </>
              )
            ) : null
          }
        />
      </Card>
      <Card as="section" title={C.tasksToday}>
        <Figure value={data ? String(data.tasksToday) : null} />
        <Hint text={data ? C.tasksTodayHint : null} />
      </Card>
    </section>
  );
}

function Figure({ value }: { value: string | null }) {
  return <p className="parent-figure">{value ?? <Skeleton width="6rem" height="1.75rem" />}</p>;
}

function Hint({ text }: { text: ReactNode }) {
  return <p className="parent-dashboard__hint">{text ?? <Skeleton width="10rem" />}</p>;
}
