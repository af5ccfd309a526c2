import { premiumAccessAt } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { families } from '../../db/schema';
import { notifyEvent } from '../../lib/events/event-hub';
import type { StripeClient } from '../../lib/stripe/stripe-client';
import { retrieveSubscription, stateOfSubscription, type ProviderState } from './provider-state';
import { cancelSubscription } from './stray-billing';

/** Whether a stored subscription grants access again, as the provider has it now. */
async function recovered(
  stripe: StripeClient,
  subscriptionId: string,
  pastDueSince: Date | null,
  at: Date,
): Promise<boolean> {
  const subscription = await retrieveSubscription(stripe, subscriptionId);
  if (!subscription) return false;
  const { status, mode } = await stateOfSubscription(stripe, subscription);
  return premiumAccessAt({ status, mode, pastDueSince }, at);
}

/** What {@link applyState} did. */
export type ApplyOutcome = 'applied' | 'stale' | 'other-plan' | 'no-family';

/** {@link applyState}'s answer. */
export interface ApplyResult {
  outcome: ApplyOutcome;
  /** Whether the state read from the provider grants premium access on its own. */
  grantsAccess: boolean;
}

/**
 * Stores `state` on the family under a lock of its row (ADRs 033, 056):
 * - another plan than the stored one never replaces a plan that still grants access: the
 *   family keeps its plan, and the caller releases the other one (a duplicate purchase);
 * - a state read from the provider (`readAt`) before the stored one is stale and ignored, so
 *   replayed or reordered events never move the state backwards;
 * - a new plan that grants access replaces a stored subscription that still bills, read again
 *   first (its retried payment may have gone through: then it is kept and this plan is the
 *   other one): that one is cancelled with the provider before the commit, so a retry after a
 *   failure does it again.
 * Announces `family.changed` when something changed.
 */
export async function applyState(
  db: Db,
  stripe: StripeClient,
  familyId: string,
  state: ProviderState,
  readAt: Date,
): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(families)
      .where(eq(families.id, familyId))
      .for('no key update');
    if (!row) return { outcome: 'no-family', grantsAccess: false };
    const samePlan =
      state.subscriptionId !== null
        ? state.subscriptionId === row.stripeSubscriptionId
        : state.mode === 'one_time' &&
          row.subscriptionMode === 'one_time' &&
          (row.stripePaymentIntentId !== null
            ? state.paymentIntentId === row.stripePaymentIntentId
            : state.priceId === row.stripePriceId);
    const pastDueSince =
      state.status === 'past_due'
        ? row.subscriptionStatus === 'past_due' && row.subscriptionPastDueSince && samePlan
          ? row.subscriptionPastDueSince
          : readAt
        : null;
    const grantsAccess = premiumAccessAt({ ...state, pastDueSince }, readAt);
    const current = {
      status: row.subscriptionStatus,
      mode: row.subscriptionMode,
      pastDueSince: row.subscriptionPastDueSince,
    };
    if (!samePlan && premiumAccessAt(current, readAt))
      return { outcome: 'other-plan', grantsAccess };
    if (row.subscriptionSyncedAt && readAt.getTime() < row.subscriptionSyncedAt.getTime()) {
      return { outcome: 'stale', grantsAccess };
    }
    // A stored subscription that still bills and that this plan would replace: the family
    // could buy because it lapsed (past due beyond the grace), but its retried payment may have
    // gone through since. Then it is the plan kept, and this one the duplicate.
    const replaced = row.stripeSubscriptionId;
    const stillBills = !['canceled', 'incomplete_expired'].includes(row.subscriptionStatus);
    const replaces = grantsAccess && replaced && replaced !== state.subscriptionId && stillBills;
    if (replaces && (await recovered(stripe, replaced, row.subscriptionPastDueSince, readAt))) {
      return { outcome: 'other-plan', grantsAccess };
    }
    const newPlan = !samePlan || row.subscriptionMode !== state.mode;
    const activatedAt =
      grantsAccess && (newPlan || !row.subscriptionActivatedAt)
        ? readAt
        : row.subscriptionActivatedAt;
    await tx
      .update(families)
      .set({
        subscriptionStatus: state.status,
        subscriptionMode: state.mode,
        subscriptionIntervalCount: state.intervalCount,
        subscriptionActivatedAt: activatedAt,
        stripeCustomerId: state.customerId ?? row.stripeCustomerId,
        stripeSubscriptionId: state.subscriptionId,
        stripePaymentIntentId: state.paymentIntentId,
        stripePriceId: state.priceId ?? row.stripePriceId,
        subscriptionPlanName: state.planName ?? (newPlan ? null : row.subscriptionPlanName),
        subscriptionCurrentPeriodEnd: state.currentPeriodEnd,
        subscriptionCancelAtPeriodEnd: state.cancelAtPeriodEnd,
        subscriptionPastDueSince: pastDueSince,
        subscriptionSyncedAt: readAt,
      })
      .where(eq(families.id, familyId));
    if (replaces) await cancelSubscription(stripe, replaced);
    await notifyEvent(tx, { type: 'family.changed', familyId });
    return { outcome: 'applied', grantsAccess };
  });
}
