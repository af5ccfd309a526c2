import {
  CentavosSchema,
  MoneyInputSchema,
  moneyInput,
  parseMoneyText,
  positiveAmount,
} from './money';

describe('parseMoneyText', () => {
  it.each([
    ['2', 200],
    ['2,5', 250],
    ['2,50', 250],
    ['2.50', 250],
    ['0,50', 50],
    ['R$ 2,50', 250],
    ['r$10', 1000],
    [' 1234.56 ', 123456],
    ['1.500,00', 150000],
    ['1500,5', 150050],
    ['1500.50', 150050],
    ['R$ 12', 1200],
    ['R$ 1.500', 150000], // a lone dot and three digits: pt-BR thousands
    ['1,500.00', 150000],
    ['1.234.567', 123456700],
    [',5', 50],
  ])('%j → %s', (text, centavos) => {
    expect(parseMoneyText(text)).toBe(centavos);
  });

  it.each(['', 'abc', '-1', '2,555', '1,500', '0.500', '1.23.4', '12,', 'R$', '1e3'])(
    '%j → null',
    (text) => {
      expect(parseMoneyText(text)).toBeNull();
    },
  );
});

describe('moneyInput', () => {
  const Positive = moneyInput({ required: 'obrigatório', invalid: 'inválido' }, [
    positiveAmount('inválido'),
  ]);

  it('reads text as reais and numbers as centavos', () => {
    expect(Positive.parse('2,50')).toBe(250);
    expect(Positive.parse(250)).toBe(250);
  });

  it('validates its own output again unchanged', () => {
    expect(Positive.parse(Positive.parse('R$ 12,34'))).toBe(1234);
  });

  it.each([
    [undefined, 'obrigatório'],
    ['', 'obrigatório'],
    ['  ', 'obrigatório'],
    ['abc', 'inválido'],
    ['0', 'inválido'],
    [0, 'inválido'],
    [2.5, 'inválido'], // reais as a number are refused: numbers are centavos
    [-100, 'inválido'],
  ])('%j → %s', (input, message) => {
    const result = Positive.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('accepts zero without a bound', () => {
    expect(MoneyInputSchema.parse('0')).toBe(0);
  });
});

describe('CentavosSchema', () => {
  it('accepts integer centavos only', () => {
    expect(CentavosSchema.safeParse(250).success).toBe(true);
    expect(CentavosSchema.safeParse(2.5).success).toBe(false);
    expect(CentavosSchema.safeParse(-1).success).toBe(false);
  });
});
