// `pnpm dev`: every deployable on its dev server with hot reload (BFF with tsx watch, shell and
// remotes with rsbuild dev, Storybook), and the Stripe emulator the BFF pays with (built from its
// source first; not started when STRIPE_SECRET_KEY points the BFF at real Stripe). Ctrl+C stops
// everything.
import { ensureInstalled, pnpm, pnpmCommand, startProcess } from './lib/processes.mjs';
import {
  EMULATOR_DEFAULTS,
  STRIPE_EMULATOR_PORT,
  TEST_CARDS,
  startStripeEmulator,
  usesRealStripe,
} from './lib/stripe-emulator.mjs';

ensureInstalled();
const realStripe = usesRealStripe();
let stripe = null;
if (!realStripe) {
  // A build (esbuild, about a second) rather than a TS runner: the same command line as
  // `npm start`, and the emulator's current source every time.
  pnpm(['--filter', '@portal/stripe-emulator', 'run', 'build']);
  stripe = await startStripeEmulator({ bffOrigin: 'http://127.0.0.1:8787' });
}
const [command, ...prefix] = pnpmCommand();
const apps = [
  ['bff', '@portal/bff', 'dev'],
  ['shell', '@portal/shell', 'dev'],
  ['parent', '@portal/parent-app', 'dev'],
  ['child', '@portal/child-app', 'dev'],
  ['storybook', '@portal/design-system', 'storybook'],
];
const processes = apps.map(([name, filter, script]) =>
  startProcess(name, command, [...prefix, '--filter', filter, 'run', script], {
    // Without STRIPE_SECRET_KEY the BFF's defaults are the emulator's address, key and secret.
    env: name === 'bff' && !realStripe ? EMULATOR_DEFAULTS : {},
  }),
);
if (stripe) processes.push(stripe);
const stop = () => {
  for (const child of processes) child.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const stripeLine = realStripe
  ? 'Stripe: conta real (STRIPE_SECRET_KEY)'
  : `Stripe (emulador) http://localhost:${STRIPE_EMULATOR_PORT} · cartão de teste ${TEST_CARDS.approved} · recusado ${TEST_CARDS.declined}`;
console.log(`
  Desenvolvimento: portal http://localhost:3000 · parent-app http://localhost:3001
  child-app http://localhost:3002 · Storybook http://localhost:6006 · API http://localhost:8787/api/docs
  ${stripeLine}
`);
