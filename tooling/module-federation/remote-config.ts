import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { routerAlias, sharedSingletons } from './shared-singletons';
import { ZOD_JSON_SCHEMA_MODULES } from './zod-json-schema-modules.js';

/** The two rsbuild plugins a remote uses, as far as this file needs their shape. */
interface RemotePlugins {
  pluginReact: () => unknown;
  pluginModuleFederation: (options: {
    name: string;
    exposes: Record<string, string>;
    shared: ReturnType<typeof sharedSingletons>;
    dts: false;
    experiments: { externalRuntime: boolean; optimization: { target: 'web' } };
  }) => unknown;
}

/** What `tools.rspack` uses of the rspack API rsbuild hands it. */
interface RspackApi {
  NormalModuleReplacementPlugin: new (pattern: RegExp, resource: string) => unknown;
}

const BFF_ORIGIN = 'http://127.0.0.1:8787';

/**
 * zod's JSON Schema generator (`ZOD_JSON_SCHEMA_MODULES`), which every classic schema links to
 * but only `toJSONSchema()` runs, is replaced by a stub in the remotes: about 5 KiB (brotli) less
 * to download, parse and evaluate on every signed-in first visit (ADR 036, amended 2026-11-27).
 */
const ZOD_JSON_SCHEMA = new RegExp(
  `[\\\\/]zod[\\\\/]v4[\\\\/]core[\\\\/](${ZOD_JSON_SCHEMA_MODULES.map((file) => file.replace('.', '\\.')).join('|')})$`,
);
const ZOD_JSON_SCHEMA_STUB = fileURLToPath(new URL('./zod-json-schema-stub.js', import.meta.url));

/** zod configured for the portal's CSP (`@portal/app-kit/zod-csp`), what `zod` means in a remote. */
const ZOD_JITLESS = fileURLToPath(
  new URL('../../packages/app-kit/src/zod-csp.ts', import.meta.url),
);

/**
 * What every form needs, in two chunks: `forms`, react-hook-form with its zod resolver and
 * app-kit's form kit, and `zod`, zod (with `zod-csp`, which configures it) and the contracts'
 * field and money rules. A screen with a form loads them with its own code; the logins load
 * `zod` with their schema once a field takes the focus, not for their first paint. A signed-in
 * first visit reads its answers without either, and the signed-in layouts download both once
 * the first screen is done and the browser is idle, so a form screen opened later does not wait
 * for them (ADR 050, ADR 059). The size check counts what a first visit fetches after that
 * point apart, as idle work.
 */
const FORMS_CHUNKS = {
  forms:
    /[\\/](?:node_modules[\\/](?:react-hook-form|@hookform[\\/]resolvers)[\\/]|app-kit[\\/]src[\\/]form[\\/])/,
  zod: /[\\/](?:node_modules[\\/]zod[\\/]|app-kit[\\/]src[\\/]zod-csp\.ts$|contracts[\\/]src[\\/](?:fields|money)\.ts$)/,
};

/** The standalone page of every remote (a `#root`, `<base href="/">`, light and dark). */
const REMOTE_INDEX_HTML = fileURLToPath(new URL('./remote-index.html', import.meta.url));

/**
 * The rsbuild config of a remote (`parent_app`, `child_app`): a Module Federation remote
 * exposing `./app` (its app root) that also runs on its own for development on `port`.
 * `assetPrefix: 'auto'` makes its chunks load from wherever its mf-manifest.json was served
 * (any host, port or sub-path), never from the host's origin. `/api` is proxied to the BFF so
 * the session cookie stays first-party. `appConfigUrl` is the config's `import.meta.url`: the
 * rsbuild plugins and React Router are those installed for that app (this folder has no
 * node_modules of its own).
 */
export function defineRemoteConfig({
  name,
  port,
  title,
  appConfigUrl,
}: {
  name: string;
  port: number;
  title: string;
  appConfigUrl: string;
}) {
  const require = createRequire(appConfigUrl);
  const { pluginReact } = require('@rsbuild/plugin-react') as Pick<RemotePlugins, 'pluginReact'>;
  const { pluginModuleFederation } = require('@module-federation/rsbuild-plugin') as Pick<
    RemotePlugins,
    'pluginModuleFederation'
  >;
  return {
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes: { './app': './src/expose/app.tsx' },
        shared: sharedSingletons(),
        dts: false,
        // In production a remote runs inside the shell and uses the shell's federation runtime
        // (the shell sets `provideExternalRuntime`): ~17 KiB gzip less per remote page. The
        // dev server keeps its own, so `pnpm dev` still serves the remote standalone.
        // target 'web': the federation sdk's Node-only script loaders become dead code and are
        // dropped from the remote entry (ADR 036).
        experiments: {
          externalRuntime: process.env.NODE_ENV === 'production',
          optimization: { target: 'web' },
        },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    // `zod` is zod told not to compile with `new Function` before any schema is built (CSP).
    resolve: { alias: { ...routerAlias(appConfigUrl), zod$: ZOD_JITLESS } },
    html: { template: REMOTE_INDEX_HTML, title },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        override: {
          cacheGroups: Object.fromEntries(
            Object.entries(FORMS_CHUNKS).map(([name, test]) => [
              name,
              { name, test, chunks: 'async', enforce: true, priority: 20 },
            ]),
          ),
        },
      },
    },
    tools: {
      rspack: (config: { plugins?: unknown[] }, { rspack }: { rspack: RspackApi }) => {
        config.plugins = [
          ...(config.plugins ?? []),
          new rspack.NormalModuleReplacementPlugin(ZOD_JSON_SCHEMA, ZOD_JSON_SCHEMA_STUB),
        ];
      },
    },
    output: { assetPrefix: 'auto' },
    dev: { assetPrefix: 'auto' },
    server: {
      port,
      strictPort: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: { '/api': BFF_ORIGIN },
    },
  };
}
