import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The libraries every part of the portal must load exactly once: one React, one router context,
 * one design system (its theme context crosses the host/remote seam). The required version is
 * read from the installed package, so the pnpm catalog stays the only place a version is pinned.
 * zod is deliberately NOT shared: sharing it made bundles larger and it holds no page-wide state.
 */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom'] as const;

function installedVersion(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

export const sharedSingletons = {
  ...Object.fromEntries(
    SINGLETONS.map((pkg) => [
      pkg,
      { singleton: true, requiredVersion: `^${installedVersion(pkg)}` },
    ]),
  ),
  // A workspace package consumed as source: its version is the workspace's, not npm's.
  '@portal/design-system': { singleton: true, requiredVersion: false as const },
};
