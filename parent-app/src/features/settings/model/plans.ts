import type { Plan } from '@portal/contracts/billing';
import { MSG } from '@portal/contracts/messages';
import { formatMoney, formatMoneyInput } from '@portal/domain';

type Interval = NonNullable<Plan['interval']>;

/** Portuguese interval words, singular and plural (spec 001 §9 "Billing constants"). */
const INTERVAL_WORDS: Record<Interval, readonly [string, string]> = {
  day: ['dia', 'dias'],
  week: ['semana', 'semanas'],
  month: ['mês', 'meses'],
  year: ['ano', 'anos'],
};

/**
 * The plan's name (spec 001 §9): its nickname, else 'Assinatura' (recurring) or 'Pagamento
 * único' (one-time) followed by the product's name.
 */
export function planName(plan: Plan): string {
  const nickname = plan.nickname?.trim();
  if (nickname) return nickname;
  const prefix = plan.interval ? 'Assinatura' : MSG.billing.oneTimePayment;
  const product = plan.productName?.trim();
  return product ? `${prefix} ${product}` : prefix;
}

/**
 * The amount in pt-BR with the plan's currency (minor units / 100): 'R$ 19,90'; without an
 * amount 'Valor sob consulta'.
 */
export function planPrice(plan: Pick<Plan, 'unitAmount' | 'currency'>): string {
  if (plan.unitAmount === null || !plan.currency) return MSG.billing.priceOnRequest;
  try {
    return formatMoney(plan.unitAmount, plan.currency.toUpperCase());
  } catch {
    // A currency code Intl does not know: the amount still reads in pt-BR.
    return `${plan.currency.toUpperCase()} ${formatMoneyInput(plan.unitAmount)}`;
  }
}

/**
 * How often it is charged: 'mês', '3 meses', 'ano'… (default month); null for a one-time
 * payment ('Pagamento único').
 */
export function planInterval(plan: Pick<Plan, 'interval' | 'intervalCount'>): string | null {
  if (!plan.interval) return null;
  const [one, many] = INTERVAL_WORDS[plan.interval] ?? INTERVAL_WORDS.month;
  const count = plan.intervalCount ?? 1;
  return count > 1 ? `${count} ${many}` : one;
}

/** The price line of a plan card: 'R$ 19,90 / mês', 'R$ 299,00' (one-time). */
export function planPriceLine(plan: Plan): string {
  const interval = planInterval(plan);
  const price = planPrice(plan);
  return interval && plan.unitAmount !== null ? `${price} / ${interval}` : price;
}

/** 'Período de teste: 7 dias' (spec 001 §9); null without a trial. */
export function planTrial(plan: Pick<Plan, 'trialPeriodDays'>): string | null {
  const days = plan.trialPeriodDays;
  if (!days) return null;
  return `Período de teste: ${days} ${days === 1 ? 'dia' : 'dias'}`;
}
