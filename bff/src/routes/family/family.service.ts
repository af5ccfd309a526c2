import {
  DEFAULT_LIMITS,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PRIVACY,
  type Family,
  type Limits,
  type UpdateFamilyInput,
  type UpdateLimitsInput,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { families, limits, user } from '../../db/schema';
import { notifyEvent } from '../../lib/events/event-hub';
import { toAppearance } from '../me/me.service';

type FamilyRow = typeof families.$inferSelect;
type LimitsRow = typeof limits.$inferSelect;

/** A limits row as the client names it; the spec's defaults when the family has none. */
function toLimits(row: LimitsRow | undefined): Limits {
  if (!row) return { ...DEFAULT_LIMITS };
  return {
    maxWeeklySpending: row.maxWeeklySpendingCents,
    maxDailyTasks: row.maxDailyTasks,
    requirePhotoApproval: row.requirePhotoApproval,
  };
}

/**
 * The family's limits (spec defaults without a limits row). Used by task creation (photo
 * default) and completion (daily limit) inside their own transactions.
 */
export async function readFamilyLimits(db: Db, familyId: string): Promise<Limits> {
  const [row] = await db.select().from(limits).where(eq(limits.familyId, familyId));
  return toLimits(row);
}

/**
 * A family as `GET /api/family` returns it. The jsonb columns are read field by field over
 * the defaults, so a row written before a toggle existed still answers every toggle.
 */
function toFamily(row: FamilyRow, limitsRow: LimitsRow | undefined, hasPassword: boolean): Family {
  const settings = (row.settings ?? {}) as Partial<FamilyRow['settings']>;
  return {
    id: row.id,
    name: row.name,
    parentName: row.parentName,
    parentEmail: row.parentEmail,
    phone: row.phone,
    monthlyBudget: row.monthlyBudgetCents,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionMode: row.subscriptionMode ?? null,
    subscriptionIntervalCount: row.subscriptionIntervalCount ?? null,
    subscriptionActivatedAt: row.subscriptionActivatedAt?.toISOString() ?? null,
    limits: toLimits(limitsRow),
    appearance: toAppearance(row.appearance),
    notifications: { ...DEFAULT_NOTIFICATIONS, ...settings.notifications },
    privacy: { ...DEFAULT_PRIVACY, ...settings.privacy },
    hasPassword,
  };
}

/** `GET /api/family`: the caller's family, or null when it does not exist. */
export async function loadFamily(db: Db, familyId: string): Promise<Family | null> {
  // Whether the parent has a password, in the same statement (the family's id is its
  // parent's user id).
  const [found] = await db
    .select({
      row: families,
      hasPassword: sql<boolean>`exists (
        select 1 from account a where a.user_id = ${familyId}
          and a.provider_id = 'credential' and a.password is not null)`,
    })
    .from(families)
    .where(eq(families.id, familyId));
  if (!found) return null;
  const [limitsRow] = await db.select().from(limits).where(eq(limits.familyId, familyId));
  return toFamily(found.row, limitsRow, found.hasPassword);
}

/** What `PATCH /api/family` writes itself (the e-mail goes through confirmation instead). */
export type FamilyChanges = Omit<UpdateFamilyInput, 'parentEmail'>;

/**
 * `PATCH /api/family` without the e-mail: changes the given fields in ONE transaction that
 * locks the family row (two saves of the toggles never lose each other's change: each merges
 * into what the other committed) and announces `family.changed` on commit. The parent's
 * display name on the account follows `parentName`. Null when the family does not exist.
 */
export async function updateFamily(
  db: Db,
  familyId: string,
  changes: FamilyChanges,
): Promise<Family | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(families)
      .where(eq(families.id, familyId))
      .for('no key update');
    if (!row) return null;
    // Only compared field by field with the changes; hasPassword is not one of them.
    const current = toFamily(row, undefined, false);
    const set: Partial<typeof families.$inferInsert> = {};
    if (changes.name !== undefined) set.name = changes.name;
    if (changes.parentName !== undefined) set.parentName = changes.parentName;
    if (changes.phone !== undefined) set.phone = changes.phone;
    if (changes.appearance !== undefined) set.appearance = changes.appearance;
    if (changes.notifications !== undefined || changes.privacy !== undefined) {
      set.settings = {
        notifications: changes.notifications ?? current.notifications,
        privacy: changes.privacy ?? current.privacy,
      };
    }
    if (Object.keys(set).length > 0) {
      await tx.update(families).set(set).where(eq(families.id, familyId));
      if (changes.parentName !== undefined) {
        // The account's name is what the session and e-mails greet the parent with.
        await tx.update(user).set({ name: changes.parentName }).where(eq(user.id, familyId));
      }
      await notifyEvent(tx, { type: 'family.changed', familyId });
    }
    return loadFamily(tx, familyId);
  });
}

/**
 * `PUT /api/family/limits`: upsert on family_id (spec 001 §3) and `family.changed`, in one
 * transaction. Null when the family does not exist.
 */
export async function updateLimits(
  db: Db,
  familyId: string,
  input: UpdateLimitsInput,
): Promise<Family | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: families.id })
      .from(families)
      .where(eq(families.id, familyId))
      .for('key share');
    if (!row) return null;
    const values = {
      maxWeeklySpendingCents: input.maxWeeklySpending,
      maxDailyTasks: input.maxDailyTasks,
      requirePhotoApproval: input.requirePhotoApproval,
    };
    await tx
      .insert(limits)
      .values({ familyId, ...values })
      .onConflictDoUpdate({ target: limits.familyId, set: values });
    await notifyEvent(tx, { type: 'family.changed', familyId });
    return loadFamily(tx, familyId);
  });
}

/**
 * Keeps `families.parent_email` equal to the parent's account e-mail once a change is
 * confirmed (better-auth's `afterEmailVerification`, ADR 028); announces `family.changed`
 * when it moved. A user without a family (a child, a social sign-up not finished) is a no-op.
 */
export async function syncParentEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(families)
      .set({ parentEmail: email })
      .where(sql`${families.id} = ${userId} and ${families.parentEmail} <> ${email}`)
      .returning({ id: families.id });
    if (moved.length > 0) await notifyEvent(tx, { type: 'family.changed', familyId: userId });
  });
}
