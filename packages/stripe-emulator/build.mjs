// Bundles the emulator into dist/index.mjs (the startStripeEmulator API) and dist/cli.mjs (the
// command `npm start` runs). It has no runtime dependency: everything is bundled, node:* stays
// external.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = `${root}dist`;

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: { index: `${root}src/index.ts`, cli: `${root}src/cli.ts` },
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built dist/index.mjs and dist/cli.mjs');
