// A small production-like static server for the portal's frontends, with no dependencies so that
// `npm start` works on a machine that has only Node. It serves one build folder, optionally under a
// sub-path (a remote moved to a CDN path), with SPA fallback for the shell, CORS for remotes,
// a reverse proxy for `/api` (streaming, so server-sent events pass through) and an optional
// runtime remote-config file that is re-read on every request (changing it needs no rebuild).
// Delivery (ADR 035): the build's precompressed `.br`/`.gz` siblings are sent by Accept-Encoding,
// every file has a strong ETag (a 304 answers a matching If-None-Match), content-hashed assets
// are cached for a year as immutable and everything else is revalidated on every use.
import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files that may have precompressed siblings (scripts/precompress.mjs): their answers vary. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

/** The siblings the server looks for, in its order of preference on equal quality. */
const ENCODINGS = [
  { name: 'br', suffix: '.br', tag: 'br' },
  { name: 'gzip', suffix: '.gz', tag: 'gz' },
];

/**
 * rsbuild names the files it content-hashes `name.<10 hex>.ext` (JS, CSS, media): a new build
 * gives a changed file a new name, so these may be cached for good. HTML, mf-manifest.json and
 * remotes.json keep their names and must be revalidated, so a deploy shows at once.
 */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Start a static server.
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {number} options.port
 * @param {string} [options.host] interface to bind, default 127.0.0.1
 * @param {string} [options.basePath] serve the folder under this URL prefix, e.g. '/cdn/child-app/v2'
 * @param {boolean} [options.spa] unknown paths without an extension get index.html
 * @param {boolean} [options.cors] send Access-Control-Allow-Origin: *
 * @param {string} [options.apiTarget] proxy `/api/*` to this origin, e.g. http://127.0.0.1:8787
 * @param {string} [options.remotesConfigFile] serve this file at `/remotes.json`, read per request
 * @param {boolean} [options.hsts] send Strict-Transport-Security (production behind https)
 * @param {boolean} [options.csp] send the Content-Security-Policy (default true; Storybook's
 *   static build frames itself and runs inline scripts, so it is served without one)
 * @param {boolean} [options.precompressed] send the build's `.br`/`.gz` siblings (default true;
 *   false serves every file as it is, to measure what compression changes)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer(options) {
  const root = path.resolve(options.root);
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Erro interno: ${error.message}`);
    });
  });

  // The remote config the page's policy is computed from: the runtime file, else the build's own.
  const remotesFile = options.remotesConfigFile ?? path.join(root, 'remotes.json');

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://local');
    if (options.apiTarget && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) {
      // The BFF sets its own security headers on what it answers.
      proxy(req, res, options.apiTarget);
      return;
    }
    for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
    if (options.hsts) res.setHeader('strict-transport-security', HSTS);
    if (options.csp !== false) {
      res.setHeader('content-security-policy', await contentSecurityPolicy(remotesFile));
    }
    if (options.cors) {
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-headers': '*' });
        res.end();
        return;
      }
    }
    if (options.remotesConfigFile && url.pathname === '/remotes.json') {
      const body = await fs.readFile(options.remotesConfigFile);
      const etag = `"${digest(body)}"`;
      if (matches(req.headers['if-none-match'], etag)) {
        res.writeHead(304, { etag, 'cache-control': REVALIDATE });
        res.end();
        return;
      }
      res.writeHead(200, {
        'content-type': TYPES['.json'],
        'content-length': body.length,
        'cache-control': REVALIDATE,
        etag,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (basePath && !url.pathname.startsWith(basePath + '/')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Não encontrado');
      return;
    }
    const relative = decodeURIComponent(url.pathname.slice(basePath.length));
    let file = path.join(root, path.normalize(relative).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    let stat = await fs.stat(file).catch(() => null);
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = await fs.stat(file).catch(() => null);
    }
    if (!stat && options.spa && !path.extname(relative)) {
      file = path.join(root, 'index.html');
      stat = await fs.stat(file).catch(() => null);
    }
    if (!stat) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Não encontrado');
      return;
    }
    const ext = path.extname(file);
    const compressible = COMPRESSIBLE.has(ext) && options.precompressed !== false;
    const variant = compressible
      ? await chooseVariant(file, stat, req.headers['accept-encoding'])
      : { file, size: stat.size, encoding: null, tag: null };
    const identityTag = await etagOf(file, stat);
    const etag = variant.tag ? `"${identityTag}-${variant.tag}"` : `"${identityTag}"`;
    const headers = {
      'cache-control': HASHED_NAME.test(path.basename(file)) ? IMMUTABLE : REVALIDATE,
      etag,
      // Every answer for a file that has (or may get) siblings depends on Accept-Encoding, the
      // identity one included: a shared cache must not give it to a client that accepts brotli.
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    };
    if (matches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': variant.size,
      ...(variant.encoding ? { 'content-encoding': variant.encoding } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(variant.file).pipe(res);
  }

  // Strong validators: a digest of the file's bytes, computed once per (file, size, mtime).
  const etags = new Map();
  async function etagOf(file, stat) {
    const known = etags.get(file);
    if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.etag;
    const etag = digest(await fs.readFile(file));
    etags.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, etag });
    return etag;
  }

  // Idle keep-alive connections stay open longer than any client here waits between requests
  // (Node's default is 5 s): a request sent on a connection the server is closing at that very
  // moment fails with ECONNRESET (seen in CI: an API request 6 s after the previous one).
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // Port 0 asks the system for a free port (the tests): report the one it gave.
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    url: `http://localhost:${port}${basePath}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The representation to send: the best precompressed sibling the client accepts (highest
 * quality value, brotli before gzip on a tie), else the file itself. A sibling older than its
 * file is ignored: the file was changed after the build, and the sibling would be stale.
 * @param {string} file
 * @param {import('node:fs').Stats} stat
 * @param {string | undefined} acceptEncoding
 * @returns {Promise<{ file: string, size: number, encoding: string | null, tag: string | null }>}
 */
