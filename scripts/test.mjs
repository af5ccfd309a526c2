// `npm test` / `pnpm test`: every check CI runs: lint, format, typecheck, the OpenAPI lint, unit and integration
// tests of every package (the BFF's against real PostgreSQL), production builds, the deploy
// recipe's checks over them (compose, Caddy, `pnpm start:cluster`, ADR 039), the size check of
// the JavaScript each route downloads (budgets in scripts/size-budgets.json, ADR 035) and the
// Playwright end-to-end suite in Chromium over those builds, then Lighthouse's score of each first
// visit against its ratchet (scripts/lighthouse-budgets.json, ADR 042).
//
// Two lanes run at once (ADR 041): the BFF suite, which mostly waits on PostgreSQL, then over the
// builds the deploy recipe and the size check; and the builds first, then lint, format,
// typecheck, the other packages' suites and the root scripts' tests. A step over the builds
// waits for them. Each step's output is kept and printed in one block when the step ends, so the
// lanes do not interleave. The end-to-end suite, then Lighthouse, run last, alone, their output
// streamed: their timeouts and timings are not tried against a busy CPU. The first failing step
// stops the run and is named; the other lane is stopped.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { ensureInstalled, pnpmCommand, ROOT } from './lib/processes.mjs';

const [PNPM, ...PNPM_PREFIX] = pnpmCommand();
const pnpm = (...args) => [PNPM, [...PNPM_PREFIX, ...args]];

/**
 * @typedef {{ name: string, command: [string, string[]], needsChromium?: boolean, after?: string }} Step
 * `after`: the name of a step of another lane this one waits for (and does not run without).
 */

const BUILDS = 'production builds';

/** @type {Step[][]} Run side by side; within a lane, in order. */
const lanes = [
  [
    { name: 'BFF tests', command: pnpm('--filter', '@portal/bff', 'run', 'test') },
    // Over the builds: compose.yaml, the Caddyfiles and `pnpm start:cluster` (ADR 039).
    {
      name: 'deploy recipe',
      command: [process.execPath, ['--test', 'scripts/deploy.test.mjs']],
      after: BUILDS,
    },
    // Bytes per route, not times: a busy CPU does not change them.
    { name: 'size check', command: pnpm('run', 'size-check'), needsChromium: true, after: BUILDS },
  ],
  [
    // First, so the other lane's steps over the builds never wait for them.
    { name: BUILDS, command: pnpm('run', 'build') },
    { name: 'lint', command: pnpm('run', 'lint') },
    { name: 'format', command: pnpm('run', 'format:check') },
    { name: 'typecheck', command: pnpm('run', 'typecheck') },
    // Redocly's recommended rules over the production BFF's OpenAPI document (issue 37).
    { name: 'OpenAPI lint', command: pnpm('--filter', '@portal/bff', 'run', 'openapi:lint') },
    {
      name: 'package tests',
      command: pnpm(
        '-r',
        '--workspace-concurrency=1',
        '--filter',
        '!@portal/e2e',
        '--filter',
        '!@portal/bff',
        '--if-present',
        'run',
        'test',
      ),
    },
    { name: 'script tests', command: pnpm('run', 'test:scripts') },
  ],
];

/** @type {Step[]} After both lanes, one at a time, with the machine to themselves. */
const afterLanes = [
  // Alone: its 10 s expectations failed with the lanes' load beside it (ADR 041).
  { name: 'end-to-end tests', command: pnpm('run', 'test:e2e'), needsChromium: true },
  // Each first visit's Lighthouse score (median of 5, the CPU slowdown calibrated to the
  // machine) against its min in scripts/lighthouse-budgets.json (ADR 042).
  {
    name: 'Lighthouse',
    command: pnpm('run', 'lighthouse', '--calibrate', '--runs', '5', '--budgets'),
    needsChromium: true,
  },
];

class StepFailure extends Error {}

const running = new Set();
/** @type {{ name: string, status: string, seconds: number }[]} */
const results = [];
let stopping = false;

