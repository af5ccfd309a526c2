// JSON persistence across restarts, and the built CLI (dist/cli.mjs) the portal's start runs.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { EMULATOR_API_KEY } from '../src/index';
import { MONTHLY, YEARLY, buyLifetime, control, openCheckout, startWithSdk } from './helpers';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const directory = mkdtempSync(path.join(tmpdir(), 'stripe-emulator-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('dataFile', () => {
  it('keeps customers, sessions, subscriptions and events across a restart', async () => {
    const dataFile = path.join(directory, 'state.json');
    const first = await startWithSdk({ dataFile });
    const { session, customer } = await openCheckout(first.stripe, MONTHLY, { trialDays: 7 });
    await control(first.emulator.url, `/checkout/sessions/${session.id}/complete`, {});
    await first.emulator.close();
    expect(existsSync(dataFile)).toBe(true);
    expect(readdirSync(directory)).toEqual(['state.json']); // no temporary file left

    const second = await startWithSdk({ dataFile });
    try {
      expect((await second.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
      const retrieved = await second.stripe.checkout.sessions.retrieve(session.id, {
        expand: ['subscription'],
      });
      expect(retrieved.status).toBe('complete');
      expect((retrieved.subscription as Stripe.Subscription).status).toBe('trialing');
      expect((await second.stripe.events.list()).data).toHaveLength(3);
      await control(second.emulator.url, '/reset');
    } finally {
      await second.emulator.close();
    }
    const third = await startWithSdk({ dataFile });
    try {
      expect((await third.stripe.customers.list()).data).toEqual([]);
    } finally {
      await third.emulator.close();
    }
  });

  it('keeps charges, refunds, disputes and invoice payments across a restart', async () => {
    const dataFile = path.join(directory, 'payments.json');
    const first = await startWithSdk({ dataFile });
    const { intent, charge } = await buyLifetime(first.stripe, first.emulator.url);
    const refund = await first.stripe.refunds.create({ payment_intent: intent.id, amount: 100 });
    await control(first.emulator.url, `/charges/${charge.id}/dispute`, {});
    const yearly = await openCheckout(first.stripe, YEARLY);
    await control(first.emulator.url, `/checkout/sessions/${yearly.session.id}/complete`, {});
    await first.emulator.close();

    const second = await startWithSdk({ dataFile });
    try {
      expect(await second.stripe.charges.retrieve(charge.id)).toMatchObject({
        amount_refunded: 100,
        disputed: true,
      });
      expect((await second.stripe.refunds.retrieve(refund.id)).amount).toBe(100);
      expect((await second.stripe.disputes.list({ charge: charge.id })).data).toHaveLength(1);
      expect((await second.stripe.invoicePayments.list()).data).toHaveLength(1);
    } finally {
      await second.emulator.close();
    }
  });

  it('loads a file written before charges, refunds, disputes and invoice payments existed', async () => {
    const dataFile = path.join(directory, 'older.json');
    const first = await startWithSdk({ dataFile });
    const { customer } = await openCheckout(first.stripe, MONTHLY);
    await first.emulator.close();
    const state = JSON.parse(readFileSync(dataFile, 'utf8')) as {
      objects: Record<string, unknown>;
    };
    for (const name of ['charges', 'refunds', 'disputes', 'invoice_payments']) {
      delete state.objects[name];
    }
    writeFileSync(dataFile, JSON.stringify(state));

    const second = await startWithSdk({ dataFile });
    try {
      expect((await second.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
      expect((await second.stripe.invoicePayments.list()).data).toEqual([]);
      expect((await second.stripe.refunds.list()).data).toEqual([]);
      const { charge } = await buyLifetime(second.stripe, second.emulator.url);
      expect((await second.stripe.charges.retrieve(charge.id)).status).toBe('succeeded');
    } finally {
      await second.emulator.close();
    }
  });

  it('starts from the seed when the file is not its state (and then overwrites it)', async () => {
    const dataFile = path.join(directory, 'broken.json');
    writeFileSync(dataFile, '{"half": ');
    const started = await startWithSdk({ dataFile });
    try {
      expect((await started.stripe.prices.list()).data).toHaveLength(3);
      await started.stripe.customers.create({ email: 'a@example.com' });
    } finally {
      await started.emulator.close();
    }
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toHaveProperty('objects.customers');
  });
});

describe('cli', () => {
  it('starts from the environment, prints its URL and stops on SIGTERM', async () => {
    execFileSync(process.execPath, ['build.mjs'], { cwd: packageRoot, stdio: 'ignore' });
    const child = spawn(process.execPath, [path.join(packageRoot, 'dist/cli.mjs')], {
      env: {
        ...process.env,
        STRIPE_EMULATOR_PORT: '0',
        STRIPE_EMULATOR_PUBLIC_URL: 'http://pay.test',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on (http:\/\/\S+)/.exec(output);
          if (match) resolve(match[1] as string);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      const { port } = new URL(url);
      const stripe = new Stripe(EMULATOR_API_KEY, {
        host: '127.0.0.1',
        port: Number(port),
        protocol: 'http',
      });
      const { session } = await openCheckout(stripe, MONTHLY);
      expect(session.url).toBe(`http://pay.test/checkout/${session.id}`);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
