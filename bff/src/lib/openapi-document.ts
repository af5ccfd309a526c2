import { createApp } from '../app';
import { openPglite } from '../db/client';
import { loadEnv } from '../env';
import { createLogger } from './logger';
import type { OpenApiDocument } from './openapi-compat';

/**
 * The OpenAPI document a production BFF of this source serves (`/api/openapi.json`): the
 * development-only routes (`/api/dev/*`) are not in it. Built in process on an empty
 * in-memory database that is never queried; nothing listens on a port.
 */
export async function productionOpenApiDocument(): Promise<OpenApiDocument> {
  const env = { ...loadEnv({ LOG_LEVEL: 'silent' }), NODE_ENV: 'production' as const };
  const db = await openPglite();
  try {
    const app = createApp({ env, db, logger: createLogger(env) });
    const response = await app.request('/api/openapi.json');
    if (!response.ok) throw new Error(`/api/openapi.json answered ${response.status}`);
    return (await response.json()) as OpenApiDocument;
  } finally {
    await db.close();
  }
}
