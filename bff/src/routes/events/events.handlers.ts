import type { RouteHandler } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { currentActor, familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { eventHubFor, type EventAudience } from '../../lib/events/event-hub';
import type { eventsRoute } from './events.routes';

/** Interval of the keep-alive comment; proxies close idle streams after 30-60 s. */
export const HEARTBEAT_MS = 15_000;

/** How long a browser's EventSource waits before reconnecting after the stream drops. */
const RECONNECT_MS = 3_000;

/** GET /api/events */
export const getEvents: RouteHandler<typeof eventsRoute, AppBindings> = async (c) => {
  // Declared parentOrChild: the caller is a parent or an active child of `familyId`.
  const actor = currentActor(c);
  const familyId = familyScope(c);
  const audience: EventAudience =
    actor.role === 'parent'
      ? { role: 'parent', familyId }
      : { role: 'child', familyId, childId: actor.childId! };
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
        // The hub stops (server shutting down): end the response; EventSource reconnects.
        { onClose: () => finish() },
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
