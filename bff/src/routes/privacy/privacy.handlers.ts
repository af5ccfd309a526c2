import type { RouteHandler } from '@hono/zod-openapi';
import {
  FAMILY_DELETE_LINK_MINUTES,
  FAMILY_EXPORT_FORMAT,
  FAMILY_EXPORT_PHOTO_BUDGET_BYTES,
  FAMILY_EXPORT_VERSION,
  familyExportFileName,
  PRIVACY_MSG,
  type ExportedPhoto,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { checkCurrentPassword } from '../../auth/current-password';
import { currentActor, familyScope } from '../../auth/middleware';
import { DEVICE_FAMILY_COOKIE } from '../../auth/device-family';
import type { Db } from '../../db/client';
import { retryOnConflict } from '../../db/retry';
import { user } from '../../db/schema';
import { limitPerAccount } from '../../auth/rate-limit';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { familyDeleteEmail } from '../../lib/mailer';
import { photoStoreFor, removeErasedPhotos } from '../../lib/photos';
import { closeCustomer } from '../billing/stray-billing';
import { consumeFamilyDeleteToken, issueFamilyDeleteToken } from './delete-links';
import type {
  confirmFamilyDeleteRoute,
  deleteFamilyRoute,
  exportFamilyRoute,
  familyDeleteLinkRoute,
} from './privacy.routes';
import { eraseFamily, readFamilyExport } from './privacy.service';

/** Exports per parent and window: a large family's file is heavy to build. */
const EXPORT_RULE = { window: 600, max: 5 } as const;
/** Password checks per parent and window of 'Excluir conta' (brute force guard). */
const DELETE_RULE = { window: 300, max: 10 } as const;
/** Deletion links e-mailed per parent and window: each one is a message in their inbox. */
const DELETE_LINK_RULE = { window: 600, max: 5 } as const;

/** The portal page an e-mailed deletion link opens (parent-app; ADR 058). */
export const FAMILY_DELETE_PAGE_PATH = '/parent/delete-account';

/** A Set-Cookie that deletes `name` (with `Secure` when its name asks for it). */
function expiredCookie(name: string): string {
  const secure = name.startsWith('__Secure-') || name.startsWith('__Host-') ? '; Secure' : '';
  return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * GET /api/family/export — streamed: the rows first (one JSON text), then the photos one by
 * one, so at most one photo is in memory at a time whatever the family holds.
 */
export const getFamilyExport: RouteHandler<typeof exportFamilyRoute, AppBindings> = async (c) => {
  const familyId = familyScope(c);
  await limitPerAccount(c, 'family-export', EXPORT_RULE);
  const rows = await readFamilyExport(c.var.db.db, familyId);
  if (!rows) throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  const now = new Date();
  const { photos, ...data } = rows;
  const head = JSON.stringify({
    format: FAMILY_EXPORT_FORMAT,
    version: FAMILY_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    ...data,
  });
  const store = photoStoreFor(c.var.env.DATA_DIR);
  const logger = c.var.logger;
  const encoder = new TextEncoder();
  let index = -1;
  let budget = FAMILY_EXPORT_PHOTO_BUDGET_BYTES;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // `{…rows…}` becomes `{…rows…,"photos":[` + photos + `]}`.
      controller.enqueue(encoder.encode(`${head.slice(0, -1)},"photos":[`));
    },
    async pull(controller) {
      index += 1;
      const photo = photos[index];
      if (!photo) {
        controller.enqueue(encoder.encode(']}'));
        controller.close();
        return;
      }
      let entry: ExportedPhoto;
      const bytes = await store.read(photo.path).catch((error: unknown) => {
        logger.warn({ err: error, photoPath: photo.path }, 'export: could not read a photo');
        return null;
      });
      if (!bytes) {
        entry = {
          submissionId: photo.submissionId,
          contentType: 'image/jpeg',
          dataUrl: null,
          omitted: 'missing',
        };
      } else if (bytes.byteLength > budget) {
        entry = {
          submissionId: photo.submissionId,
          contentType: 'image/jpeg',
          dataUrl: null,
          omitted: 'size-limit',
        };
      } else {
        budget -= bytes.byteLength;
        entry = {
          submissionId: photo.submissionId,
          contentType: 'image/jpeg',
          dataUrl: `data:image/jpeg;base64,${bytes.toString('base64')}`,
        };
      }
      controller.enqueue(encoder.encode(`${index > 0 ? ',' : ''}${JSON.stringify(entry)}`));
    },
  });
  return c.body(body, 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="${familyExportFileName(now)}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  }) as never;
};

