// `pnpm bench`: figures for production builds, printed as a table.
//  - build time of each app (one build at a time, on this machine);
//  - JavaScript the browser downloads on a first visit to /, /parent/login and /child/login
//    (raw and gzip bytes, gzip level 6 as a typical server/CDN would send it, and brotli 11 as
//    the portal's servers send it: scripts/lib/first-visit.mjs; budgets: `pnpm size-check`);
//  - how many copies of react-dom started on each page (must be 1);
//  - approvals, rejections and completions per second and p50/p99 latency on PostgreSQL,
//    spread over 100 children and on one hot child, with a plain indexed read as the reference
//    in the same run (bff/bench/approvals.ts; skipped when PostgreSQL is not reachable);
//  - the profile statistics read of a child with 5,000 ledger lines (and the first page of its
//    ledger), req/s and p50/p99, next to the same plain indexed read (bff/bench/stats.ts);
//  - a payday of 10,000 children's automatic allowances, seconds and ledger lines (issue 38,
//    bff/bench/allowance.ts);
//  - the BFF's resident memory while 8 bodies of 100 MB with a Content-Length and 8 chunked
//    ones hit a public route at once (all must be refused with 413, issue 9).
// `--large` runs only bff/bench/large.ts instead: one family with 50,000 tasks and 200,000
// submissions, its search, child list, approval queue and ledger page (issue 14).
// No assertions: this measures, it does not judge.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  brotliSize,
  gzipSize,
  launchChromium,
  loadAndSettle,
  recordScripts,
} from './lib/first-visit.mjs';
import { ROOT, ensureInstalled, pnpm, pnpmCommand } from './lib/processes.mjs';
import { floodWithOversizedBodies } from './lib/oversized-bodies.mjs';
import { startPortal } from './lib/portal.mjs';

const PORTS = { shell: 5000, parent: 5001, child: 5002, bff: 5787 };
const ROUTES = ['/', '/parent/login', '/child/login'];

ensureInstalled();

if (process.argv.includes('--large')) {
  // `pnpm bench --large` (issue 14, ADR 038): only the reads of one family with 50,000 tasks
  // and 200,000 submissions on PostgreSQL (bff/bench/large.ts prints them; `--explain` adds
  // the key lines of each statement's plan). No builds, no browser.
  const [command, ...prefix] = pnpmCommand();
  const extra = process.argv.includes('--explain') ? ['--explain'] : [];
  const args = ['--filter', '@portal/bff', 'exec', 'tsx', 'bench/large.ts', ...extra];
  console.log(`\n▶ pnpm ${args.join(' ')}`);
  const result = spawnSync(command, [...prefix, ...args], { cwd: ROOT, stdio: 'inherit' });
  // Exit code 2: PostgreSQL did not answer (reported by the bench, not a failure).
  process.exit(result.status === 2 ? 0 : (result.status ?? 1));
}

const buildTimes = {};
for (const [name, filter] of [
  ['shell', '@portal/shell'],
  ['parent-app', '@portal/parent-app'],
  ['child-app', '@portal/child-app'],
  ['bff', '@portal/bff'],
  ['design-system (Storybook)', '@portal/design-system'],
]) {
  buildTimes[name] = pnpm(['--filter', filter, 'run', 'build']);
}

const portal = await startPortal(PORTS);
const results = [];
let flood;
try {
  const browser = await launchChromium();
  for (const route of ROUTES) {
    // A new context per route: empty cache, like a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      let count = 0;
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        value: {
          renderers: new Map(),
          supportsFiber: true,
          inject(renderer) {
            if ((renderer.rendererPackageName ?? 'react-dom') === 'react-dom') count += 1;
            window.__reactDomCopies = count;
            return count;
          },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
        },
      });
    });
    const scripts = recordScripts(page);
    await loadAndSettle(page, () => page.goto(`${portal.shellUrl}${route}`));
    const bodies = (await scripts.take()).map((script) => script.body);
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    const gzip = bodies.reduce((sum, body) => sum + gzipSize(body, 6), 0);
    const br = bodies.reduce((sum, body) => sum + brotliSize(body), 0);
    const copies = await page.evaluate(() => window.__reactDomCopies ?? 0);
    results.push({ route, files: bodies.length, raw, gzip, br, copies });
    await context.close();
  }
  await browser.close();
  flood = await floodWithOversizedBodies(portal.bffUrl, portal.bffPid, {
    path: '/api/auth/sign-in/email',
  });
} finally {
  await portal.close();
}

