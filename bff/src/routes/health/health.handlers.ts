import type { RouteHandler } from '@hono/zod-openapi';
import { HealthResponseSchema, type HealthResponse } from '@portal/contracts';
import type { AppBindings } from '../../lib/app-types';
import { APP_VERSION } from '../../lib/version';
import type { getHealthRoute } from './health.routes';

/** Pings the database; a failed ping is reported (503), not thrown. */
export const getHealth: RouteHandler<typeof getHealthRoute, AppBindings> = async (c) => {
  const db = c.get('db');
  const ping = await db.ping();
  if (!ping.ok) c.get('logger').warn({ err: ping.error }, 'database ping failed');
  const body: HealthResponse = HealthResponseSchema.parse({
    status: ping.ok ? 'ok' : 'degraded',
    version: APP_VERSION,
    time: new Date().toISOString(),
    database: { driver: db.driver, ok: ping.ok, latencyMs: ping.latencyMs },
  });
  return ping.ok ? c.json(body, 200) : c.json(body, 503);
};
