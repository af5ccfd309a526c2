import { BottomNav } from '@portal/design-system';
import { Link } from 'react-router-dom';
import { copy } from './copy';

/** Sections of the signed-in parent area, in navigation order. */
export const PARENT_NAV_ITEMS = [
  { id: 'dashboard', label: 'Painel', href: '/parent/dashboard', icon: '🏠' },
  { id: 'tasks', label: 'Tarefas', href: '/tasks/manage', icon: '📋' },
  { id: 'approvals', label: 'Aprovações', href: '/tasks/approve', icon: '✅' },
  { id: 'settings', label: 'Configurações', href: '/parent/settings', icon: '⚙️' },
] as const;

export type ParentSection = (typeof PARENT_NAV_ITEMS)[number]['id'];

/** The parent area's navigation, rendered on react-router links (no full page loads). */
export function ParentNav({ active }: { active: ParentSection }) {
  return (
    <BottomNav
      label={copy.navLabel}
      items={PARENT_NAV_ITEMS.map((item) => ({ ...item }))}
      activeId={active}
      renderLink={({ href, children, ...props }) => (
        <Link to={href} {...props}>
          {children}
        </Link>
      )}
    />
  );
}