/**
 * Run one step to completion. `buffered`: output is kept and printed in one block at the end;
 * otherwise it streams. Resolves on exit 0, rejects with a StepFailure naming the step.
 * @param {Step} step
 */
function runStep(step, { buffered }) {
  const [command, args] = step.command;
  if (step.needsChromium && !existsSync(CHROMIUM_PATH)) {
    results.push({ name: step.name, status: 'failed', seconds: 0 });
    return Promise.reject(
      new StepFailure(
        `${step.name}: Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
      ),
    );
  }
  const label = `${step.name} (${[command === process.execPath ? 'node' : command, ...args].join(' ')})`;
  console.log(buffered ? `▶ ${label} started` : `\n▶ ${label}`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Its own process group, so a stop ends the whole tree (pnpm, vitest and its workers).
    detached: true,
  });
  running.add(child);
  const output = [];
  if (buffered) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve, reject) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const time = `${seconds.toFixed(1)}s`;
      const stopped = stopping && code !== 0;
      const status = code === 0 ? 'passed' : stopped ? 'stopped' : 'failed';
      results.push({ name: step.name, status, seconds });
      if (buffered && !stopped) {
        const text = Buffer.concat(output).toString().trimEnd();
        process.stdout.write(
          `\n──── ${step.name}: ${status}, ${time} ────\n${text}\n──── end of ${step.name} ────\n`,
        );
      }
      if (code === 0) {
        console.log(`✔ ${step.name} (${time})`);
        resolve();
      } else if (stopped) {
        console.log(`■ ${step.name} stopped after ${time}`);
        reject(new StepFailure(`${step.name} stopped`));
      } else {
        reject(new StepFailure(`${step.name} failed (exit ${code ?? signal}) after ${time}`));
      }
    });
    child.on('error', (error) => {
      running.delete(child);
      reject(new StepFailure(`${step.name} could not start: ${error.message}`));
    });
  });
}

/** End every running step's process group. */
function stopAll() {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

async function runLanes() {
  let firstFailure;
  /** Settles when the named step has passed (resolves) or did not (rejects). */
  const finished = new Map();
  for (const step of lanes.flat()) {
    let settle;
    const promise = new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
    promise.catch(() => {}); // a lane that needs nothing from it must not see it as unhandled
    finished.set(step.name, { promise, ...settle });
  }
  const runLane = async (lane) => {
    for (const step of lane) {
      if (firstFailure) return;
      try {
        if (step.after) await finished.get(step.after).promise;
        if (firstFailure) return;
        await runStep(step, { buffered: true });
        finished.get(step.name).resolve();
      } catch (error) {
        // `error` is undefined when a step this one waited for did not pass: that step's
        // failure is the one reported.
        if (!firstFailure && error) {
          firstFailure = error;
          stopAll();
        }
        return;
      }
    }
  };
  await Promise.all(
    lanes.map((lane) =>
      // A step its lane did not reach (or that failed) releases whoever waits for it.
      runLane(lane).finally(() => lane.forEach((step) => finished.get(step.name).reject())),
    ),
  );
  if (firstFailure) throw firstFailure;
}

const started = Date.now();
ensureInstalled();
let failure;
try {
  await runLanes();
  const lanesMinutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\nBoth lanes finished in ${lanesMinutes} min.`);
  for (const step of afterLanes) await runStep(step, { buffered: false });
} catch (error) {
  if (!(error instanceof StepFailure)) throw error;
  failure = error;
}

for (const step of [...lanes.flat(), ...afterLanes]) {
  if (!results.some((result) => result.name === step.name)) {
    results.push({ name: step.name, status: 'not run', seconds: 0 });
  }
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\nTest steps finished in ${minutes} min:`);
for (const { name, status, seconds } of results) {
  console.log(`  ${status.padEnd(7)} ${seconds.toFixed(1).padStart(6)}s  ${name}`);
}
const count = (status) => results.filter((result) => result.status === status).length;
console.log(
  `steps: ${count('passed')} passed, ${count('failed')} failed, ${count('stopped')} stopped, ${count('not run')} not run`,
);
if (failure) console.error(`\n✖ ${failure.message}`);
process.exit(failure ? 1 : 0);
