import { usePendingSubmissionsCount } from '../features/submissions/hooks/use-pending-submissions-count';
import { ParentSections, type ParentSection } from '../lib/parent-nav';

/**
 * The parent navigation the composition hands to every screen (`NavSlotProvider` in
 * `expose/app.tsx`): 'Aprovações' carries a badge with the number of tasks waiting for approval.
 * It lives in `app/` because it reads a feature's hook; screens render it through `ParentNav`
 * from `lib/` and so never import `app/`.
 */
export function ComposedParentNav({ active }: { active: ParentSection }) {
  const count = usePendingSubmissionsCount();
  return <ParentSections active={active} badges={{ approvals: count }} />;
}
