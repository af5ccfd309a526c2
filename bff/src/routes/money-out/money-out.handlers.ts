import type { RouteHandler } from '@hono/zod-openapi';
import { MSG } from '@portal/contracts';
import { currentActor, familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { childReader } from '../../lib/child-scope';
import type {
  childMoneyRoute,
  createPayoutRoute,
  deletePixKeyRoute,
  getPixKeyRoute,
  ledgerCsvRoute,
  pixChargeRoute,
  putOwnPixKeyRoute,
  putPixKeyRoute,
  reportRoute,
} from './money-out.routes';
import { pixCharge, readPixKey, recordPayout, removePixKey, savePixKey } from './payouts.service';
import { buildReport, childMoney, exportLedger } from './reports.service';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';

/** POST /api/children/{id}/payouts */
export const postPayout: RouteHandler<typeof createPayoutRoute, AppBindings> = async (c) => {
  const actor = currentActor(c);
  const result = await recordPayout(
    c.var.db.db,
    { familyId: familyScope(c), userId: actor.userId },
    c.req.valid('param').id,
    c.req.valid('json'),
    c.req.valid('header')['idempotency-key'] ?? null,
    c.var.clock.now(),
  );
  return c.json(result.body, result.status);
};

/** GET /api/children/{id}/pix-charge */
export const getCharge: RouteHandler<typeof pixChargeRoute, AppBindings> = async (c) => {
  const charge = await pixCharge(
    c.var.db.db,
    familyScope(c),
    c.req.valid('param').id,
    c.req.valid('query').amount,
  );
  c.header('Cache-Control', 'no-store');
  return c.json(charge, 200);
};

/** GET /api/children/{id}/pix-key */
export const getKey: RouteHandler<typeof getPixKeyRoute, AppBindings> = async (c) => {
  const reader = childReader(c);
  const { id } = c.req.valid('param');
  if (reader.role === 'child' && reader.childId !== id) {
    throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  }
  return c.json({ pixKey: await readPixKey(c.var.db.db, reader.familyId, id) }, 200);
};

/** PUT /api/children/{id}/pix-key */
export const putKey: RouteHandler<typeof putPixKeyRoute, AppBindings> = async (c) => {
  const pixKey = await savePixKey(
    c.var.db.db,
    familyScope(c),
    c.req.valid('param').id,
    c.req.valid('json'),
    { userId: currentActor(c).userId, self: false },
    c.var.clock.now(),
  );
  return c.json({ pixKey }, 200);
};

/** DELETE /api/children/{id}/pix-key */
export const deleteKey: RouteHandler<typeof deletePixKeyRoute, AppBindings> = async (c) => {
  await removePixKey(c.var.db.db, familyScope(c), c.req.valid('param').id);
  return c.body(null, 204);
};

/** PUT /api/child/pix-key */
export const putOwnKey: RouteHandler<typeof putOwnPixKeyRoute, AppBindings> = async (c) => {
  const actor = currentActor(c);
  if (!actor.childId) throw new ApiError(403, 'PIX_KEY_TOO_YOUNG', MSG.pixKey.tooYoung);
  const pixKey = await savePixKey(
    c.var.db.db,
    familyScope(c),
    actor.childId,
    c.req.valid('json'),
    { userId: actor.userId, self: true },
    c.var.clock.now(),
  );
  return c.json({ pixKey }, 200);
};

/** GET /api/children/{childId}/money */
export const getMoney: RouteHandler<typeof childMoneyRoute, AppBindings> = async (c) => {
  return c.json(await childMoney(c.var.db.db, childReader(c), c.req.valid('param').childId), 200);
};

/** GET /api/reports */
export const getReportHandler: RouteHandler<typeof reportRoute, AppBindings> = async (c) => {
  const report = await buildReport(
    c.var.db.db,
    familyScope(c),
    c.req.valid('query'),
    c.var.clock.now(),
  );
  return c.json(report, 200);
};

/** GET /api/reports/ledger */
export const getLedgerCsv: RouteHandler<typeof ledgerCsvRoute, AppBindings> = async (c) => {
  const { fileName, csv } = await exportLedger(
    c.var.db.db,
    familyScope(c),
    c.req.valid('query'),
    c.var.clock.now(),
  );
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  }) as never;
};
