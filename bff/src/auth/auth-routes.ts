import {
  EMAIL_MAX,
  hasControlCharacter,
  MAX_PASSWORD_LENGTH,
  MSG,
  NAME_MAX,
  ParentSignInInputSchema,
} from '@portal/contracts';
import type { Hono } from 'hono';
import { isLocalHostname } from '../env';
import type { AppBindings } from '../lib/app-types';
import type { Auth } from './auth';
import { childMayUseAuthPath } from '../lib/access';
import { ERROR_MESSAGES, toIssues } from '../lib/errors';
import { authHeaders, authRequest } from './client-ip';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limit';
import { deviceFamilySetCookie } from './device-family';
import { GUARD_MESSAGES } from './middleware';
import { localizeAuthError } from './auth-errors';
import { EMAIL_CHANGE_REFUSED_PATH, emailChangeLinkMayProceed } from './email-change-links';

/** What better-auth's sign-in answers with (the part the BFF reads). */
interface SignInBody {
  token?: string | null;
  user?: { id: string; role?: string | null; familyId?: string | null };
}

/** Where createApp mounts better-auth. */
const AUTH_PREFIX = '/api/auth';

/**
 * better-auth endpoints no client may call directly, whoever the caller: the BFF routes that
 * use them add their own checks. `/change-email` runs behind PATCH /api/family, which asks for
 * the current password and warns the old address (ADR 028, review fix); `/change-password`
 * behind POST /api/account/password (rate limit, pt-BR answers). 404 as an unknown path.
 */
const BLOCKED_AUTH_PATHS: ReadonlySet<string> = new Set(['/change-email', '/change-password']);

/** Longest text better-auth may receive in a field without its own limit (URLs, tokens). */
const AUTH_TEXT_MAX = 2048;
/** Fields better-auth writes to the user row, with the limits of the contracts. */
const AUTH_FIELD_LIMITS: Record<
  string,
  { max: number; message: string; invalid?: string; controlOnly?: boolean }
> = {
  name: { max: NAME_MAX, message: MSG.text.nameTooLong },
  email: { max: EMAIL_MAX, message: MSG.login.emailInvalid, invalid: MSG.login.emailInvalid },
  newEmail: { max: EMAIL_MAX, message: MSG.login.emailInvalid, invalid: MSG.login.emailInvalid },
  password: { max: MAX_PASSWORD_LENGTH, message: MSG.text.passwordTooLong, controlOnly: true },
  newPassword: { max: MAX_PASSWORD_LENGTH, message: MSG.text.passwordTooLong, controlOnly: true },
  currentPassword: {
    max: MAX_PASSWORD_LENGTH,
    message: MSG.text.passwordTooLong,
    controlOnly: true,
  },
};

/**
 * The same limits as the contracts for what better-auth reads itself (update-user,
 * change-password, reset-password…): no control character in any text of the body (PostgreSQL
 * refuses NUL: a 500 before issue 9), the fields above within their lengths, any other text
 * within 2048 characters.
 */
function authFieldIssues(body: unknown): { path: (string | number)[]; message: string }[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const limit = AUTH_FIELD_LIMITS[key] ?? {
      max: AUTH_TEXT_MAX,
      message: MSG.text.longTextTooLong,
    };
    if (value.length > limit.max) issues.push({ path: [key], message: limit.message });
    else if (hasControlCharacter(value, false, limit.controlOnly)) {
      issues.push({ path: [key], message: limit.invalid ?? MSG.text.invalidCharacters });
    } else if (key === 'image' && value !== '' && !isHttpsUrl(value)) {
      // A profile picture is an https address (as Google gives it), never javascript: or data:.
      issues.push({ path: [key], message: IMAGE_URL_INVALID });
    }
  }
  return issues;
}

