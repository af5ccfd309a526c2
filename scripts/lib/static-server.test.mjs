// The static server as a browser or a cache sees it (ADR 035, ADR 060): which bytes come back
// for which Accept-Encoding, with which Content-Type, Content-Length, Vary, ETag and
// Cache-Control, a 304 for a validator that still matches, the security headers, and the `/api`
// proxy. Raw node:http requests, so nothing decodes for us.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pageCsp, securityHeaders } from '@portal/server-kit/security-headers';
import { precompressDir } from '../precompress.mjs';
import { startStaticServer } from './static-server.mjs';

const BROWSER = 'gzip, deflate, br, zstd';
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `palavra-${i % 37}`))};\n`;
const HTML = `<!doctype html><html lang="pt-BR"><head><title>Mesadinha</title></head><body><div id="root"></div>${'<!-- espaço -->'.repeat(40)}</body></html>\n`;
const MANIFEST = JSON.stringify({
  id: 'child_app',
  metaData: { remoteEntry: 'x' },
  pad: 'a'.repeat(500),
});

let dir;
let configDir;
let server;

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-test-'));
  configDir = mkdtempSync(path.join(os.tmpdir(), 'static-server-config-'));
  mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), HTML);
  writeFileSync(path.join(dir, 'mf-manifest.json'), MANIFEST);
  writeFileSync(path.join(dir, 'static/js/index.0123456789.js'), SCRIPT);
  // Too small to gain from compression: it gets no siblings.
  writeFileSync(path.join(dir, 'static/js/tiny.abcdef0123.js'), '1');
  writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await precompressDir(dir);
  writeFileSync(
    path.join(configDir, 'remotes.json'),
    JSON.stringify({
      remotes: { child_app: { manifest: 'http://localhost:3002/mf-manifest.json' } },
    }),
  );
  server = await startStaticServer({
    root: dir,
    port: 0,
    spa: true,
    remotesConfigFile: path.join(configDir, 'remotes.json'),
  });
});

after(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(configDir, { recursive: true, force: true });
});

/** One request on a fresh connection; the body exactly as it came over the wire. */
function request(pathname, headers = {}, method = 'GET', agent = false, base = server.url) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(pathname, base), { method, headers, agent });
    req.on('response', (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('content negotiation', () => {
  test('a browser gets brotli: the decoded bytes are the file, Content-Length the sent bytes', async () => {
    const res = await request('/static/js/index.0123456789.js', { 'accept-encoding': BROWSER });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.equal(Number(res.headers['content-length']), res.body.length);
    assert.ok(res.body.length < Buffer.byteLength(SCRIPT) / 3);
    assert.equal(brotliDecompressSync(res.body).toString(), SCRIPT);
  });

  test('a client that accepts gzip only gets gzip', async () => {
    const res = await request('/static/js/index.0123456789.js', { 'accept-encoding': 'gzip' });
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(Number(res.headers['content-length']), res.body.length);
    assert.equal(gunzipSync(res.body).toString(), SCRIPT);
  });

  test('a coding refused with q=0 is never sent', async () => {
    for (const [accept, encoding] of [
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0', undefined],
    ]) {
      const res = await request('/static/js/index.0123456789.js', { 'accept-encoding': accept });
      assert.equal(res.headers['content-encoding'], encoding, accept);
    }
  });

  test('no Accept-Encoding gets the file itself, still with Vary', async () => {
    const res = await request('/static/js/index.0123456789.js');
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.equal(Number(res.headers['content-length']), Buffer.byteLength(SCRIPT));
    assert.equal(res.body.toString(), SCRIPT);
  });

  test('a file whose siblings would not be smaller is sent as it is', async () => {
    const res = await request('/static/js/tiny.abcdef0123.js', { 'accept-encoding': BROWSER });
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body.toString(), '1');
  });

  test('images are not negotiated: no Vary, no encoding', async () => {
    const res = await request('/logo.png', { 'accept-encoding': BROWSER });
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.headers.vary, undefined);
  });

  test('HEAD tells the length of what GET would send, and sends no body', async () => {
    const res = await request('/index.html', { 'accept-encoding': BROWSER }, 'HEAD');
    const get = await request('/index.html', { 'accept-encoding': BROWSER });
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['content-length'], get.headers['content-length']);
    assert.equal(res.body.length, 0);
  });

  test('precompressed: false sends every file as it is (the "before" of a measurement)', async () => {
    const plain = await startStaticServer({ root: dir, port: 0, precompressed: false });
    try {
      const res = await request(
        '/static/js/index.0123456789.js',
        { 'accept-encoding': BROWSER },
        'GET',
        false,
        plain.url,
      );
      assert.equal(res.headers['content-encoding'], undefined);
      assert.equal(res.body.toString(), SCRIPT);
    } finally {
      await plain.close();
    }
  });
});

describe('security headers', () => {
  test("every answer carries the module's headers, the page's policy naming the remotes' origins", async () => {
    const expected = securityHeaders({ csp: pageCsp(['http://localhost:3002']) });
    for (const pathname of ['/', '/static/js/index.0123456789.js', '/missing.png']) {
      const res = await request(pathname);
      for (const [name, value] of Object.entries(expected)) {
        assert.equal(res.headers[name], value, `${pathname}: ${name}`);
      }
      assert.equal(res.headers['strict-transport-security'], undefined);
    }
  });
});

describe('caching', () => {
  test('content-hashed assets are immutable for a year', async () => {
    const res = await request('/static/js/index.0123456789.js', { 'accept-encoding': BROWSER });
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  for (const [label, pathname] of [
    ['the HTML', '/index.html'],
    ['the SPA fallback HTML of a client route', '/parent/login'],
    ['the Module Federation manifest', '/mf-manifest.json'],
    ['the runtime remote config', '/remotes.json'],
  ]) {
    test(`${label} is revalidated: strong ETag, then 304 with no body`, async () => {
      const first = await request(pathname, { 'accept-encoding': BROWSER });
      assert.equal(first.status, 200);
      assert.equal(first.headers['cache-control'], 'no-cache');
      const etag = first.headers.etag;
      assert.match(etag, /^"[^"]+"$/, 'a strong validator (no W/)');
      const again = await request(pathname, {
        'accept-encoding': BROWSER,
        'if-none-match': etag,
      });
      assert.equal(again.status, 304);
      assert.equal(again.headers.etag, etag);
      assert.equal(again.headers['cache-control'], 'no-cache');
      assert.equal(again.body.length, 0);
    });
  }

  test('each encoding of a file has its own ETag, so a validator never crosses encodings', async () => {
    const br = await request('/index.html', { 'accept-encoding': 'br' });
    const gzip = await request('/index.html', { 'accept-encoding': 'gzip' });
    const identity = await request('/index.html');
    assert.equal(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size, 3);
    const crossed = await request('/index.html', {
      'accept-encoding': 'br',
      'if-none-match': gzip.headers.etag,
    });
    assert.equal(crossed.status, 200);
    assert.equal(brotliDecompressSync(crossed.body).toString(), HTML);
  });

  test('an If-None-Match list or a weak form of the tag also matches', async () => {
    const { etag } = (await request('/mf-manifest.json')).headers;
    const listed = await request('/mf-manifest.json', { 'if-none-match': `"other", ${etag}` });
    assert.equal(listed.status, 304);
    const weak = await request('/mf-manifest.json', { 'if-none-match': `W/${etag}` });
    assert.equal(weak.status, 304);
  });

  test('a changed remote config gets a new ETag and its new body', async () => {
    const { etag } = (await request('/remotes.json')).headers;
    const file = path.join(configDir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ remotes: {} }));
    const res = await request('/remotes.json', { 'if-none-match': etag });
    assert.equal(res.status, 200);
    assert.notEqual(res.headers.etag, etag);
    assert.deepEqual(JSON.parse(res.body.toString()), { remotes: {} });
  });

  test('a request for a missing asset is still a 404', async () => {
    const res = await request('/static/js/missing.0123456789.js', { 'accept-encoding': BROWSER });
    assert.equal(res.status, 404);
  });
});

describe('connections', () => {
  test('idle keep-alive connections are kept 75 s, as before', async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const res = await request('/index.html', {}, 'GET', agent);
      assert.equal(res.headers.connection, 'keep-alive');
      assert.equal(res.headers['keep-alive'], 'timeout=75');
    } finally {
      agent.destroy();
    }
  });
});

describe('the /api proxy', () => {
  let upstream;
  let portal;
  /** Ends the open event stream of the upstream below. */
  let endStream = () => {};
  before(async () => {
    upstream = http.createServer((req, res) => {
      if (req.url === '/api/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(': connected\n\n');
        endStream = () => res.end();
      } else if (req.url === '/api/auth/callback') {
        res.writeHead(302, { location: '/auth/callback', 'set-cookie': ['a=1', 'b=2'] });
        res.end();
      } else if (req.url === '/api/too-large') {
        // Answered from the headers, the body unread (the BFF's 413 on a Content-Length).
        res.writeHead(413, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'payload_too_large', message: 'grande demais' }));
      } else {
        req.resume();
        req.on('end', () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(req.headers));
        });
      }
    });
    await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    portal = await startStaticServer({
      root: dir,
      port: 0,
      apiTarget: `http://127.0.0.1:${upstream.address().port}`,
    });
  });
  after(async () => {
    await portal?.close();
    upstream?.closeAllConnections();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  test('overwrites the X-Forwarded-* a client sent and drops its other address headers', async () => {
    const res = await fetch(`${portal.url}/api/echo`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.7', forwarded: 'for=203.0.113.7', 'x-real-ip': '1' },
      body: '{}',
    });
    const seen = await res.json();
    assert.equal(seen['x-forwarded-for'], '127.0.0.1');
    assert.equal(seen['x-forwarded-host'], new URL(portal.url).host);
    assert.equal(seen['x-forwarded-proto'], 'http');
    assert.equal(seen.forwarded, undefined);
    assert.equal(seen['x-real-ip'], undefined);
  });

  test('hands a redirect to the browser with its cookies, without following it', async () => {
    const res = await fetch(`${portal.url}/api/auth/callback`, { redirect: 'manual' });
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/auth/callback');
    assert.deepEqual(res.headers.getSetCookie(), ['a=1', 'b=2']);
  });

  test('streams server-sent events as they are written', async () => {
    const res = await fetch(`${portal.url}/api/events`);
    const reader = res.body.getReader();
    const { value } = await reader.read();
    assert.equal(new TextDecoder().decode(value), ': connected\n\n');
    endStream();
    await reader.cancel();
  });

  test('forwards an answer the upstream sent before reading the body, not a 502', async () => {
    const res = await fetch(`${portal.url}/api/too-large`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(3 * 1024 * 1024, 'a'),
    });
    assert.equal(res.status, 413);
    assert.deepEqual(await res.json(), { code: 'payload_too_large', message: 'grande demais' });
  });

  test('an upstream that is down is a 502 with a pt-BR message', async () => {
    const down = await startStaticServer({ root: dir, port: 0, apiTarget: 'http://127.0.0.1:1' });
    try {
      const res = await fetch(`${down.url}/api/health`);
      assert.equal(res.status, 502);
      assert.match((await res.json()).message, /indisponível/);
    } finally {
      await down.close();
    }
  });
});
