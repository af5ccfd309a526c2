// `pnpm size-check` (a step of `npm test`, after the production builds): the JavaScript a
// phone downloads, as transferred with brotli, checked against budgets (ADR 035).
//  - First visits, empty cache: `/`, `/parent/login`, `/child/login`, and signed in as the demo
//    parent and child, `/parent/dashboard` and `/child/dashboard`.
//  - Each later route of a remote: opened from its app's dashboard (a fresh first visit each
//    time) the way the app's links go, counting only the scripts that route adds.
// Real Chromium loads each route of the composed portal (production builds, BFF on a throwaway
// PGlite database with the demo family, on ports of its own), every script it requests is
// kept, and its size is that of brotli at quality 11: the `.br` sibling the static server sends
// (scripts/precompress.mjs). The build decides the figures, not the machine's speed: the same
// build gives the same table. A script that reached Chromium without brotli although brotli
// would shrink it fails the check too (a build without siblings, a server ignoring them).
//
// The same visits count the `Intl` formatters the page builds (and the `toLocale*`/`localeCompare`
// calls that build one inside): the first costs a phone the locale data, 50–200 ms before the
// first paint (ADR 042). A first visit with `intl: 0` in the budgets fails if it builds any.
// They also count the zod schemas the page builds (zod's post-construction hook): a remote
// builds a contracts module's schemas when it imports it, on the phone's main thread, so a
// first visit builds at most its `schemas` budget (ADR 042, amended 2026-11-27).
//
// scripts/size-budgets.json holds, per route, the `budget` enforced here and the issue's
// `target`. A route over its budget fails the check (exit 1); the target is printed beside it.
// The budgets are a ratchet: `--ratchet` lowers each budget to 3% above today's figure, or to
// the target once the figure is within it, and each `schemas` to 3% above today's count (never
// raises one), so a bundle that got smaller stays small.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  brotliSize as brotliSizeOf,
  gzipSize,
  launchChromium,
  loadAndSettle,
  navigateInApp,
  recordScripts,
  signIn,
} from './lib/first-visit.mjs';
import { startPortal } from './lib/portal.mjs';
import { ROOT } from './lib/processes.mjs';

/**
 * Chunks named `idle-*` (the child's celebrations) are only ever fetched once the first screen
 * is done and the browser is idle (app-kit's `portal:idle-work` mark; ADR 050): the check fails
 * when one was requested before that point, i.e. a screen imports such a chunk's modules. A
 * first visit reports apart everything fetched from that point on (the forms' chunk a signed-in
 * screen prefetches, ADR 059), outside what its first screen waits for.
 * @param {string} url
 */
function isIdlePrefetch(url) {
  return (new URL(url).pathname.split('/').pop() ?? '').startsWith('idle-');
}

const PORTS = { shell: 5200, parent: 5201, child: 5202, bff: 5288 };
const BUDGETS_FILE = path.join(ROOT, 'scripts/size-budgets.json');
/** Headroom of a ratcheted budget over the figure measured. */
const HEADROOM = 1.03;

/** First visits: the route and who is signed in. */
const FIRST_VISITS = [
  { route: '/', as: null },
  { route: '/parent/login', as: null },
  { route: '/child/login', as: null },
  { route: '/parent/dashboard', as: 'parent' },
  { route: '/child/dashboard', as: 'child' },
];

/** Later routes of each remote, reached from its dashboard. */
const LATER_ROUTES = [
  ...[
    '/tasks/manage',
    '/tasks/approve',
    '/tasks/create',
    '/parent/settings',
    '/parent/reports',
  ].map((route) => ({
    route,
    from: '/parent/dashboard',
    as: 'parent',
  })),
  ...['/child/tasks', '/child/goals', '/child/achievements', '/child/profile'].map((route) => ({
    route,
    from: '/child/dashboard',
    as: 'child',
  })),
];

const ratchet = process.argv.includes('--ratchet');
/** `--files`: also list each route's scripts with their brotli size (where the bytes go). */
const listFiles = process.argv.includes('--files');
const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));

/**
 * Brotli at quality 11 is slow (about 6 s a MiB here) and most rows download the same scripts
 * (the shell, React, the remotes' entries): each distinct body is compressed once, by content.
 * @type {Map<string, number>}
 */
