import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/*
 * The real BFF as a separate process (src/server.ts through tsx), and a client that sends it
 * oversized bodies from a generator: what an attacker on the internet would do. Used by the
 * body-limit test and by `pnpm bench` (bench/oversized-bodies.ts).
 */

const BFF_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A BFF process: its pid, base URL, and how to stop it. */
export interface BffProcess {
  pid: number;
  url: string;
  /** Everything the process wrote to stderr (for a failing test's message). */
  stderr(): string;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts `node --import tsx src/server.ts` (or `entry`, e.g. dist/server.mjs) with `env` on a
 * free port of 127.0.0.1 and resolves once `/api/health` answers 200. The pid is the server's
 * own (no wrapper process), so /proc/<pid>/status is its memory.
 */
export async function startBffProcess(
  env: Record<string, string>,
  options: { entry?: string; timeoutMs?: number } = {},
): Promise<BffProcess> {
  const port = await freePort();
  const args = options.entry ? [options.entry] : ['--import', 'tsx', 'src/server.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: BFF_DIR,
    env: {
      // eslint-disable-next-line no-restricted-properties -- PATH, HOME… for the child process
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the BFF exited: ${stderr}`);
    const ok = await fetch(`${url}/api/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the BFF did not answer /api/health: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid!,
    url,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident memory of a process (Linux): now and its peak so far, in MiB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * Resets the peak (VmHWM) of a process to its current RSS (Linux `clear_refs` 5), so that the
 * peak read afterwards is that of what follows, not of the start-up.
 */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** 64 KiB of JSON-looking bytes, the one buffer every oversized body is made of. */
const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** `bytes` bytes in 64 KiB chunks: the body is never allocated at once. */
function* body(bytes: number): Generator<Buffer> {
  for (let sent = 0; sent < bytes; sent += CHUNK.length) {
    yield bytes - sent >= CHUNK.length ? CHUNK : CHUNK.subarray(0, bytes - sent);
  }
}

/** What the server answered to an oversized body, and how much of it the client wrote. */
export interface OversizedAnswer {
  status: number;
  body: string;
  bytesWritten: number;
}

/**
 * POSTs a `bytes`-long body to `url` + `path`, streamed from a generator with backpressure,
 * with a Content-Length or chunked. Stops writing as soon as the answer arrives (as a browser
 * does) and resolves with it; a connection the server closes after answering is fine.
 */
export function sendOversized(
  base: string,
  path: string,
  options: { bytes: number; chunked: boolean; headers?: Record<string, string> },
): Promise<OversizedAnswer> {
  const target = new URL(path, base);
  return new Promise((resolve, reject) => {
    let answered = false;
    let failure: Error | undefined;
    let bytesWritten = 0;
    const request = http.request({
      host: target.hostname,
      port: target.port,
      path: target.pathname + target.search,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        // Not `close`: the server then closes its side right after answering, and the writes
        // still under way can reset the connection before this client has read the answer.
        connection: 'keep-alive',
        ...options.headers,
        ...(options.chunked ? {} : { 'content-length': String(options.bytes) }),
      },
    });
    request.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      const done = () => {
        request.destroy();
        resolve({ status: res.statusCode ?? 0, body: text, bytesWritten });
      };
      res.once('end', done);
      res.once('close', done);
    });
    // A write that fails once the server stopped reading (EPIPE, ECONNRESET) is expected; only
    // a connection that closes without any answer fails.
    request.on('error', (error) => {
      failure ??= error;
    });
    request.on('close', () => {
      if (answered) return;
      const why = failure?.message ?? 'closed';
      reject(
        new Error(
          `${path} (${options.chunked ? 'chunked' : 'Content-Length'}): ${why} without an answer after writing ${bytesWritten} bytes`,
        ),
      );
    });
    const write = async () => {
      for (const chunk of body(options.bytes)) {
        if (answered || request.destroyed) return;
        bytesWritten += chunk.length;
        // One turn of the event loop per chunk: the answer is read as soon as it arrives.
        await new Promise((next) => setImmediate(next));
        if (answered || request.destroyed) return;
        if (!request.write(chunk)) {
          await new Promise<void>((next) => {
            const go = () => {
              request.off('drain', go);
              request.off('close', go);
              request.off('response', go);
              next();
            };
            request.on('drain', go);
            request.on('close', go);
            request.on('response', go);
          });
        }
      }
      if (!answered && !request.destroyed) request.end();
    };
    void write();
  });
}
