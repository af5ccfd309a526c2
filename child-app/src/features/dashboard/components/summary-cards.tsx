import { FRESH_ON_MOUNT } from '@portal/app-kit';
import { Card, Money, ProgressBar } from '@portal/design-system';
import { formatMoney } from '@portal/domain';
import { Link } from '@portal/router';
import { BalanceSplit, useBalanceSplit } from '../../../lib/balance-split';
import { useGetGoalsQuery, useGetStatsQuery } from '../../../lib/progress-api';
import { dashboardCopy as text } from './copy';
import { PartFailed, PartLoading } from './part-status';

// Each card reads what it shows (RTK Query asks the BFF once per read): an answer renders the
// cards that show it, not the whole dashboard with its links.

/**
 * 'Meu saldo', the screen's one balance card: what the child may use now, big, and apart what
 * still waits for a parent's review (issue 41), both from the goals answer the active goal's
 * card reads too. Today's earnings are 'Ganhos de Hoje''s, not repeated here.
 */
export function BalanceCard({ childId }: { childId: string }) {
  const { split, isError, refetch } = useBalanceSplit(childId);
  let body;
  if (split) body = <BalanceSplit split={split} main />;
  else if (isError) body = <PartFailed onRetry={refetch} />;
  else body = <PartLoading />;
  return (
    <Card as="section" title={text.balance.title} className="child-dash__balance">
      {body}
    </Card>
  );
}

/** 'Ganhos de Hoje': today's net task earnings and the tasks done today. */
export function TodayEarningsCard({
  childId,
  completedToday,
}: {
  childId: string;
  completedToday: number;
}) {
  const stats = useGetStatsQuery(childId, FRESH_ON_MOUNT);
  let body;
  if (stats.data) {
    body = (
      <>
        <p className="child-dash__big">
          <Money centavos={stats.data.todayEarnings} />
        </p>
        <p className="child-dash__muted">{text.todayEarnings.tasksDone(completedToday)}</p>
      </>
    );
  } else if (stats.isError) {
    body = <PartFailed onRetry={() => void stats.refetch()} />;
  } else {
    body = <PartLoading />;
  }
  return (
    <Card as="section" title={text.todayEarnings.title} className="child-dash__today">
      {body}
    </Card>
  );
}

/** The first active goal with its progress and a way to the goals screen, or a hint to make one. */
export function ActiveGoalCard({ childId }: { childId: string }) {
  const goals = useGetGoalsQuery(childId, FRESH_ON_MOUNT);
  let body;
  if (goals.data) {
    const goal = goals.data.goals.find(
      (item) => !item.completedAt && item.currentAmount < item.targetAmount,
    );
    body = goal ? (
      <>
        <p className="child-dash__goal-title">{goal.title}</p>
        <ProgressBar
          label={text.goal.progress(goal.title)}
          hideLabel
          value={goal.currentAmount}
          max={goal.targetAmount}
          valueText={text.goal.savedOf(
            formatMoney(goal.currentAmount),
            formatMoney(goal.targetAmount),
          )}
        />
        <Link to="/child/goals" className="mesa-button mesa-button--secondary mesa-button--md">
          {text.goal.open}
        </Link>
      </>
    ) : (
      <>
        <p>{text.goal.none}</p>
        <Link to="/child/goals" className="mesa-button mesa-button--primary mesa-button--md">
          {text.goal.create}
        </Link>
      </>
    );
  } else if (goals.isError) {
    body = <PartFailed onRetry={() => void goals.refetch()} />;
  } else {
    body = <PartLoading height="5rem" />;
  }
  return (
    <Card as="section" title={text.goal.title} className="child-dash__goal">
      {body}
    </Card>
  );
}
