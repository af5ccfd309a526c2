// `node dist/cli.mjs`: starts the emulator from the environment (src/env.ts), prints its URL and
// stops on SIGINT/SIGTERM.
import { loadEnv } from './env';
import { startStripeEmulator } from './server';

const options = loadEnv();
const emulator = await startStripeEmulator(options);
console.log(
  `Stripe emulator listening on ${emulator.url}` +
    (options.webhookUrl ? ` (webhooks → ${options.webhookUrl})` : ' (no webhook URL)'),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await emulator.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
