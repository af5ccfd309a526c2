import type { z } from 'zod';
import type { HealthResponseSchema } from '../health';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/health`: the BFF and its database (200; 503 with the same body when degraded). */
export const getHealth = /* @__PURE__ */ endpoint<NoParts, z.output<typeof HealthResponseSchema>>()(
  'GET',
  '/health',
  'getHealth',
);
