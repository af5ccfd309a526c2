import { writeFileSync } from 'node:fs';

/** The shell's runtime remote config (served at /remotes.json): container name → manifest URL. */
export interface RemotesConfig {
  remotes: Record<'parent_app' | 'child_app', { manifest: string }>;
}

export function remotesConfig(parentManifest: string, childManifest: string): RemotesConfig {
  return {
    remotes: {
      parent_app: { manifest: parentManifest },
      child_app: { manifest: childManifest },
    },
  };
}

export function writeRemotesConfig(file: string, config: RemotesConfig): void {
  writeFileSync(file, JSON.stringify(config, null, 2));
}
