// Bundles the BFF into dist/server.mjs. Workspace packages (@portal/*) ship TypeScript
// source, so they are bundled; every other package stays external and is loaded from
// node_modules at run time. Migrations and the vendored Scalar script are copied beside the
// bundle, where src/db/client.ts and the docs route look for them (via import.meta.url).
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = `${root}dist`;

/** Keeps bare imports external except workspace packages. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@portal/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [`${root}src/server.ts`],
  outfile: `${dist}/server.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalDependencies],
});
await cp(`${root}src/db/migrations`, `${dist}/migrations`, { recursive: true });
await cp(`${root}vendor`, `${dist}/vendor`, { recursive: true });
console.log('built dist/server.mjs');