/** ours: an `image` that is not an https address (update-user). */
const IMAGE_URL_INVALID = 'Informe o endereço https de uma imagem.';

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A Set-Cookie that deletes `cookie` (keeps the `__Secure-` prefix rules). */
function expire(cookie: string): string {
  const name = cookie.slice(0, cookie.indexOf('='));
  const secure = name.startsWith('__Secure-') ? '; Secure' : '';
  return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** A JSON error in the BFF's ErrorResponse shape, built outside the OpenAPI routers. */
function jsonError(
  requestId: string,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return new Response(JSON.stringify({ code, message, requestId, ...extra }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Every better-auth answer on its way out: its 429 says 'Too many requests…' in English and
 * without a code, so it becomes the BFF's pt-BR error (keeping its retry header); its other
 * JSON errors get a pt-BR message for their code (auth-errors.ts).
 */
async function localize(res: Response, requestId: string): Promise<Response> {
  if (res.status !== 429) return localizeAuthError(res, requestId);
  const answer = jsonError(requestId, 429, 'RATE_LIMITED', TOO_MANY_REQUESTS_MESSAGE);
  const retryAfter = res.headers.get('x-retry-after');
  if (retryAfter) {
    answer.headers.set('x-retry-after', retryAfter);
    answer.headers.set('retry-after', retryAfter);
  }
  return answer;
}

/**
 * Mounts better-auth at `/api/auth/*` behind the BFF's own rules:
 *
 * - every request reaches better-auth with the client address the BFF resolved (client-ip.ts);
 * - `POST /sign-in/email` is for parents only: a child or an account without a role that gives
 *   the right password gets 403 `PARENT_ONLY` and its new session is deleted at once; a parent
 *   gets the `mesadinha.device_family` cookie too (device-family.ts);
 * - `POST /sign-in/social` with Apple needs HTTPS (Apple refuses http redirect URIs) except on
 *   localhost: 400 `APPLE_HTTPS_REQUIRED`.
 */
export function mountAuthRoutes(app: Hono<AppBindings>, auth: Auth): void {
  // Declared access (ADR 013): a child session reaches only the better-auth endpoints of
  // CHILD_AUTH_ALLOWED_PATHS; every other one (update-user, change-password, …) is 403.
  app.use('/api/auth/*', async (c, next) => {
    const path = c.req.path.slice(AUTH_PREFIX.length);
    if (childMayUseAuthPath(path) || !c.req.header('cookie')) return next();
    const session = await auth.api.getSession({
      headers: authHeaders(c),
      query: { disableRefresh: true },
    });
    if (session?.user.role === 'child') {
      return jsonError(c.var.requestId, 403, 'FORBIDDEN', GUARD_MESSAGES.childNotAllowed);
    }
    return next();
  });

  app.use('/api/auth/*', async (c, next) => {
    const path = c.req.path.slice(AUTH_PREFIX.length).replace(/\/+$/, '');
    if (BLOCKED_AUTH_PATHS.has(path)) {
      return jsonError(c.var.requestId, 404, 'not_found', ERROR_MESSAGES.notFound);
    }
    return next();
  });

  // better-auth reads JSON (and form posts only on the providers' callbacks, e.g. Apple's
  // form_post): any other body is a 415, as on the BFF's own routes.
  app.post('/api/auth/*', async (c, next) => {
    if (c.req.path.startsWith('/api/auth/callback/')) return next();
    // JSON or nothing: a JSON Content-Type, or none and an empty body (better-auth's client
    // posts `sign-out` without one; a proxy may forward that empty body chunked). The body is
    // at most 64 KiB here (lib/body-limit.ts).
    const type = c.req.header('content-type');
    const json = type ? /^application\/([a-z.-]+\+)?json\s*(;|$)/i.test(type) : true;
    const text = json && c.req.raw.body !== null ? await c.req.raw.clone().text() : '';
    if (!json || (!type && text !== '')) {
      return jsonError(
        c.var.requestId,
        415,
        'unsupported_media_type',
        ERROR_MESSAGES.unsupportedMediaType,
      );
    }
    if (text.trim() === '') return next();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonError(c.var.requestId, 400, 'malformed_json', ERROR_MESSAGES.malformedJson);
    }
    const issues = authFieldIssues(body);
    if (issues.length > 0) {
      return jsonError(c.var.requestId, 400, 'validation_error', ERROR_MESSAGES.validation, {
        issues,
      });
    }
    return next();
  });

  app.post('/api/auth/sign-in/email', async (c) => {
    // Spec 000 §5 'Parent login': pt-BR field messages; e-mail trimmed and lowercased,
    // password trimmed, before better-auth sees them.
    const malformed = Symbol('malformed');
    const raw: unknown = await c.req.json().catch(() => malformed);
    if (raw === malformed) {
      return jsonError(c.var.requestId, 400, 'malformed_json', ERROR_MESSAGES.malformedJson);
    }
    const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const parsed = ParentSignInInputSchema.safeParse(fields);
    if (!parsed.success) {
      return jsonError(c.var.requestId, 400, 'validation_error', ERROR_MESSAGES.validation, {
        issues: toIssues(parsed.error),
      });
    }
    const headers = authHeaders(c);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    const res = await auth.handler(
      new Request(c.req.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...fields, ...parsed.data }),
      }),
    );
    if (res.status !== 200) return localize(res, c.var.requestId);
    const body = (await res.clone().json()) as SignInBody;
    if (body.user?.role !== 'parent') {
      if (body.token) {
        const context = await auth.$context;
        await context.internalAdapter.deleteSession(body.token);
      }
      const refused = jsonError(c.var.requestId, 403, 'PARENT_ONLY', MSG.login.parentsOnly);
      for (const cookie of res.headers.getSetCookie()) {
        refused.headers.append('set-cookie', expire(cookie));
      }
      return refused;
    }
    const answer = new Response(res.body, res);
    if (body.user.familyId) {
      answer.headers.append('set-cookie', await deviceFamilySetCookie(c, body.user.familyId));
    }
    return answer;
  });

  app.post('/api/auth/sign-in/social', async (c) => {
    const appUrl = new URL(c.var.env.PUBLIC_APP_URL);
    if (appUrl.protocol !== 'https:' && !isLocalHostname(appUrl.hostname)) {
      const body = (await c.req.raw
        .clone()
        .json()
        .catch(() => ({}))) as { provider?: unknown };
      if (body.provider === 'apple') {
        return jsonError(
          c.var.requestId,
          400,
          'APPLE_HTTPS_REQUIRED',
          MSG.login.appleRequiresHttps,
        );
      }
    }
    return localize(await auth.handler(authRequest(c)), c.var.requestId);
  });

  // An e-mail-change link asked before the latest password change, or before a newer
  // request, lands on the settings with the reason instead of changing the e-mail (issue 36).
  app.get('/api/auth/verify-email', async (c, next) => {
    const token = c.req.query('token');
    if (!token || (await emailChangeLinkMayProceed(c.var.db.db, token))) return next();
    c.var.logger.warn('e-mail change link refused: superseded by a password change or request');
    return c.redirect(EMAIL_CHANGE_REFUSED_PATH, 302);
  });

  app.on(['GET', 'POST'], '/api/auth/*', async (c) =>
    localize(await auth.handler(authRequest(c)), c.var.requestId),
  );
}
