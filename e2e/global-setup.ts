import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../scripts/lib/static-server.mjs';
import { createE2eDatabase } from './support/database';
import { ARTIFACTS, DIST } from './support/paths';
import { E2E_PORTS, SHELL_URL } from './support/ports';
import { remotesConfig, writeRemotesConfig } from './support/remote-config';

/**
 * Starts the composed portal from its production builds: the BFF (on a fresh PostgreSQL database),
 * the shell with a runtime remote config pointing at the e2e ports, and both remotes.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const [name, file] of Object.entries(DIST)) {
    if (!existsSync(file))
      throw new Error(`Missing ${name} build at ${file}: run "pnpm build" first.`);
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const database = await createE2eDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mesadinha-e2e-'));
  console.log(`e2e: BFF database is ${database.describe}`);

  const bff = spawn(process.execPath, [DIST.bff], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORTS.bff),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_APP_URL: SHELL_URL,
      BETTER_AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-better-auth-0123456789',
      LOG_LEVEL: 'warn',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${E2E_PORTS.bff}/api/health`, 60_000);

  const configFile = path.join(ARTIFACTS, 'remotes.json');
  writeRemotesConfig(
    configFile,
    remotesConfig(
      `http://localhost:${E2E_PORTS.parentApp}/mf-manifest.json`,
      `http://localhost:${E2E_PORTS.childApp}/mf-manifest.json`,
    ),
  );
  const servers = await Promise.all([
    startStaticServer({
      root: DIST.shell,
      port: E2E_PORTS.shell,
      spa: true,
      apiTarget: `http://127.0.0.1:${E2E_PORTS.bff}`,
      remotesConfigFile: configFile,
    }),
    startStaticServer({ root: DIST.parentApp, port: E2E_PORTS.parentApp, cors: true }),
    startStaticServer({ root: DIST.childApp, port: E2E_PORTS.childApp, cors: true }),
  ]);

  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    bff.kill('SIGTERM');
    await new Promise((resolve) => bff.once('exit', resolve));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms`);
}