const brotliSizes = new Map();
/** @param {Buffer} body */
function brotliSize(body) {
  const key = createHash('sha256').update(body).digest('hex');
  let size = brotliSizes.get(key);
  if (size === undefined) {
    size = brotliSizeOf(body);
    brotliSizes.set(key, size);
  }
  return size;
}

const portal = await startPortal(PORTS);
const rows = [];
const shellHtml = await (await fetch(`${portal.shellUrl}/`)).text();
let browser;
try {
  browser = await launchChromium();
  // One sign-in per role (the BFF limits sign-ins per address), its cookies reused below.
  const sessions = {};
  for (const who of ['parent', 'child']) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await signIn(context, portal.shellUrl, who);
    sessions[who] = await context.storageState();
    await context.close();
  }
  for (const visit of [...FIRST_VISITS, ...LATER_ROUTES]) {
    // A new context per row: empty cache, like a first visit (signed in: only the cookies).
    // No service worker: the check counts what the network sends a first visit, and the worker,
    // which installs after the first screen (ADR 068), would answer the later routes' requests
    // from its precache (and Playwright does not see all of them finish).
    const context = await browser.newContext({
      serviceWorkers: 'block',
      ...(visit.as ? { storageState: sessions[visit.as] } : {}),
    });
    if (!visit.from) {
      await context.addInitScript(countIntlUse);
      await context.addInitScript(countZodSchemas);
    }
    try {
      const page = await context.newPage();
      const scripts = recordScripts(page);
      const first = visit.from ?? visit.route;
      await loadAndSettle(page, () => page.goto(`${portal.shellUrl}${first}`));
      // A signed-in screen's idle work starts a few seconds after it is done (app-kit's
      // IDLE_WORK_DELAY_MS): what it fetches belongs to this visit, not to the next route.
      if (visit.as) {
        await loadAndSettle(page, () =>
          page.waitForFunction(
            () => performance.getEntriesByName('portal:idle-work').length > 0,
            undefined,
            {
              timeout: 30_000,
            },
          ),
        );
      }
      expectAt(page, first);
      let measured = await scripts.take();
      if (visit.from) {
        await loadAndSettle(page, () => navigateInApp(page, visit.route));
        expectAt(page, visit.route);
        measured = await scripts.take();
      }
      // What a signed-in first visit fetches once its first screen is done and the browser is
      // idle (the forms' code for the screens after it, the child's celebrations; ADR 050, 059)
      // is reported apart, in `idle`: the first screen does not wait for it, and the later
      // routes no longer download it. `portal:idle-work` (app-kit's IDLE_MARK) is that point.
      const idleFrom = visit.from
        ? Infinity
        : await page.evaluate(() => {
            const [mark] = performance.getEntriesByName('portal:idle-work');
            return mark ? performance.timeOrigin + mark.startTime : Infinity;
          });
      const afterIdle = (script) => script.startedAt >= idleFrom;
      const idle = visit.from
        ? []
        : measured.filter((script) => isIdlePrefetch(script.url) || afterIdle(script));
      measured = measured.filter((script) => !idle.includes(script));
      const early = idle.filter((script) => !afterIdle(script));
      const intl = visit.from ? undefined : await page.evaluate(() => window.__intlUse ?? []);
      const schemas = visit.from ? undefined : await page.evaluate(() => window.__zodSchemas);
      rows.push({
        intl,
        schemas,
        kind: visit.from ? 'laterRoutes' : 'firstVisit',
        route: visit.route,
        from: visit.from,
        files: measured.length,
        scripts: measured.map((script) => ({
          path: new URL(script.url).host + new URL(script.url).pathname,
          br: brotliSize(script.body),
        })),
        raw: sum(measured, (script) => script.body.length),
        gzip: sum(measured, (script) => gzipSize(script.body, 9)),
        br: sum(measured, (script) => brotliSize(script.body)),
        idleBr: visit.from ? undefined : sum(idle, (script) => brotliSize(script.body)),
        idleEarly: early.map((script) => new URL(script.url).pathname),
        sentAs: [...new Set(measured.map((script) => script.encoding))].sort().join('+') || '-',
        // Scripts brotli would shrink that were not sent with it: the delivery is broken (no
        // `.br` siblings in the build, or a server that ignores them), whatever the budgets say.
        notBrotli: measured
          .filter(
            (script) => script.encoding !== 'br' && brotliSize(script.body) < script.body.length,
          )
          .map((script) => new URL(script.url).pathname),
      });
    } finally {
      await context.close();
    }
  }
} finally {
  await browser?.close();
  await portal.close();
}

