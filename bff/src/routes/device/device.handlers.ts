import type { RouteHandler } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { readDeviceFamily } from '../../auth/device-family';
import { children } from '../../db/schema';
import type { AppBindings } from '../../lib/app-types';
import { toProfileCard } from '../../lib/child-public';
import type { deviceProfilesRoute } from './device.routes';

/** GET /api/device/profiles */
export const getDeviceProfiles: RouteHandler<typeof deviceProfilesRoute, AppBindings> = async (
  c,
) => {
  const familyId = await readDeviceFamily(c);
  if (!familyId) return c.json({ familyId: null, profiles: [] }, 200);
  const rows = await c.var.db.db
    .select()
    .from(children)
    .where(and(eq(children.familyId, familyId), eq(children.active, true)))
    .orderBy(asc(children.createdAt), asc(children.id));
  return c.json({ familyId, profiles: rows.map(toProfileCard) }, 200);
};
