/** Subscription status of a family, as the payment provider reports it. */
export type SubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'incomplete'
  | 'incomplete_expired'
  | 'canceled'
  | 'unpaid'
  | 'inactive';

/** Every subscription status (spec 001 §4 "Subscription status"). */
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trialing',
  'past_due',
  'incomplete',
  'incomplete_expired',
  'canceled',
  'unpaid',
  'inactive',
];

/** Status of a new family. */
export const DEFAULT_SUBSCRIPTION_STATUS: SubscriptionStatus = 'inactive';

/** Visual tone of a status badge. */
export type SubscriptionTone = 'positive' | 'warning' | 'error' | 'neutral';

/** pt-BR label of each status (spec 001 §4 table). */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Ativa',
  trialing: 'Período de testes',
  past_due: 'Pagamento em atraso',
  incomplete: 'Pagamento pendente',
  unpaid: 'Pagamento não confirmado',
  incomplete_expired: 'Pagamento expirado',
  canceled: 'Cancelada',
  inactive: 'Inativa',
};

/** Tone of each status (spec 001 §4 table). */
export const SUBSCRIPTION_STATUS_TONES: Readonly<Record<SubscriptionStatus, SubscriptionTone>> = {
  active: 'positive',
  trialing: 'positive',
  past_due: 'warning',
  incomplete: 'warning',
  unpaid: 'warning',
  incomplete_expired: 'error',
  canceled: 'neutral',
  inactive: 'neutral',
};

/**
 * Explanatory text of each status. The spec gives only the gist of past_due (update the
 * payment method in the provider's portal); the other texts are ours, in the same voice.
 */
export const SUBSCRIPTION_STATUS_DESCRIPTIONS: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Sua assinatura está ativa e todos os recursos estão liberados.',
  trialing: 'Você está no período de testes e todos os recursos estão liberados.',
  past_due:
    'Não conseguimos cobrar o último pagamento. Atualize a forma de pagamento no portal de cobrança.',
  incomplete: 'O pagamento ainda não foi concluído. Finalize-o para liberar os recursos.',
  unpaid: 'O pagamento não foi confirmado. Atualize a forma de pagamento no portal de cobrança.',
  incomplete_expired: 'O pagamento expirou antes de ser concluído. Escolha um plano novamente.',
  canceled: 'Sua assinatura foi cancelada. Escolha um plano para voltar a usar todos os recursos.',
  inactive: 'Você ainda não tem uma assinatura. Escolha um plano para liberar todos os recursos.',
};

/** How the family pays: a recurring subscription or a one-time payment. */
export type SubscriptionMode = 'subscription' | 'one_time';

/** Every subscription mode. */
export const SUBSCRIPTION_MODES: readonly SubscriptionMode[] = ['subscription', 'one_time'];

/** A stored status as a known status; anything unknown (or missing) is `inactive`. */
export function normalizeSubscriptionStatus(value: unknown): SubscriptionStatus {
  return typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value)
    ? (value as SubscriptionStatus)
    : DEFAULT_SUBSCRIPTION_STATUS;
}

/** A stored mode as a known mode, or null when unset or unknown ("no plan selected"). */
export function normalizeSubscriptionMode(value: unknown): SubscriptionMode | null {
  return value === 'subscription' || value === 'one_time' ? value : null;
}

/** Whether a status counts as premium on the billing panel: active or trialing. */
export function isPremiumStatus(status: unknown): boolean {
  const normalized = normalizeSubscriptionStatus(status);
  return normalized === 'active' || normalized === 'trialing';
}

/**
 * The subscription gate (spec 001 §4 "Subscription gate decision"): access when the status is
 * active; or trialing when the mode is subscription or unset. A one-time payment needs active.
 * Unknown statuses count as inactive and unknown modes as unset.
 */
export function hasPremiumAccess(status: unknown, mode: unknown): boolean {
  const normalizedStatus = normalizeSubscriptionStatus(status);
  if (normalizedStatus === 'active') return true;
  if (normalizedStatus !== 'trialing') return false;
  return normalizeSubscriptionMode(mode) !== 'one_time';
}

/** A monthly plan: interval count missing or 1 (spec 001 §9). */
export function isMonthlyPlan(intervalCount: number | null | undefined): boolean {
  return intervalCount === null || intervalCount === undefined || intervalCount === 1;
}

/**
 * Whether the billing panel offers "Cancel subscription" through the provider's portal: a
 * premium family on a monthly recurring plan (spec 001 §4 "Premium access and billing panel").
 */
export function canCancelSubscription(
  status: unknown,
  mode: unknown,
  intervalCount: number | null | undefined,
): boolean {
  return (
    isPremiumStatus(status) &&
    normalizeSubscriptionMode(mode) === 'subscription' &&
    isMonthlyPlan(intervalCount)
  );
}

/** Days a `past_due` family keeps premium access after the failed renewal (ADR 033). */
export const PAST_DUE_GRACE_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the premium decision needs of a family's stored subscription state. */
export interface SubscriptionAccessState {
  status: unknown;
  mode: unknown;
  /** When the family became `past_due` (kept while it stays past_due), else null. */
  pastDueSince?: Date | string | null;
}

function toTime(value: Date | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** End of the past-due grace of `state` (pastDueSince + {@link PAST_DUE_GRACE_DAYS}), or null. */
export function pastDueGraceEnd(state: SubscriptionAccessState): Date | null {
  if (normalizeSubscriptionStatus(state.status) !== 'past_due') return null;
  const since = toTime(state.pastDueSince);
  return since === null ? null : new Date(since + PAST_DUE_GRACE_DAYS * DAY_MS);
}

/**
 * The one premium decision of the BFF (ADR 033/034), for the entitlement guard and `/api/me`:
 * {@link hasPremiumAccess} (active; trialing unless one_time), or `past_due` while
 * `now < pastDueSince + PAST_DUE_GRACE_DAYS`. A past_due family without a start of the grace
 * has no access. A subscription cancelled at period end stays `active` until the provider ends
 * it (`canceled`), so the period end needs no check here.
 */
export function premiumAccessAt(state: SubscriptionAccessState, now: Date = new Date()): boolean {
  if (hasPremiumAccess(state.status, state.mode)) return true;
  const graceEnd = pastDueGraceEnd(state);
  return graceEnd !== null && now.getTime() < graceEnd.getTime();
}

/**
 * Maps a provider subscription status to the family's status: Stripe's own statuses map to
 * themselves (`paused` counts as `inactive`), anything unknown is `inactive`.
 */
export function subscriptionStatusFromProvider(value: unknown): SubscriptionStatus {
  return normalizeSubscriptionStatus(value);
}
