// Starting the project's Stripe emulator (`packages/stripe-emulator`, ADR 032) next to the BFF
// for `npm start` and `pnpm dev`. Node built-ins only, like the other helpers.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startProcess, waitForUrl } from './processes.mjs';

/** Port of the emulator under `npm start` / `pnpm dev` (the e2e suite uses its own). */
export const STRIPE_EMULATOR_PORT = 12111;

/** The emulator's built command line (`pnpm build` makes it). */
export const STRIPE_EMULATOR_CLI = path.join(ROOT, 'packages/stripe-emulator/dist/cli.mjs');

/** Where its state is kept, beside the BFF's embedded database, so purchases survive a restart. */
export const STRIPE_EMULATOR_DATA_FILE = path.join(ROOT, 'bff/.data/stripe-emulator.json');

/** The test cards its checkout page knows (ADR 032). */
export const TEST_CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/**
 * Variables dropped from the environment of the emulator and of the BFF beside it, so both use
 * their dev defaults (the same webhook secret, the emulator's address): a STRIPE_WEBHOOK_SECRET
 * or STRIPE_API_URL left in the shell from real Stripe must not make the two disagree
 * (`undefined` removes a variable in `child_process.spawn`).
 */
export const EMULATOR_DEFAULTS = { STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_URL: undefined };

/**
 * True when the environment points the BFF at a real Stripe account (`STRIPE_SECRET_KEY`); then
 * no emulator is started and the BFF talks to Stripe with that key.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function usesRealStripe(env = process.env) {
  return Boolean(env.STRIPE_SECRET_KEY);
}

/**
 * Starts the emulator on {@link STRIPE_EMULATOR_PORT} (pages at `http://localhost:<port>`),
 * sending webhooks to the BFF at `bffOrigin`, and waits until it answers. The BFF needs no
 * Stripe variables for it: without `STRIPE_SECRET_KEY` its defaults are this address and the
 * emulator's dev key and webhook secret. Returns the `startProcess` handle.
 * @param {{ bffOrigin: string }} options
 */
export async function startStripeEmulator({ bffOrigin }) {
  if (!existsSync(STRIPE_EMULATOR_CLI)) {
    throw new Error(
      `${path.relative(ROOT, STRIPE_EMULATOR_CLI)} is missing: run \`pnpm build\` (or \`pnpm --filter @portal/stripe-emulator build\`).`,
    );
  }
  mkdirSync(path.dirname(STRIPE_EMULATOR_DATA_FILE), { recursive: true });
  const emulator = startProcess('stripe', process.execPath, [STRIPE_EMULATOR_CLI], {
    env: {
      ...EMULATOR_DEFAULTS,
      STRIPE_EMULATOR_PORT: String(STRIPE_EMULATOR_PORT),
      STRIPE_EMULATOR_PUBLIC_URL: `http://localhost:${STRIPE_EMULATOR_PORT}`,
      STRIPE_EMULATOR_WEBHOOK_URL: `${bffOrigin}/api/billing/webhook`,
      STRIPE_EMULATOR_DATA_FILE,
    },
  });
  // Any answer (401 without a key) means it listens. If it never does (port taken…), it must
  // not outlive this script: it runs in its own process group.
  try {
    await waitForUrl(`http://127.0.0.1:${STRIPE_EMULATOR_PORT}/v1/products`, 30_000);
  } catch (error) {
    emulator.stop();
    throw error;
  }
  return emulator;
}
