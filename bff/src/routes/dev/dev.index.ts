import { createRouter } from '../../lib/create-router';
import { getOutbox } from './dev.handlers';
import { getOutboxRoute } from './dev.routes';

/** Development-only tools: `GET /api/dev/outbox`. */
export const devRouter = createRouter().openapi(getOutboxRoute, getOutbox);
