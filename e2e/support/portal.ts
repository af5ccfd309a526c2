import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../../scripts/lib/static-server.mjs';
import { DIST } from './paths';
import { E2E_PORTS } from './ports';
import { remotesConfig, writeRemotesConfig, type RemotesConfig } from './remote-config';

/**
 * A second shell, served from the SAME production build as the main one, with its own runtime
 * remote config file: lets a spec move or break a remote without touching the shared portal.
 * `apiTarget` sends its `/api` to another BFF instance (default: the main e2e BFF).
 */
export async function startExtraShell(
  port: number,
  config: RemotesConfig,
  options: { apiTarget?: string } = {},
): Promise<{
  url: string;
  configFile: string;
  setConfig(next: RemotesConfig): void;
  close(): Promise<void>;
}> {
  const configFile = path.join(
    mkdtempSync(path.join(os.tmpdir(), 'mesadinha-shell-')),
    'remotes.json',
  );
  writeRemotesConfig(configFile, config);
  const server = await startStaticServer({
    root: DIST.shell,
    port,
    spa: true,
    apiTarget: options.apiTarget ?? `http://127.0.0.1:${E2E_PORTS.bff}`,
    remotesConfigFile: configFile,
  });
  return {
    url: server.url,
    configFile,
    setConfig: (next) => writeRemotesConfig(configFile, next),
    close: () => server.close(),
  };
}

/** Serves the child-app production build on a port, optionally under a sub-path. */
export function serveChildApp(port: number, basePath?: string): Promise<StaticServer> {
  return startStaticServer({
    root: DIST.childApp,
    port,
    cors: true,
    ...(basePath ? { basePath } : {}),
  });
}

export const mainParentManifest = `http://localhost:${E2E_PORTS.parentApp}/mf-manifest.json`;
export const mainChildManifest = `http://localhost:${E2E_PORTS.childApp}/mf-manifest.json`;
export { remotesConfig };
