import type { DashboardActivity, DashboardActivityType } from '@portal/contracts/dashboard';
import { relativeActivityTimePtBR } from '@portal/domain';
import { Card, Skeleton } from '@portal/design-system';
import { dashboardCopy as C } from '../copy';

const ICONS: Record<DashboardActivityType, string> = {
  task_completed: '✅',
  task_pending: '⏳',
  spending: '💸',
  income: '💰',
  info: 'ℹ️',
};

/**
 * 'Atividade recente': up to 6 items, newest first, with a relative time that `now` keeps
 * true ('agora mesmo', 'há 5 minutos'); the exact instant is in the `<time>` element.
 */
export function ActivityFeed({
  items,
  now,
}: {
  items: readonly DashboardActivity[] | undefined;
  now: Date;
}) {
  return (
    <Card as="section" title={C.activityTitle} className="parent-dashboard__activity">
      {items && items.length === 0 ? (
        <p className="parent-muted">{C.noActivity}</p>
      ) : (
        <ul className="parent-dashboard__activity-list" aria-busy={items ? undefined : true}>
          {items
            ? items.map((item) => (
                <li key={item.id} className="parent-dashboard__activity-item">
                  <span className="parent-dashboard__activity-icon" aria-hidden="true">
                    {ICONS[item.type]}
                  </span>
                  <span className="parent-dashboard__activity-text">
                    <span>{item.message}</span>
                    <time dateTime={item.timestamp} className="parent-dashboard__hint">
                      {relativeActivityTimePtBR(item.timestamp, now)}
                    </time>
                  </span>
                </li>
              ))
            : Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="parent-dashboard__activity-item">
                  <Skeleton lines={2} />
                </li>
              ))}
        </ul>
      )}
    </Card>
  );
}
