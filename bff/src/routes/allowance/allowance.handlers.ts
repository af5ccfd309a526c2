import type { RouteHandler } from '@hono/zod-openapi';
import { familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';
import { pausesOfChild } from '../../lib/pauses';
import { isChildId } from '../children/children.service';
import { ALLOWANCE_PAY_DUE_JOB } from './allowance.jobs';
import type {
  deleteAllowanceRoute,
  getAllowanceRoute,
  putAllowanceRoute,
} from './allowance.routes';
import {
  allowanceAnswer,
  isAllowanceDue,
  readAllowance,
  removeAllowance,
  saveAllowance,
} from './allowance.service';

function notFound(): ApiError {
  return new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
}

/** GET /api/children/{id}/allowance */
export const getChildAllowance: RouteHandler<typeof getAllowanceRoute, AppBindings> = async (c) => {
  const { id } = c.req.valid('param');
  const row = isChildId(id) ? await readAllowance(c.var.db.db, familyScope(c), id) : undefined;
  if (row === undefined) throw notFound();
  const childPauses = await pausesOfChild(c.var.db.db, familyScope(c), id);
  return c.json(allowanceAnswer(row, c.var.clock.now(), childPauses), 200);
};

/** PUT /api/children/{id}/allowance */
export const putChildAllowance: RouteHandler<typeof putAllowanceRoute, AppBindings> = async (c) => {
  const { id } = c.req.valid('param');
  const now = c.var.clock.now();
  const row = isChildId(id)
    ? await saveAllowance(c.var.db.db, familyScope(c), id, c.req.valid('json'), now)
    : undefined;
  if (!row) throw notFound();
  // A payday already come (saved on payday after 08:00) is paid by the job now, not in a minute.
  const childPauses = await pausesOfChild(c.var.db.db, familyScope(c), id);
  if (isAllowanceDue(row, now, childPauses)) {
    await c.var.jobs.send(ALLOWANCE_PAY_DUE_JOB, { childId: id }, { singletonKey: id });
  }
  return c.json(allowanceAnswer(row, now, childPauses), 200);
};

/** DELETE /api/children/{id}/allowance */
export const deleteChildAllowance: RouteHandler<typeof deleteAllowanceRoute, AppBindings> = async (
  c,
) => {
  const { id } = c.req.valid('param');
  if (!isChildId(id) || !(await removeAllowance(c.var.db.db, familyScope(c), id))) throw notFound();
  return c.body(null, 204);
};
