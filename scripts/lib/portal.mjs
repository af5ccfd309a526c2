// The composed portal from its production builds, on ports of the caller's choosing, for the
// root scripts that measure it (bench, size-check, lighthouse): the BFF in development mode on
// a fresh embedded PGlite database (so the demo family is seeded and nothing of the developer's
// own data or PostgreSQL is touched), the shell with a runtime remote config pointing at the
// two remotes, each remote on its own origin — the same static server `npm start` and e2e use.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startProcess, waitForUrl } from './processes.mjs';
import { startStaticServer } from './static-server.mjs';

/** The demo family the BFF seeds on an empty database in development mode (bff/src/db/seed). */
export const DEMO = {
  parent: { email: 'demo@mesadinha.app', password: 'demo1234' },
  child: { username: 'ana', pin: '123456' },
};

/**
 * Start the portal and wait for the BFF's health check.
 * @param {{ shell: number, parent: number, child: number, bff: number }} ports
 * @param {{ precompressed?: boolean }} [options] `precompressed: false` serves the builds with
 *   no compression at all (the "before" of ADR 035's figures)
 * @returns {Promise<{ shellUrl: string, bffUrl: string, bffPid: number, close: () => Promise<void> }>}
 */
export async function startPortal(ports, { precompressed = true } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mesadinha-measure-'));
  const bff = startProcess('bff', process.execPath, [path.join(ROOT, 'bff/dist/server.mjs')], {
    env: {
      PORT: String(ports.bff),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Sign-ins come from the shell's origin (better-auth checks Origin against it).
      PUBLIC_APP_URL: `http://localhost:${ports.shell}`,
      // A measurement runs on its own throwaway database, whatever the shell's environment says.
      NODE_ENV: undefined,
      DATABASE_URL: undefined,
      DATABASE_OWNER_URL: undefined,
    },
    quiet: true,
  });
  const configFile = path.join(dataDir, 'remotes.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      remotes: {
        parent_app: { manifest: `http://localhost:${ports.parent}/mf-manifest.json` },
        child_app: { manifest: `http://localhost:${ports.child}/mf-manifest.json` },
      },
    }),
  );
  const bffUrl = `http://127.0.0.1:${ports.bff}`;
  const servers = await Promise.all([
    startStaticServer({
      root: path.join(ROOT, 'shell/dist'),
      port: ports.shell,
      spa: true,
      apiTarget: bffUrl,
      remotesConfigFile: configFile,
      precompressed,
    }),
    startStaticServer({
      root: path.join(ROOT, 'parent-app/dist'),
      port: ports.parent,
      cors: true,
      precompressed,
    }),
    startStaticServer({
      root: path.join(ROOT, 'child-app/dist'),
      port: ports.child,
      cors: true,
      precompressed,
    }),
  ]);
  // Ended by a signal (Ctrl-C, or `npm test` stopping the lane this runs in): the BFF has a
  // process group of its own, so it goes down here, not with ours.
  const onSignal = (signal) => {
    bff.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const close = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await Promise.all(servers.map((server) => server.close()));
    bff.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${bffUrl}/api/health`, 120_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { shellUrl: `http://localhost:${ports.shell}`, bffUrl, bffPid: bff.child.pid, close };
}
