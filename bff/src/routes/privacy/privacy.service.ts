import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  account,
  childAchievements,
  children,
  families,
  allowances,
  goals,
  pauses,
  pixKeys,
  idempotencyKeys,
  limits,
  outboxEmails,
  taskAssignments,
  taskSubmissions,
  tasks,
  transactions,
  user,
  verification,
} from '../../db/schema';
import { eraseChildren } from '../children/children.service';

/** The export without its photos, and the stored photos to embed (ADR 027). */
export interface FamilyExportRows {
  family: Record<string, unknown>;
  limits: Record<string, unknown> | null;
  settings: Record<string, unknown>;
  appearance: Record<string, unknown>;
  children: Record<string, unknown>[];
  consents: { childId: string; version: string | null; at: Date | null }[];
  tasks: Record<string, unknown>[];
  submissions: Record<string, unknown>[];
  ledger: Record<string, unknown>[];
  goals: Record<string, unknown>[];
  achievements: Record<string, unknown>[];
  allowances: Record<string, unknown>[];
  pauses: Record<string, unknown>[];
  pixKeys: Record<string, unknown>[];
  photos: { submissionId: string; path: string }[];
}

/**
 * Every row of the family, read in one REPEATABLE READ transaction (one consistent snapshot),
 * without secrets: no PIN hash, password hash, token, payment-provider id or idempotency key.
 * Null when the family does not exist.
 */
