// `npm start` / `pnpm start`: install, build and start the whole portal the way it runs in
// production: BFF (embedded PGlite with the demo family unless DATABASE_URL is set), the shell and
// both remotes as static builds, and the Storybook build. Ctrl+C stops everything.
// Flags: --no-build reuses the existing builds.
import path from 'node:path';
import { startStaticServer } from './lib/static-server.mjs';
import { ROOT, ensureInstalled, pnpm, startProcess, waitForUrl } from './lib/processes.mjs';

const PORTS = { shell: 3000, parent: 3001, child: 3002, storybook: 6006, bff: 8787 };

ensureInstalled();
if (!process.argv.includes('--no-build')) pnpm(['run', 'build']);

// TRUST_PROXY: every browser request reaches the BFF through the shell's proxy below, which
// overwrites X-Forwarded-For with the real client address (rate limits are per client).
const bff = startProcess('bff', process.execPath, [path.join(ROOT, 'bff/dist/server.mjs')], {
  env: { PORT: String(PORTS.bff), TRUST_PROXY: 'true' },
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

async function stop() {
  bff.stop();
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
bff.child.on('exit', (code) => {
  console.error(`[bff] exited with code ${code}; stopping the portal.`);
  void stop();
});

await waitForUrl(`http://127.0.0.1:${PORTS.bff}/api/health`, 120_000);
console.log(`
  Mesadinha está no ar:
    Portal          http://localhost:${PORTS.shell}
    Storybook       http://localhost:${PORTS.storybook}
    API (docs)      http://localhost:${PORTS.shell}/api/docs
    Remotes         parent-app http://localhost:${PORTS.parent}/mf-manifest.json
                    child-app  http://localhost:${PORTS.child}/mf-manifest.json
  Demo: responsável demo@mesadinha.app / demo1234 · crianças ana e bruno, PIN 123456
  Ctrl+C para parar.
`);
