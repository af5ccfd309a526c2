// Writes `file.br` and `file.gz` beside every compressible file of a build folder, so the web
// server sends them as they are (Caddy `file_server { precompressed br gzip }`) instead of
// compressing per request. Run by deploy/web.Dockerfile after the build; files already
// compressed by the build are left alone. Node built-ins only.
// Usage: node deploy/precompress.mjs <folder>
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|map|xml|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

const folder = process.argv[2];
if (!folder || !existsSync(folder)) {
  console.error('usage: node deploy/precompress.mjs <build folder>');
  process.exit(1);
}
let files = 0;
let before = 0;
let afterBrotli = 0;
for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  if (!existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotli);
  if (!existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  files += 1;
  before += bytes.length;
  afterBrotli += brotli.length;
}
console.log(
  `precompressed ${files} files in ${folder}: ${(before / 1024).toFixed(0)} KiB → ${(afterBrotli / 1024).toFixed(0)} KiB brotli`,
);
