import { BottomNav } from '@portal/design-system';
import { Link } from 'react-router-dom';
import { usePendingTasksCount } from '../features/tasks/hooks/use-pending-tasks-count';
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
 * Bottom navigation on react-router links. 'Tarefas' carries a badge with the count of tasks
 * the child can do now (incomplete and available, from the cached GET /api/child/tasks); no
 * badge while that is unknown or zero.
 */
export function ChildNav({ active }: { active: ChildSection }) {
  const pendingTasks = usePendingTasksCount();
  return (
    <BottomNav
      label={copy.navLabel}
      items={CHILD_NAV_ITEMS.map((item) =>
        item.id === 'tasks' ? { ...item, badge: pendingTasks } : { ...item },
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
