// `npm start` / `pnpm start`: install, build and start the whole portal the way it runs in
// production: BFF (embedded PGlite with the demo family unless DATABASE_URL is set), the Stripe
// emulator it pays with (unless STRIPE_SECRET_KEY points it at real Stripe; ADR 032), the shell
// and both remotes as static builds, and the Storybook build. Ctrl+C stops everything.
// Flags: --no-build reuses the existing builds.
import path from 'node:path';
import { ROOT, ensureInstalled, pnpm, startProcess, waitForUrl } from './lib/processes.mjs';
import {
  EMULATOR_DEFAULTS,
  STRIPE_EMULATOR_PORT,
  TEST_CARDS,
  startStripeEmulator,
  usesRealStripe,
} from './lib/stripe-emulator.mjs';

const PORTS = { shell: 3000, parent: 3001, child: 3002, storybook: 6006, bff: 8787 };

ensureInstalled();
if (!process.argv.includes('--no-build')) pnpm(['run', 'build']);
// Imported once the workspace is installed: the static server runs on Hono (ADR 060).
const { startStaticServer } = await import('./lib/static-server.mjs');

const realStripe = usesRealStripe();
// Before the BFF: its first checkout may come at once, and webhooks are retried anyway.
const stripe = realStripe
  ? null
  : await startStripeEmulator({ bffOrigin: `http://127.0.0.1:${PORTS.bff}` });

// TRUST_PROXY: every browser request reaches the BFF through the shell's proxy below, which
// overwrites X-Forwarded-For with the real client address (rate limits are per client).
// Without STRIPE_SECRET_KEY the BFF's defaults are the emulator's address, key and secret.
const bff = startProcess('bff', process.execPath, [path.join(ROOT, 'bff/dist/server.mjs')], {
  env: {
    PORT: String(PORTS.bff),
    TRUST_PROXY: 'true',
    ...(realStripe ? {} : EMULATOR_DEFAULTS),
  },
});
const servers = await Promise.all([
  startStaticServer({
    root: path.join(ROOT, 'shell/dist'),
    port: PORTS.shell,
    spa: true,
    apiTarget: `http://127.0.0.1:${PORTS.bff}`,
  }),
  startStaticServer({ root: path.join(ROOT, 'parent-app/dist'), port: PORTS.parent, cors: true }),
  startStaticServer({ root: path.join(ROOT, 'child-app/dist'), port: PORTS.child, cors: true }),
  startStaticServer({
    root: path.join(ROOT, 'design-system/storybook-static'),
    port: PORTS.storybook,
    // Storybook frames its own pages and runs inline scripts: no CSP there (ADR 011).
    csp: false,
  }),
]);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  bff.stop();
  stripe?.stop();
  await Promise.all(servers.map((server) => server.close()));
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
bff.child.on('exit', (code) => {
  console.error(`[bff] exited with code ${code}; stopping the portal.`);
  void stop(1);
});
stripe?.child.on('exit', (code) => {
  console.error(`[stripe] exited with code ${code}; stopping the portal.`);
  void stop(1);
});

await waitForUrl(`http://127.0.0.1:${PORTS.bff}/api/health`, 120_000);
console.log(`
  Mesadinha está no ar:
    Portal          http://localhost:${PORTS.shell}
    Storybook       http://localhost:${PORTS.storybook}
    API (docs)      http://localhost:${PORTS.shell}/api/docs
    Remotes         parent-app http://localhost:${PORTS.parent}/mf-manifest.json
                    child-app  http://localhost:${PORTS.child}/mf-manifest.json
${stripeBanner()}
  Demo: responsável demo@mesadinha.app / demo1234 · crianças ana e bruno, PIN 123456
  Ctrl+C para parar.
`);

function stripeBanner() {
  if (realStripe) return '    Stripe          conta real (STRIPE_SECRET_KEY)';
  return [
    `    Stripe (emulador) http://localhost:${STRIPE_EMULATOR_PORT}`,
    `                      cartão de teste ${TEST_CARDS.approved} · recusado ${TEST_CARDS.declined}`,
  ].join('\n');
}
