import { describe, expect, it } from 'vitest';
import { readReportQuery, reportSearch } from './report-params';

const read = (search: string) => readReportQuery(new URLSearchParams(search));

describe('readReportQuery', () => {
  it('reads this month by default and this week when asked', () => {
    expect(read('')).toEqual({ childId: undefined, range: 'month' });
    expect(read('range=week&child=c1')).toEqual({ childId: 'c1', range: 'week' });
    expect(read('range=year')).toEqual({ childId: undefined, range: 'month' });
  });

  it('reads a custom range only with two days written YYYY-MM-DD', () => {
    expect(read('range=custom&from=2026-11-01&to=2026-11-30')).toEqual({
      childId: undefined,
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(read('range=custom&from=01/11/2026&to=2026-11-30').range).toBe('month');
    expect(read('range=custom&from=2026-11-01').range).toBe('month');
  });

  it('writes back what it reads', () => {
    for (const search of ['range=week', 'child=c2&range=custom&from=2026-01-01&to=2026-01-31']) {
      expect(reportSearch(read(search)).toString()).toBe(search);
    }
  });
});