async function chooseVariant(file, stat, acceptEncoding) {
  const accepted = parseAcceptEncoding(acceptEncoding);
  const candidates = ENCODINGS.map((encoding) => ({ ...encoding, q: accepted(encoding.name) }))
    .filter((encoding) => encoding.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const encoding of candidates) {
    const sibling = file + encoding.suffix;
    const siblingStat = await fs.stat(sibling).catch(() => null);
    if (siblingStat?.isFile() && siblingStat.mtimeMs >= stat.mtimeMs) {
      return { file: sibling, size: siblingStat.size, encoding: encoding.name, tag: encoding.tag };
    }
  }
  return { file, size: stat.size, encoding: null, tag: null };
}

/**
 * The quality value an Accept-Encoding header gives each coding (RFC 9110 §12.5.3): listed
 * codings their `q` (default 1), others that of `*`, or 0 when neither is there. No header means
 * only identity, as a client that sends none may not decode anything else.
 * @param {string | undefined} header
 * @returns {(coding: string) => number}
 */
export function parseAcceptEncoding(header) {
  const qualities = new Map();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number.parseFloat(value ?? '');
    }
    qualities.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  return (coding) =>
    qualities.get(coding) ??
    (coding === 'gzip' ? qualities.get('x-gzip') : undefined) ??
    qualities.get('*') ??
    0;
}

/**
 * Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 §13.1.2
 * asks of If-None-Match; `*` matches any current file).
 * @param {string | undefined} header
 * @param {string} etag
 */
function matches(header, etag) {
  if (!header) return false;
  const opaque = (tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** A short digest of some bytes for an entity tag (base64url of SHA-256, 128 bits). */
function digest(body) {
  return createHash('sha256').update(body).digest('base64url').slice(0, 22);
}

/** Headers of every response the static server itself answers (ADR 011). */
const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The origins of the remotes named in a runtime remote config (`{ remotes: { name: { manifest
 * } } }`), read on every call so moving a remote needs no rebuild and no restart. A missing
 * or broken file gives no remote origin (the page then loads no remote, as the shell would).
 * @param {string} file
 * @returns {Promise<string[]>}
 */
export async function remoteOrigins(file) {
  let config;
  try {
    config = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return [];
  }
  const origins = new Set();
  for (const remote of Object.values(config?.remotes ?? {})) {
    try {
      const origin = new URL(remote.manifest).origin;
      if (origin !== 'null') origins.add(origin);
    } catch {
      // A relative or broken manifest URL: same origin or nothing.
    }
  }
  return [...origins];
}

/**
 * The portal's Content-Security-Policy: scripts only from this origin and the remotes (the
 * Module Federation runtime fetches each remote's manifest, then loads its scripts and CSS
 * from the remote's origin), no inline script, no framing. The design system's CSS arrives as
 * stylesheet files from these origins (ADR 019); `style-src 'unsafe-inline'` stays because Radix's
 * modal primitives (react-remove-scroll) add a `<style>` to lock page scroll (why not a nonce:
 * ADR 011).
 * @param {string} remotesFile
 * @returns {Promise<string>}
 */
export async function contentSecurityPolicy(remotesFile) {
  const remotes = (await remoteOrigins(remotesFile)).join(' ');
  const withRemotes = (sources) => (remotes ? `${sources} ${remotes}` : sources);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self'")} 'unsafe-inline'`,
    `img-src ${withRemotes("'self' data: blob:")}`,
    `font-src ${withRemotes("'self' data:")}`,
    `connect-src ${withRemotes("'self'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function proxy(req, res, target) {
  const upstream = new URL(req.url ?? '/', target);
  const headers = { ...req.headers, host: upstream.host };
  // The BFF trusts X-Forwarded-* only from its proxy (TRUST_PROXY); this is that proxy, so it
  // OVERWRITES them: whatever X-Forwarded-For the client sent is dropped, and the BFF reads the
  // socket address it puts here. Other client-address headers are dropped too.
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  delete headers.forwarded;
  delete headers['x-real-ip'];
  const upstreamReq = http.request(upstream, { method: req.method, headers }, (upstreamRes) => {
    res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
    upstreamRes.pipe(res);
  });
  upstreamReq.on('error', () => {
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    }
    res.end(
      JSON.stringify({
        code: 'bad_gateway',
        message: 'O servidor está indisponível no momento. Tente novamente em instantes.',
      }),
    );
  });
  req.pipe(upstreamReq);
}
