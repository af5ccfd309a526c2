// Process helpers shared by the root scripts (start, dev, test, bench). Node built-ins only, so
// they run on a machine that has nothing but Node and npm.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '10.34.9';

/** The pnpm command line: the installed pnpm 10, else npx fetching the pinned version. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Run a command to completion, streaming its output; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const label = options.label ?? [command, ...args].join(' ');
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    throw new Error(`${label} failed (exit ${result.status ?? result.signal}) after ${seconds}s`);
  }
  console.log(`✔ ${label} (${seconds}s)`);
  return Number(seconds);
}

/** Run pnpm with arguments (see run). */
export function pnpm(args, options = {}) {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], { label: `pnpm ${args.join(' ')}`, ...options });
}

/** Install workspace dependencies when node_modules is missing or the lockfile is newer. */
export function ensureInstalled() {
  if (existsSync(path.join(ROOT, 'node_modules/.modules.yaml'))) return;
  pnpm(['install', '--frozen-lockfile']);
}

/**
 * Start a long-running child process with prefixed output. Returns a handle whose stop() ends the
 * whole process group.
 */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${name}]`;
  const forward = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      if (!options.quiet) for (const line of lines) target.write(`${prefix} ${line}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return {
    child,
    stop() {
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
}

/** Poll a URL until it answers (any HTTP status below 500), or throw after timeoutMs. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError?.message}`);
}
