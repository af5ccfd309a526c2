import type { ReportQuery } from '@portal/contracts/money-out';

/** The report's range as the page offers it (the contract's `REPORT_RANGES`, without zod). */
export type ReportRange = ReportQuery['range'];

export const RANGE_OPTIONS: readonly ReportRange[] = ['week', 'month', 'custom'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The report the page shows, read from its URL (`?child=&range=&from=&to=`, so a report can be
 * reloaded, shared and gone back to): 'month' unless `range` is 'week', or 'custom' with two
 * days written `YYYY-MM-DD`. Whether the days make a valid range is the contract's to say (the
 * form checks it with `ReportQuerySchema` before writing it here; the BFF again).
 */
export function readReportQuery(search: URLSearchParams): ReportQuery {
  const childId = search.get('child') || undefined;
  const range = search.get('range');
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (range === 'custom' && DAY.test(from) && DAY.test(to)) {
    return { childId, range: 'custom', from, to };
  }
  return { childId, range: range === 'week' ? 'week' : 'month' };
}

/** The URL search of a report (the inverse of {@link readReportQuery}). */
export function reportSearch(query: ReportQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.childId) search.set('child', query.childId);
  search.set('range', query.range);
  if (query.range === 'custom' && query.from && query.to) {
    search.set('from', query.from);
    search.set('to', query.to);
  }
  return search;
}
