import type { ReportFigures } from '@portal/contracts/money-out';
import { formatMoney } from '@portal/domain';
import { groupThousands } from '@portal/domain/intl';
import { Card } from '@portal/design-system';
import type { ReactNode } from 'react';
import { reportsCopy as C } from '../copy';
import { earnedOf, tasksDone, type ChildReport } from '../model/report-view';

const M = C.money;

/**
 * The money of the range ('Dinheiro no período'): earned with tasks and allowance (and
 * adjustments when there were any), paid out (cash and Pix), saved into goals, spent, and the
 * change of the balance, as a list of terms and figures.
 */
export function MoneyFigures({ figures }: { figures: ReportFigures }) {
  const money = figures.money;
  return (
    <Card as="section" title={C.moneyTitle} className="reports__money">
      <dl className="reports__figures">
        <Figure term={M.earnedTasks} value={formatMoney(money.earnedTasks)} />
        <Figure term={M.earnedAllowance} value={formatMoney(money.earnedAllowance)} />
        {money.adjustments !== 0 ? (
          <Figure term={M.adjustments} value={formatMoney(money.adjustments)} />
        ) : null}
        <Figure
          term={M.paidOut}
          value={formatMoney(money.paidOut)}
          hint={
            <>
              {M.paidOutCash}{' '}
              <span className="parent-nowrap">{formatMoney(money.paidOutCash)}</span>
              {' · '}
              {M.paidOutPix} <span className="parent-nowrap">{formatMoney(money.paidOutPix)}</span>
            </>
          }
        />
        <Figure term={M.savedIntoGoals} value={formatMoney(money.savedIntoGoals)} />
        <Figure term={M.spent} value={formatMoney(money.spent)} />
        <Figure
          term={M.net}
          value={`${money.net > 0 ? '+' : ''}${formatMoney(money.net)}`}
          tone={money.net < 0 ? 'down' : money.net > 0 ? 'up' : undefined}
        />
      </dl>
    </Card>
  );
}

/** Tasks done in the range and the reviews made in it. */
export function ActivityFigures({ figures }: { figures: ReportFigures }) {
  return (
    <Card as="section" title={C.activityTitle} className="reports__activity">
      <dl className="reports__figures reports__figures--three">
        <Figure term={C.tasksDone} value={groupThousands(tasksDone(figures))} />
        <Figure term={C.approvals} value={groupThousands(figures.approvals)} />
        <Figure term={C.rejections} value={groupThousands(figures.rejections)} />
      </dl>
    </Card>
  );
}

/** One child's streak ('Sequências'): days in a row as of today and the best run. */
export function StreakFigure({ child }: { child: ChildReport }) {
  return (
    <Card as="section" title={C.streaksTitle} className="reports__streak">
      <p className="parent-figure">{C.streak(child.streak)}</p>
      <p className="parent-muted">{C.bestStreak(child.bestStreak)}</p>
    </Card>
  );
}

/**
 * 'Por criança' (the family's report): each child's earnings, payouts, savings, tasks and
 * streaks side by side, as a table (it scrolls sideways on a phone).
 */
export function ChildrenTable({ list }: { list: readonly ChildReport[] }) {
  return (
    <Card as="section" title={C.childrenTitle} className="reports__children">
      <div
        className="reports__table-scroll"
        tabIndex={0}
        role="region"
        aria-label={C.childrenTitle}
      >
        <table className="reports__table">
          <caption className="mesa-visually-hidden">{C.childrenTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{C.child}</th>
              <th scope="col">{C.earned}</th>
              <th scope="col">{M.paidOut}</th>
              <th scope="col">{M.savedIntoGoals}</th>
              <th scope="col">{C.tasksDone}</th>
              <th scope="col">{C.approvals}</th>
              <th scope="col">{C.rejections}</th>
              <th scope="col">{C.streaksTitle}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((child) => (
              <tr key={child.childId}>
                <th scope="row">{child.name}</th>
                <td>{formatMoney(earnedOf(child.money))}</td>
                <td>{formatMoney(child.money.paidOut)}</td>
                <td>{formatMoney(child.money.savedIntoGoals)}</td>
                <td>{groupThousands(tasksDone(child))}</td>
                <td>{groupThousands(child.approvals)}</td>
                <td>{groupThousands(child.rejections)}</td>
                <td>
                  {C.streak(child.streak)}
                  <br />
                  <span className="parent-muted">{C.bestStreak(child.bestStreak)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Figure({
  term,
  value,
  hint,
  tone,
}: {
  term: string;
  value: string;
  hint?: ReactNode;
  tone?: 'up' | 'down';
}) {
  return (
    <div
      className={['reports__figure', tone ? `reports__figure--${tone}` : null]
        .filter(Boolean)
        .join(' ')}
    >
      <dt>{term}</dt>
      <dd>
        <span className="reports__value">{value}</span>
        {hint ? <span className="reports__hint">{hint}</span> : null}
      </dd>
    </div>
  );
}