// The BFF benches on PostgreSQL: each creates and drops its own database. Exit code 2 means
// PostgreSQL did not answer (reported, not fatal); any other failure (a request failed, the
// ledger did not add up) fails `pnpm bench` after the table is printed.
function runBffBench(script) {
  const file = path.join(
    os.tmpdir(),
    `mesadinha-bench-${path.basename(script, '.ts')}-${process.pid}.json`,
  );
  const [command, ...prefix] = pnpmCommand();
  const args = ['--filter', '@portal/bff', 'exec', 'tsx', script, '--json', file];
  console.log(`\n▶ pnpm ${args.join(' ')}`);
  const result = spawnSync(command, [...prefix, ...args], { cwd: ROOT, stdio: 'inherit' });
  try {
    if (result.status === 0) return { figures: JSON.parse(readFileSync(file, 'utf8')) };
    if (result.status === 2) return { problem: 'PostgreSQL not reachable (see above)' };
    return {
      failed: true,
      problem: `${script} failed (exit ${result.status ?? result.signal}, see above)`,
    };
  } finally {
    rmSync(file, { force: true });
  }
}
const {
  figures: approvals,
  problem: approvalsProblem,
  failed: approvalsFailed,
} = runBffBench('bench/approvals.ts');
const {
  figures: stats,
  problem: statsProblem,
  failed: statsFailed,
} = runBffBench('bench/stats.ts');
const {
  figures: payday,
  problem: paydayProblem,
  failed: paydayFailed,
} = runBffBench('bench/allowance.ts');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log('\nMesadinha benchmark (production builds, this machine)\n');
console.log('Build time');
for (const [name, seconds] of Object.entries(buildTimes)) {
  console.log(`  ${name.padEnd(28)} ${seconds.toFixed(1)} s`);
}
console.log(
  '\nFirst visit: JavaScript downloaded (gzip 6 as compressed on the fly; brotli 11 as sent)',
);
console.log(
  `  ${'route'.padEnd(16)} ${'files'.padStart(5)} ${'raw'.padStart(12)} ${'gzip'.padStart(12)} ${'bytes gzip'.padStart(11)} ${'brotli'.padStart(12)}  react-dom copies`,
);
for (const row of results) {
  console.log(
    `  ${row.route.padEnd(16)} ${String(row.files).padStart(5)} ${kb(row.raw).padStart(12)} ${kb(row.gzip).padStart(12)} ${String(row.gzip).padStart(11)} ${kb(row.br).padStart(12)}  ${row.copies}`,
  );
}
if (flood) {
  const refused = flood.statuses.filter((status) => status === 413).length;
  console.log(
    `\nOversized bodies: ${flood.parallel} × ${flood.megabytes} MB with Content-Length + ${flood.parallel} chunked, at once, to POST ${flood.path}`,
  );
  console.log(
    `  answered 413: ${refused}/${flood.statuses.length}; BFF RSS before ${flood.before.rssMb.toFixed(1)} MB, peak during ${flood.after.peakMb.toFixed(1)} MB, after ${flood.after.rssMb.toFixed(1)} MB; /api/health after: ${flood.health}`,
  );
}
if (approvals) {
  console.log(
    `\nApprovals on PostgreSQL ${approvals.postgres}: HTTP, ${approvals.concurrency} in flight, ${approvals.requests} requests per row`,
  );
  console.log(
    `  ${'scenario'.padEnd(58)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}  money moves  CPU per request: BFF, PostgreSQL; machine (busy)`,
  );
  // CPU per request: the BFF's thread and the bench database's backends, in ms; it
  // drifts less than req/s when other work shares the machine.
  // Machine: the busy CPU of both cores per request, every process and the kernel included
  // (the load generator, the WAL flush), and the share of both cores in use during the row;
  // well under 100%, the row waited on something else than CPU (a lock, the WAL flush).
  const cpu = (ms) => (ms === undefined ? '—' : `${ms.toFixed(2)} ms`);
  const busy = (share) => (share === undefined ? '—' : `${(share * 100).toFixed(0)}%`);
  for (const row of approvals.rows) {
    console.log(
      `  ${row.label.padEnd(58)} ${row.perSecond.toFixed(0).padStart(7)} ${`${row.p50.toFixed(1)} ms`.padStart(9)} ${`${row.p99.toFixed(1)} ms`.padStart(9)}  ${(row.movesMoney ? 'yes' : 'no').padEnd(11)}  ${cpu(row.serverCpuMs)}, ${cpu(row.databaseCpuMs)}; ${cpu(row.machineCpuMs)} ${busy(row.machineBusy)}`,
    );
  }
  // The floors of ADR 061, same run.
  for (const ratio of approvals.ratios ?? []) {
    const met = ratio.atMost ? ratio.value <= ratio.target : ratio.value >= ratio.target;
    const value =
      ratio.unit === 'ms' ? `${ratio.value.toFixed(0)} ms` : `${ratio.value.toFixed(2)}×`;
    const target = `${ratio.atMost ? '≤' : '≥'} ${ratio.target}${ratio.unit === 'ms' ? ' ms' : '×'}`;
    console.log(
      `  ${ratio.label.padEnd(58)} ${value.padStart(9)}  floor ${target}: ${met ? 'met' : 'NOT met'}`,
    );
  }
} else {
  console.log(`\nApprovals on PostgreSQL: not measured (${approvalsProblem})`);
}
if (stats) {
  console.log(
    `\nProfile reads on PostgreSQL ${stats.postgres}: HTTP, ${stats.concurrency} in flight, ${stats.requests} requests per row, a child with ${stats.ledgerLines} ledger lines`,
  );
  console.log(
    `  ${'scenario'.padEnd(58)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`,
  );
  for (const row of stats.rows) {
    console.log(
      `  ${row.label.padEnd(58)} ${row.perSecond.toFixed(0).padStart(7)} ${`${row.p50.toFixed(1)} ms`.padStart(9)} ${`${row.p99.toFixed(1)} ms`.padStart(9)}`,
    );
  }
} else {
  console.log(`\nProfile reads on PostgreSQL: not measured (${statsProblem})`);
}
if (payday) {
  console.log(
    `\nA payday on PostgreSQL: ${payday.children} children's allowances paid in ${payday.seconds.toFixed(1)} s (${payday.paid} paid, ${payday.lines} ledger lines)`,
  );
} else {
  console.log(`\nA payday on PostgreSQL: not measured (${paydayProblem})`);
}
process.exit(approvalsFailed || statsFailed || paydayFailed ? 1 : 0);
