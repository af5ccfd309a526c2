import { generate, isValid } from '@fnando/cpf';
import fc from 'fast-check';
import { MSG } from './messages';
import { isValidCpf, normalizePixPhone, PixKeyInputSchema } from './pix';

const P = MSG.pixKey;

function keyError(input: unknown): string | undefined {
  const result = PixKeyInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('Pix keys (issue 40)', () => {
  it('accepts a CPF with right check digits, masked or not, and stores its 11 digits', () => {
    expect(PixKeyInputSchema.parse({ type: 'cpf', key: '529.982.247-25' })).toEqual({
      type: 'cpf',
      key: '52998224725',
      city: null,
    });
    expect(keyError({ type: 'cpf', key: '529.982.247-24' })).toBe(P.cpfInvalid);
    expect(keyError({ type: 'cpf', key: '111.111.111-11' })).toBe(P.cpfInvalid);
    expect(keyError({ type: 'cpf', key: '5299822472' })).toBe(P.cpfInvalid);
    expect(keyError({ type: 'cpf', key: '5299822472a' })).toBe(P.cpfInvalid);
  });

  it('judges CPFs as @fnando/cpf does (generated and random ones)', () => {
    for (let i = 0; i < 200; i += 1) {
      const cpf = generate(i % 2 === 0);
      expect(isValidCpf(cpf), cpf).toBe(true);
    }
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (digits) => {
        expect(isValidCpf(digits)).toBe(isValid(digits, true));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a phone as +55, DDD and number', () => {
    expect(normalizePixPhone('+55 11 91234-5678')).toBe('+5511912345678');
    expect(normalizePixPhone('(11) 91234-5678')).toBe('+5511912345678');
    expect(normalizePixPhone('5511912345678')).toBe('+5511912345678');
    expect(normalizePixPhone('11 3456-7890')).toBe('+551134567890');
    expect(normalizePixPhone('+1 415 555 0100')).toBeNull();
    expect(normalizePixPhone('01 91234-5678')).toBeNull(); // no DDD 01
    expect(normalizePixPhone('11 81234-5678')).toBeNull(); // 9 digits must start with 9
    expect(normalizePixPhone('11 9123-45678x')).toBeNull();
    expect(keyError({ type: 'phone', key: '91234-5678' })).toBe(P.phoneInvalid);
  });

  it('accepts an e-mail (lower case, ≤ 77) and a random key (UUID)', () => {
    expect(PixKeyInputSchema.parse({ type: 'email', key: ' Ana@Example.COM ' }).key).toBe(
      'ana@example.com',
    );
    expect(keyError({ type: 'email', key: 'ana@' })).toBe(P.emailInvalid);
    expect(keyError({ type: 'email', key: `${'a'.repeat(70)}@ex.com.br` })).toBe(P.emailInvalid);
    expect(
      PixKeyInputSchema.parse({ type: 'random', key: '123E4567-E89B-42D3-A456-426614174000' }).key,
    ).toBe('123e4567-e89b-42d3-a456-426614174000');
    expect(keyError({ type: 'random', key: '123e4567e89b42d3a456426614174000' })).toBe(
      P.randomInvalid,
    );
  });

  it('says which field is wrong, in pt-BR', () => {
    expect(keyError({ key: '52998224725' })).toBe(P.typeRequired);
    expect(keyError({ type: 'boleto', key: '52998224725' })).toBe(P.typeRequired);
    expect(keyError({ type: 'cpf', key: '' })).toBe(P.keyRequired);
    expect(keyError({ type: 'cpf', key: 'x'.repeat(101) })).toBe(P.keyRequired);
    expect(keyError({ type: 'cpf', key: '52998224725', city: 'Cidade Muito Comprida' })).toBe(
      P.cityTooLong,
    );
    expect(
      PixKeyInputSchema.parse({ type: 'cpf', key: '52998224725', city: ' Campinas ' }).city,
    ).toBe('Campinas');
  });
});
