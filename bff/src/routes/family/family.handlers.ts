import type { RouteHandler } from '@hono/zod-openapi';
import { MSG } from '@portal/contracts';
import { APIError } from 'better-auth/api';
import type { Context } from 'hono';
import { authHeaders } from '../../auth/client-ip';
import { checkCurrentPassword } from '../../auth/current-password';
import { EMAIL_CHANGED_CALLBACK_PATH, forgetEmailChangeLinks } from '../../auth/email-change-links';
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

/** Wrong current passwords tolerated per parent account and window (brute force guard). */
const PASSWORD_CHANGE_RULE = { window: 300, max: 10 } as const;

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/**
 * The better-auth error code of `error`, if it is one of its API errors. Read by shape too:
 * a body validation failure (`VALIDATION_ERROR`, e.g. an address zod's e-mail pattern refuses)
 * is thrown by better-call and is not an `instanceof` better-auth's APIError.
 */
function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if (!(error instanceof APIError) && !('body' in error && 'status' in error)) return undefined;
  const code = (error as { body?: { code?: unknown } }).body?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A 400 with one issue on `field`, in the BFF's ErrorResponse shape. */
function fieldError(code: string, field: string, message: string): ApiError {
  return new ApiError(400, code, message, [{ path: [field], message }]);
}

/** GET /api/family */
export const getFamily: RouteHandler<typeof getFamilyRoute, AppBindings> = async (c) => {
  const family = await loadFamily(c.var.db.db, familyScope(c));
  if (!family) throw notFound();
  return c.json(family, 200);
};

/**
 * The current password a new e-mail needs (ADR 028, review fix), checked against the credential
 * account like the family deletion does, under the same budget as POST /api/account/password:
 * blank, wrong, or an account without a password (Google/Apple only) is a 400 and nothing is
 * written.
 */
async function checkPasswordForEmailChange(
  c: Context<AppBindings>,
  userId: string,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) {
    throw fieldError(
      'CURRENT_PASSWORD_REQUIRED',
      'currentPassword',
      MSG.settings.currentPasswordRequiredForEmail,
    );
  }
  const decision = await consumeRateLimit(
    c.var.db.db,
    `bff:account-password|${userId}`,
    PASSWORD_CHANGE_RULE,
  );
  if (!decision.allowed) {
    c.header('Retry-After', String(decision.retryAfterSeconds));
    throw new ApiError(429, 'RATE_LIMITED', TOO_MANY_REQUESTS_MESSAGE);
  }
  const checked = await checkCurrentPassword(c.var.auth, c.var.db.db, userId, currentPassword);
  if (checked === 'no-password') {
    throw fieldError('NO_PASSWORD', 'parentEmail', MSG.settings.emailChangeNeedsPassword);
  }
  if (checked === 'wrong') {
    throw fieldError(
      'CURRENT_PASSWORD_INCORRECT',
      'currentPassword',
      MSG.settings.currentPasswordIncorrect,
    );
  }
}

/**
 * PATCH /api/family. A new e-mail is checked first, before anything is written: the parent's
 * current password must be given and right (a stolen session alone cannot move the account
 * to another address; ADR 028, review fix). Then the fields of the family row change in one
 * transaction, and the new e-mail goes through better-auth's change-email (a link to the NEW
 * address; nothing changes until it is opened) after the commit, so a failed save never sends
 * a link.
 */
export const patchFamily: RouteHandler<typeof updateFamilyRoute, AppBindings> = async (c) => {
  const familyId = familyScope(c);
  const { parentEmail, currentPassword, ...changes } = c.req.valid('json');
  const actor = currentActor(c);
  const newEmail = parentEmail !== undefined && parentEmail !== actor.email ? parentEmail : null;
  if (newEmail !== null) await checkPasswordForEmailChange(c, actor.userId, currentPassword);
  const family = await updateFamily(c.var.db.db, familyId, changes);
  if (!family) throw notFound();
  if (newEmail === null) return c.json(family, 200);
  // A newer request voids the pending link, even when no new one is sent (address taken).
  await forgetEmailChangeLinks(c.var.db.db, actor.userId);
  try {
    await c.var.auth.api.changeEmail({
      body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK_PATH },
      headers: authHeaders(c),
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === undefined) throw error;
    c.var.logger.warn({ code }, 'change-email refused');
    if (code === 'VALIDATION_ERROR' || code === 'INVALID_EMAIL') {
      throw fieldError('validation_error', 'parentEmail', MSG.signup.emailInvalid);
    }
    throw new ApiError(400, 'EMAIL_CHANGE_FAILED', MSG.settings.saveFailed);
  }
  try {
    await c.var.mailer.send(
      emailChangeNoticeEmail({
        to: actor.email,
        name: family.parentName,
        newEmail,
        url: new URL('/parent/settings?tab=family', c.var.env.PUBLIC_APP_URL).toString(),
      }),
    );
  } catch (error) {
    // The change itself is asked already; a notice that did not leave is logged, not fatal.
    c.var.logger.error({ err: error }, 'e-mail change notice failed');
  }
  return c.json({ ...family, pendingParentEmail: newEmail }, 200);
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
