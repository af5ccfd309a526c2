// Precompression at build time (ADR 035): every text file of a build folder (JS, CSS, HTML, JSON,
// SVG, plain text; source maps excluded: a browser never asks for them) gets a `.br` sibling
// (brotli, quality 11) and a `.gz` sibling (gzip, level 9) when that is smaller than the file.
// The static server (scripts/lib/static-server.mjs) and the deploy recipes' proxy send them by
// Accept-Encoding, so no request pays for compression and the bytes sent are the smallest
// these codecs make. Run by each app's `build` script: `node ../scripts/precompress.mjs dist`.
// Node built-ins only.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Extensions of the files worth compressing (the rest are already compressed or never sent). */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);

/**
 * The shell's runtime remote config is edited in place to move a remote (ADR 002): a sibling
 * made at build time would go stale, so it is always sent as it is (it is a few hundred bytes).
 */
const EDITED_IN_PLACE = new Set(['remotes.json']);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli at its highest quality (11), told the input size (a better window for small files).
 * Same bytes for the same input on every run, so the size check is deterministic.
 * @param {number} size the input's length
 * @returns {import('node:zlib').BrotliOptions}
 */
export function brotliOptions(size) {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  };
}

/**
 * The `.br` sibling's bytes (see {@link brotliOptions}).
 * @param {Buffer} body
 * @returns {Promise<Buffer>}
 */
export function brotliMax(body) {
  return brotli(body, brotliOptions(body.length));
}

/**
 * Gzip at level 9 (what the `.gz` siblings hold).
 * @param {Buffer} body
 * @returns {Promise<Buffer>}
 */
export function gzipMax(body) {
  return gzip(body, { level: 9 });
}

/**
 * Write the `.br` and `.gz` siblings of every compressible file under `dir`. A sibling that would
 * not be smaller than its file is not written (and a stale one from an earlier run is removed),
 * so the server falls back to the file itself. Safe to run again on the same folder.
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, br: number, gzip: number }>} totals of the
 *   compressible files: their count, their bytes, and the bytes sent with each encoding
 */
export async function precompressDir(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file)) || EDITED_IN_PLACE.has(path.basename(file))) {
      continue;
    }
    const body = await fs.readFile(file);
    totals.files += 1;
    totals.bytes += body.length;
    const [br, gz] = await Promise.all([brotliMax(body), gzipMax(body)]);
    for (const [encoding, suffix, compressed] of [
      ['br', '.br', br],
      ['gzip', '.gz', gz],
    ]) {
      const sibling = file + suffix;
      if (compressed.length < body.length) {
        await fs.writeFile(sibling, compressed);
        totals[encoding] += compressed.length;
      } else {
        await fs.rm(sibling, { force: true });
        totals[encoding] += body.length;
      }
    }
  }
  return totals;
}

async function listFiles(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/precompress.mjs <build folder>...');
    process.exit(2);
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const dir of dirs) {
    const totals = await precompressDir(path.resolve(dir));
    console.log(
      `precompressed ${totals.files} files in ${dir}: ${kb(totals.bytes)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gzip)}`,
    );
  }
}
