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
