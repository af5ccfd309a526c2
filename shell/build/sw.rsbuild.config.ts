import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { injectManifest } from 'workbox-build';

const DIST = new URL('../dist/', import.meta.url).pathname;

/**
 * After the service worker is bundled: workbox-build's `injectManifest` writes the shell's
 * precache list into it (ADR 068). Listed: the build's scripts, styles, the HTML and the icons;
 * not the `.br`/`.gz` siblings (the browser gets them by content coding), not the runtime
 * remotes.json (edited in place, read from the network first), not the screenshots of the web
 * app manifest (only an install dialog shows them), not the worker itself.
 */
function pluginInjectPrecache(): RsbuildPlugin {
  return {
    name: 'mesadinha:inject-precache',
    setup(api) {
      api.onAfterBuild(async () => {
        const { count, size, warnings } = await injectManifest({
          swSrc: `${DIST}sw.js`,
          swDest: `${DIST}sw.js`,
          globDirectory: DIST,
          globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
          globIgnores: ['sw.js', '**/*.{br,gz,map}', 'remotes.json', 'mf-*.json', 'screenshots/**'],
          // rsbuild's hashed names (`name.0123abcd.js`) are their own revision.
          dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.[a-z0-9]+$/,
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        });
        for (const warning of warnings) console.warn(`injectManifest: ${warning}`);
        console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(1)} KiB)`);
      });
    },
  };
}

/**
 * The shell's service worker (`src/sw/sw.ts`) as one classic script at `dist/sw.js`: no hash in
 * its name (the browser checks that URL for updates), no chunks (a worker cannot load them),
 * built after the shell into the same folder (`cleanDistPath: false`).
 */
export default defineConfig({
  plugins: [pluginInjectPrecache()],
  source: { entry: { sw: './src/sw/sw.ts' } },
  output: {
    target: 'web-worker',
    distPath: { root: 'dist', js: '' },
    filename: { js: '[name].js' },
    cleanDistPath: false,
    sourceMap: false,
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
});
