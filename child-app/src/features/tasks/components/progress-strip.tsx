import { levelProgress } from '@portal/domain';
import { useGetMeQuery } from '../../../lib/api';
import { BalanceSplit, useBalanceSplit } from '../../../lib/balance-split';
import { tasksCopy } from './copy';

const text = tasksCopy.progress;

/**
 * What the child has now: its balance split into what is free and what waits for approval
 * (issue 41; the BFF's figures, with the goals answer), level and XP from its record
 * (`GET /api/me`); balance events refresh both, so a completion or a review shows its effect
 * at once. Renders nothing until the record is loaded.
 */
export function ProgressStrip() {
  const { data } = useGetMeQuery(undefined);
  const child = data?.child;
  const { split } = useBalanceSplit(child?.id);
  if (!child) return null;
  return (
    <section aria-label={text.label} className="child-tasks__progress">
      {split ? <BalanceSplit split={split} /> : null}
      <p>
        <span className="child-tasks__progress-label">{text.level}</span>{' '}
        <strong data-testid="child-level">{child.level}</strong>
      </p>
      <p>
        <span className="child-tasks__progress-label">{text.xp}</span>{' '}
        <strong data-testid="child-xp">{child.xp}</strong>
        <progress
          className="child-tasks__xp-bar"
          aria-label={text.xpProgress}
          max={100}
          value={Math.round(levelProgress(child.xp) * 100)}
        />
      </p>
    </section>
  );
}
