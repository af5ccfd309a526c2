import type { Allowance } from '@portal/contracts/allowance';
import { formatMoney, weekdayOf, WEEKDAY_LABELS } from '@portal/domain';
import { settingsCopy } from '../copy';

const A = settingsCopy.allowance;

/** A payday as the preview writes it: 'sex., 05/12' (pt-BR short weekday, day/month). */
export function paydayText(day: string): string {
  const [, month, date] = day.split('-');
  return `${WEEKDAY_LABELS[weekdayOf(day)]!.toLowerCase()}., ${date}/${month}`;
}

/** 'Próxima mesada: sex., 05/12 — R$ 10,00'. */
export function nextAllowanceText(day: string, amountCents: number): string {
  return A.next(paydayText(day), formatMoney(amountCents));
}

/** 'Semanal, toda sexta-feira · 20% para a meta ativa'. */
export function allowanceSummary(allowance: Allowance): string {
  const when =
    allowance.period === 'weekly'
      ? A.weekly(A.everyWeekday[allowance.weekday ?? 0]!)
      : A.monthly(allowance.monthDay ?? 1);
  return allowance.goalSharePercent > 0 ? `${when} · ${A.share(allowance.goalSharePercent)}` : when;
}
