import type { RouteHandler } from '@hono/zod-openapi';
import { isLoopback } from '../../auth/client-ip';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';

/** ours: the outbox holds password-reset links, so only this machine may read it. */
export const OUTBOX_LOOPBACK_ONLY =
  'A caixa de saída de desenvolvimento só atende pedidos feitos neste computador.';
import { fixedClock } from '../../lib/clock';
import { JOB_DEFINITIONS } from '../../lib/jobs/definitions';
import type { getOutboxRoute, runDevJobRoute } from './dev.routes';

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

/**
 * Runs one job definition inline at a fixed instant (development, loopback only), with the
 * app's database, mailer and configuration: what the queue would run at that hour.
 */
export const runJobNow: RouteHandler<typeof runDevJobRoute, AppBindings> = async (c) => {
  if (c.var.env.NODE_ENV === 'production') {
    throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  }
  if (!isLoopback(c.var.clientIp)) {
    throw new ApiError(403, 'outbox_loopback_only', OUTBOX_LOOPBACK_ONLY);
  }
  const definition = JOB_DEFINITIONS.find((job) => job.name === c.req.valid('param').name);
  if (!definition) throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  const { at } = c.req.valid('json');
  const now = at ? new Date(at) : c.var.clock.now();
  await definition.handle(
    {},
    {
      db: c.var.db.db,
      clock: fixedClock(now),
      logger: c.var.logger.child({ job: definition.name, dev: true }),
      mailer: c.var.mailer,
      push: c.var.push,
      env: c.var.env,
    },
  );
  return c.json({ job: definition.name, at: now.toISOString() }, 200);
};