export async function readFamilyExport(db: Db, familyId: string): Promise<FamilyExportRows | null> {
  return db.transaction(
    async (tx) => {
      const [family] = await tx.select().from(families).where(eq(families.id, familyId));
      if (!family) return null;
      const [parent] = await tx
        .select({
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(eq(user.id, familyId));
      const [limitsRow] = await tx.select().from(limits).where(eq(limits.familyId, familyId));
      const childRows = await tx
        .select()
        .from(children)
        .where(eq(children.familyId, familyId))
        .orderBy(asc(children.createdAt), asc(children.id));
      const childIds = childRows.map((child) => child.id);
      const taskRows = await tx
        .select()
        .from(tasks)
        .where(eq(tasks.familyId, familyId))
        .orderBy(asc(tasks.createdAt), asc(tasks.id));
      const assignments =
        taskRows.length === 0
          ? []
          : await tx
              .select()
              .from(taskAssignments)
              .where(
                inArray(
                  taskAssignments.taskId,
                  taskRows.map((task) => task.id),
                ),
              );
      const submissionRows = await tx
        .select()
        .from(taskSubmissions)
        .where(eq(taskSubmissions.familyId, familyId))
        .orderBy(asc(taskSubmissions.completedAt), asc(taskSubmissions.id));
      const ledgerRows = await tx
        .select()
        .from(transactions)
        .where(eq(transactions.familyId, familyId))
        .orderBy(asc(transactions.createdAt), asc(transactions.id));
      const goalRows = await tx
        .select()
        .from(goals)
        .where(eq(goals.familyId, familyId))
        .orderBy(asc(goals.createdAt), asc(goals.id));
      const allowanceRows = await tx
        .select()
        .from(allowances)
        .where(eq(allowances.familyId, familyId))
        .orderBy(asc(allowances.createdAt));
      const pauseRows = await tx
        .select()
        .from(pauses)
        .where(eq(pauses.familyId, familyId))
        .orderBy(asc(pauses.startsOn));
      const pixKeyRows = await tx
        .select()
        .from(pixKeys)
        .where(eq(pixKeys.familyId, familyId))
        .orderBy(asc(pixKeys.updatedAt));
      const achievementRows =
        childIds.length === 0
          ? []
          : await tx
              .select()
              .from(childAchievements)
              .where(inArray(childAchievements.childId, childIds))
              .orderBy(asc(childAchievements.unlockedAt));

      const {
        stripeCustomerId: _customer,
        stripeSubscriptionId: _subscription,
        stripePriceId: _price,
        stripePaymentIntentId: _payment,
        appearance,
        settings,
        ...familyFields
      } = family;
      return {
        family: { ...familyFields, parent: parent ?? null },
        limits: limitsRow ?? null,
        settings: settings as unknown as Record<string, unknown>,
        appearance: appearance as unknown as Record<string, unknown>,
        children: childRows.map(
          ({ pinHash, pinFailedCount: _count, pinLockedUntil: _until, ...child }) => ({
            ...child,
            hasPin: pinHash !== null,
          }),
        ),
        consents: childRows.map((child) => ({
          childId: child.id,
          version: child.consentVersion,
          at: child.consentAt,
        })),
        tasks: taskRows.map((task) => ({
          ...task,
          assignedChildIds: assignments
            .filter((row) => row.taskId === task.id)
            .map((row) => row.childId),
        })),
        submissions: submissionRows.map(({ photoPath, idempotencyKey: _key, ...row }) => ({
          ...row,
          hasPhoto: photoPath !== null,
        })),
        ledger: ledgerRows.map(({ idempotencyKey: _key, ...row }) => row),
        goals: goalRows,
        achievements: achievementRows,
        allowances: allowanceRows,
        pauses: pauseRows,
        pixKeys: pixKeyRows,
        photos: submissionRows.flatMap((row) =>
          row.photoPath ? [{ submissionId: row.id, path: row.photoPath }] : [],
        ),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** What an erasure leaves to do after its commit (privacy.handlers `finishFamilyErasure`). */
export interface ErasedFamily {
  photoPaths: string[];
  /** The provider's customer, closed after the commit (ADR 056). */
  stripeCustomerId: string | null;
}

/**
 * Erases the family of `parentUserId` (its id is the family's), in one transaction (ADR 027):
 * every child through `eraseChildren` (ledger via `erase_children`, rows and cascades, child
 * users, their idempotency keys), then the parent's idempotency keys, reset tokens and dev
 * outbox mail, then the parent's user, whose deletion cascades to its sessions, accounts and
 * the family (limits, tasks and their assignments, goals). Returns the photo paths to remove
 * from disk and the provider customer to close after commit. The family row is locked first,
 * so a concurrent child creation waits and then finds no family. `confirm`, when given, runs
 * first in the same transaction (the e-mailed link is spent there, ADR 058): false erases
 * nothing and answers null.
 */
export async function eraseFamily(
  db: Db,
  parentUserId: string,
  confirm?: (tx: Db) => Promise<boolean>,
): Promise<ErasedFamily | null> {
  return db.transaction(async (tx) => {
    if (confirm && !(await confirm(tx))) return null;
    const [family] = await tx
      .select({
        id: families.id,
        parentEmail: families.parentEmail,
        stripeCustomerId: families.stripeCustomerId,
      })
      .from(families)
      .where(eq(families.id, parentUserId))
      // NO KEY UPDATE, as child creation takes (lockFamily): serialises with it without
      // blocking the foreign-key checks of money movements, which would deadlock with the
      // child row locks below.
      .for('no key update');
    if (family) {
      // Money movements lock task → submission → child; the erasure deletes all three (the
      // tasks through the family's cascade), so it takes them in that order before the
      // children (no deadlock with a completion or a review; review finding of issue 12).
      await tx.execute(sql`
        select id from tasks where family_id = ${family.id} order by id for update`);
      await tx.execute(sql`
        select s.id from task_submissions s
        join children c on c.id = s.child_id
        where c.family_id = ${family.id}
        order by s.id
        for update of s`);
    }
    const kids = family
      ? await tx
          .select({ id: children.id, userId: children.userId })
          .from(children)
          .where(eq(children.familyId, family.id))
          .orderBy(asc(children.id))
          .for('update')
      : [];
    const photoPaths = family ? await eraseChildren(tx, family.id, kids) : [];
    const [parent] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, parentUserId));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, parentUserId));
    // Password-reset tokens, pending e-mail-change and deletion links keep the user id as value.
    await tx.delete(verification).where(eq(verification.value, parentUserId));
    const addresses = [parent?.email, family?.parentEmail].filter(
      (address): address is string => typeof address === 'string',
    );
    if (addresses.length > 0) {
      await tx.delete(outboxEmails).where(inArray(outboxEmails.to, addresses));
    }
    // Sessions and accounts cascade from the user; the family (and with it limits, tasks,
    // assignments, goals, submissions) cascades from the parent's user.
    await tx.delete(account).where(eq(account.userId, parentUserId));
    await tx
      .delete(user)
      .where(
        or(eq(user.id, parentUserId), and(eq(user.familyId, parentUserId), eq(user.role, 'child'))),
      );
    // The provider's customer is closed after the commit (privacy.handlers): a family that no
    // longer exists must not be charged again, nor its name and e-mail kept there.
    return { photoPaths, stripeCustomerId: family?.stripeCustomerId ?? null };
  });
}
