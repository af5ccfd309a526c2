import { MSG, type PauseInput, type PausesResponse } from '@portal/contracts';
import { saoPauloToday } from '@portal/domain';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findFamilyChild } from '../children/children.service';
import { children, pauses } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { notifyEvents } from '../../lib/events/event-hub';
import { createNotifications } from '../../lib/notifications/notify';

/**
 * The pauses a caller may see (`GET /api/pauses`): the family's and every child's for a
 * parent, the family's and its own for a child.
 */
export async function listPauses(
  db: Db,
  familyId: string,
  onlyChildId: string | null,
): Promise<PausesResponse> {
  const rows = await db
    .select()
    .from(pauses)
    .where(
      and(
        eq(pauses.familyId, familyId),
        onlyChildId ? or(isNull(pauses.childId), eq(pauses.childId, onlyChildId)) : undefined,
      ),
    )
    .orderBy(asc(pauses.startsOn));
  const family = rows.find((row) => row.childId === null);
  return {
    family: family ? { startsOn: family.startsOn, endsOn: family.endsOn } : null,
    children: rows
      .filter((row) => row.childId !== null)
      .map((row) => ({ childId: row.childId!, startsOn: row.startsOn, endsOn: row.endsOn })),
  };
}

/** A pause that ends before today would change nothing: refused with its field's message. */
function refuseEnded(input: PauseInput, now: Date): void {
  if (input.endsOn < saoPauloToday(now)) {
    throw new ApiError(400, 'validation_error', MSG.pause.endInPast, [
      { path: ['endsOn'], message: MSG.pause.endInPast },
    ]);
  }
}

/**
 * Sets the pause of the family (`childId` null) or of one of its children, replacing the one it
 * had; false when the child is not of the family. Announces `family.changed` or
 * `children.changed`, and tells each child it covers ('Modo férias', once per dates).
 */
export async function savePause(
  db: Db,
  familyId: string,
  childId: string | null,
  input: PauseInput,
  now: Date,
): Promise<boolean> {
  refuseEnded(input, now);
  return db.transaction(async (tx) => {
    if (childId && !(await findFamilyChild(tx, familyId, childId))) return false;
    await tx.delete(pauses).where(scopeOf(familyId, childId));
    await tx
      .insert(pauses)
      .values({ familyId, childId, startsOn: input.startsOn, endsOn: input.endsOn });
    await announce(tx, familyId, childId);
    const told = childId
      ? [childId]
      : (
          await tx
            .select({ id: children.id })
            .from(children)
            .where(and(eq(children.familyId, familyId), eq(children.active, true)))
        ).map((child) => child.id);
    await createNotifications(
      tx,
      told.map((id) => ({
        familyId,
        kind: 'pause_set' as const,
        key: `pause:${id}:${input.startsOn}:${input.endsOn}`,
        audience: 'child' as const,
        childId: id,
        params: { startsOn: input.startsOn, endsOn: input.endsOn },
      })),
      now,
    );
    return true;
  });
}

/** Ends the pause of the family or of one child; false when the child is not of the family. */
export async function removePause(
  db: Db,
  familyId: string,
  childId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (childId && !(await findFamilyChild(tx, familyId, childId))) return false;
    await tx.delete(pauses).where(scopeOf(familyId, childId));
    await announce(tx, familyId, childId);
    return true;
  });
}

function scopeOf(familyId: string, childId: string | null) {
  return and(
    eq(pauses.familyId, familyId),
    childId ? eq(pauses.childId, childId) : isNull(pauses.childId),
  );
}

function announce(tx: Db, familyId: string, childId: string | null) {
  return notifyEvents(tx, [
    childId ? { type: 'children.changed', familyId } : { type: 'family.changed', familyId },
  ]);
}
