/// <reference lib="dom" />
// @vitest-environment jsdom
// The hosted pages through axe-core (WCAG 2.x A/AA rules that need no layout): labels, lang,
// headings, landmarks, link and button names.
import axe from 'axe-core';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeEmulator } from '../src/index';
import { MONTHLY, control, form, openCheckout, startWithSdk } from './helpers';

let emulator: StripeEmulator;
let stripe: Stripe;

beforeAll(async () => {
  ({ emulator, stripe } = await startWithSdk());
});
afterAll(() => emulator.close());

async function violations(html: string): Promise<string[]> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.setAttribute('lang', parsed.documentElement.getAttribute('lang') ?? '');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  const results = await axe.run(document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    // jsdom has no layout or computed colours
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

function local(url: string): string {
  return `${emulator.url}${new URL(url).pathname}`;
}

describe('hosted pages are accessible', () => {
  it('checkout page, also with the declined-card alert', async () => {
    const { session } = await openCheckout(stripe, MONTHLY, { trialDays: 7 });
    expect(await violations(await (await fetch(local(session.url as string))).text())).toEqual([]);
    const declined = await fetch(
      `${emulator.url}/checkout/${session.id}/pay`,
      form({ card_number: '4000 0000 0000 0002' }),
    );
    expect(await violations(await declined.text())).toEqual([]);
  });

  it('portal page before and after cancelling', async () => {
    const { session, customer } = await openCheckout(stripe, MONTHLY);
    await control(emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://localhost:3000/parent/settings?tab=billing',
    });
    expect(await violations(await (await fetch(local(portal.url))).text())).toEqual([]);
    await fetch(`${emulator.url}/portal/${portal.id}/cancel`, form({}));
    const after = await (await fetch(local(portal.url))).text();
    expect(after).toContain('Sua assinatura termina em');
    expect(await violations(after)).toEqual([]);
  });
});
