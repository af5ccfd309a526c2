// What a browser downloads to show a page: real Chromium (Debian's, through the Playwright the
// e2e package installs) loads a route of the running portal with an empty cache and every
// script it requests is kept, decoded. Shared by `pnpm bench` (raw and gzip bytes) and
// `scripts/size-check.mjs` (brotli bytes against the budgets, ADR 035).
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { brotliOptions } from '../precompress.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { DEMO } from './portal.mjs';
import { ROOT } from './processes.mjs';

/** Launch headless Chromium with Playwright (the e2e package's copy: the root has none). */
export async function launchChromium() {
  const { chromium } = createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/**
 * Sign a browser context in as the demo parent or the demo child, through the shell's `/api`
 * proxy as the login forms do: the session cookie lands in the context, nothing is cached.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} shellUrl
 * @param {'parent' | 'child'} who
 */
export async function signIn(context, shellUrl, who) {
  const [pathname, data] =
    who === 'parent'
      ? ['/api/auth/sign-in/email', DEMO.parent]
      : ['/api/child-auth/sign-in', DEMO.child];
  const response = await context.request.post(`${shellUrl}${pathname}`, {
    headers: { origin: shellUrl },
    data,
  });
  if (response.status() !== 200) {
    throw new Error(`sign-in of the demo ${who}: ${response.status()} ${await response.text()}`);
  }
}

/**
 * Keep every script `page` receives from now on (decoded body, URL, Content-Encoding sent).
 * `take()` returns those received since the last `take()`, in URL order.
 * @param {import('@playwright/test').Page} page
 */
export function recordScripts(page) {
  let pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => ({
          url: response.url(),
          /** When the request started (ms since the epoch, the browser's clock). */
          startedAt: response.request().timing().startTime,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          body,
        })),
    );
  });
  return {
    async take() {
      const taken = await Promise.all(pending);
      pending = [];
      return taken.sort((a, b) => a.url.localeCompare(b.url));
    },
  };
}

/**
 * Wait until the page has had no request in flight for `quietMs` (the realtime stream and other
 * long-lived event streams excepted, which never end): Playwright's 'networkidle' would wait
 * for them forever on a signed-in screen. Chains of lazy chunks (data, then the screen that
 * shows it) keep the page busy, so what a route needs is all in when this returns.
 * @param {import('@playwright/test').Page} page
 * @param {() => Promise<unknown>} action what starts the loading (a navigation)
 */
export async function loadAndSettle(page, action, { quietMs = 1500, timeoutMs = 60_000 } = {}) {
  const inFlight = new Set();
  let lastActivity = Date.now();
  const longLived = (request) =>
    request.resourceType() === 'eventsource' ||
    (request.headers().accept ?? '').includes('text/event-stream');
  const started = (request) => {
    if (longLived(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    const deadline = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) {
        const urls = [...inFlight].map((request) => request.url()).join(', ');
        throw new Error(`the page did not settle within ${timeoutMs} ms (in flight: ${urls})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Move the app to another route the way its own links do (history.pushState, then the popstate
 * react-router listens to): no page load, only what the new screen adds is fetched.
 * @param {import('@playwright/test').Page} page
 * @param {string} pathname
 */
export async function navigateInApp(page, pathname) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, pathname);
}

/**
 * Brotli at quality 11 (what scripts/precompress.mjs writes): the bytes a browser that accepts
 * brotli is sent for a script, or the script itself when brotli would not make it smaller.
 * @param {Buffer} body
 */
export function brotliSize(body) {
  return Math.min(zlib.brotliCompressSync(body, brotliOptions(body.length)).length, body.length);
}

/**
 * Gzip size at `level` (6 is what a typical server compressing on the fly sends, 9 is the
 * precompressed `.gz` sibling), or the script itself when gzip would not make it smaller.
 * @param {Buffer} body
 * @param {number} level
 */
export function gzipSize(body, level) {
  return Math.min(zlib.gzipSync(body, { level }).length, body.length);
}
