// A small production-like static server for the portal's frontends, with no dependencies so that
// `npm start` works on a machine that has only Node. It serves one build folder, optionally under a
// sub-path (a remote moved to a CDN path), with SPA fallback for the shell, CORS for remotes,
// a reverse proxy for `/api` (streaming, so server-sent events pass through) and an optional
// runtime remote-config file that is re-read on every request (changing it needs no rebuild).
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
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-cache' });
      res.end(body);
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
    // Hashed assets are immutable; HTML and manifests must be revalidated so a new deploy shows.
    const immutable = /\.[0-9a-f]{8,}\./.test(path.basename(file));
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': stat.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
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
  return {
    url: `http://localhost:${options.port}${basePath}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
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
