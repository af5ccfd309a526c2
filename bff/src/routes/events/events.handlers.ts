import type { RouteHandler } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { currentActor, familyScope } from '../../auth/middleware';
import { limitPerAccount, type RateRule } from '../../auth/rate-limit';
import type { AppBindings } from '../../lib/app-types';
import { eventHubFor } from '../../lib/events/event-hub';
import { audienceOf } from '../../lib/events/stream-sessions';
import type { eventsRoute } from './events.routes';

/** Interval of the keep-alive comment; proxies close idle streams after 30-60 s. */
export const HEARTBEAT_MS = 15_000;

/** How long an ended stream's pending writes may take before the response ends anyway. */
const CLOSE_GRACE_MS = 1_000;

/** How long a browser's EventSource waits before reconnecting after the stream drops. */
const RECONNECT_MS = 3_000;

/**
 * How long a stream ended for a newer one of its session waits before reconnecting: tabs past
 * the cap take turns slowly instead of ending each other every few seconds.
 */
export const REPLACED_RECONNECT_MS = 30_000;

/**
 * Streams an account may open per minute: a tab opens one per page load, and EventSource one
 * per reconnection (every 3 s at most), so a person never comes near it; it bounds a client
 * that opens streams in a loop (each one holds a connection and a subscription).
 */
export const EVENT_STREAM_RULE: RateRule = { window: 60, max: 30 };

/** GET /api/events */
export const getEvents: RouteHandler<typeof eventsRoute, AppBindings> = async (c) => {
  // Declared parentOrChild: the caller is a parent or an active child of its family.
  const actor = currentActor(c);
  familyScope(c);
  const audience = audienceOf(actor)!;
  await limitPerAccount(c, 'events', EVENT_STREAM_RULE);
  const hub = eventHubFor(c.var.db, c.var.logger);
  // Listening before answering: once the client sees the first bytes, no commit is missed.
  await hub.start();
  c.header('x-accel-buffering', 'no');

  return streamSSE(
    c,
    async (stream) => {
      // Writes go one after another so an event and a heartbeat never interleave.
      let writing = Promise.resolve();
      const enqueue = (write: () => Promise<unknown>) => {
        writing = writing.then(write).then(
          () => undefined,
          () => undefined,
        );
      };
      let finish: () => void = () => {};
      const closed = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const unsubscribe = hub.subscribe(
        audience,
        (event) => {
          enqueue(() => stream.writeSSE({ event: event.type, data: JSON.stringify(event) }));
        },
        {
          sessionId: actor.sessionId,
          // The hub ends the stream (shutdown, the session ended, a newer stream of the
          // session): the response ends and EventSource reconnects — to another instance, to
          // a 401 that sends the app to sign-in, or later when replaced.
          onClose: (why) => {
            if (why === 'replaced') {
              enqueue(() => stream.write(`retry: ${REPLACED_RECONNECT_MS}\n\n`));
            }
            // A client that stopped reading never lets a write finish: end it anyway.
            void writing.then(finish);
            setTimeout(finish, CLOSE_GRACE_MS).unref();
          },
        },
      );
      stream.onAbort(() => {
        unsubscribe();
        finish();
      });
      const heartbeat = setInterval(
        () => enqueue(() => stream.write(': heartbeat\n\n')),
        HEARTBEAT_MS,
      );
      try {
        await stream.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
        await closed;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    },
    async (error, stream) => {
      c.var.logger.warn({ err: error }, 'event stream failed');
      await stream.close();
    },
  );
};
