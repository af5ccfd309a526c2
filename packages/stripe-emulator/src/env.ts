// The CLI's configuration (the only place that reads process.env).
import { EMULATOR_DEFAULT_PORT, EMULATOR_WEBHOOK_SECRET } from './constants';
import type { StripeEmulatorOptions } from './server';

export function loadEnv(env: NodeJS.ProcessEnv = process.env): StripeEmulatorOptions {
  const portText = env.STRIPE_EMULATOR_PORT;
  const port = portText ? Number(portText) : EMULATOR_DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`STRIPE_EMULATOR_PORT must be a port number, got '${portText}'.`);
  }
  return {
    port,
    host: env.STRIPE_EMULATOR_HOST || '127.0.0.1',
    publicUrl: env.STRIPE_EMULATOR_PUBLIC_URL || undefined,
    webhookUrl: env.STRIPE_EMULATOR_WEBHOOK_URL || null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || EMULATOR_WEBHOOK_SECRET,
    dataFile: env.STRIPE_EMULATOR_DATA_FILE || null,
  };
}
