import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { currentActor, familyScope } from '../auth/middleware';
import type { Db } from '../db/client';
import { children } from '../db/schema';
import type { AppBindings } from './app-types';
import type { ChildRow } from './child-public';
import { ApiError, ERROR_MESSAGES } from './errors';
import { isUuid } from './keyset';

/** Whose child data a request may read: a parent its family's children, a child only itself. */
export interface ChildReader {
  familyId: string;
  role: 'parent' | 'child';
  /** The signed-in child's id (role child). */
  childId: string | null;
}

/** The reader of a request behind a `parentOrChild` guard. */
export function childReader(c: Context<AppBindings>): ChildReader {
  const actor = currentActor(c);
  return {
    familyId: familyScope(c),
    role: actor.role === 'child' ? 'child' : 'parent',
    childId: actor.childId,
  };
}

/**
 * The child `childId` if `reader` may read it, else a 404 ('Recurso não encontrado.'): a
 * malformed id, another family's child and, for a child, any child but itself all look the
 * same, so ids of other families cannot be probed (ADR 012, 013).
 */
export async function findReadableChild(
  db: Db,
  reader: ChildReader,
  childId: string,
): Promise<ChildRow> {
  const notFound = new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  if (!isUuid(childId)) throw notFound;
  if (reader.role === 'child' && reader.childId !== childId) throw notFound;
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.familyId, reader.familyId)));
  if (!row) throw notFound;
  return row;
}