/**
 * What both ways of erasing the family (password, e-mailed link) do: the erasure in one
 * transaction (run again on a deadlock with a money movement; `confirm` spends the link in
 * it), then, after the commit, the photo files, the customer at the provider (every
 * subscription cancelled, the customer deleted, ADR 056) and the session cookies. Null (nothing erased) when `confirm` refused.
 */
async function eraseFamilyAndFinish(
  c: Context<AppBindings>,
  parentUserId: string,
  confirm?: (tx: Db) => Promise<boolean>,
): Promise<Response | null> {
  const erased = await retryOnConflict(() => eraseFamily(c.var.db.db, parentUserId, confirm));
  if (!erased) return null;
  const { photoPaths, stripeCustomerId } = erased;
  c.var.logger.info({ photos: photoPaths.length }, 'family erased at the parent request');
  await removeErasedPhotos(c.var.env.DATA_DIR, photoPaths, c.var.logger);
  // After the commit: every subscription of the customer cancelled, the customer deleted.
  if (stripeCustomerId) await closeCustomer(c.var.stripe, stripeCustomerId, c.var.logger);
  const cookies = (await c.var.auth.$context).authCookies;
  for (const name of [
    cookies.sessionToken.name,
    cookies.sessionData.name,
    cookies.dontRememberToken.name,
    DEVICE_FAMILY_COOKIE,
  ]) {
    c.header('set-cookie', expiredCookie(name), { append: true });
  }
  return c.body(null, 204);
}

/** A 400 with one issue on `field`, in the BFF's ErrorResponse shape. */
function fieldError(c: Context<AppBindings>, code: string, field: string, message: string) {
  return c.json(
    { code, message, requestId: c.var.requestId, issues: [{ path: [field], message }] },
    400,
  );
}

/** POST /api/family/delete */
export const postFamilyDelete: RouteHandler<typeof deleteFamilyRoute, AppBindings> = async (c) => {
  const actor = currentActor(c);
  familyScope(c);
  const { password } = c.req.valid('json');
  await limitPerAccount(c, 'family-delete', DELETE_RULE);
  const checked = await checkCurrentPassword(c.var.auth, c.var.db.db, actor.userId, password);
  if (checked !== 'ok') {
    return fieldError(c, 'WRONG_PASSWORD', 'password', PRIVACY_MSG.wrongPassword);
  }
  return (await eraseFamilyAndFinish(c, actor.userId)) as never;
};

/**
 * POST /api/family/delete-link: e-mails the parent's verified address a one-time link to the
 * confirmation page (ADR 058), the way to erase the family without a password.
 */
export const postFamilyDeleteLink: RouteHandler<typeof familyDeleteLinkRoute, AppBindings> = async (
  c,
) => {
  const actor = currentActor(c);
  familyScope(c);
  await limitPerAccount(c, 'family-delete-link', DELETE_LINK_RULE);
  const [parent] = await c.var.db.db
    .select({ email: user.email, name: user.name, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, actor.userId));
  if (!parent?.verified) {
    throw new ApiError(409, 'EMAIL_NOT_VERIFIED', PRIVACY_MSG.deleteLinkNeedsVerifiedEmail);
  }
  const minutes = FAMILY_DELETE_LINK_MINUTES;
  const token = await issueFamilyDeleteToken(c.var.db.db, actor.userId, minutes);
  const url = new URL(FAMILY_DELETE_PAGE_PATH, c.var.env.PUBLIC_APP_URL);
  url.searchParams.set('token', token);
  try {
    await c.var.mailer.send(
      familyDeleteEmail({ to: parent.email, name: parent.name, url: url.href, minutes }),
    );
  } catch (error) {
    c.var.logger.error({ err: error }, 'family deletion link not sent');
    throw new ApiError(503, 'MAIL_NOT_SENT', PRIVACY_MSG.deleteLinkNotSent);
  }
  return c.json({ sentTo: parent.email, expiresInMinutes: minutes }, 200);
};

/**
 * POST /api/family/delete/confirm: the 'Excluir' of the confirmation page. The token must be
 * the signed-in parent's newest link, unexpired; it is spent in the erasure's transaction.
 */
export const postFamilyDeleteConfirm: RouteHandler<
  typeof confirmFamilyDeleteRoute,
  AppBindings
> = async (c) => {
  const actor = currentActor(c);
  familyScope(c);
  const { token } = c.req.valid('json');
  await limitPerAccount(c, 'family-delete', DELETE_RULE);
  const answer = await eraseFamilyAndFinish(c, actor.userId, (tx) =>
    consumeFamilyDeleteToken(tx, actor.userId, token),
  );
  return (answer ??
    fieldError(c, 'DELETE_LINK_INVALID', 'token', PRIVACY_MSG.deleteLinkInvalid)) as never;
};
