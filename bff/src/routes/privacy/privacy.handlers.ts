import type { RouteHandler } from '@hono/zod-openapi';
import {
  FAMILY_EXPORT_FORMAT,
  FAMILY_EXPORT_PHOTO_BUDGET_BYTES,
  FAMILY_EXPORT_VERSION,
  familyExportFileName,
  PRIVACY_MSG,
  type ExportedPhoto,
} from '@portal/contracts';
import { checkCurrentPassword } from '../../auth/current-password';
import { currentActor, familyScope } from '../../auth/middleware';
import { DEVICE_FAMILY_COOKIE } from '../../auth/device-family';
import { retryOnConflict } from '../../db/retry';
import { limitPerAccount } from '../../auth/rate-limit';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { photoStoreFor, removeErasedPhotos } from '../../lib/photos';
import { closeCustomer } from '../billing/stray-billing';
import type { deleteFamilyRoute, exportFamilyRoute } from './privacy.routes';
import { eraseFamily, readFamilyExport } from './privacy.service';

/** Exports per parent and window: a large family's file is heavy to build. */
const EXPORT_RULE = { window: 600, max: 5 } as const;
/** Password checks per parent and window of 'Excluir conta' (brute force guard). */
const DELETE_RULE = { window: 300, max: 10 } as const;

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

/** POST /api/family/delete */
export const postFamilyDelete: RouteHandler<typeof deleteFamilyRoute, AppBindings> = async (c) => {
  const actor = currentActor(c);
  familyScope(c);
  const { password } = c.req.valid('json');
  await limitPerAccount(c, 'family-delete', DELETE_RULE);
  const checked = await checkCurrentPassword(c.var.auth, c.var.db.db, actor.userId, password);
  if (checked !== 'ok') {
    const message = PRIVACY_MSG.wrongPassword;
    return c.json(
      {
        code: 'WRONG_PASSWORD',
        message,
        requestId: c.var.requestId,
        issues: [{ path: ['password'], message }],
      },
      400,
    );
  }
  // An erasure colliding with a money movement of the family is a deadlock: run it again.
  const { photoPaths, stripeCustomerId } = await retryOnConflict(() =>
    eraseFamily(c.var.db.db, actor.userId),
  );
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
};
