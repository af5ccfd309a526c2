// The hosted checkout and portal pages, driven with fetch like a browser without script.
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StripeEmulator } from '../src/index';
import { LIFETIME, MONTHLY, YEARLY, control, form, openCheckout, startWithSdk } from './helpers';

let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  ({ emulator, stripe } = await startWithSdk());
});
afterAll(() => emulator.close());
beforeEach(async () => {
  await control(emulator.url, '/reset');
});

function localUrl(url: string): string {
  // session urls use the public origin (localhost); fetch the same path on 127.0.0.1
  return `${emulator.url}${new URL(url).pathname}`;
}

async function page(url: string, init?: RequestInit) {
  const response = await fetch(localUrl(url), init);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

describe('hosted checkout page', () => {
  it('shows the plan, the pt-BR amount, the interval, the trial, the card field and the links', async () => {
    const { session } = await openCheckout(stripe, MONTHLY, { trialDays: 7 });
    const { status, html, headers } = await page(session.url as string);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain('Mesadinha Premium');
    expect(html).toContain('R$ 19,90');
    expect(html).toContain('por mês');
    expect(html).toContain('Período de teste: 7 dias');
    expect(html).toContain('<label for="card_number">Número do cartão</label>');
    expect(html).toContain('value="4242 4242 4242 4242"');
    expect(html).toContain('<button type="submit">Pagar</button>');
    expect(html).toContain(
      '<a href="http://localhost:3000/parent/settings?tab=billing">Cancelar</a>',
    );
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('shows a yearly and a one-time price in words', async () => {
    const yearly = await openCheckout(stripe, YEARLY);
    const yearlyPage = await page(yearly.session.url as string);
    expect(yearlyPage.html).toContain('R$ 199,00');
    expect(yearlyPage.html).toContain('por ano');
    expect(yearlyPage.html).not.toContain('Período de teste');
    const lifetime = await openCheckout(stripe, LIFETIME);
    const lifetimePage = await page(lifetime.session.url as string);
    expect(lifetimePage.html).toContain('R$ 299,00');
    expect(lifetimePage.html).toContain('Pagamento único');
  });

  it('pays with 4242: 303 to the success URL with the session id, session complete', async () => {
    const { session } = await openCheckout(stripe, MONTHLY, { trialDays: 7 });
    const response = await fetch(
      `${emulator.url}/checkout/${session.id}/pay`,
      form({ card_number: '4242 4242 4242 4242' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:3000/assinatura/sucesso?session_id=${session.id}`,
    );
    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved.status).toBe('complete');
    const again = await page(session.url as string);
    expect(again.html).toContain('Este pagamento já foi concluído.');
    expect(again.html).not.toContain('Pagar</button>');
  });

  it('declines 4000 0000 0000 0002: the page again with the alert, session still open', async () => {
    const { session } = await openCheckout(stripe, MONTHLY);
    const response = await fetch(
      `${emulator.url}/checkout/${session.id}/pay`,
      form({ card_number: '4000 0000 0000 0002' }),
    );
    expect(response.status).toBe(402);
    const html = await response.text();
    expect(html).toContain('<p role="alert" id="card_error">Seu cartão foi recusado.</p>');
    expect(html).toContain('value="4000 0000 0000 0002" aria-invalid="true"');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect((await stripe.events.list()).data).toEqual([]);
  });

  it('asks for an e-mail when the session has no customer and no customer_email', async () => {
    const prices = await stripe.prices.list({ lookup_keys: [LIFETIME] });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: prices.data[0]?.id as string, quantity: 1 }],
      success_url: 'http://localhost:3000/ok?id={CHECKOUT_SESSION_ID}',
    });
    const { html } = await page(session.url as string);
    expect(html).toContain('<label for="email">E-mail</label>');
    const response = await fetch(
      `${emulator.url}/checkout/${session.id}/pay`,
      form({ card_number: '4242424242424242', email: 'mae@example.com' }),
    );
    expect(response.status).toBe(303);
    const retrieved = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['customer'],
    });
    expect((retrieved.customer as Stripe.Customer).email).toBe('mae@example.com');
    expect(retrieved.customer_details?.email).toBe('mae@example.com');
  });

  it('tells an expired session apart', async () => {
    const { session } = await openCheckout(stripe, MONTHLY);
    await stripe.checkout.sessions.expire(session.id);
    const { html } = await page(session.url as string);
    expect(html).toContain('Esta sessão de pagamento expirou');
    const pay = await fetch(
      `${emulator.url}/checkout/${session.id}/pay`,
      form({ card_number: '4242424242424242' }),
    );
    expect(pay.status).toBe(409);
  });
});

describe('hosted portal page', () => {
  it('shows the subscription and cancels it at the period end', async () => {
    const { session, customer } = await openCheckout(stripe, MONTHLY);
    await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/parent/settings?tab=billing',
    });
    const before = await page(portal.url);
    expect(before.html).toContain('<html lang="pt-BR">');
    expect(before.html).toContain('Mesadinha Premium');
    expect(before.html).toContain('Ativa');
    expect(before.html).toContain('Cancelar assinatura</button>');
    expect(before.html).toContain(
      '<a href="http://localhost:3000/parent/settings?tab=billing">Voltar</a>',
    );

    const cancel = await fetch(`${emulator.url}/portal/${portal.id}/cancel`, form({}));
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`/portal/${portal.id}`);
    const retrieved = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['subscription'],
    });
    const subscription = retrieved.subscription as Stripe.Subscription;
    expect(subscription.cancel_at_period_end).toBe(true);
    expect(subscription.status).toBe('active');
    const end = new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'long',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date((subscription.cancel_at as number) * 1000));
    const after = await page(portal.url);
    expect(after.html).toContain(`Sua assinatura termina em ${end}.`);
    expect(after.html).not.toContain('Cancelar assinatura</button>');
    const updated = await stripe.events.list({ type: 'customer.subscription.updated' });
    expect(updated.data).toHaveLength(1);

    // 'Manter assinatura' takes the cancellation back
    expect(after.html).toContain('Manter assinatura</button>');
    const renew = await fetch(`${emulator.url}/portal/${portal.id}/renew`, form({}));
    expect(renew.status).toBe(303);
    const kept = await stripe.subscriptions.retrieve(subscription.id);
    expect(kept).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect((await page(portal.url)).html).toContain('Cancelar assinatura</button>');
  });

  it('says so when the customer has no subscription', async () => {
    const customer = await stripe.customers.create({ email: 'x@example.com' });
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/back',
    });
    const { html } = await page(portal.url);
    expect(html).toContain('Você não tem nenhuma assinatura.');
    expect(html).toContain('<a href="http://localhost:3000/back">Voltar</a>');
  });

  it('answers 404 for an unknown page', async () => {
    expect((await fetch(`${emulator.url}/portal/bps_nope`)).status).toBe(404);
    expect((await fetch(`${emulator.url}/checkout/cs_test_nope`)).status).toBe(404);
  });
});
