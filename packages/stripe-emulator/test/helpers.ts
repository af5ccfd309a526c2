import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { EMULATOR_API_KEY, startStripeEmulator, type StripeEmulatorOptions } from '../src/index';

export interface Received {
  body: string;
  signature: string;
}

/** A local webhook endpoint that records every request and answers `respond()`'s status. */
export async function startReceiver(respond: (count: number) => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature'] ?? ''),
      });
      response.writeHead(respond(received.length));
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startWithSdk(options: StripeEmulatorOptions = {}) {
  const emulator = await startStripeEmulator({ port: 0, ...options });
  const stripe = new Stripe(EMULATOR_API_KEY, {
    host: '127.0.0.1',
    port: emulator.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return { emulator, stripe };
}

export async function control<T = unknown>(
  baseUrl: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/_emulator${path}`, {
    method:
      body === undefined && !path.endsWith('flush') && !path.endsWith('reset') ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  };
}

export const MONTHLY = 'mesadinha_monthly';
export const YEARLY = 'mesadinha_yearly';
export const LIFETIME = 'mesadinha_lifetime';

/** The calls the BFF makes to open a checkout for a family (customer + session). */
export async function openCheckout(
  stripe: Stripe,
  lookupKey: string,
  options: { trialDays?: number; email?: string } = {},
) {
  const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true });
  const price = prices.data[0] as Stripe.Price;
  const customer = await stripe.customers.create({
    email: options.email ?? 'pai@example.com',
    metadata: { familyId: 'fam_1' },
  });
  const mode = price.type === 'recurring' ? 'subscription' : 'payment';
  const session = await stripe.checkout.sessions.create({
    mode,
    customer: customer.id,
    client_reference_id: 'fam_1',
    metadata: { familyId: 'fam_1' },
    line_items: [{ price: price.id, quantity: 1 }],
    success_url: 'http://localhost:3000/assinatura/sucesso?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/parent/settings?tab=billing',
    ...(mode === 'subscription'
      ? {
          subscription_data: {
            metadata: { familyId: 'fam_1' },
            ...(options.trialDays ? { trial_period_days: options.trialDays } : {}),
          },
        }
      : {}),
  });
  return { price, customer, session };
}

/** A completed lifetime purchase (payment mode), with its payment intent and charge expanded. */
export async function buyLifetime(
  stripe: Stripe,
  baseUrl: string,
  completion: Record<string, unknown> = {},
) {
  const { session, customer } = await openCheckout(stripe, LIFETIME);
  await control(baseUrl, `/checkout/sessions/${session.id}/complete`, completion);
  const completed = await stripe.checkout.sessions.retrieve(session.id, {
    expand: ['payment_intent.latest_charge'],
  });
  const intent = completed.payment_intent as Stripe.PaymentIntent;
  return { session: completed, customer, intent, charge: intent.latest_charge as Stripe.Charge };
}
