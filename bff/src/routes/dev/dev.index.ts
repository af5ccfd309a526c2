import { createRouter } from '../../lib/create-router';
import { getOutbox, runJobNow } from './dev.handlers';
import { getOutboxRoute, runDevJobRoute } from './dev.routes';

/** Development-only tools: `GET /api/dev/outbox`, `POST /api/dev/jobs/{name}`. */
export const devRouter = createRouter()
  .openapi(getOutboxRoute, getOutbox)
  .openapi(runDevJobRoute, runJobNow);
