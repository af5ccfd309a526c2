import { Money } from '@portal/design-system';
import { levelProgress } from '@portal/domain';
import { useGetMeQuery } from '../../../lib/api';
import { tasksCopy } from './copy';

const text = tasksCopy.progress;

/**
 * What the child has now: balance, level and XP, straight from its record (`GET /api/me`,
 * refetched on balance events), so a completion or a review shows its effect at once.
 * Renders nothing until the record is loaded.
 */
export function ProgressStrip() {
  const { data } = useGetMeQuery(undefined);
  const child = data?.child;
  if (!child) return null;
  return (
    <section aria-label={text.label} className="child-tasks__progress">
      <p>
        <span className="child-tasks__progress-label">{text.balance}</span>{' '}
        <strong data-testid="child-balance">
          <Money centavos={child.balance} />
        </strong>
      </p>
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
