import { randomUUID } from 'node:crypto';
import {
  CHILD_CONSENT_VERSION,
  MAX_CHILDREN,
  MSG,
  type CreateChildInput,
  type ErrorResponse,
  type FamilySetupInput,
  type UpdateChildInput,
} from '@portal/contracts';
import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { PasswordHasher } from '../../auth/password-hasher';
import type { Db } from '../../db/client';
import {
  children,
  families,
  idempotencyKeys,
  session,
  taskSubmissions,
  user,
} from '../../db/schema';
import { notifyEvent } from '../../lib/events/event-hub';
import type { ChildRow } from '../../lib/child-public';

/** Names of the unique constraints a child creation can break (migrations 0000 and 0003). */
const USER_EMAIL_UNIQUE = 'user_email_unique';
const USERNAME_UNIQUE = 'children_username_key';

/**
 * A rule about the family's current state that a child change breaks (username or e-mail
 * taken, too many children, no family). Carries the pt-BR message and, when it concerns one
 * field, the `issues` path the form attaches it to.
 */
export class ChildRuleError extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly code: string,
    message: string,
    readonly issues?: NonNullable<ErrorResponse['issues']>,
  ) {
    super(message);
  }
}

/** Messages of the two entry points: setup (spec 000 §8 "Setup") and the server-side rules. */
interface ConflictMessages {
  usernameTaken: string;
  emailTaken: string;
}
const SETUP_MESSAGES: ConflictMessages = {
  usernameTaken: MSG.childServer.usernameTaken,
  emailTaken: MSG.childSetup.emailAlreadyRegistered,
};
const SERVER_MESSAGES: ConflictMessages = {
  usernameTaken: MSG.childServer.usernameTaken,
  emailTaken: MSG.childServer.emailAlreadyRegistered,
};