const kib = (bytes) => bytes / 1024;
const fmt = (value) => (value === undefined ? '-' : value.toFixed(1));
let failures = 0;
console.log('\nJavaScript per route, as transferred (KiB; brotli 11 is what the server sends)\n');
console.log(
  `  ${'route'.padEnd(20)} ${'reached from'.padEnd(18)} ${'files'.padStart(5)} ${'raw'.padStart(8)} ${'gzip 9'.padStart(8)} ${'brotli'.padStart(8)} ${'idle'.padStart(6)} ${'budget'.padStart(7)} ${'target'.padStart(7)} ${'Intl'.padStart(4)} ${'zod'.padStart(5)}  result`,
);
for (const row of rows) {
  const entry = budgets[row.kind]?.[row.route];
  const over = entry ? kib(row.br) > entry.budget : false;
  if (over) failures += 1;
  const intlOver = entry?.intl !== undefined && (row.intl?.length ?? 0) > entry.intl;
  if (intlOver) failures += 1;
  const schemasOver = entry?.schemas !== undefined && (row.schemas ?? 0) > entry.schemas;
  if (schemasOver) failures += 1;
  const status = !entry
    ? 'no budget'
    : over
      ? 'OVER BUDGET'
      : intlOver
        ? `BUILDS Intl (${row.intl.join(', ')})`
        : schemasOver
          ? `BUILDS ${row.schemas} zod schemas (budget ${entry.schemas})`
          : kib(row.br) > entry.target
            ? 'ok (above target)'
            : 'ok';
  console.log(
    `  ${row.route.padEnd(20)} ${(row.from ?? '(first visit)').padEnd(18)} ${String(row.files).padStart(5)} ${fmt(kib(row.raw)).padStart(8)} ${fmt(kib(row.gzip)).padStart(8)} ${fmt(kib(row.br)).padStart(8)} ${(row.idleBr ? fmt(kib(row.idleBr)) : '-').padStart(6)} ${fmt(entry?.budget).padStart(7)} ${fmt(entry?.target).padStart(7)} ${String(row.intl?.length ?? '-').padStart(4)} ${String(row.schemas ?? '-').padStart(5)}  ${status}`,
  );
}
if (listFiles) {
  for (const row of rows) {
    console.log(`\n  ${row.route}${row.from ? ` (from ${row.from})` : ''}`);
    for (const script of [...row.scripts].sort((a, b) => b.br - a.br)) {
      console.log(`    ${fmt(kib(script.br)).padStart(6)}  ${script.path}`);
    }
  }
}
if (rows.some((row) => row.idleBr)) {
  console.log(
    `\n  idle: fetched by a first visit once its first screen is done and the browser idle (portal:idle-work); not in its brotli figure nor in its budget (ADR 050, 059).`,
  );
}
const idleEarly = [...new Set(rows.flatMap((row) => row.idleEarly ?? []))];
if (idleEarly.length) {
  failures += 1;
  console.error(
    `\n✖ idle-* chunks requested before the first screen was done (portal:idle-work), so a screen needs them: ${idleEarly.join(', ')}`,
  );
}
const served = [...new Set(rows.flatMap((row) => row.sentAs.split('+')))].join(', ');
console.log(`\n  Chromium was sent these scripts as: ${served}`);
const notBrotli = [...new Set(rows.flatMap((row) => row.notBrotli))];
if (notBrotli.length) {
  failures += 1;
  console.error(`\n✖ sent without brotli although it would shrink them: ${notBrotli.join(', ')}`);
}

