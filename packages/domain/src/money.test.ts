import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centavosToDecimalString,
  formatMoney,
  getDisplayCurrency,
  parseMoney,
  setDisplayCurrency,
  splitBalance,
  unitsToCentavos,
} from './money';

describe('parseMoney', () => {
  it.each([
    ['0', 0],
    ['2', 200],
    ['2,5', 250],
    ['2,50', 250],
    ['2.50', 250],
    ['0,50', 50],
    [',50', 50],
    ['1234.56', 123456],
    ['1234,56', 123456],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234.567,89', 123456789],
    ['1.234.567', 123456700],
    ['1.500', 150000], // pt-BR thousands
    ['R$ 2,50', 250],
    ['R$2,50', 250],
    ['r$ 10', 1000],
    ['  R$ 1.234,56  ', 123456],
    ['R$\u00a01.234,56', 123456], // raw Intl output
    ['1 234,56', 123456],
    ['007', 700],
  ])('%j → %s centavos', (input, centavos) => {
    expect(parseMoney(input)).toBe(centavos);
  });

  it.each([
    '',
    '   ',
    'R$',
    'abc',
    '12a',
    '-5',
    '-R$ 5,00',
    '+5',
    '1,500', // a lone comma marks decimals: three decimals
    '2,555',
    '2.5555',
    '12,',
    '12.',
    '.',
    '1,2,3',
    '1.23.4',
    '1.234,5.6',
    '0.500', // not a thousands grouping, and three decimals
    '1e3',
    'Infinity',
    '99999999999999999999',
  ])('%j is rejected', (input) => {
    expect(parseMoney(input)).toBeNull();
  });

  it('round-trips anything formatMoney shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (centavos) => {
        expect(parseMoney(formatMoney(centavos))).toBe(centavos);
      }),
    );
  });

  it('round-trips dot-decimal strings', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (centavos) => {
        expect(parseMoney(centavosToDecimalString(centavos))).toBe(centavos);
      }),
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [0, 'R$ 0,00'],
    [250, 'R$ 2,50'],
    [123456, 'R$ 1.234,56'],
    [100000000, 'R$ 1.000.000,00'],
    [-500, '-R$ 5,00'],
    [Number.NaN, 'R$ 0,00'],
  ])('%s → %j', (centavos, text) => {
    expect(formatMoney(centavos)).toBe(text);
  });

  it('uses an ordinary space instead of the no-break space of Intl', () => {
    expect(formatMoney(100)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('formats other currencies in pt-BR style', () => {
    expect(formatMoney(1000, 'USD')).toBe('US$ 10,00');
    expect(formatMoney(1000, 'EUR')).toBe('€ 10,00');
  });

  it('writes, without Intl, the same text as Intl.NumberFormat pt-BR for every family currency', () => {
    const viaIntl = (centavos: number, currency: string) =>
      new Intl.NumberFormat('pt-BR', {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })
        .format(centavos / 100)
        .replace(/[\u00a0\u202f]/g, ' ');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -100_000, max: 100_000 }),
          fc.integer({ min: -1e13, max: 1e13 }),
        ),
        fc.constantFrom('BRL', 'USD', 'EUR'),
        (centavos, currency) => {
          expect(formatMoney(centavos, currency)).toBe(viaIntl(centavos, currency));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('shows half a centavo rounded and never a negative zero', () => {
    expect(formatMoney(-0)).toBe('R$ 0,00');
    expect(formatMoney(-0.4)).toBe('R$ 0,00');
    expect(formatMoney(12.5)).toBe('R$ 0,13');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('R$ 0,00');
  });

  it('formats a currency outside the family choices through Intl', () => {
    expect(formatMoney(123456, 'GBP')).toBe('£ 1.234,56');
  });

  it("shows the family's display currency by default, never converting the amount (issue 12)", () => {
    expect(getDisplayCurrency()).toBe('BRL');
    try {
      setDisplayCurrency('USD');
      expect(formatMoney(123456)).toBe('US$ 1.234,56');
      setDisplayCurrency('EUR');
      expect(formatMoney(-500)).toBe('-€ 5,00');
      expect(formatMoney(1200, 'BRL')).toBe('R$ 12,00');
    } finally {
      setDisplayCurrency('BRL');
    }
    expect(formatMoney(1200)).toBe('R$ 12,00');
  });
});

describe('centavosToDecimalString', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [250, '2.50'],
    [123456, '1234.56'],
    [-5, '-0.05'],
  ])('%s → %j', (centavos, text) => {
    expect(centavosToDecimalString(centavos)).toBe(text);
  });
});

describe('unitsToCentavos', () => {
  it('avoids float noise', () => {
    expect(unitsToCentavos(0.1 + 0.2)).toBe(30);
    expect(unitsToCentavos(1.005)).toBe(100);
  });
});

describe('splitBalance (issue 41)', () => {
  it('keeps the rewards awaiting review apart from what is free to use', () => {
    expect(splitBalance(550, 300)).toEqual({ available: 250, awaitingApproval: 300 });
    expect(splitBalance(550, 0)).toEqual({ available: 550, awaitingApproval: 0 });
  });

  it('never reads more waiting than the balance holds, nor a negative figure', () => {
    // A reward spent or saved before its review: the balance holds less than what waits.
    expect(splitBalance(200, 300)).toEqual({ available: 0, awaitingApproval: 200 });
    expect(splitBalance(-100, 300)).toEqual({ available: 0, awaitingApproval: 0 });
  });

  it('adds up to the balance whenever the balance is not negative', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (balance, waiting) => {
        const split = splitBalance(balance, waiting);
        return (
          split.available + split.awaitingApproval === balance &&
          split.available >= 0 &&
          split.awaitingApproval <= waiting
        );
      }),
    );
  });
});
