import { Card, Money, ProgressBar } from '@portal/design-system';
import { BalanceSplit, type BalanceSplitFigures } from '../../../lib/balance-split';
import type { GoalPlan } from '../lib/goal-plan';
import { goalsCopy } from './copy';

const text = goalsCopy.summary;

/**
 * 'Plano de Metas' figures: saved, target, still to deposit, active goals, the balance (what is
 * free apart from what waits for approval, issue 41) and the overall progress.
 */
export function PlanSummary({ plan, split }: { plan: GoalPlan; split: BalanceSplitFigures }) {
  return (
    <Card as="section" title={text.label} className="child-goals__summary">
      <dl className="child-goals__figures">
        <div>
          <dt>{text.saved}</dt>
          <dd>
            <Money centavos={plan.saved} />
          </dd>
        </div>
        <div>
          <dt>{text.target}</dt>
          <dd>
            <Money centavos={plan.target} />
          </dd>
        </div>
        <div>
          <dt>{text.remaining}</dt>
          <dd>
            <Money centavos={plan.remaining} />
          </dd>
        </div>
        <div>
          <dt>{text.active}</dt>
          <dd>{plan.activeCount}</dd>
        </div>
      </dl>
      <BalanceSplit split={split} />
      <ProgressBar label={text.progress} value={plan.percent} valueText={`${plan.percent}%`} />
    </Card>
  );
}
