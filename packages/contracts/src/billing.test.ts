import { CreateCheckoutSessionInputSchema, VerifyCheckoutInputSchema } from './billing';
import { issuesOf } from './test-helpers';

describe('billing inputs', () => {
  it('requires a price id', () => {
    expect(issuesOf(CreateCheckoutSessionInputSchema, { priceId: ' ' })).toEqual({
      priceId: ['Informe o identificador do preço do Stripe.'],
    });
  });

  it('defaults to a subscription of one', () => {
    expect(CreateCheckoutSessionInputSchema.parse({ priceId: 'price_1' })).toEqual({
      priceId: 'price_1',
      mode: 'subscription',
      quantity: 1,
    });
  });

  it('requires a session id to verify', () => {
    expect(issuesOf(VerifyCheckoutInputSchema, {})).toEqual({
      sessionId: ['Informe o identificador da sessão de checkout.'],
    });
  });
});
