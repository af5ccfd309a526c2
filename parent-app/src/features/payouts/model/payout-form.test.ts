import { describe, expect, it } from 'vitest';
import { payoutFormSchema, reaisText } from './payout-form';

describe("'Pagar ao filho' form schema (issue 40)", () => {
  const schema = payoutFormSchema(1200);

  it('reads comma or dot and answers centavos', () => {
    expect(schema.parse({ amount: '5,00', method: 'pix' })).toEqual({ amount: 500, method: 'pix' });
    expect(schema.parse({ amount: '12.00', method: 'cash' })).toEqual({
      amount: 1200,
      method: 'cash',
    });
  });

  it('refuses more than the available balance, saying how much is available', () => {
    const result = schema.safeParse({ amount: '12,01', method: 'cash' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'O valor é maior que o saldo disponível da criança. Disponível: R$ 12,00.',
    });
  });

  it("uses the contract's messages for a blank or zero amount", () => {
    expect(schema.safeParse({ amount: '', method: 'cash' }).error?.issues[0]?.message).toBe(
      'Informe o valor a pagar.',
    );
    expect(schema.safeParse({ amount: '0', method: 'cash' }).error?.issues[0]?.message).toBe(
      'Informe um valor válido maior que zero.',
    );
  });

  it('writes centavos as the reais a query string carries', () => {
    expect(reaisText(500)).toBe('5,00');
    expect(reaisText(123456)).toBe('1234,56');
  });
});
