// What `node scripts/precompress.mjs <dir>` leaves in a build folder (ADR 035).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDir } from './precompress.mjs';

const TEXT = 'const tarefa = "Arrumar a cama";\n'.repeat(200);
let dir;

before(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-test-'));
  mkdirSync(path.join(dir, 'static/js/async'), { recursive: true });
  for (const name of ['index.html', 'mf-manifest.json', 'static/js/async/a.0123456789.js']) {
    writeFileSync(path.join(dir, name), TEXT);
  }
  writeFileSync(path.join(dir, 'static/js/async/a.0123456789.js.map'), TEXT);
  writeFileSync(path.join(dir, 'remotes.json'), TEXT);
  writeFileSync(path.join(dir, 'photo.png'), TEXT);
  writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
});

after(() => rmSync(dir, { recursive: true, force: true }));

test('text files get brotli and gzip siblings that decode to the same bytes', async () => {
  await precompressDir(dir);
  for (const name of ['index.html', 'mf-manifest.json', 'static/js/async/a.0123456789.js']) {
    const file = path.join(dir, name);
    assert.equal(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), TEXT, name);
    assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), TEXT, name);
    assert.ok(readFileSync(`${file}.br`).length < readFileSync(`${file}.gz`).length, name);
  }
});

test('source maps, images and the runtime remote config get none', async () => {
  await precompressDir(dir);
  for (const name of ['static/js/async/a.0123456789.js.map', 'photo.png', 'remotes.json']) {
    assert.equal(existsSync(path.join(dir, `${name}.br`)), false, name);
    assert.equal(existsSync(path.join(dir, `${name}.gz`)), false, name);
  }
});

test('no sibling that is not smaller than its file, and a second run changes nothing', async () => {
  const first = await precompressDir(dir);
  assert.equal(existsSync(path.join(dir, 'tiny.css.br')), false);
  assert.equal(existsSync(path.join(dir, 'tiny.css.gz')), false);
  const brBefore = readFileSync(path.join(dir, 'index.html.br'));
  const second = await precompressDir(dir);
  assert.deepEqual(second, first);
  assert.deepEqual(readFileSync(path.join(dir, 'index.html.br')), brBefore);
});
