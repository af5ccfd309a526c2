import { z } from '@hono/zod-openapi';
import { ErrorResponseSchema } from '@portal/contracts';
import { getOutbox, runDevJob } from '@portal/contracts/endpoints/dev';
import { defineRoute } from '../../lib/access';

/** An e-mail kept by the development outbox. */
export const OutboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});

/** Defined here, not in @portal/contracts: a development tool, not part of the product API. */
export const OutboxResponseSchema = z.object({
  transport: z.enum(['smtp', 'outbox']),
  emails: z.array(OutboxEmailSchema),
});

/** `GET /api/dev/outbox`: mail the BFF "sent" without SMTP_URL (development only). */
export const getOutboxRoute = defineRoute(getOutbox, {
  access: 'public',
  tags: ['dev'],
  summary: 'Caixa de saída de desenvolvimento',
  description:
    'Newest first, at most 50 (`?to=` filters by recipient). Only when NODE_ENV is not production (not mounted in production: 404) and only to loopback callers (403 otherwise).',
  request: { query: z.object({ to: z.string().optional() }) },
  responses: {
    200: {
      description: 'Kept e-mails.',
      content: { 'application/json': { schema: OutboxResponseSchema } },
    },
    403: {
      description: 'The caller is not on this machine (loopback).',
      content: { 'application/json': { schema: ErrorResponseSchema } },
    },
    404: {
      description: 'Production.',
      content: { 'application/json': { schema: ErrorResponseSchema } },
    },
  },
});

/** `POST /api/dev/jobs/{name}`: runs a scheduled job now, at a chosen instant. */
export const runDevJobRoute = defineRoute(runDevJob, {
  access: 'public',
  tags: ['dev'],
  summary: 'Rodar um job agora (desenvolvimento)',
  description:
    'Runs the job definition `name` once, inline, with the clock fixed at `at` (ISO instant; default now), and answers when it is done. Only when NODE_ENV is not production (not mounted in production: 404) and only to loopback callers (403 otherwise). 404 for a name that is no job.',
  request: {
    params: z.object({
      name: z
        .string()
        .max(100)
        .openapi({ param: { name: 'name', in: 'path' }, description: 'jobs.name' }),
    }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ at: z.iso.datetime({ offset: true }).optional() }),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The job ran.',
      content: {
        'application/json': { schema: z.object({ job: z.string(), at: z.string() }) },
      },
    },
    403: {
      description: 'The caller is not on this machine (loopback).',
      content: { 'application/json': { schema: ErrorResponseSchema } },
    },
    404: {
      description: 'Production, or no such job.',
      content: { 'application/json': { schema: ErrorResponseSchema } },
    },
  },
});
