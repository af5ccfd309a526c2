import type { RouteHandler } from '@hono/zod-openapi';
import { isLoopback } from '../../auth/client-ip';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';

/** ours: the outbox holds password-reset links, so only this machine may read it. */
export const OUTBOX_LOOPBACK_ONLY =
  'A caixa de saída de desenvolvimento só atende pedidos feitos neste computador.';
import type { getOutboxRoute } from './dev.routes';

/**
 * Lists the dev outbox to loopback callers only (the address the BFF resolved: the socket, or
 * behind TRUST_PROXY the proxy's X-Forwarded-For); anyone else gets 403. In production the
 * router is not mounted at all; the check below is a second lock.
 */
export const getOutbox: RouteHandler<typeof getOutboxRoute, AppBindings> = async (c) => {
  if (c.var.env.NODE_ENV === 'production') {
    throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  }
  if (!isLoopback(c.var.clientIp)) {
    throw new ApiError(403, 'outbox_loopback_only', OUTBOX_LOOPBACK_ONLY);
  }
  const { to } = c.req.valid('query');
  const all = await c.var.mailer.listOutbox();
  const wanted = to?.trim().toLowerCase();
  const emails = wanted ? all.filter((email) => email.to.toLowerCase() === wanted) : all;
  return c.json({ transport: c.var.mailer.transport, emails }, 200);
};
