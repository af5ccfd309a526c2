import { Badge, Card, VisuallyHidden } from '@portal/design-system';
import { Link } from '@portal/router';
import { dashboardCopy as C } from '../copy';

/** Where 'Criar tarefa' comes back to: the create screen returns to the origin it is given. */
const ORIGIN = { from: '/parent/dashboard' };

/**
 * 'Ações rápidas' (spec 001 §2): links to create (with the origin in the navigation state),
 * manage and approve tasks (with the pending badge, whose count is read as 'N pendentes'), the
 * reports ('Relatórios', issue 40) and settings.
 */
export function QuickActions({ pending }: { pending: number | undefined }) {
  return (
    <Card as="section" title={C.quickActions} className="parent-dashboard__actions">
      <ul className="parent-dashboard__action-list">
        <li>
          <Link className="parent-quick-action" to="/tasks/create" state={ORIGIN}>
            <span aria-hidden="true">➕</span> {C.createTask}
          </Link>
        </li>
        <li>
          <Link className="parent-quick-action" to="/tasks/manage">
            <span aria-hidden="true">📋</span> {C.manageTasks}
          </Link>
        </li>
        <li>
          <Link className="parent-quick-action" to="/tasks/approve">
            <span aria-hidden="true">✅</span> {C.approveTasks}{' '}
            {pending ? (
              <Badge tone="warning" className="parent-quick-action__badge">
                {pending} <VisuallyHidden>{C.pendingSuffix(pending)}</VisuallyHidden>
              </Badge>
            ) : null}
          </Link>
        </li>
        <li>
          <Link className="parent-quick-action" to="/parent/reports">
            <span aria-hidden="true">📊</span> {C.reports}
          </Link>
        </li>
        <li>
          <Link className="parent-quick-action" to="/parent/settings">
            <span aria-hidden="true">⚙️</span> {C.settings}
          </Link>
        </li>
      </ul>
    </Card>
  );
}
