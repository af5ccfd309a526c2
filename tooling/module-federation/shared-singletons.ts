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
 * The `shared` option for an app's MF plugin. No `requiredVersion`: a singleton is the host's
 * copy whatever a remote asks for (MF only warns in the console when a range is not met), and
 * checking a range ran the federation runtime's semver parser on every page, 10–20 ms of the
 * shell's first long task before its first paint (ADR 036, amended 2026-11-27). What a remote
 * may rely on is the seam's contract version instead (ADR 040): a React major is a new contract
 * major, and the pnpm catalog pins one version for the three apps built here.
 */
export function sharedSingletons() {
  return Object.fromEntries(
    [...SINGLETONS, ...WORKSPACE_SINGLETONS].map((pkg) => [
      pkg,
      { singleton: true, requiredVersion: false as const },
    ]),
  );
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
