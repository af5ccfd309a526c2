import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The libraries every part of the portal must load exactly once: one React, one router context,
 * one design system (its theme context crosses the host/remote seam). The shell and both remotes
 * build their Module Federation `shared` config from this one list, so they cannot drift apart.
 * zod is deliberately NOT shared: sharing it made bundles larger and it holds no page-wide state.
 */
const SINGLETONS = ['react', 'react-dom'] as const;

/**
 * Workspace packages consumed as source: their version is the workspace's, not npm's. The router
 * is shared as `@portal/router` (a re-export of React Router's browser API), never as
 * `react-router`: a shared module is not tree-shaken, and all of `react-router` is 186 KiB
 * (ADR 036).
 */
const WORKSPACE_SINGLETONS = ['@portal/router', '@portal/design-system'] as const;

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
    ...Object.fromEntries(
      WORKSPACE_SINGLETONS.map((pkg) => [
        pkg,
        { singleton: true, requiredVersion: false as const },
      ]),
    ),
  };
}

/**
 * `resolve.alias` of an app's production build: React Router's own production build. Its
 * package exports map only `dist/development`, which is the same code with
 * `ENABLE_DEV_WARNINGS = true`: the dev-only checks and warnings then run in every user's
 * browser on every navigation and render. `dist/production` (shipped in the same package) has
 * the flag off, so the minifier drops them. Development builds keep the warnings.
 */
export function routerAlias(appConfigUrl: string): Record<string, string> {
  if (process.env.NODE_ENV !== 'production') return {};
  // `@portal/router` is the one module that imports react-router (ADR 036): resolve from it.
  const fromRouter = createRequire(createRequire(appConfigUrl).resolve('@portal/router'));
  const development = fromRouter.resolve('react-router');
  const production = path.join(path.dirname(development), '..', 'production', 'index.mjs');
  return { 'react-router$': production };
}
