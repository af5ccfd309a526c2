import {
  childDeliveryAt,
  isChildQuietHour,
  NOTIFICATION_TOGGLE,
  type NotificationKind,
} from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { commitScopeOf } from '../../db/after-commit';
import { loggerOf, notifyEvents } from '../events/event-hub';
import { rowsOf } from '../keyset';
import type { NotificationParams } from './texts';

/** A message to store, once per family and `key`. */
export type NotificationDraft = {
  [K in NotificationKind]: {
    familyId: string;
    kind: K;
    /** Unique in the family: a second draft with it (another run, another worker) is dropped. */
    key: string;
    params: NotificationParams[K];
  } & ({ audience: 'parent'; childId: string | null } | { audience: 'child'; childId: string });
}[NotificationKind];

/**
 * Stores messages for the bell, each only while its family's toggle allows its kind (read in
 * the same statement, so a toggle turned off is obeyed from then on) and once per key; a
 * parent's message is also queued for e-mail. A child's message made in its quiet hours
 * (21:00–08:00) shows from the next 08:00. Announces `notifications.changed` to whoever gets
 * one now (after the caller's commit). Returns how many were stored.
 */
export async function createNotifications(
  db: Db,
  drafts: readonly NotificationDraft[],
  now: Date,
): Promise<number> {
  if (drafts.length === 0) return 0;
  const rows = drafts.map((draft) => {
    const deliverAt = draft.audience === 'child' ? childDeliveryAt(now) : now;
    return {
      family_id: draft.familyId,
      audience: draft.audience,
      child_id: draft.childId,
      kind: draft.kind,
      key: draft.key,
      params: draft.params,
      toggle: NOTIFICATION_TOGGLE[draft.kind],
      deliver_at: deliverAt.toISOString(),
      email: draft.audience === 'parent',
    };
  });
  const inserted = rowsOf<{
    family_id: string;
    audience: string;
    child_id: string | null;
    deliver_at: Date | string;
  }>(
    await db.execute(sql`
      insert into ${notifications} (family_id, audience, child_id, kind, key, params, deliver_at, email_state, email_after, created_at)
      select d.family_id, d.audience, d.child_id, d.kind, d.key, d.params, d.deliver_at,
        case when d.email then 'pending' end, case when d.email then d.deliver_at end, ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as d(
        family_id text, audience text, child_id uuid, kind text, key text, params jsonb,
        toggle text, deliver_at timestamptz, email boolean)
      join families f on f.id = d.family_id
      where coalesce((f.settings -> 'notifications' ->> d.toggle)::boolean, true)
      on conflict (family_id, key) do nothing
      returning family_id, audience, child_id, deliver_at`),
  );
  const events = new Map<string, { familyId: string; childId?: string }>();
  for (const row of inserted) {
    if (new Date(row.deliver_at).getTime() > now.getTime()) continue;
    const childId = row.audience === 'child' ? (row.child_id ?? undefined) : undefined;
    events.set(`${row.family_id}:${childId ?? ''}`, {
      familyId: row.family_id,
      ...(childId ? { childId } : {}),
    });
  }
  await notifyEvents(
    db,
    [...events.values()].map((event) => ({ type: 'notifications.changed' as const, ...event })),
  );
  return inserted.length;
}

/**
 * {@link createNotifications} for what a money movement causes (an achievement, a goal
 * milestone): after the caller's transaction commits, so the child's row is not held for it and
 * a rolled-back movement tells nothing; at once outside a transaction. A BFF that dies in
 * between loses those messages (the movement and the achievement stand).
 */
export async function createNotificationsAfterCommit(
  db: Db,
  drafts: readonly NotificationDraft[],
  now: Date,
): Promise<void> {
  if (drafts.length === 0) return;
  const scope = commitScopeOf(db);
  if (scope.kind !== 'transaction') {
    await createNotifications(db, drafts, now);
    return;
  }
  scope.defer(() => {
    createNotifications(scope.root, drafts, now).catch((error: unknown) =>
      loggerOf(scope.root)?.warn({ err: error }, 'could not store notifications'),
    );
  });
}

/** The kinds of message that no family toggle governs (always stored). */
export type UntoggledKind = {
  [K in NotificationKind]: (typeof NOTIFICATION_TOGGLE)[K] extends null ? K : never;
}[NotificationKind];

/** A message for a child of a kind no toggle governs. */
export type ChildNoticeDraft = Extract<
  NotificationDraft,
  { audience: 'child'; kind: UntoggledKind }
>;

/**
 * A child's message as ONE insert meant to run inside a money movement's own statement (ledger
 * `writeMovement`'s `also`), so the movement and its message commit together at no extra round
 * trip: a review (issue 41) keeps its statement count. Once per family and key, never e-mailed.
 * It shows at once, also in the child's quiet hours: it explains a balance that has already
 * moved. Made in those hours it is not pushed (stored as pushed), so no device rings at night.
 */
export function childNoticeInsert(draft: ChildNoticeDraft, now: Date): SQL {
  const at = now.toISOString();
  const pushedAt = isChildQuietHour(now) ? at : null;
  return sql`insert into ${notifications} (family_id, audience, child_id, kind, key, params, deliver_at, pushed_at, created_at)
    values (${draft.familyId}, 'child', ${draft.childId}::uuid, ${draft.kind}, ${draft.key},
      ${JSON.stringify(draft.params)}::jsonb, ${at}::timestamptz, ${pushedAt}::timestamptz, ${at}::timestamptz)
    on conflict (family_id, key) do nothing
    returning id`;
}
