import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { startStripeEmulator, type StripeEmulator } from '@portal/stripe-emulator';
import type { Env } from '../env';
import type { TestApp } from './test-app';

/*
 * The Stripe emulator for BFF tests (ADR 032): started in process on a random port; the test
 * app's STRIPE_API_URL points at it; webhooks reach the app through a tiny HTTP server around
 * its fetch handler (the emulator delivers them as Stripe does, signed, in order).
 */

/** A running emulator plus what tests call on it. */
export interface TestStripe {
  emulator: StripeEmulator;
  /** Env overrides for createTestApp: the emulator's address. */
  env: Partial<Env>;
  /** Serves `app` over HTTP and points the emulator's webhooks at its `/api/billing/webhook`. */
  attach(app: TestApp): Promise<void>;
  /** POST a control endpoint (`/_emulator/...`) with a JSON body; returns the parsed answer. */
  control<T = unknown>(path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** Waits until every queued webhook was delivered. */
  flush(): Promise<void>;
  /** Events are recorded but not sent (a webhook endpoint down) until `resumeWebhooks`. */
  pauseWebhooks(): void;
  resumeWebhooks(): void;
  /** Recent events (newest first), optionally of one type. */
  events(
    type?: string,
  ): Promise<{ id: string; type: string; data: { object: Record<string, unknown> } }[]>;
  close(): Promise<void>;
}

/** Starts the emulator (no webhook target until `attach`). */
export async function startTestStripe(): Promise<TestStripe> {
  const emulator = await startStripeEmulator({
    port: 0,
    host: '127.0.0.1',
    webhookUrl: null,
    retry: { attempts: 2, baseDelayMs: 20 },
  });
  let server: Server | undefined;
  let webhookUrl: string | null = null;
  const control = async <T>(path: string, body?: unknown) => {
    const res = await fetch(`${emulator.url}${path}`, {
      method: body === undefined && path.startsWith('/_emulator/events?') ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined && path.startsWith('/_emulator/events?')
        ? {}
        : { body: JSON.stringify(body ?? {}) }),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    emulator,
    env: { STRIPE_API_URL: emulator.url },
    async attach(app) {
      server = createServer(getRequestListener(app.fetch));
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      webhookUrl = `http://127.0.0.1:${port}/api/billing/webhook`;
      emulator.setWebhookUrl(webhookUrl);
    },
    pauseWebhooks() {
      emulator.setWebhookUrl(null);
    },
    resumeWebhooks() {
      emulator.setWebhookUrl(webhookUrl);
    },
    control,
    async flush() {
      await control('/_emulator/webhooks/flush', {});
    },
    async events(type) {
      const query = new URLSearchParams({ limit: '100', ...(type ? { type } : {}) });
      const res = await fetch(`${emulator.url}/_emulator/events?${query.toString()}`);
      return (await res.json()) as Awaited<ReturnType<TestStripe['events']>>;
    },
    async close() {
      emulator.setWebhookUrl(null);
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await emulator.close();
    },
  };
}
