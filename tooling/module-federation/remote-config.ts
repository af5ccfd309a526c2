import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { routerAlias, sharedSingletons } from './shared-singletons';

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

const BFF_ORIGIN = 'http://127.0.0.1:8787';

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
    resolve: { alias: routerAlias(appConfigUrl) },
    html: { template: REMOTE_INDEX_HTML, title },
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
