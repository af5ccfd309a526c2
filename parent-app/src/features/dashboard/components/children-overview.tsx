import type { DashboardChild } from '@portal/contracts/dashboard';
import type { PausesResponse } from '@portal/contracts/pause';
import { AGE_GROUP_LABELS, formatMoney, saoPauloToday } from '@portal/domain';
import { Badge, Button, Card, Skeleton, VisuallyHidden } from '@portal/design-system';
import { ChildPayoutSlot } from '../../../lib/child-payout-slot';
import { childPausedUntil, pausedUntilText } from '../../../lib/pause-status';
import { dashboardCopy as C } from '../copy';

/**
 * 'Visão geral dos filhos': each child's name, age, balance, pending approvals, streak and a
 * 'completed today' badge, and 'Pausado até 10/01' while the child's or the family's 'Modo férias'
 * covers today (issue 38), and 'Pagar' ('Pagar ao filho', issue 40, from the composition). A child
 * is not a link: clicking does nothing yet (spec 001 §2).
 * 'Nova Tarefa' closes the card. Without data, skeleton rows of a child row's height.
 */
export function ChildrenOverview({
  list,
  pauses,
  now,
  skeletonRows,
  onNewTask,
}: {
  list: readonly DashboardChild[] | undefined;
  /** The family's pauses (`GET /api/pauses`), when read. */
  pauses: PausesResponse | undefined;
  now: Date;
  skeletonRows: number;
  onNewTask: () => void;
}) {
  const today = saoPauloToday(now);
  return (
    <Card as="section" title={C.childrenTitle} className="parent-dashboard__children">
      <ul className="parent-dashboard__child-list" aria-busy={list ? undefined : true}>
        {list
          ? list.map((child) => (
              <ChildRow
                key={child.id}
                child={child}
                pausedUntil={pauses ? childPausedUntil(pauses, child.id, today) : null}
              />
            ))
          : Array.from({ length: skeletonRows }, (_, i) => (
              <li key={i} className="parent-dashboard__child">
                <Skeleton lines={2} height="1.25rem" />
              </li>
            ))}
      </ul>
      <Button onClick={onNewTask} fullWidth>
        {C.newTask}
      </Button>
    </Card>
  );
}

function ChildRow({
  child,
  pausedUntil,
}: {
  child: DashboardChild;
  /** The last paused day when today is paused. */
  pausedUntil: string | null;
}) {
  return (
    <li className="parent-dashboard__child">
      <div className="parent-dashboard__child-head">
        <h3 className="parent-dashboard__child-name">{child.name}</h3>
        <span className="parent-dashboard__child-balance">
          <VisuallyHidden>{C.balance}: </VisuallyHidden>
          {formatMoney(child.balance)}
        </span>
      </div>
      <div className="parent-badges">
        <span className="parent-muted">{C.age(child.age)}</span>
        <Badge tone={child.ageGroup}>{AGE_GROUP_LABELS[child.ageGroup]}</Badge>
        {child.pendingCount > 0 ? (
          <Badge tone="warning">{C.pending(child.pendingCount)}</Badge>
        ) : null}
        <Badge tone="info">
          <span aria-hidden="true">🔥 </span>
          {C.streak(child.streak)}
        </Badge>
        {child.completedToday > 0 ? (
          <Badge tone="success">
            <span aria-hidden="true">✓ </span>
            {C.completedToday(child.completedToday)}
          </Badge>
        ) : null}
        {pausedUntil ? (
          <Badge tone="warning">
            <span aria-hidden="true">🏖️ </span>
            {pausedUntilText(pausedUntil)}
          </Badge>
        ) : null}
        {child.active ? null : <Badge tone="neutral">{C.inactive}</Badge>}
      </div>
      <div className="parent-dashboard__child-actions">
        <ChildPayoutSlot child={child} />
      </div>
    </li>
  );
}
