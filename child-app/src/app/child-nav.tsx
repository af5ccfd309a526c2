import { usePendingTasksCount } from '../features/tasks/hooks/use-pending-tasks-count';
import { ChildSections, type ChildSection } from '../lib/child-nav';

/**
 * The child navigation the composition hands to every screen (`NavSlotProvider` in
 * `expose/app.tsx`): 'Tarefas' carries a badge with the count of tasks the child can do now
 * (incomplete and available, from the cached GET /api/child/tasks); no badge while that is
 * unknown or zero. In `app/` because it reads a feature's hook.
 */
export function ComposedChildNav({ active }: { active: ChildSection }) {
  const count = usePendingTasksCount();
  return <ChildSections active={active} badges={{ tasks: count }} />;
}
