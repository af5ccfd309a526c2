import type { RouteHandler } from '@hono/zod-openapi';
import { MSG, type ErrorResponse } from '@portal/contracts';
import type { Context } from 'hono';
import { currentActor, familyScope } from '../../auth/middleware';
import { limitPerAccount, type RateRule } from '../../auth/rate-limit';
import { retryOnConflict } from '../../db/retry';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { toChildPublic } from '../../lib/child-public';
import { removeErasedPhotos } from '../../lib/photos';
import { unlockChildPin } from '../../lib/pin-lockout';
import type {
  createChildRoute,
  listChildrenRoute,
  removeChildRoute,
  setupFamilyRoute,
  unlockChildPinRoute,
  updateChildRoute,
  usernameAvailabilityRoute,
} from './children.routes';
import {
  ChildRuleError,
  createChild,
  isChildId,
  listChildren,
  removeChild,
  setupFamily,
  updateChild,
} from './children.service';
import { usernameAvailability } from './usernames.service';

/**
 * Checks of a username per parent account: the form asks once per pause in typing a name,
 * so a minute of typing stays far below; a script enumerating usernames does not.
 */
const USERNAME_CHECK_RULE: RateRule = { window: 60, max: 60 };

/** The family children are created in: 'Família não encontrada.' before a family exists. */
function creationFamily(c: Context<AppBindings>): string {
  const familyId = currentActor(c).familyId;
  if (!familyId) throw new ApiError(404, 'FAMILY_NOT_FOUND', MSG.childServer.familyNotFound);
  return familyId;
}

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/**
 * The JSON error of a broken family rule, with its field issues (the forms put each message
 * under its field); anything else is rethrown to the app's error handler.
 */
function ruleError(c: Context<AppBindings>, error: unknown): ErrorResponse {
  if (!(error instanceof ChildRuleError)) throw error;
  return {
    code: error.code,
    message: error.message,
    requestId: c.var.requestId,
    ...(error.issues ? { issues: error.issues } : {}),
  };
}

/** GET /api/children */
export const getChildren: RouteHandler<typeof listChildrenRoute, AppBindings> = async (c) => {
  const rows = await listChildren(c.var.db.db, familyScope(c));
  return c.json({ children: rows.map((row) => toChildPublic(row)) }, 200);
};

/** POST /api/children/setup */
export const postFamilySetup: RouteHandler<typeof setupFamilyRoute, AppBindings> = async (c) => {
  const familyId = creationFamily(c);
  try {
    await setupFamily(c.var.db.db, c.var.passwordHasher, familyId, c.req.valid('json'));
  } catch (error) {
    const body = ruleError(c, error);
    return (error as ChildRuleError).status === 404 ? c.json(body, 404) : c.json(body, 409);
  }
  const rows = await listChildren(c.var.db.db, familyId);
  return c.json({ children: rows.map((row) => toChildPublic(row)) }, 201);
};

/** POST /api/children */
export const postChild: RouteHandler<typeof createChildRoute, AppBindings> = async (c) => {
  try {
    const row = await createChild(
      c.var.db.db,
      c.var.passwordHasher,
      creationFamily(c),
      c.req.valid('json'),
    );
    return c.json(toChildPublic(row), 201);
  } catch (error) {
    const body = ruleError(c, error);
    return (error as ChildRuleError).status === 404 ? c.json(body, 404) : c.json(body, 409);
  }
};

/** PATCH /api/children/{id} */
export const patchChild: RouteHandler<typeof updateChildRoute, AppBindings> = async (c) => {
  const familyId = familyScope(c);
  let row;
  try {
    row = await updateChild(
      c.var.db.db,
      c.var.passwordHasher,
      familyId,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
  } catch (error) {
    const body = ruleError(c, error);
    return (error as ChildRuleError).status === 404 ? c.json(body, 404) : c.json(body, 409);
  }
  if (!row) throw notFound();
  return c.json(toChildPublic(row), 200);
};

/** DELETE /api/children/{id} */
export const deleteChild: RouteHandler<typeof removeChildRoute, AppBindings> = async (c) => {
  const familyId = familyScope(c);
  const { id } = c.req.valid('param');
  // An erasure colliding with a money movement of the child is a deadlock: run it again.
  const erased = await retryOnConflict(() => removeChild(c.var.db.db, familyId, id));
  if (!erased) throw notFound();
  await removeErasedPhotos(c.var.env.DATA_DIR, erased.photoPaths, c.var.logger);
  return c.body(null, 204);
};

/** POST /api/children/{id}/pin-unlock */
export const postChildPinUnlock: RouteHandler<typeof unlockChildPinRoute, AppBindings> = async (
  c,
) => {
  const id = c.req.valid('param').id;
  const row = isChildId(id) ? await unlockChildPin(c.var.db.db, familyScope(c), id) : null;
  if (!row) throw notFound();
  return c.json(toChildPublic(row), 200);
};

/** GET /api/children/username-availability */
export const getUsernameAvailability: RouteHandler<
  typeof usernameAvailabilityRoute,
  AppBindings
> = async (c) => {
  await limitPerAccount(c, 'username-check', USERNAME_CHECK_RULE);
  c.header('Cache-Control', 'no-store');
  return c.json(await usernameAvailability(c.var.db.db, c.req.valid('query').username), 200);
};
