import { z } from '@hono/zod-openapi';
import { streamEvents } from '@portal/contracts/endpoints/events';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';

/** `GET /api/events`. */
export const eventsRoute = defineRoute(streamEvents, {
  access: 'parentOrChild',
  tags: ['events'],
  summary: 'Eventos em tempo real (server-sent events)',
  description:
    "A parent or a child. A `text/event-stream` of PortalEvent (`event: <type>`, `data: <json>`), carrying ids only: clients refetch through the API. A parent gets its family's events; a child only events about itself (never `children.changed`). A comment line every 15 s keeps proxies from closing the stream. Events come from PostgreSQL NOTIFY, sent by the BFF once the transaction that made the change has committed, so they arrive only after it (ADR 052); identical events sent together arrive once. The stream lives as long as its session (ADR 057): it ends within seconds once the session ends (sign-out, revocation, a password change elsewhere, a child's PIN reset, deactivation or erasure, expiry), and EventSource's reconnection then gets 401. A session holds at most 5 streams per BFF instance: a sixth ends the oldest, which is told to wait 30 s before reconnecting. At most 30 streams per account per minute (429).",
  responses: {
    200: {
      description:
        'The event stream (ends only with its session, a newer stream of its session, or a shutdown).',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    429: errorJson('Too many streams opened by this account (`RATE_LIMITED`), with `Retry-After`.'),
  },
});
