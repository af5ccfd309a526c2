import { BottomNav } from '@portal/design-system';
import { Link } from 'react-router-dom';
import { copy } from './copy';

/** The child bottom navigation of spec 001 §2, in order. */
export const CHILD_NAV_ITEMS = [
  { id: 'dashboard', label: 'Início', href: '/child/dashboard', icon: '🏠' },
  { id: 'tasks', label: 'Tarefas', href: '/child/tasks', icon: '📋' },
  { id: 'goals', label: 'Metas', href: '/child/goals', icon: '🎯' },
  { id: 'achievements', label: 'Conquistas', href: '/child/achievements', icon: '🏆' },
  { id: 'profile', label: 'Perfil', href: '/child/profile', icon: '🙂' },
] as const;

export type ChildSection = (typeof CHILD_NAV_ITEMS)[number]['id'];

/**
 * Bottom navigation on react-router links. The 'Tarefas' pending-count badge arrives with the
 * child tasks feature; until then no count is shown rather than a made-up one.
 */
export function ChildNav({ active }: { active: ChildSection }) {
  return (
    <BottomNav
      label={copy.navLabel}
      items={CHILD_NAV_ITEMS.map((item) => ({ ...item }))}
      activeId={active}
      renderLink={({ href, children, ...props }) => (
        <Link to={href} {...props}>
          {children}
        </Link>
      )}
    />
  );
}