/** The name of the unique constraint `error` violated (SQLSTATE 23505), on either driver. */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current && typeof current === 'object';) {
    const candidate = current as {
      code?: unknown;
      constraint_name?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      const name = candidate.constraint_name ?? candidate.constraint;
      return typeof name === 'string' ? name : '';
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * Address stored on the better-auth user of a child without an e-mail: better-auth needs a
 * unique, non-null one. `.invalid` is reserved (RFC 2606), so nothing is ever sent to it.
 */
export function placeholderEmail(userId: string): string {
  return `${userId}@criancas.mesadinha.invalid`;
}

/** The children of a family, active and inactive, oldest first. */
export function listChildren(db: Db, familyId: string): Promise<ChildRow[]> {
  return db
    .select()
    .from(children)
    .where(eq(children.familyId, familyId))
    .orderBy(asc(children.createdAt), asc(children.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a children.id at all (anything else is simply "not found"). */
export function isChildId(id: string): boolean {
  return UUID.test(id);
}

/** A child of `familyId`, or null (unknown id, or another family's child). */
export async function findFamilyChild(
  db: Db,
  familyId: string,
  id: string,
): Promise<ChildRow | null> {
  if (!isChildId(id)) return null;
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, id), eq(children.familyId, familyId)));
  return row ?? null;
}

/** One child to insert; the PIN is already hashed. */
interface NewChild {
  name: string;
  username: string;
  age: number;
  /** Null for a child without e-mail (issue 41): its account gets {@link placeholderEmail}. */
  email: string | null;
  weeklyLimitCents: number;
  pinHash: string;
}

/**
 * Locks the family row, so that creations and reactivations in one family run one after the
 * other: the "at most 5 active children" check below
 * then see every committed child. Throws 404 when the family does not exist.
 */
async function lockFamily(tx: Db, familyId: string): Promise<void> {
  const [family] = await tx
    .select({ id: families.id })
    .from(families)
    .where(eq(families.id, familyId))
    // NO KEY UPDATE: serialises the family's child changes without blocking the foreign-key
    // checks (FOR KEY SHARE) of money movements that insert rows of this family meanwhile.
    .for('no key update');
  if (!family) throw new ChildRuleError(404, 'FAMILY_NOT_FOUND', MSG.childServer.familyNotFound);
}

async function activeChildCount(tx: Db, familyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(children)
    .where(and(eq(children.familyId, familyId), eq(children.active, true)));
  return row?.n ?? 0;
}

function tooManyChildren(): ChildRuleError {
  return new ChildRuleError(409, 'TOO_MANY_CHILDREN', MSG.childSetup.tooManyChildren);
}

/**
 * Checks the new children against what the database already holds and reports every clash
 * at once, each on its row (`path` = `[...prefix, index, field]`).
 */
async function checkConflicts(
  tx: Db,
  rows: readonly NewChild[],
  messages: ConflictMessages,
  pathOf: (index: number, field: string) => (string | number)[],
): Promise<void> {
  const takenUsernames = new Set(
    (
      await tx
        .select({ username: children.username })
        .from(children)
        // Usernames are unique across families (ADR 016).
        .where(
          inArray(
            children.username,
            rows.map((row) => row.username),
          ),
        )
    ).map((row) => row.username),
  );
  const emails = rows.flatMap((row) => (row.email === null ? [] : [row.email]));
  const takenEmails = new Set(
    emails.length === 0
      ? []
      : (await tx.select({ email: user.email }).from(user).where(inArray(user.email, emails))).map(
          (row) => row.email,
        ),
  );
  const issues: NonNullable<ErrorResponse['issues']> = [];
  rows.forEach((row, index) => {
    if (takenUsernames.has(row.username)) {
      issues.push({ path: pathOf(index, 'username'), message: messages.usernameTaken });
    }
    if (row.email !== null && takenEmails.has(row.email)) {
      issues.push({ path: pathOf(index, 'email'), message: messages.emailTaken });
    }
  });
  const first = issues[0];
  if (first) {
    const code = first.message === messages.usernameTaken ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN';
    throw new ChildRuleError(409, code, first.message, issues);
  }
}

/**
 * Turns a unique violation that slipped past the checks (two requests racing) into the same
 * answer the checks give; anything else is rethrown.
 */
function mapUniqueViolation(
  error: unknown,
  messages: ConflictMessages,
  path: (field: string) => (string | number)[],
): never {
  if (error instanceof ChildRuleError) throw error;
  const constraint = uniqueViolation(error);
  if (constraint === USERNAME_UNIQUE) {
    throw new ChildRuleError(409, 'USERNAME_TAKEN', messages.usernameTaken, [
      { path: path('username'), message: messages.usernameTaken },
    ]);
  }
  if (constraint === USER_EMAIL_UNIQUE) {
    throw new ChildRuleError(409, 'EMAIL_TAKEN', messages.emailTaken, [
      { path: path('email'), message: messages.emailTaken },
    ]);
  }
  throw error;
}

/** Inserts the better-auth user (role child) and the children row of each new child. */
async function insertChildren(
  tx: Db,
  familyId: string,
  rows: readonly NewChild[],
): Promise<ChildRow[]> {
  const created: ChildRow[] = [];
  for (const row of rows) {
    const userId = randomUUID();
    await tx.insert(user).values({
      id: userId,
      name: row.name,
      email: row.email ?? placeholderEmail(userId),
      // The parent vouches for the child's address; a child never signs in with it.
      emailVerified: true,
      role: 'child',
      username: row.username,
      familyId,
    });
    const [child] = await tx
      .insert(children)
      .values({
        familyId,
        userId,
        name: row.name,
        username: row.username,
        age: row.age,
        email: row.email,
        weeklyLimitCents: row.weeklyLimitCents,
        pinHash: row.pinHash,
        // Both creation schemas require the parent's consent (ParentConsentSchema): record
        // the version of the text that was ticked and when (ADR 027).
        consentVersion: CHILD_CONSENT_VERSION,
        consentAt: sql`now()`,
        // now() is the same for the whole transaction; the wall clock keeps the rows in the
        // order the parent entered them.
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    created.push(child!);
  }
  return created;
}

/**
 * `POST /api/children/setup`: creates every child of the setup screen and stores the monthly
 * budget, all in ONE transaction (all or nothing), and announces `children.changed` on
 * commit. The input is already valid (FamilySetupInputSchema: 1-5 rows, distinct names and
 * usernames, projection within budget); this adds what only the database knows.
 */
export async function setupFamily(
  db: Db,
  hasher: PasswordHasher,
  familyId: string,
  input: FamilySetupInput,
): Promise<ChildRow[]> {
  // Hashing is slow on purpose (scrypt): do it before taking any lock.
  const rows: NewChild[] = await Promise.all(
    input.children.map(async (row) => ({
      name: row.name,
      username: row.username,
      age: row.age,
      email: row.email,
      weeklyLimitCents: row.weeklyLimit,
      pinHash: await hasher.hash(row.pin),
    })),
  );
  try {
    return await db.transaction(async (tx) => {
      await lockFamily(tx, familyId);
      if ((await activeChildCount(tx, familyId)) + rows.length > MAX_CHILDREN) {
        throw tooManyChildren();
      }
      await checkConflicts(tx, rows, SETUP_MESSAGES, (index, field) => ['children', index, field]);
      const created = await insertChildren(tx, familyId, rows);
      await tx
        .update(families)
        .set({ monthlyBudgetCents: input.monthlyBudget })
        .where(eq(families.id, familyId));
      await notifyEvent(tx, { type: 'children.changed', familyId });
      return created;
    });
  } catch (error) {
    mapUniqueViolation(error, SETUP_MESSAGES, (field) => ['children', field]);
  }
}

/** `POST /api/children`: one child, with the server-side messages of spec 000 §5. */
export async function createChild(
  db: Db,
  hasher: PasswordHasher,
  familyId: string,
  input: CreateChildInput,
): Promise<ChildRow> {
  const row: NewChild = {
    name: input.name,
    username: input.username,
    age: input.age,
    email: input.email,
    weeklyLimitCents: input.weeklyLimit,
    pinHash: await hasher.hash(input.pin),
  };
  try {
    return await db.transaction(async (tx) => {
      await lockFamily(tx, familyId);
      if ((await activeChildCount(tx, familyId)) >= MAX_CHILDREN) throw tooManyChildren();
      await checkConflicts(tx, [row], SERVER_MESSAGES, (_index, field) => [field]);
      const [created] = await insertChildren(tx, familyId, [row]);
      await notifyEvent(tx, { type: 'children.changed', familyId });
      return created!;
    });
  } catch (error) {
    mapUniqueViolation(error, SERVER_MESSAGES, (field) => [field]);
  }
}

/** Ends every session of a user (deleting the rows is what better-auth's revoke does). */
async function endSessions(tx: Db, userId: string): Promise<void> {
  await tx.delete(session).where(eq(session.userId, userId));
}

/**
 * `PATCH /api/children/{id}`: changes the given fields of a child of `familyId`; null when the
 * child is not in that family. A new PIN (an empty one means "no change") also clears the
 * lockout and ends every session of the child, as does deactivating it.
 */
export async function updateChild(
  db: Db,
  hasher: PasswordHasher,
  familyId: string,
  id: string,
  input: UpdateChildInput,
): Promise<ChildRow | null> {
  if (!isChildId(id)) return null;
  const pinHash = input.pin === undefined ? undefined : await hasher.hash(input.pin);
  const fieldPath = (field: string) => [field];
  try {
    return await db.transaction(async (tx) => {
      await lockFamily(tx, familyId);
      const [current] = await tx
        .select()
        .from(children)
        .where(and(eq(children.id, id), eq(children.familyId, familyId)))
        .for('update');
      if (!current) return null;

      if (input.username !== undefined && input.username !== current.username) {
        const [taken] = await tx
          .select({ id: children.id })
          .from(children)
          .where(and(eq(children.username, input.username), ne(children.id, id)));
        if (taken) {
          throw new ChildRuleError(409, 'USERNAME_TAKEN', SERVER_MESSAGES.usernameTaken, [
            { path: fieldPath('username'), message: SERVER_MESSAGES.usernameTaken },
          ]);
        }
      }
      const userEmail =
        input.email === undefined ? undefined : (input.email ?? placeholderEmail(current.userId));
      if (input.email) {
        const [taken] = await tx
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.email, input.email), ne(user.id, current.userId)));
        if (taken) {
          throw new ChildRuleError(409, 'EMAIL_TAKEN', SERVER_MESSAGES.emailTaken, [
            { path: fieldPath('email'), message: SERVER_MESSAGES.emailTaken },
          ]);
        }
      }
      if (input.active === true && !current.active) {
        if ((await activeChildCount(tx, familyId)) >= MAX_CHILDREN) throw tooManyChildren();
      }

      const changes = definedOnly({
        name: input.name,
        username: input.username,
        age: input.age,
        email: input.email,
        weeklyLimitCents: input.weeklyLimit,
        active: input.active,
        ...(pinHash === undefined ? {} : { pinHash, pinFailedCount: 0, pinLockedUntil: null }),
      });
      // Nothing to change (a form saved as it was, a blank PIN): the child as it is.
      if (Object.keys(changes).length === 0) return current;
      const [updated] = await tx
        .update(children)
        .set(changes)
        .where(eq(children.id, id))
        .returning();
      if (input.name !== undefined || input.username !== undefined || userEmail !== undefined) {
        await tx
          .update(user)
          .set({ name: input.name, username: input.username, email: userEmail })
          .where(eq(user.id, current.userId));
      }
      if (pinHash !== undefined || input.active === false) await endSessions(tx, current.userId);
      await notifyEvent(tx, { type: 'children.changed', familyId });
      return updated!;
    });
  } catch (error) {
    mapUniqueViolation(error, SERVER_MESSAGES, fieldPath);
  }
}

/** `values` without its undefined entries (what a PATCH leaves unchanged). */
function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * `DELETE /api/children/{id}` (ADR 027): erases the child with everything about it, in one
 * transaction: its ledger through `erase_children` (the one erasure path the append-only
 * ledger allows; it also deletes the children row, whose goals, submissions, achievements,
 * devices and task links cascade), then its better-auth user (sessions and accounts cascade).
 * The child row lock is the one money movements take, so none can race with the erasure.
 * Returns the child's stored photo paths, for the caller to delete from disk after commit,
 * or null when the child is not in `familyId`.
 */
export async function removeChild(
  db: Db,
  familyId: string,
  id: string,
): Promise<{ photoPaths: string[] } | null> {
  if (!isChildId(id)) return null;
  return db.transaction(async (tx) => {
    // Money movements lock task → submission → child; the erasure deletes the child's
    // submissions, so it takes them before the child, in the same order (no deadlock with a
    // review of one of them; review finding of issue 12).
    await tx.execute(sql`
      select s.id from task_submissions s
      join children c on c.id = s.child_id
      where s.child_id = ${id} and c.family_id = ${familyId}
      order by s.id
      for update of s`);
    const [current] = await tx
      .select({ id: children.id, userId: children.userId })
      .from(children)
      .where(and(eq(children.id, id), eq(children.familyId, familyId)))
      .for('update');
    if (!current) return null;
    const photoPaths = await eraseChildren(tx, familyId, [current]);
    await notifyEvent(tx, { type: 'children.changed', familyId });
    return { photoPaths };
  });
}

/**
 * Erases children of `familyId` already locked by the caller's transaction: their photo paths
 * are read, `erase_children` removes their ledger and rows (with every cascade; it refuses the
 * whole call when any id is not a child of `familyId`, migration 0015), then their users go
 * (sessions, accounts) with their idempotency keys. Returns the photo paths to unlink after
 * commit.
 */
export async function eraseChildren(
  tx: Db,
  familyId: string,
  rows: readonly { id: string; userId: string }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const userIds = rows.map((row) => row.userId);
  const photos = await tx
    .select({ path: taskSubmissions.photoPath })
    .from(taskSubmissions)
    .where(and(inArray(taskSubmissions.childId, ids), isNotNull(taskSubmissions.photoPath)));
  await tx.execute(sql`select erase_children(${familyId}, ${`{${ids.join(',')}}`}::uuid[])`);
  await tx.delete(idempotencyKeys).where(inArray(idempotencyKeys.scope, userIds));
  await tx
    .delete(user)
    .where(and(inArray(user.id, userIds), eq(user.familyId, familyId), eq(user.role, 'child')));
  return photos.map((photo) => photo.path).filter((path): path is string => path !== null);
}
