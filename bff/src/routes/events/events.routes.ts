import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../lib/access';

/** `GET /api/events`. */
export const eventsRoute = defineRoute({
  access: 'parentOrChild',
  method: 'get',
  path: '/events',
  tags: ['events'],
  summary: 'Eventos em tempo real (server-sent events)',
  description:
    "A parent or a child. A `text/event-stream` of PortalEvent (`event: <type>`, `data: <json>`), carrying ids only: clients refetch through the API. A parent gets its family's events; a child only events about itself (never `children.changed`). A comment line every 15 s keeps proxies from closing the stream. Events come from PostgreSQL NOTIFY, sent by the BFF once the transaction that made the change has committed, so they arrive only after it (ADR 052); identical events sent together arrive once.",
  responses: {
    200: {
      description: 'The event stream (never ends on its own).',
      content: { 'text/event-stream': { schema: z.string() } },
    },
  },
});
