import { OpenAPIHono } from '@hono/zod-openapi';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { AppBindings } from './lib/app-types';
import { validationHook } from './lib/create-router';
import { ERROR_MESSAGES, errorResponse, handleError } from './lib/errors';
import type { Logger } from './lib/logger';
import { requestId } from './lib/request-id';
import { registerDocs } from './routes/docs/docs.index';
import { healthRouter } from './routes/health/health.index';

/** What createApp needs; everything is injected so tests build apps on their own database. */
export interface CreateAppOptions {
  env: Env;
  db: DatabaseHandle;
  logger: Logger;
  /**
   * Extra routers mounted under `/api` before the not-found handler. Tests use it for
   * test-only routes; production code should add resources to createApp itself.
   */
  mount?: (api: OpenAPIHono<AppBindings>) => void;
}

/** The Hono app of the BFF: middleware, every resource under `/api`, errors, not-found. */
export function createApp({ env, db, logger, mount }: CreateAppOptions) {
  const app = new OpenAPIHono<AppBindings>({ strict: false, defaultHook: validationHook });

  app.use('*', async (c, next) => {
    c.set('env', env);
    c.set('db', db);
    c.set('logger', logger);
    await next();
  });
  app.use('*', requestId);
  app.use('*', async (c, next) => {
    const started = performance.now();
    const child = logger.child({ requestId: c.get('requestId') });
    c.set('logger', child);
    await next();
    child.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });

  const api = new OpenAPIHono<AppBindings>({ strict: false, defaultHook: validationHook });
  api.route('/', healthRouter);
  mount?.(api);
  app.route('/api', api);
  // After mounting, so the document lists every route with its `/api` prefix.
  registerDocs(app);

  app.notFound((c) =>
    errorResponse(c, 404, { code: 'not_found', message: ERROR_MESSAGES.notFound }),
  );
  app.onError(handleError);
  return app;
}

/** Type of the app, for typed clients (`hono/client`) and tests. */
export type App = ReturnType<typeof createApp>;
