import {
  AppearanceSchema,
  DEFAULT_APPEARANCE,
  type Appearance,
  type FamilySummary,
  type MeResponse,
} from '@portal/contracts';
import { premiumAccessAt } from '@portal/domain';
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

/**
 * The family's stored appearance as the API gives it: a stored value that no longer fits the
 * contract (hand-edited, or from an older shape) falls back field by field to the default.
 */
export function toAppearance(stored: unknown): Appearance {
  const record = typeof stored === 'object' && stored !== null ? stored : {};
  const field = <K extends keyof Appearance>(key: K): Appearance[K] => {
    const parsed = AppearanceSchema.shape[key].safeParse((record as Record<string, unknown>)[key]);
    return parsed.success ? (parsed.data as Appearance[K]) : DEFAULT_APPEARANCE[key];
  };
  return { theme: field('theme'), language: field('language'), currency: field('currency') };
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
    appearance: { ...DEFAULT_APPEARANCE },
    // The BFF's decision (ADR 033/034), the same function the entitlement guard uses.
    premiumAccess: false,
  };
  if (actor.role === 'parent' && actor.familyId) {
    const [family] = await db.select().from(families).where(eq(families.id, actor.familyId));
    me.family = family ? toFamilySummary(family) : null;
    if (family) me.appearance = toAppearance(family.appearance);
    if (family)
      me.premiumAccess = premiumAccessAt({
        status: family.subscriptionStatus,
        mode: family.subscriptionMode,
        pastDueSince: family.subscriptionPastDueSince,
      });
  }
  if (actor.role === 'child' && actor.childId) {
    // One read: the child's own record and its family's appearance (the child's screens follow it).
    const [row] = await db
      .select({
        child: children,
        appearance: families.appearance,
        status: families.subscriptionStatus,
        mode: families.subscriptionMode,
        pastDueSince: families.subscriptionPastDueSince,
      })
      .from(children)
      .innerJoin(families, eq(families.id, children.familyId))
      .where(eq(children.id, actor.childId));
    me.child = row ? toChildPublic(row.child) : null;
    if (row) me.appearance = toAppearance(row.appearance);
    if (row) me.premiumAccess = premiumAccessAt(row);
  }
  return me;
}
