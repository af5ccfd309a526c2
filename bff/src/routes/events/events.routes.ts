import { createRoute, z } from '@hono/zod-openapi';
import { ErrorResponseSchema } from '@portal/contracts';
import { requireSignedIn } from '../../auth/middleware';

/** `GET /api/events`. */
export const eventsRoute = createRoute({
  method: 'get',
  path: '/events',
  tags: ['events'],
  summary: 'Eventos em tempo real (server-sent events)',
  description:
    "Signed-in users. A `text/event-stream` of PortalEvent (`event: <type>`, `data: <json>`), carrying ids only: clients refetch through the API. A parent gets its family's events; a child only events about itself (never `children.changed`). A comment line every 15 s keeps proxies from closing the stream. Events come from PostgreSQL NOTIFY, sent inside the transaction that made the change, so they arrive only after it committed.",
  middleware: [requireSignedIn()] as const,
  responses: {
    200: {
      description: 'The event stream (never ends on its own).',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    401: {
      description: 'Not signed in.',
      content: { 'application/json': { schema: ErrorResponseSchema } },
    },
    403: {
      description: 'Signed in without a family (a social sign-up not finished).',
      content: { 'application/json': { schema: ErrorResponseSchema } },
    },
  },
});
