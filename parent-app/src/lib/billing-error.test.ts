import { describe, expect, it } from 'vitest';
import { readBillingError } from './billing-error';

describe('readBillingError (spec 001 §8 "Billing")', () => {
  it('takes message, then error, then reason from a JSON body, with the code', () => {
    expect(
      readBillingError({ status: 400, data: { code: 'UNKNOWN_PRICE', message: 'Indisponível' } }),
    ).toEqual({ code: 'UNKNOWN_PRICE', message: 'Indisponível', contractBroken: false });
    expect(readBillingError({ status: 400, data: { error: 'Erro' } }).message).toBe('Erro');
    expect(readBillingError({ status: 400, data: { reason: 'Motivo' } }).message).toBe('Motivo');
  });

  it('takes a plain-text body, else names the status', () => {
    expect(
      readBillingError({ status: 'PARSING_ERROR', originalStatus: 500, data: 'Falhou', error: '' })
        .message,
    ).toBe('Falhou');
    expect(readBillingError({ status: 503, data: null }).message).toBe(
      'Falha na requisição ao Stripe (503)',
    );
  });

  it('has no text for a missing connection and marks a broken contract', () => {
    expect(readBillingError({ status: 'FETCH_ERROR', error: 'x' })).toEqual({
      contractBroken: false,
    });
    expect(readBillingError({ status: 'CUSTOM_ERROR', error: 'x' })).toEqual({
      contractBroken: true,
    });
    expect(readBillingError(undefined)).toEqual({ contractBroken: false });
  });
});
