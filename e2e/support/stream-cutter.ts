import http from 'node:http';
import type { Socket } from 'node:net';
import { SHELL_URL } from './ports';

/** A way into the portal whose event-stream connections a test can drop and hold down. */
export interface StreamCutter {
  /** Origin to open pages on (it forwards everything to the shell). */
  url: string;
  /**
   * Drops every open `GET /api/events` connection (the browser sees the network fail, as when a
   * load balancer or the BFF restarts) and drops new ones at once until {@link restore}.
   * Returns how many open streams were cut.
   */
  cut(): number;
  /** How many attempts to open `/api/events` were refused while the stream was cut. */
  readonly refused: number;
  /** Lets `/api/events` through again: the browser's next reconnection attempt gets in. */
  restore(): void;
  close(): Promise<void>;
}

const isEventStream = (url: string | undefined) =>
  new URL(url ?? '/', 'http://cutter').pathname === '/api/events';

/**
 * An HTTP proxy on `port` in front of the shell (`target`): pages opened on it are the portal
 * as usual — shell, remotes, `/api` — except that the test can cut the event stream. Chromium
 * keeps an open EventSource through `context.setOffline(true)` and `page.route` only sees new
 * requests, so a real dropped connection needs this. Other requests are never touched, and the
 * browser stays online (`navigator.onLine` does not change): only the stream is gone.
 */
export async function startStreamCutter(port: number, target = SHELL_URL): Promise<StreamCutter> {
  let down = false;
  let refused = 0;
  const streams = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const events = isEventStream(req.url);
    if (events && down) {
      // No answer at all (a network error): an HTTP error status would end EventSource for good.
      refused += 1;
      req.socket.destroy();
      return;
    }
    if (events) {
      const socket = req.socket;
      streams.add(socket);
      socket.once('close', () => streams.delete(socket));
    }
    const upstreamReq = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', () => res.destroy());
    res.on('close', () => upstreamReq.destroy());
    req.pipe(upstreamReq);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://localhost:${port}`,
    get refused() {
      return refused;
    },
    cut() {
      down = true;
      const open = [...streams];
      for (const socket of open) socket.destroy();
      return open.length;
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of streams) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
