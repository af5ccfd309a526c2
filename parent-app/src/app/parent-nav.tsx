import { BottomNav } from '@portal/design-system';
import { Link } from 'react-router-dom';
import { usePendingApprovalsCount } from '../features/approvals/hooks/use-pending-approvals-count';
import { copy } from './copy';

/** Sections of the signed-in parent area, in navigation order. */
export const PARENT_NAV_ITEMS = [
  { id: 'dashboard', label: 'Painel', href: '/parent/dashboard', icon: '🏠' },
  { id: 'tasks', label: 'Tarefas', href: '/tasks/manage', icon: '📋' },
  { id: 'approvals', label: 'Aprovações', href: '/tasks/approve', icon: '✅' },
  { id: 'settings', label: 'Configurações', href: '/parent/settings', icon: '⚙️' },
] as const;

export type ParentSection = (typeof PARENT_NAV_ITEMS)[number]['id'];

/**
 * The parent area's navigation, rendered on react-router links (no full page loads).
 * 'Aprovações' carries a badge with the number of tasks waiting for approval.
 */
export function ParentNav({ active }: { active: ParentSection }) {
  const pendingApprovals = usePendingApprovalsCount();
  return (
    <BottomNav
      label={copy.navLabel}
      items={PARENT_NAV_ITEMS.map((item) =>
        item.id === 'approvals' ? { ...item, badge: pendingApprovals } : { ...item },
      )}
      activeId={active}
      renderLink={({ href, children, ...props }) => (
        <Link to={href} {...props}>
          {children}
        </Link>
      )}
    />
  );
}
