import { Alert, Button, Card, DateText, Money, Spinner } from '@portal/design-system';
import { useGetTransactionsQuery } from '../../../lib/progress-api';
import { ledgerLine } from '../lib/ledger-entry';
import { profileCopy } from './copy';
import { FigureList } from './figure-list';
import { MoneyCard } from './money-card';
import { StatsGate, type StatsState } from './stats-gate';

const text = profileCopy.history;
const numbers = new Intl.NumberFormat('pt-BR');

/** Transactions the history shows (spec 001 §9: 6). */
export const HISTORY_SIZE = 6;

/**
 * 'Histórico': the 6 newest ledger entries (GET /api/children/{id}/transactions?limit=6) with
 * the icon of their kind (`lib/ledger-entry.ts`: 'Mesada' 💵 for the automatic allowance),
 * description, São Paulo date and the signed amount (+ green / − red: the sign is text, so
 * colour is not the only signal; a parent's payout is '👛 Saque via Pix'), under 'Meu dinheiro'
 * (issue 40), then this month's summary from the statistics.
 */
export function HistoryTab({ childId, stats }: { childId: string; stats: StatsState }) {
  const query = useGetTransactionsQuery(
    { childId, limit: HISTORY_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  let list;
  if (query.data) {
    const transactions = query.data.transactions.slice(0, HISTORY_SIZE);
    list =
      transactions.length === 0 ? (
        <p className="child-profile__muted">{text.empty}</p>
      ) : (
        <ul className="child-profile__history" aria-label={text.title}>
          {transactions.map((transaction) => {
            const line = ledgerLine(transaction);
            return (
              <li key={transaction.id} className="child-profile__transaction">
                <span className="child-profile__transaction-icon" aria-hidden="true">
                  {line.icon}
                </span>
                <span className="child-profile__transaction-text">
                  <span className="child-profile__transaction-description">{line.text}</span>
                  <DateText iso={transaction.createdAt} className="child-profile__muted" />
                </span>
                <Money
                  centavos={transaction.amount}
                  signed
                  className="child-profile__transaction-amount"
                />
              </li>
            );
          })}
        </ul>
      );
  } else if (query.isError) {
    list = (
      <Alert
        tone="danger"
        action={
          <Button variant="primary" onClick={() => void query.refetch()}>
            {profileCopy.retry}
          </Button>
        }
      >
        {text.loadFailed}
      </Alert>
    );
  } else {
    list = (
      <div className="child-profile__status">
        <Spinner label={text.loading} showLabel />
      </div>
    );
  }

  return (
    <div className="child-profile__tab">
      <MoneyCard childId={childId} />
      <Card as="section" title={text.title} titleAs="h3">
        {list}
      </Card>
      <Card as="section" title={text.month} titleAs="h3">
        <StatsGate stats={stats}>
          {({ month }) => (
            <FigureList
              items={[
                {
                  id: 'month-earnings',
                  icon: '💰',
                  label: text.monthEarnings,
                  value: <Money centavos={month.earnings} />,
                },
                {
                  id: 'month-tasks',
                  icon: '✅',
                  label: text.monthTasks,
                  value: numbers.format(month.tasks),
                },
                {
                  id: 'month-goals',
                  icon: '🎯',
                  label: text.monthGoals,
                  value: numbers.format(month.goals),
                },
                {
                  id: 'success-rate',
                  icon: '📈',
                  label: text.successRate,
                  // Null until a parent reviewed one of the month's tasks (the BFF's rule).
                  value:
                    month.successRate === null ? (
                      <span className="child-profile__pending">{text.successRatePending}</span>
                    ) : (
                      text.percent(month.successRate)
                    ),
                },
              ]}
            />
          )}
        </StatsGate>
      </Card>
    </div>
  );
}
