import { createRouter } from '../../lib/create-router';
import { getHealth } from './health.handlers';
import { getHealthRoute } from './health.routes';

/** Health resource: `GET /health` (mounted at `/api/health`). */
export const healthRouter = createRouter().openapi(getHealthRoute, getHealth);