// The shell's first-paint chunks preloaded by index.html (shell/build/first-paint.ts, ADR 042)
// must be exactly the shell scripts `/` loads after its entry: one missing downloads late, one
// too many downloads on every first visit for nothing.
const landing = rows.find((row) => row.kind === 'firstVisit' && row.route === '/');
const shellAsync = /^localhost:\d+\/static\/js\/async\/(.+)\.[0-9a-f]{8,}\.js$/;
const loadedFirst = new Set(
  (landing?.scripts ?? [])
    .filter((script) => script.path.startsWith(`localhost:${PORTS.shell}/`))
    .map((script) => shellAsync.exec(script.path)?.[1])
    .filter(Boolean),
);
const preloaded = new Set(
  [
    ...shellHtml.matchAll(
      /<link rel="preload" href="\/static\/js\/async\/([^"]+)\.[0-9a-f]{8,}\.js" as="script">/g,
    ),
  ].map((match) => match[1]),
);
const same =
  loadedFirst.size === preloaded.size && [...loadedFirst].every((name) => preloaded.has(name));
if (!same) {
  failures += 1;
  console.error(
    `\n✖ index.html preloads the shell chunks [${[...preloaded].sort().join(', ')}], but \`/\` loads [${[...loadedFirst].sort().join(', ')}] after the entry: list these in FIRST_PAINT_CHUNKS (shell/build/first-paint.ts; a chunk known by its id only needs a name there, in FIRST_PAINT_GROUPS) and build again.`,
  );
} else {
  console.log(`  index.html preloads the ${preloaded.size} shell chunks every first visit loads.`);
}

if (ratchet) {
  let lowered = 0;
  for (const row of rows) {
    const entry = budgets[row.kind]?.[row.route];
    if (!entry) continue;
    // A route that meets its target is held to it; one above it gets the headroom.
    const next = kib(row.br) <= entry.target ? entry.target : Math.ceil(kib(row.br) * HEADROOM);
    if (next < entry.budget) {
      entry.budget = next;
      lowered += 1;
    }
    // Schemas get the same headroom: a clean build and a rebuild of the same tree have counted
    // 515 and 513 on the child dashboard; a form module imported again adds hundreds.
    const schemas = row.schemas === undefined ? undefined : Math.ceil(row.schemas * HEADROOM);
    if (entry.schemas !== undefined && schemas !== undefined && schemas < entry.schemas) {
      entry.schemas = schemas;
      lowered += 1;
    }
  }
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`  --ratchet: ${lowered} budget(s) lowered in scripts/size-budgets.json`);
}

if (failures > 0) {
  console.error(
    `\n✖ the size check failed: a route over its budget (a change made it bigger, see the brotli column), a first visit that builds an Intl formatter where its budget says intl: 0 or more zod schemas than its budget's \`schemas\`, scripts sent without brotli, or index.html preloading other shell chunks than a first visit loads.`,
  );
  process.exit(1);
}
console.log('\n✔ every route within its budget');

/** Fail when a signed-in route bounced to a login (the figures would be the login's). */
function expectAt(page, route) {
  const at = new URL(page.url()).pathname;
  if (at !== route) throw new Error(`expected to be at ${route}, the page is at ${at}`);
}

function sum(items, size) {
  return items.reduce((total, item) => total + size(item), 0);
}

/**
 * Runs in the page before its scripts: counts in `window.__zodSchemas` every zod schema built
 * (zod calls `globalThis.__zod_globalConfig.postProcessor` with each one it constructs, and
 * keeps an object already there as its global config).
 */
function countZodSchemas() {
  window.__zodSchemas = 0;
  window.__zod_globalConfig = {
    postProcessor() {
      window.__zodSchemas += 1;
    },
  };
}

/**
 * Runs in the page before its scripts: records in `window.__intlUse` each `Intl` formatter
 * built and each `toLocale*String`/`localeCompare` call (they build one inside).
 */
function countIntlUse() {
  const used = [];
  window.__intlUse = used;
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const Original = Intl[name];
    if (typeof Original !== 'function' || !/^[A-Z]/.test(name)) continue;
    const Counted = new Proxy(Original, {
      construct(target, args, newTarget) {
        used.push(`Intl.${name}`);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, thisArg, args) {
        used.push(`Intl.${name}`);
        return Reflect.apply(target, thisArg, args);
      },
    });
    Object.defineProperty(Intl, name, { value: Counted, writable: true, configurable: true });
  }
  const methods = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
  ];
  for (const [proto, method] of methods) {
    const original = proto[method];
    Object.defineProperty(proto, method, {
      value(...args) {
        used.push(method);
        return original.apply(this, args);
      },
      writable: true,
      configurable: true,
    });
  }
}
