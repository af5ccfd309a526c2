import { describe, expect, it } from 'vitest';
import { csvAmount, csvLine, csvText, daysBetween, reportDays } from './report';

describe('reportDays', () => {
  it('covers this week from Sunday, this month from the 1st, or the chosen days', () => {
    expect(reportDays('week', '2026-12-02')).toEqual({ from: '2026-11-29', to: '2026-12-02' });
    expect(reportDays('month', '2026-12-02')).toEqual({ from: '2026-12-01', to: '2026-12-02' });
    expect(reportDays('custom', '2026-12-02', { from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(() => reportDays('custom', '2026-12-02', { from: '2026-01-01' })).toThrow(RangeError);
  });

  it('lists the days of a range across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('CSV cells', () => {
  it('writes amounts with a decimal comma', () => {
    expect(csvAmount(-500)).toBe('-5,00');
    expect(csvAmount(123456)).toBe('1234,56');
    expect(csvAmount(7)).toBe('0,07');
  });

  it('quotes separators and defuses formulas', () => {
    expect(csvText('Tarefa: lavar; secar')).toBe('"Tarefa: lavar; secar"');
    expect(csvText('Disse "oi"')).toBe('"Disse ""oi"""');
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvText('-5')).toBe("'-5");
    expect(csvText('Mesada')).toBe('Mesada');
    expect(csvLine(['a', 'b'])).toBe('a;b\r\n');
  });
});
