import { parseMoneyText } from '@portal/contracts/money';
import { formatMoney, formatMoneyInput, parseMoney } from '@portal/domain';
import { describe, expect, it } from 'vitest';

/**
 * Forms validate amount text with contracts' `parseMoneyText` while the money field reads it
 * with domain's `parseMoney`: the two must give the same centavos for any text (ADR 031).
 */
describe('parseMoneyText and parseMoney agree', () => {
  it.each([
    '1.500,00',
    '1500,5',
    '1500.50',
    'R$ 12',
    'R$ 1.500',
    '1.500',
    '1,500',
    '1,500.00',
    '1.234.567,89',
    '0.500',
    ',50',
    '12,',
    'R$',
    '-5',
    '1 234,56',
    'R$\u00a01.234,56',
    '',
  ])('%j', (text) => {
    expect(parseMoneyText(text)).toBe(parseMoney(text));
  });

  // A small seeded generator (app-kit has no fast-check): the same 5000 texts on every run.
  function* texts(count: number): Generator<string> {
    const chars = '0123456789.,, R$';
    let seed = 31;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    for (let i = 0; i < count; i += 1) {
      const length = next() % 12;
      let text = '';
      for (let j = 0; j < length; j += 1) text += chars[next() % chars.length];
      yield text;
    }
  }

  it('on any text made of the characters of an amount', () => {
    for (const text of texts(5000))
      expect([text, parseMoneyText(text)]).toEqual([text, parseMoney(text)]);
  });

  it('on what the field and formatMoney show', () => {
    for (const centavos of [0, 1, 50, 999, 150000, 123456789, 99999999999]) {
      expect(parseMoneyText(formatMoneyInput(centavos))).toBe(centavos);
      expect(parseMoneyText(formatMoney(centavos))).toBe(centavos);
    }
  });
});
