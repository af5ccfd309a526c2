import type { FamilySummary, MeResponse } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { toChildPublic } from '../../lib/child-public';
import { children, families, user } from '../../db/schema';

type FamilyRow = typeof families.$inferSelect;

/** A families row as its parent sees it. */
export function toFamilySummary(row: FamilyRow): FamilySummary {
  return {
    id: row.id,
    name: row.name,
    parentName: row.parentName,
    parentEmail: row.parentEmail,
    phone: row.phone,
    monthlyBudget: row.monthlyBudgetCents,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionMode: row.subscriptionMode ?? null,
  };
}

/** Builds the MeResponse of `actor` from the database (reads the user row afresh). */
export async function loadMe(db: Db, actor: Actor): Promise<MeResponse> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
    })
    .from(user)
    .where(eq(user.id, actor.userId));
  const me: MeResponse = {
    user: {
      id: actor.userId,
      name: row?.name ?? actor.name,
      email: row?.email ?? actor.email,
      emailVerified: row?.emailVerified ?? false,
      role: actor.role,
    },
    family: null,
    child: null,
  };
  if (actor.role === 'parent' && actor.familyId) {
    const [family] = await db.select().from(families).where(eq(families.id, actor.familyId));
    me.family = family ? toFamilySummary(family) : null;
  }
  if (actor.role === 'child' && actor.childId) {
    const [child] = await db.select().from(children).where(eq(children.id, actor.childId));
    me.child = child ? toChildPublic(child) : null;
  }
  return me;
}
