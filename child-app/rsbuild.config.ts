import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { PRODUCT_NAME } from '@portal/contracts/messages';
import { sharedSingletons } from '../tooling/module-federation/shared-singletons';

const BFF_ORIGIN = 'http://127.0.0.1:8787';

/**
 * child-app is a Module Federation remote (`child_app`, exposing `./app`) and also runs on
 * its own for development. `assetPrefix: 'auto'` makes its chunks load from wherever its
 * mf-manifest.json was served (any host, port or sub-path), never from the host's origin.
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'child_app',
      exposes: { './app': './src/expose/app.tsx' },
      shared: sharedSingletons(import.meta.url),
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './src/index.html', title: `${PRODUCT_NAME} · Crianças` },
  output: { assetPrefix: 'auto' },
  dev: { assetPrefix: 'auto' },
  server: {
    port: 3002,
    strictPort: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: { '/api': BFF_ORIGIN },
  },
});
