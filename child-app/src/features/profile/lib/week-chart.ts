import type { StatsDay } from '@portal/contracts';
import { formatMoney } from '@portal/domain';
import type { BarChartDatum } from '@portal/design-system';

/** Smallest bar, in percent of the tallest, for a day that earned something (spec 001 §9). */
export const MIN_BAR_PERCENT = 4;

/**
 * The 7-day chart's bars (oldest first, labels Dom…Sáb as the BFF sends them). A day with a
 * positive amount is drawn at least 4 % tall, so a small earning next to a big one still
 * shows; the value read out (table, tooltip) is always the real amount.
 */
export function weekChartData(week: readonly StatsDay[]): BarChartDatum[] {
  const max = Math.max(0, ...week.map((day) => day.earnings));
  return week.map((day) => ({
    label: day.label,
    value: day.earnings > 0 ? Math.max(day.earnings, (max * MIN_BAR_PERCENT) / 100) : 0,
    valueText: formatMoney(day.earnings),
  }));
}

/** Whether the week had anything to draw: earnings or tasks on some day. */
export function weekHasActivity(week: readonly StatsDay[]): boolean {
  return week.some((day) => day.earnings !== 0 || day.tasks > 0);
}
