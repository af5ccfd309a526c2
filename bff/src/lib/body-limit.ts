import { MAX_PHOTO_BYTES, MSG } from '@portal/contracts';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppBindings } from './app-types';
import { ERROR_MESSAGES, errorResponse } from './errors';

/** Largest request body of every route that does not say otherwise (JSON): 64 KiB. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Largest body of a completion with its photo: the photo plus room for the other fields. */
export const PHOTO_BODY_LIMIT = MAX_PHOTO_BYTES + 64 * 1024;

/** A route that needs a larger body than {@link JSON_BODY_LIMIT}. */
interface LargerBody {
  method: string;
  path: RegExp;
  /** Only bodies of this media type get the larger limit (others: {@link JSON_BODY_LIMIT}). */
  contentType?: RegExp;
  maxSize: number;
  code: string;
  message: string;
}

/** Largest webhook event the provider may send (Stripe's events stay well under it). */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The only routes allowed more than 64 KiB. */
const LARGER_BODIES: readonly LargerBody[] = [
  {
    // POST /api/billing/webhook: a provider event (read raw, signature checked; issue 13).
    method: 'POST',
    path: /^\/api\/billing\/webhook$/,
    maxSize: WEBHOOK_BODY_LIMIT,
    code: 'payload_too_large',
    message: ERROR_MESSAGES.payloadTooLarge,
  },
  {
    // POST /api/tasks/{id}/complete: multipart with the proof photo (child-tasks). The same
    // completion as JSON has no photo: 64 KiB, like every JSON body.
    method: 'POST',
    path: /^\/api\/tasks\/[^/]+\/complete$/,
    contentType: /^\s*multipart\/form-data\s*(;|$)/i,
    maxSize: PHOTO_BODY_LIMIT,
    code: 'PHOTO_TOO_LARGE',
    message: MSG.task.photoTooLarge,
  },
];

function refuse(code: string, message: string) {
  return (c: Context<AppBindings>) => errorResponse(c, 413, { code, message });
}

const jsonLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: refuse('payload_too_large', ERROR_MESSAGES.payloadTooLarge),
});
const largerLimits = LARGER_BODIES.map((route) => ({
  route,
  limit: bodyLimit({ maxSize: route.maxSize, onError: refuse(route.code, route.message) }),
}));

/**
 * Body limit of every route, better-auth's included (ADR 012), mounted before anything reads a
 * body. A Content-Length over the limit is answered 413 at once, without reading the body; a
 * body without one (chunked) is counted while it streams and answered 413 as soon as it passes
 * the limit, so at most the limit is ever held in memory. The unread rest is read and thrown
 * away by the server's drain (src/server.ts, `drainEarlyAnswers`), so the 413 reaches a client
 * still sending: up to 32 MiB with the connection kept; beyond that the connection ends.
 */
export function bodyLimits(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const larger = largerLimits.find(
      ({ route }) =>
        route.method === c.req.method &&
        route.path.test(c.req.path) &&
        (!route.contentType || route.contentType.test(c.req.header('content-type') ?? '')),
    );
    // The headers decide when they can, without touching `c.req.raw.body`: on @hono/node-server
    // that getter builds a web Request with a stream body, which cost an approval about a tenth
    // of the BFF's CPU (ADR 051) and keeps `c.req.json()` off its direct read. Node's parser has
    // already refused a malformed or repeated Content-Length, and a GET or HEAD without
    // Transfer-Encoding or Content-Length has no body (RFC 9112 §6.3). A chunked body, or a
    // request built in-process with neither header, is counted by hono's bodyLimit.
    if (!c.req.header('transfer-encoding')) {
      const length = c.req.header('content-length');
      if (length !== undefined) {
        const maxSize = larger?.route.maxSize ?? JSON_BODY_LIMIT;
        if (Number.parseInt(length, 10) <= maxSize) return next();
      } else if (c.req.method === 'GET' || c.req.method === 'HEAD') {
        return next();
      }
    }
    return (larger?.limit ?? jsonLimit)(c, next);
  };
}
