import { MSG, PRODUCT_NAME, billingRequestFailed, withProduct } from './messages';

describe('messages', () => {
  it('embeds the product name', () => {
    expect(PRODUCT_NAME).toBe('Mesadinha');
    expect(MSG.login.emailNotConfirmed).toBe(
      'Confirme seu e-mail para acessar o Mesadinha. Confira sua caixa de entrada.',
    );
    expect(withProduct('Conhecer o {product}')).toBe('Conhecer o Mesadinha');
  });

  it('puts the status code in parentheses for failed billing requests', () => {
    expect(billingRequestFailed(502)).toBe('Falha na requisição ao Stripe (502)');
  });

  it('has no placeholder left and no blank text', () => {
    const texts = Object.values(MSG).flatMap((group) => Object.values(group) as string[]);
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toContain('{');
    }
  });
});
