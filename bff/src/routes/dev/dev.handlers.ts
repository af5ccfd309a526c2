import type { RouteHandler } from '@hono/zod-openapi';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import type { getOutboxRoute } from './dev.routes';

/** Lists the dev outbox; in production the route does not exist (404). */
export const getOutbox: RouteHandler<typeof getOutboxRoute, AppBindings> = async (c) => {
  if (c.var.env.NODE_ENV === 'production') {
    throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  }
  const { to } = c.req.valid('query');
  const all = await c.var.mailer.listOutbox();
  const wanted = to?.trim().toLowerCase();
  const emails = wanted ? all.filter((email) => email.to.toLowerCase() === wanted) : all;
  return c.json({ transport: c.var.mailer.transport, emails }, 200);
};
