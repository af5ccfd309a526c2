import type { RouteHandler } from '@hono/zod-openapi';
import { MSG } from '@portal/contracts';
import { APIError } from 'better-auth/api';
import { authHeaders } from '../../auth/client-ip';
import { currentActor, familyScope } from '../../auth/middleware';
import { consumeRateLimit, TOO_MANY_REQUESTS_MESSAGE } from '../../auth/rate-limit';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { emailChangeNoticeEmail } from '../../lib/mailer';
import type {
  changePasswordRoute,
  getFamilyRoute,
  updateFamilyRoute,
  updateLimitsRoute,
} from './family.routes';
import { loadFamily, updateFamily, updateLimits } from './family.service';

/** Where the confirmation link of a new e-mail lands once the change is applied (ADR 028). */
export const EMAIL_CHANGED_CALLBACK_PATH = '/parent/settings?tab=family&emailChanged=1';

/** Wrong current passwords tolerated per parent account and window (brute force guard). */
const PASSWORD_CHANGE_RULE = { window: 300, max: 10 } as const;

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/** The better-auth error code of `error`, if it is one of its API errors. */
function authErrorCode(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** GET /api/family */
export const getFamily: RouteHandler<typeof getFamilyRoute, AppBindings> = async (c) => {
  const family = await loadFamily(c.var.db.db, familyScope(c));
  if (!family) throw notFound();
  return c.json(family, 200);
};

/**
 * PATCH /api/family. The fields of the family row change in one transaction; a new e-mail
 * then goes through better-auth's change-email (a link to the NEW address; nothing changes
 * until it is opened), after the commit, so a failed save never sends a link.
 */
export const patchFamily: RouteHandler<typeof updateFamilyRoute, AppBindings> = async (c) => {
  const familyId = familyScope(c);
  const { parentEmail, ...changes } = c.req.valid('json');
  const family = await updateFamily(c.var.db.db, familyId, changes);
  if (!family) throw notFound();
  const actor = currentActor(c);
  if (parentEmail === undefined || parentEmail === actor.email) return c.json(family, 200);
  try {
    await c.var.auth.api.changeEmail({
      body: { newEmail: parentEmail, callbackURL: EMAIL_CHANGED_CALLBACK_PATH },
      headers: authHeaders(c),
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === undefined) throw error;
    c.var.logger.warn({ code }, 'change-email refused');
    throw new ApiError(400, 'EMAIL_CHANGE_FAILED', MSG.settings.saveFailed);
  }
  try {
    await c.var.mailer.send(
      emailChangeNoticeEmail({
        to: actor.email,
        name: family.parentName,
        newEmail: parentEmail,
        url: new URL('/parent/settings?tab=family', c.var.env.PUBLIC_APP_URL).toString(),
      }),
    );
  } catch (error) {
    // The change itself is asked already; a notice that did not leave is logged, not fatal.
    c.var.logger.error({ err: error }, 'e-mail change notice failed');
  }
  return c.json({ ...family, pendingParentEmail: parentEmail }, 200);
};

/** PUT /api/family/limits */
export const putLimits: RouteHandler<typeof updateLimitsRoute, AppBindings> = async (c) => {
  const family = await updateLimits(c.var.db.db, familyScope(c), c.req.valid('json'));
  if (!family) throw notFound();
  return c.json(family, 200);
};

/**
 * POST /api/account/password: better-auth checks the current password against the credential
 * account's hash, stores the new one and, with `revokeOtherSessions`, deletes every session of
 * the parent and opens a new one for this device (its cookie is passed on).
 */
export const postAccountPassword: RouteHandler<typeof changePasswordRoute, AppBindings> = async (
  c,
) => {
  const actor = currentActor(c);
  const decision = await consumeRateLimit(
    c.var.db.db,
    `bff:account-password|${actor.userId}`,
    PASSWORD_CHANGE_RULE,
  );
  if (!decision.allowed) {
    c.header('Retry-After', String(decision.retryAfterSeconds));
    throw new ApiError(429, 'RATE_LIMITED', TOO_MANY_REQUESTS_MESSAGE);
  }
  const { currentPassword, newPassword } = c.req.valid('json');
  let headers: Headers;
  try {
    ({ headers } = await c.var.auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers: authHeaders(c),
      returnHeaders: true,
    }));
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_PASSWORD') {
      throw new ApiError(400, 'CURRENT_PASSWORD_INCORRECT', MSG.settings.currentPasswordIncorrect);
    }
    if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw new ApiError(400, 'NO_PASSWORD', MSG.settings.noPasswordToChange);
    }
    throw error;
  }
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  return c.body(null, 204);
};
