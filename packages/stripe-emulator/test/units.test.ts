// Form parsing, parameter validation and webhook signatures on their own.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { EMULATOR_WEBHOOK_SECRET, signPayload } from '../src/index';
import { addInterval } from '../src/emulator';
import { parseForm } from '../src/form';
import { formatMoney } from '../src/pages';
import { validateParams, type Schema } from '../src/validate';
import subset from '../src/openapi-subset.json';

const operations = subset.operations as unknown as Record<
  string,
  { body?: Schema; query?: Schema }
>;

describe('parseForm', () => {
  it("reads Stripe's bracket syntax", () => {
    expect(
      parseForm(
        'mode=subscription&metadata[familyId]=fam%201&line_items[0][price]=price_1&line_items[0][quantity]=1' +
          '&line_items[1][price]=price_2&expand[]=a&expand[]=b.c&lookup_keys[0]=x&lookup_keys[1]=y' +
          '&success_url=http%3A%2F%2Fx%2F%3Fs%3D%7BCHECKOUT_SESSION_ID%7D&name=Ana+Maria',
      ),
    ).toEqual({
      mode: 'subscription',
      metadata: { familyId: 'fam 1' },
      line_items: [{ price: 'price_1', quantity: '1' }, { price: 'price_2' }],
      expand: ['a', 'b.c'],
      lookup_keys: ['x', 'y'],
      success_url: 'http://x/?s={CHECKOUT_SESSION_ID}',
      name: 'Ana Maria',
    });
  });

  it('orders indexed arrays by index and keeps an empty value', () => {
    expect(parseForm('a[1]=second&a[0]=first&metadata=')).toEqual({
      a: ['first', 'second'],
      metadata: '',
    });
  });
});

describe('validateParams against the extracted spec', () => {
  const checkout = operations['POST /v1/checkout/sessions']?.body as Schema;

  it('accepts what the BFF sends', () => {
    expect(
      validateParams(
        checkout,
        parseForm(
          'mode=subscription&customer=cus_1&client_reference_id=f&metadata[familyId]=f' +
            '&line_items[0][price]=p&line_items[0][quantity]=1&success_url=http://x&cancel_url=http://y' +
            '&subscription_data[trial_period_days]=7&subscription_data[metadata][familyId]=f' +
            '&payment_method_types[0]=card&expires_at=1800000000&locale=pt-BR',
        ),
      ),
    ).toBeNull();
  });

  it('names the first problem like Stripe', () => {
    const problem = (text: string) => validateParams(checkout, parseForm(text))?.body;
    expect(problem('success_url=x&foo=1')).toMatchObject({
      code: 'parameter_unknown',
      param: 'foo',
      message: 'Received unknown parameter: foo',
    });
    expect(problem('mode=payment')).toMatchObject({
      code: 'parameter_missing',
      param: 'success_url',
    });
    expect(problem('success_url=x&line_items[0][prise]=p')).toMatchObject({
      code: 'parameter_unknown',
      param: 'line_items[0][prise]',
    });
    expect(problem('success_url=x&subscription_data[trial_period_days]=seven')).toMatchObject({
      code: 'parameter_invalid_integer',
      param: 'subscription_data[trial_period_days]',
    });
    expect(problem('success_url=x&mode=monthly')?.message).toBe(
      'Invalid mode: must be one of payment, setup, subscription',
    );
  });

  it('checks query parameters of a list', () => {
    const prices = operations['GET /v1/prices']?.query as Schema;
    expect(validateParams(prices, parseForm('active=true&lookup_keys[0]=a&limit=3'))).toBeNull();
    expect(validateParams(prices, parseForm('active=yes'))?.body.param).toBe('active');
    expect(validateParams(prices, parseForm('colour=red'))?.body.code).toBe('parameter_unknown');
  });
});

describe('helpers', () => {
  it('signs a payload the official SDK verifies', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const header = signPayload(payload, EMULATOR_WEBHOOK_SECRET);
    const event = Stripe.webhooks.constructEvent(payload, header, EMULATOR_WEBHOOK_SECRET);
    expect(event.id).toBe('evt_1');
    const old = signPayload(payload, EMULATOR_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600);
    expect(() =>
      Stripe.webhooks.constructEvent(payload, old, EMULATOR_WEBHOOK_SECRET, 300),
    ).toThrow();
  });

  it('adds calendar intervals', () => {
    const jan31 = Date.UTC(2026, 0, 31) / 1000;
    expect(new Date(addInterval(jan31, 'year', 1) * 1000).toISOString()).toBe(
      '2027-01-31T00:00:00.000Z',
    );
    expect(addInterval(jan31, 'day', 7)).toBe(jan31 + 7 * 86_400);
  });

  it('writes reais the pt-BR way with a plain space', () => {
    expect(formatMoney(1990, 'brl')).toBe('R$ 19,90');
    expect(formatMoney(29900, 'brl')).toBe('R$ 299,00');
  });
});
