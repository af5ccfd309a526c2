import type { Family } from '@portal/contracts/settings';
import {
  formatLongDateTime,
  SUBSCRIPTION_STATUS_DESCRIPTIONS,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUS_TONES,
  type SubscriptionTone,
} from '@portal/domain';
import { Badge, Card, type BadgeTone } from '@portal/design-system';
import { settingsCopy as C } from '../copy';

const B = C.billing;

/** Spec 001 §4 tones as the design system's badge tones. */
const BADGE_TONE: Record<SubscriptionTone, BadgeTone> = {
  positive: 'success',
  warning: 'warning',
  error: 'danger',
  neutral: 'neutral',
};

/**
 * The billing tab, read-only until the billing issue (13): the family's subscription status
 * (label and tone of spec 001 §4), its mode and activation date.
 */
export function BillingTab({ family }: { family: Family }) {
  const status = family.subscriptionStatus;
  return (
    <Card as="section" title={B.title}>
      <dl className="settings__facts">
        <div>
          <dt>{B.status}</dt>
          <dd>
            <Badge tone={BADGE_TONE[SUBSCRIPTION_STATUS_TONES[status]]}>
              {SUBSCRIPTION_STATUS_LABELS[status]}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>{B.mode}</dt>
          <dd>{family.subscriptionMode ? B.modes[family.subscriptionMode] : B.noPlan}</dd>
        </div>
        <div>
          <dt>{B.activatedAt}</dt>
          <dd>
            {family.subscriptionActivatedAt
              ? formatLongDateTime(family.subscriptionActivatedAt)
              : B.notActivated}
          </dd>
        </div>
      </dl>
      <p>{SUBSCRIPTION_STATUS_DESCRIPTIONS[status]}</p>
      <p className="parent-muted">{B.comingSoon}</p>
    </Card>
  );
}
