import { createRequire } from 'node:module';

/**
 * The libraries every part of the portal must load exactly once: one React, one router context,
 * one design system (its theme context crosses the host/remote seam). The shell and both remotes
 * build their Module Federation `shared` config from this one list, so they cannot drift apart.
 * zod is deliberately NOT shared: sharing it made bundles larger and it holds no page-wide state.
 */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom'] as const;

/**
 * The `shared` option for an app's MF plugin. `appConfigUrl` is the app's `import.meta.url`: the
 * required versions are read from the packages installed for that app, so the pnpm catalog stays
 * the only place a version is pinned.
 */
export function sharedSingletons(appConfigUrl: string) {
  const require = createRequire(appConfigUrl);
  const installedVersion = (pkg: string) =>
    (require(`${pkg}/package.json`) as { version: string }).version;
  return {
    ...Object.fromEntries(
      SINGLETONS.map((pkg) => [
        pkg,
        { singleton: true, requiredVersion: `^${installedVersion(pkg)}` },
      ]),
    ),
    // A workspace package consumed as source: its version is the workspace's, not npm's.
    '@portal/design-system': { singleton: true, requiredVersion: false as const },
  };
}
