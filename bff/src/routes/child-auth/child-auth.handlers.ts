import type { RouteHandler } from '@hono/zod-openapi';
import { MSG } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { authHeaders } from '../../auth/client-ip';
import {
  childDeviceSetCookie,
  deviceKey,
  newDeviceNonce,
  readChildDeviceNonce,
} from '../../auth/child-device';
import { rememberDeviceFamily } from '../../auth/device-family';
import { session } from '../../db/schema';
import type { AppBindings } from '../../lib/app-types';
import { toChildPublic } from '../../lib/child-public';
import { rememberChildDevice } from '../../lib/pin-lockout';
import type { childSignInRoute } from './child-auth.routes';
import { checkChildCredentials } from './child-auth.service';

/** pt-BR texts of child sign-in that the spec does not word ("ours"). */
export const CHILD_AUTH_MESSAGES = {
  locked: 'Muitas tentativas. Tente novamente em alguns minutos.',
} as const;

/** POST /api/child-auth/sign-in */
export const postChildSignIn: RouteHandler<typeof childSignInRoute, AppBindings> = async (c) => {
  const input = c.req.valid('json');
  const requestId = c.var.requestId;
  // Every child account has a PIN, so a blank one is refused before anything is looked up
  // (the answer says nothing about the account).
  if (input.pin === '') {
    const message = MSG.childLogin.pinRequired;
    return c.json(
      { code: 'PIN_REQUIRED', message, requestId, issues: [{ path: ['pin'], message }] },
      400,
    );
  }

  const db = c.var.db.db;
  const result = await checkChildCredentials(db, c.var.passwordHasher, input, {
    actor: c.var.actor,
    clientIp: c.var.clientIp,
    deviceFor: async (childId) => {
      const nonce = await readChildDeviceNonce(c, childId);
      return nonce ? deviceKey(nonce) : null;
    },
  });
  switch (result.kind) {
    case 'invalid':
      return c.json(
        {
          code: 'INVALID_CHILD_CREDENTIALS',
          message: MSG.childLogin.accountNotFoundOrInvalidPin,
          requestId,
        },
        401,
      );
    case 'other-family':
      return c.json(
        { code: 'OTHER_FAMILY', message: MSG.childLogin.otherParentsChild, requestId },
        403,
      );
    case 'locked':
      c.header('retry-after', String(result.retryAfterSeconds));
      return c.json(
        {
          code: 'CHILD_LOCKED',
          message: CHILD_AUTH_MESSAGES.locked,
          requestId,
          retryAfterSeconds: result.retryAfterSeconds,
        },
        429,
      );
    case 'ok':
      break;
  }

  const { child, trustedDevice } = result;
  // Whoever was signed in on this device is replaced: end that session instead of leaving it
  // valid behind the new cookie.
  const previous = c.var.actor;
  if (previous) await db.delete(session).where(eq(session.id, previous.sessionId));
  const { headers } = await c.var.auth.api.createSessionForUser({
    body: { userId: child.userId },
    headers: authHeaders(c),
    returnHeaders: true,
  });
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  await rememberDeviceFamily(c, child.familyId);
  // A device that signed in without its device cookie gets one now (ADR 014); one that had
  // it keeps the same nonce, its cookie renewed.
  if (!trustedDevice) {
    const nonce = newDeviceNonce();
    await rememberChildDevice(db, child.id, deviceKey(nonce));
    c.header('set-cookie', await childDeviceSetCookie(c, child.id, nonce), { append: true });
  } else {
    const nonce = await readChildDeviceNonce(c, child.id);
    if (nonce) {
      c.header('set-cookie', await childDeviceSetCookie(c, child.id, nonce), { append: true });
    }
  }
  return c.json({ child: toChildPublic(child) }, 200);
};
