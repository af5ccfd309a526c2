// Oversized request bodies against a running BFF, and its memory (Linux /proc), for
// `pnpm bench`. The bff test suite has the same check with assertions
// (bff/src/lib/body-limit.test.ts, through bff/src/test/bff-process.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';

const CHUNK = Buffer.alloc(64 * 1024, 'a');

/** VmRSS and VmHWM of `pid` in MiB. */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** POSTs `bytes` bytes streamed from a 64 KiB buffer; resolves with the status (or 0). */
function send(base, path, bytes, chunked) {
  const target = new URL(path, base);
  return new Promise((resolve) => {
    let answered = false;
    const request = http.request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        connection: 'keep-alive',
        ...(chunked ? {} : { 'content-length': String(bytes) }),
      },
    });
    request.on('response', (res) => {
      answered = true;
      res.resume();
      request.destroy();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', () => {});
    request.on('close', () => {
      if (!answered) resolve(0);
    });
    (async () => {
      for (let sent = 0; sent < bytes && !answered && !request.destroyed; sent += CHUNK.length) {
        if (!request.write(CHUNK)) {
          await new Promise((next) => {
            const go = () => {
              request.off('drain', go);
              request.off('close', go);
              next();
            };
            request.on('drain', go);
            request.on('close', go);
          });
        }
      }
      if (!answered && !request.destroyed) request.end();
    })();
  });
}

/**
 * `parallel` bodies of `megabytes` MB with a Content-Length, then as many chunked, all at once,
 * to `path`; the peak RSS of `pid` during them (VmHWM reset first) and the statuses.
 */
export async function floodWithOversizedBodies(base, pid, { path, parallel = 8, megabytes = 100 }) {
  const before = memoryOf(pid);
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const statuses = await Promise.all(
    [false, true].flatMap((chunked) =>
      Array.from({ length: parallel }, () => send(base, path, megabytes * 1024 * 1024, chunked)),
    ),
  );
  const after = memoryOf(pid);
  const health = await fetch(`${base}/api/health`).then(
    (res) => res.status,
    () => 0,
  );
  return { path, parallel, megabytes, before, after, statuses, health };
}
