import { ErrorResponseSchema, HealthResponseSchema } from '@portal/contracts';
import { getHealth } from '@portal/contracts/endpoints/health';
import { defineRoute } from '../../lib/access';

/** `GET /api/health`: liveness plus a database round trip. */
export const getHealthRoute = defineRoute(getHealth, {
  access: 'public',
  tags: ['health'],
  summary: 'Estado do BFF e do banco de dados',
  description:
    'Runs `select 1` against the database. 200 when it answers, 503 (status degraded) when not.',
  responses: {
    200: {
      description: 'The BFF and its database are up.',
      content: { 'application/json': { schema: HealthResponseSchema } },
    },
    503: {
      description: 'The database did not answer.',
      content: { 'application/json': { schema: HealthResponseSchema } },
    },
    500: {
      description: 'Unexpected error.',
      content: { 'application/json': { schema: ErrorResponseSchema } },
    },
  },
});
