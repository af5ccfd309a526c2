import {
  BillingPortalInputSchema,
  CheckoutSessionParamsSchema,
  CheckoutVerifyQuerySchema,
  CreateCheckoutSessionInputSchema,
} from './billing';
import { issuesOf } from './test-helpers';

describe('billing inputs', () => {
  it('requires a price id', () => {
    expect(issuesOf(CreateCheckoutSessionInputSchema, { priceId: ' ' })).toEqual({
      priceId: ['Informe o identificador do preço do Stripe.'],
    });
  });

  it('takes only the price from the client', () => {
    expect(
      CreateCheckoutSessionInputSchema.parse({ priceId: 'price_1', mode: 'payment', quantity: 9 }),
    ).toEqual({ priceId: 'price_1' });
  });

  it('accepts only paths of this portal to come back to', () => {
    expect(
      CreateCheckoutSessionInputSchema.parse({
        priceId: 'p',
        cancelPath: '/parent/settings?tab=billing',
      }),
    ).toEqual({ priceId: 'p', cancelPath: '/parent/settings?tab=billing' });
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'x']) {
      expect(issuesOf(BillingPortalInputSchema, { returnPath: bad })).toEqual({
        returnPath: ['Endereço de retorno inválido.'],
      });
    }
  });

  it('requires a session id to verify', () => {
    expect(issuesOf(CheckoutSessionParamsSchema, { id: '' })).toEqual({
      id: ['Informe o identificador da sessão de checkout.'],
    });
    expect(issuesOf(CheckoutSessionParamsSchema, { id: 'cs_test_1/../x' })).toEqual({
      id: ['Identificador inválido.'],
    });
  });

  it('verifies a subscription unless the success URL says payment', () => {
    expect(CheckoutVerifyQuerySchema.parse({})).toEqual({ mode: 'subscription' });
    expect(CheckoutVerifyQuerySchema.parse({ mode: 'payment' })).toEqual({ mode: 'payment' });
  });
});
