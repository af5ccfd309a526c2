import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/*
 * The real BFF as a separate process (src/server.ts through tsx), and a client that sends it
 * bodies over a socket of its own: a phone's upload, or what an attacker on the internet would
 * do. Used by the body-limit and cluster tests.
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
export function* filler(bytes: number): Generator<Buffer> {
  for (let sent = 0; sent < bytes; sent += CHUNK.length) {
    yield bytes - sent >= CHUNK.length ? CHUNK : CHUNK.subarray(0, bytes - sent);
  }
}

/** `buffer` in 64 KiB pieces, as a client streams a body it holds. */
export function* piecesOf(buffer: Buffer): Generator<Buffer> {
  for (let at = 0; at < buffer.length; at += CHUNK.length) {
    yield buffer.subarray(at, at + CHUNK.length);
  }
}

/** A request body: its length and, on each call, its bytes from the start. */
export interface Body {
  bytes: number;
  pieces: () => Iterable<Buffer>;
}

/** What the server answered, how much of the body the client wrote, and what broke, if anything. */
export interface BodyAnswer {
  /** 0 when no status line arrived. */
  status: number;
  body: string;
  bytesWritten: number;
  /** Whether the whole body was handed to the socket before the connection ended. */
  wroteAll: boolean;
  /** The socket error the client met (ECONNRESET, EPIPE), if any. */
  error?: string;
}

/**
 * POSTs `body` to `base` + `path` over a socket of its own (raw HTTP/1.1, so no client library
 * hides a reset behind an answer it already parsed), with a Content-Length or chunked, with
 * backpressure. Reads the answer while it writes. `untilAnswered`: stops writing once the
 * answer is in (an attacker's flood); otherwise writes the whole body as a browser does, then
 * ends its side. `bytesPerSecond` paces the writes like a phone's uplink.
 */
export function sendBody(
  base: string,
  path: string,
  body: Body,
  options: {
    chunked: boolean;
    headers?: Record<string, string>;
    untilAnswered?: boolean;
    bytesPerSecond?: number;
  },
): Promise<BodyAnswer> {
  const target = new URL(path, base);
  // Half-open: a server that ends its side after answering still gets the rest of the body.
  const socket = connect({ port: Number(target.port), host: target.hostname, allowHalfOpen: true });
  const head = Object.entries({
    host: target.host,
    'content-type': 'application/json',
    ...options.headers,
    ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': body.bytes }),
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  let received = Buffer.alloc(0);
  let error: string | undefined;
  let bytesWritten = 0;
  let wroteAll = false;
  const answered = () => parseAnswer(received) !== undefined;
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
  });
  socket.on('error', (failure: NodeJS.ErrnoException) => {
    error ??= failure.code ?? failure.message;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const write = (bytes: Buffer | string) =>
    new Promise<void>((resolve) => {
      if (socket.destroyed || socket.writableEnded) return resolve();
      if (socket.write(bytes)) return resolve();
      const go = () => {
        socket.off('drain', go);
        socket.off('close', go);
        resolve();
      };
      socket.on('drain', go);
      socket.on('close', go);
    });
  const send = async () => {
    await write(`POST ${target.pathname}${target.search} HTTP/1.1\r\n${head.join('')}\r\n`);
    const started = performance.now();
    for (const piece of body.pieces()) {
      if (socket.destroyed || (options.untilAnswered && answered())) return;
      await write(options.chunked ? `${piece.length.toString(16)}\r\n` : '');
      await write(piece);
      if (options.chunked) await write('\r\n');
      if (socket.destroyed) return;
      bytesWritten += piece.length;
      const due = options.bytesPerSecond ? (bytesWritten / options.bytesPerSecond) * 1000 : 0;
      // At least one turn of the event loop per piece, so the answer is read as it arrives.
      await new Promise((next) => setTimeout(next, Math.max(0, started + due - performance.now())));
    }
    if (options.chunked) await write('0\r\n\r\n');
    wroteAll = !socket.destroyed;
  };
  return (async () => {
    await send();
    // The answer (if it is not already in), then our side of the connection ends.
    while (!answered() && !socket.destroyed) await new Promise((next) => setTimeout(next, 5));
    if (options.untilAnswered) socket.destroy();
    else socket.end();
    await closed;
    const answer = parseAnswer(received);
    return {
      status: answer?.status ?? 0,
      body: answer?.body ?? '',
      bytesWritten,
      wroteAll,
      ...(error ? { error } : {}),
    };
  })();
}

/** The status and body of the first HTTP answer in `bytes`, once it is complete. */
function parseAnswer(bytes: Buffer): { status: number; body: string } | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const head = bytes.subarray(0, end).toString('latin1');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  const length = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1] ?? Number.NaN);
  const rest = bytes.subarray(end + 4);
  // Without a Content-Length (a chunked error page), the status is what counts.
  if (Number.isNaN(length)) return { status, body: rest.toString('utf8') };
  if (rest.length < length) return undefined;
  return { status, body: rest.subarray(0, length).toString('utf8') };
}
