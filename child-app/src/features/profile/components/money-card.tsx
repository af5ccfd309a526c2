import { Alert, Button, Card, Money, Skeleton, VisuallyHidden } from '@portal/design-system';
import { useGetChildMoneyQuery } from '../api/money-api';
import { profileCopy } from './copy';
import { FigureList, type Figure } from './figure-list';

const text = profileCopy.money;

/**
 * 'Meu dinheiro' (issue 40): where what the child earned is now — available, waiting for
 * approval, in goals, received from a parent ('Saque'), other spending when there is any — and
 * the total earned, which they add up to (`GET /api/children/{id}/money`, the BFF's sums; live
 * through the `Money` tag).
 */
export function MoneyCard({ childId }: { childId: string }) {
  const query = useGetChildMoneyQuery(childId, { refetchOnMountOrArgChange: true });
  let body;
  if (query.data) {
    const money = query.data;
    const parts: Figure[] = [
      {
        id: 'money-available',
        icon: '💰',
        label: text.available,
        value: <Money centavos={money.available} />,
      },
      {
        id: 'money-awaiting',
        icon: '⏳',
        label: text.awaiting,
        value: <Money centavos={money.awaitingApproval} />,
      },
      {
        id: 'money-goals',
        icon: '🎯',
        label: text.inGoals,
        value: <Money centavos={money.inGoals} />,
      },
      {
        id: 'money-received',
        icon: '👛',
        label: text.received,
        value: <Money centavos={money.received} />,
      },
    ];
    if (money.spent > 0) {
      parts.push({
        id: 'money-spent',
        icon: '🛒',
        label: text.spent,
        value: <Money centavos={money.spent} />,
      });
    }
    body = (
      <>
        <FigureList items={parts} className="child-profile__figures child-profile__money" />
        <FigureList
          items={[
            {
              id: 'money-earned',
              icon: '⭐',
              label: text.earned,
              value: <Money centavos={money.earned} />,
            },
          ]}
          className="child-profile__figures child-profile__money-total"
        />
        <p className="child-profile__muted">{money.earned === 0 ? text.empty : text.sum}</p>
      </>
    );
  } else if (query.isError) {
    body = (
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
    body = (
      <div role="status">
        <VisuallyHidden>{text.loading}</VisuallyHidden>
        <Skeleton lines={5} />
      </div>
    );
  }
  return (
    <Card as="section" title={text.title} titleAs="h3">
      {body}
    </Card>
  );
}
