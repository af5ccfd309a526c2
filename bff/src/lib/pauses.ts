import type { Pause } from '@portal/domain';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pauses } from '../db/schema';

/** The pauses that apply to a child: the family's and its own ('Modo férias', issue 38). */
export async function pausesOfChild(db: Db, familyId: string, childId: string): Promise<Pause[]> {
  return db
    .select({ startsOn: pauses.startsOn, endsOn: pauses.endsOn })
    .from(pauses)
    .where(
      and(eq(pauses.familyId, familyId), or(isNull(pauses.childId), eq(pauses.childId, childId))),
    );
}

/** {@link pausesOfChild} as a JSON array column of a bigger statement (`[{ startsOn, endsOn }]`). */
export function pausesOfChildJson(childId: SQL): SQL {
  return sql`(select coalesce(jsonb_agg(jsonb_build_object('startsOn', p.starts_on, 'endsOn', p.ends_on)), '[]'::jsonb)
    from ${pauses} p join children pc on pc.id = ${childId}
    where p.family_id = pc.family_id and (p.child_id is null or p.child_id = pc.id))`;
}
