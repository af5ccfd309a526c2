import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { routerAlias, sharedSingletons } from '../tooling/module-federation/shared-singletons';
import { pluginBootScreen } from './build/boot-screen';
import { FIRST_PAINT_GROUPS, pluginFirstPaintPreloads } from './build/first-paint';
import { copy, FAVICON_DATA_URI, PRODUCT_NAME } from './src/app/copy';

const BFF_ORIGIN = 'http://127.0.0.1:8787';

/**
 * The shell is the Module Federation host. It knows NO remote URL at build time: remotes are
 * read from `public/remotes.json` at run time (see src/remotes/remote-config.ts), so moving a
 * remote is a config edit, not a rebuild.
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    // remotes.json is fetched as soon as the HTML arrives, in parallel with the shell's
    // scripts, instead of after they ran: one request less in the chain before a remote's
    // page shows (ADR 042). `crossorigin` makes it match the shell's fetch() (CORS mode). Then
    // the chunks of the first paint (production builds).
    pluginFirstPaintPreloads([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: process.env.PUBLIC_REMOTES_CONFIG_URL ?? '/remotes.json',
          as: 'fetch',
          crossorigin: 'anonymous',
        },
      },
    ]),
    // The first paint comes with the HTML: the 'Carregando...' screen, before any script.
    pluginBootScreen(PRODUCT_NAME, copy.session.checking),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(),
      // Remotes are registered at run time; 'loaded-first' keeps the host from fetching every
      // remote entry up front, so one remote being down never blocks the shell's own pages.
      shareStrategy: 'loaded-first',
      dts: false,
      // The host hands its federation runtime to the remotes, whose production entries then
      // leave theirs out (~17 KiB gzip less per remote page; ADR 021). target 'web': the
      // federation sdk's Node-only script loaders become dead code and are dropped (ADR 036).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  resolve: { alias: routerAlias(import.meta.url) },
  // Libraries are split out of async chunks only: the entry keeps what it imports itself (zod
  // mini, for remotes.json, before the async boundary) in one script, not one script more.
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      override: { chunks: 'async', cacheGroups: FIRST_PAINT_GROUPS },
    },
  },
  html: {
    template: './src/index.html',
    title: PRODUCT_NAME,
    tags: [{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: FAVICON_DATA_URI } }],
  },
  server: {
    port: 3000,
    strictPort: true,
    historyApiFallback: true,
    proxy: { '/api': BFF_ORIGIN },
  },
});
