// The static server of the portal's frontends (`npm start`, e2e, the measuring scripts): Hono on
// @hono/node-server (ADR 060). It serves one build folder, optionally under a sub-path (a remote
// moved to a CDN path), with SPA fallback for the shell, CORS for remotes, a streaming reverse
// proxy for `/api` (server-sent events pass through) and an optional runtime remote-config file
// re-read on every request (changing it needs no rebuild). Delivery (ADR 035): the build's
// precompressed `.br`/`.gz` siblings by Accept-Encoding, an ETag of the bytes sent (so each
// encoding has its own) with 304s, a year `immutable` for content-hashed names and `no-cache`
// for everything else.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { drainEarlyAnswers } from '@portal/server-kit/early-answers';
import { pageCsp, securityHeaders } from '@portal/server-kit/security-headers';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { proxy } from 'hono/proxy';
import { COMPRESSIBLE } from '../precompress.mjs';

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
  const precompressed = options.precompressed !== false;
  // The remote config the page's policy is computed from: the runtime file, else the build's own.
  const remotesFile = options.remotesConfigFile ?? path.join(root, 'remotes.json');

  const app = new Hono();
  // The BFF sets its own security headers on what it answers.
  if (options.apiTarget) app.all('/api/*', proxyTo(options.apiTarget));
  app.use(async (c, next) => {
    await next();
    const csp = options.csp === false ? undefined : pageCsp(await remoteOrigins(remotesFile));
    for (const [name, value] of Object.entries(securityHeaders({ csp, hsts: options.hsts }))) {
      c.header(name, value);
    }
  });
  if (options.cors) app.use(cors());
  app.use(etag());
  // Caching by the file serveStatic sent (it names it to `onFound`): immutable for hashed names.
  app.use(async (c, next) => {
    await next();
    const file = c.get('file');
    if (!file) return;
    c.header('Cache-Control', HASHED_NAME.test(c.req.path) ? IMMUTABLE : REVALIDATE);
    // serveStatic says Vary when it sends a sibling; the identity answer of a file that has (or
    // may get) siblings varies too: a shared cache must not give it to a client of brotli.
    if (precompressed && COMPRESSIBLE.has(path.extname(file))) c.header('Vary', 'Accept-Encoding');
  });
  /** @type {import('@hono/node-server/serve-static').ServeStaticOptions['onFound']} */
  const onFound = (file, c) => c.set('file', file);
  if (options.remotesConfigFile) {
    app.get('/remotes.json', serveStatic({ path: options.remotesConfigFile, onFound }));
  }
  app.get(
    `${basePath}/*`,
    serveStatic({
      root,
      precompressed,
      rewriteRequestPath: (requestPath) => requestPath.slice(basePath.length),
      onFound,
    }),
  );
  if (options.spa) {
    const index = serveStatic({ root, path: 'index.html', precompressed, onFound });
    app.get('*', (c, next) => (path.extname(c.req.path) ? next() : index(c, next)));
  }
  app.notFound((c) => c.text('Não encontrado', 404));

  // The application's Request and Response stay the platform's (the e2e and BFF test processes
  // share their globals with this server).
  const server = createAdaptorServer({
    fetch: app.fetch,
    overrideGlobalObjects: false,
    autoCleanupIncoming: false,
  });
  drainEarlyAnswers(server);
  // Idle keep-alive connections stay open longer than any client here waits between requests
  // (Node's default is 5 s): a request sent on a connection the server is closing at that very
  // moment fails with ECONNRESET (seen in CI: an API request 6 s after the previous one).
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(undefined));
  });
  // Port 0 asks the system for a free port (the tests): report the one it gave.
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    url: `http://localhost:${port}${basePath}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The pt-BR answer when the BFF cannot be reached (the apps show its message). */
const BAD_GATEWAY = {
  code: 'bad_gateway',
  message: 'O servidor está indisponível no momento. Tente novamente em instantes.',
};

/**
 * The `/api` reverse proxy. The BFF trusts X-Forwarded-* only from its proxy (TRUST_PROXY); this
 * is that proxy, so it OVERWRITES them: whatever X-Forwarded-For the client sent is dropped, and
 * the BFF reads the socket address put here. Other client-address headers, and those that only
 * concern this hop (Expect: Node has already answered `100 Continue`), are dropped too.
 * The body goes through a PassThrough: when the BFF answers early, fetch cancels what it sends,
 * and that must not destroy the client's connection before the answer and the drain reach it.
 * @param {string} target
 * @returns {import('hono').Handler<{ Bindings: import('@hono/node-server').HttpBindings }>}
 */
function proxyTo(target) {
  return (c) => {
    const { incoming } = c.env;
    const url = new URL(c.req.url);
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    return proxy(new URL(url.pathname + url.search, target), {
      method: c.req.method,
      headers: {
        ...c.req.header(),
        host: undefined,
        connection: undefined,
        'keep-alive': undefined,
        expect: undefined,
        te: undefined,
        upgrade: undefined,
        forwarded: undefined,
        'x-real-ip': undefined,
        'x-forwarded-host': c.req.header('host') ?? '',
        'x-forwarded-proto': 'http',
        'x-forwarded-for': incoming.socket.remoteAddress ?? '',
      },
      body: hasBody ? Readable.toWeb(incoming.pipe(new PassThrough())) : null,
      duplex: 'half',
      // A redirect (a sign-in provider's callback) is the browser's to follow, cookies and all.
      redirect: 'manual',
    }).catch(() => c.json(BAD_GATEWAY, 502));
  };
}

/**
 * The origins of the remotes named in a runtime remote config (`{ remotes: { name: { manifest
 * } } }`), read on every call so moving a remote needs no rebuild and no restart. A missing
 * or broken file gives no remote origin (the page then loads no remote, as the shell would).
 * @param {string} file
 * @returns {Promise<string[]>}
 */
async function remoteOrigins(file) {
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
