import { Card, Money } from '@portal/design-system';
import { tasksCopy } from './copy';

const text = tasksCopy.summary;

/** Props of {@link TasksSummaryCards}; money in centavos. */
export interface TasksSummaryCardsProps {
  monthlyEarnings: number;
  potentialEarnings: number;
  todayCount: number;
}

/** The three summary cards: earned this month, still to earn, and tasks for today. */
export function TasksSummaryCards({
  monthlyEarnings,
  potentialEarnings,
  todayCount,
}: TasksSummaryCardsProps) {
  const cards = [
    { id: 'monthly', label: text.monthly, icon: '💰', value: <Money centavos={monthlyEarnings} /> },
    {
      id: 'potential',
      label: text.potential,
      icon: '✨',
      value: <Money centavos={potentialEarnings} />,
    },
    { id: 'today', label: text.today, icon: '📅', value: todayCount },
  ];
  return (
    <section aria-label={text.label} className="child-tasks__summary">
      {cards.map((card) => (
        <Card key={card.id} className="child-tasks__stat">
          <p className="child-tasks__stat-label">
            <span aria-hidden="true">{card.icon}</span> {card.label}
          </p>
          <p className="child-tasks__stat-value">{card.value}</p>
        </Card>
      ))}
    </section>
  );
}
