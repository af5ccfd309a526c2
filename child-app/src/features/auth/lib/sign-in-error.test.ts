import { describe, expect, it } from 'vitest';
import { CHILD_LOCKED_FALLBACK, signInFailure } from './sign-in-error';

describe('signInFailure', () => {
  it('gives the one generic message for a 401 and asks for the PIN again', () => {
    expect(
      signInFailure({
        status: 401,
        data: {
          code: 'INVALID_CHILD_CREDENTIALS',
          message: 'Conta não encontrada ou PIN inválido',
        },
      }),
    ).toEqual({ message: 'Conta não encontrada ou PIN inválido', retryPin: true });
  });

  it("shows the BFF's lock-out text for a 429, with a fallback when the body is unreadable", () => {
    expect(
      signInFailure({
        status: 429,
        data: { code: 'CHILD_LOCKED', message: 'Muitas tentativas. Aguarde 2 minutos.' },
      }).message,
    ).toBe('Muitas tentativas. Aguarde 2 minutos.');
    expect(signInFailure({ status: 429, data: '<html>' }).message).toBe(CHILD_LOCKED_FALLBACK);
  });

  it('tells a child of another family to use the right parent (403 OTHER_FAMILY)', () => {
    expect(
      signInFailure({ status: 403, data: { code: 'OTHER_FAMILY', message: 'x' } }).message,
    ).toBe(
      'Esta conta infantil pertence a outro responsável. Faça login com o responsável correto.',
    );
  });

  it('reports network failures and unexpected answers as a validation failure', () => {
    const expected = 'Não foi possível validar a conta infantil';
    expect(signInFailure({ status: 'FETCH_ERROR', error: 'TypeError' }).message).toBe(expected);
    expect(signInFailure({ status: 500, data: { code: 'INTERNAL', message: 'x' } }).message).toBe(
      expected,
    );
    expect(signInFailure(new Error('boom')).message).toBe(expected);
  });
});
