import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppBindings } from './app-types';

/** Header carrying the request id in both directions. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept only when it is short and made of safe characters, so a caller
 * cannot inject log lines or huge headers through it.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Accepts a sane incoming `x-request-id` or makes one, and echoes it in the response. */
export const requestId = createMiddleware<AppBindings>(async (c, next) => {
  const incoming = c.req.header(REQUEST_ID_HEADER);
  const id = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  c.set('requestId', id);
  c.header(REQUEST_ID_HEADER, id);
  await next();
  // An error handler may have replaced the response; make sure the header survives.
  c.res.headers.set(REQUEST_ID_HEADER, id);
});
