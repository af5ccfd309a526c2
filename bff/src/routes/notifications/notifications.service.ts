import {
  NOTIFICATIONS_LIST_MAX,
  type Notification,
  type NotificationsResponse,
} from '@portal/contracts';
import {
  addDays,
  isPausedOn,
  NOTIFICATION_TOGGLE,
  saoPauloHour,
  saoPauloStartOfDay,
  saoPauloToday,
  SUBMISSION_WAIT_HOURS,
  TASK_REMINDER_HOUR,
  CHILD_QUIET_FROM_HOUR,
  weekdayOf,
  weekMoney,
  WEEKLY_REPORT_HOUR,
  weeklyReportWeek,
  type Pause,
} from '@portal/domain';
import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { families, notifications, pushSubscriptions } from '../../db/schema';
import { notifyEvent } from '../../lib/events/event-hub';
import type { JobEnv } from '../../lib/jobs/jobs';
import { isUuid, rowsOf } from '../../lib/keyset';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { Push } from '../../lib/push/push';
import { notificationEmail } from '../../lib/notifications/email';
import { createNotifications, type NotificationDraft } from '../../lib/notifications/notify';
import {
  notificationText,
  type StoredNotification,
  type ToggleName,
  type WeekOfChild,
} from '../../lib/notifications/texts';
import { pausesOfChildJson } from '../../lib/pauses';
import { taskDoneByChild, taskIsForChild } from '../child-tasks/child-tasks.service';

/** Whose bell: the family's parent, or one child of it. */
export type Inbox = { familyId: string; childId: null } | { familyId: string; childId: string };

type NotificationRow = typeof notifications.$inferSelect;

function inboxOf(inbox: Inbox, now: Date): SQL {
  return and(
    eq(notifications.familyId, inbox.familyId),
    inbox.childId === null
      ? eq(notifications.audience, 'parent')
      : and(eq(notifications.audience, 'child'), eq(notifications.childId, inbox.childId)),
    lte(notifications.deliverAt, now),
  )!;
}

function publicOf(row: NotificationRow): Notification {
  const text = notificationText(row as unknown as StoredNotification);
  return {
    id: row.id,
    kind: row.kind,
    title: text.title,
    body: text.body,
    link: text.link,
    childId: row.childId,
    createdAt: row.deliverAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** `GET /api/notifications`: the newest messages of an inbox that have reached it, and its unread count. */
export async function listNotifications(
  db: Db,
  inbox: Inbox,
  now: Date,
): Promise<NotificationsResponse> {
  const where = inboxOf(inbox, now);
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(sql`${notifications.deliverAt} desc, ${notifications.id} desc`)
      .limit(NOTIFICATIONS_LIST_MAX),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(where, isNull(notifications.readAt))),
  ]);
  return { items: rows.map(publicOf), unreadCount: Number(unread?.n ?? 0) };
}

async function announceRead(db: Db, inbox: Inbox): Promise<void> {
  await notifyEvent(db, {
    type: 'notifications.changed',
    familyId: inbox.familyId,
    ...(inbox.childId ? { childId: inbox.childId } : {}),
  });
}

/** 'Marcar todas como lidas': every message of the inbox that has reached it. */
export async function markAllRead(db: Db, inbox: Inbox, now: Date): Promise<void> {
  const read = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(inboxOf(inbox, now), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (read.length > 0) await announceRead(db, inbox);
}

/** One message opened; false when the inbox has no such message (another family's: 404). */
export async function markRead(db: Db, inbox: Inbox, id: string, now: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(inboxOf(inbox, now), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (!row) return false;
  await announceRead(db, inbox);
  return true;
}

/** An e-mail's link: turns one of the family's toggles off. False when there is no such family. */
export async function turnToggleOff(
  db: Db,
  familyId: string,
  toggle: ToggleName,
): Promise<boolean> {
  const rows = await db
    .update(families)
    .set({
      settings: sql`jsonb_set(${families.settings}, ${`{notifications,${toggle}}`}::text[], 'false'::jsonb, true)`,
    })
    .where(eq(families.id, familyId))
    .returning({ id: families.id });
  if (rows.length === 0) return false;
  await notifyEvent(db, { type: 'family.changed', familyId });
  return true;
}

/** Children handled per statement by the scheduled passes. */
const BATCH = 500;

const toggleOn = (toggle: ToggleName) =>
  sql`coalesce((f.settings -> 'notifications' ->> ${toggle})::boolean, true)`;

/**
 * From 18:00 until the quiet hours (21:00): each active child not on holiday today gets one
 * reminder of its tasks due today and not done, once a day (at the first pass that finds some).
 */
export async function remindTasksDueToday(db: Db, now: Date): Promise<number> {
  const hour = saoPauloHour(now);
  if (hour < TASK_REMINDER_HOUR || hour >= CHILD_QUIET_FROM_HOUR) return 0;
  const today = saoPauloToday(now);
  let stored = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = rowsOf<{
      id: string;
      family_id: string;
      titles: string[];
      pauses: Pause[];
    }>(
      await db.execute(sql`
        select c.id, c.family_id, ${pausesOfChildJson(sql`c.id`)} as pauses,
          array(select tasks.title from tasks
            where tasks.family_id = c.family_id and tasks.due_date = ${today}::date
              and ${taskIsForChild(sql`c.id`)} and not ${taskDoneByChild(sql`c.id`)}
            order by tasks.created_at) as titles
        from children c join families f on f.id = c.family_id
        where c.active and c.id > ${after}::uuid and ${toggleOn('taskReminders')}
          and not exists (select 1 from notifications n
            where n.family_id = c.family_id and n.key = 'child:reminder:' || c.id || ${`:${today}`})
        order by c.id limit ${BATCH}`),
    );
    const drafts: NotificationDraft[] = rows
      .filter((row) => row.titles.length > 0 && !isPausedOn(row.pauses, today))
      .map((row) => ({
        familyId: row.family_id,
        audience: 'child',
        childId: row.id,
        kind: 'task_reminder',
        key: `child:reminder:${row.id}:${today}`,
        params: { titles: row.titles },
      }));
    stored += await createNotifications(db, drafts, now);
    if (rows.length < BATCH) return stored;
    after = rows.at(-1)!.id;
  }
}

/** Each submission waiting for approval more than 24 hours tells the parent, once. */
export async function remindWaitingSubmissions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SUBMISSION_WAIT_HOURS * 3_600_000).toISOString();
  let stored = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = rowsOf<{
      id: string;
      family_id: string;
      child_id: string;
      child_name: string;
      title: string;
    }>(
      await db.execute(sql`
        select s.id, s.family_id, s.child_id, c.name as child_name, s.task_title as title
        from task_submissions s
        join children c on c.id = s.child_id
        join families f on f.id = s.family_id
        where s.status = 'pending' and s.completed_at <= ${before}::timestamptz
          and s.id > ${after}::uuid and ${toggleOn('taskReminders')}
          and not exists (select 1 from notifications n
            where n.family_id = s.family_id and n.key = 'parent:waiting:' || s.id)
        order by s.id limit ${BATCH}`),
    );
    stored += await createNotifications(
      db,
      rows.map((row) => ({
        familyId: row.family_id,
        audience: 'parent',
        childId: row.child_id,
        kind: 'submission_waiting',
        key: `parent:waiting:${row.id}`,
        params: { childName: row.child_name, taskTitle: row.title },
      })),
      now,
    );
    if (rows.length < BATCH) return stored;
    after = rows.at(-1)!.id;
  }
}

/**
 * Sundays from 19:00: one report per family with a child, of the seven days up to today, once
 * a week: each child's earnings, savings, spending, tasks done, streak and waiting approvals.
 */
export async function sendWeeklyReports(db: Db, now: Date): Promise<number> {
  const today = saoPauloToday(now);
  if (weekdayOf(today) !== 0 || saoPauloHour(now) < WEEKLY_REPORT_HOUR) return 0;
  const week = weeklyReportWeek(today);
  const from = saoPauloStartOfDay(week.from).toISOString();
  const to = saoPauloStartOfDay(addDays(week.to, 1)).toISOString();
  let stored = 0;
  let after = '';
  for (;;) {
    const rows = rowsOf<{
      family_id: string;
      children: {
        name: string;
        streak: number;
        streak_date: string | null;
        sums: Record<string, number> | null;
        done: number;
        pending: number;
      }[];
    }>(
      await db.execute(sql`
        select f.id as family_id, (
          select jsonb_agg(jsonb_build_object(
            'name', c.name, 'streak', c.streak, 'streak_date', c.streak_date,
            'sums', (select jsonb_object_agg(l.type, l.total) from (
              select type, sum(amount_cents)::int as total from transactions
              where child_id = c.id and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
              group by type) l),
            'done', (select count(*)::int from task_submissions s where s.child_id = c.id
              and s.status = 'approved' and s.completed_at >= ${from}::timestamptz and s.completed_at < ${to}::timestamptz),
            'pending', (select count(*)::int from task_submissions s where s.child_id = c.id and s.status = 'pending')
          ) order by c.created_at)
          from children c where c.family_id = f.id and c.active) as children
        from families f
        where f.id > ${after} and ${toggleOn('weeklyReports')}
          and exists (select 1 from children c where c.family_id = f.id and c.active)
          and not exists (select 1 from notifications n
            where n.family_id = f.id and n.key = ${`parent:weekly:${today}`})
        order by f.id limit ${BATCH}`),
    );
    const drafts: NotificationDraft[] = rows.map((row) => ({
      familyId: row.family_id,
      audience: 'parent',
      childId: null,
      kind: 'weekly_report',
      key: `parent:weekly:${today}`,
      params: {
        ...week,
        children: row.children.map((child): WeekOfChild => ({
          name: child.name,
          ...weekMoney(child.sums ?? {}),
          tasksDone: child.done,
          streak: child.streak_date === today ? child.streak : 0,
          pending: child.pending,
        })),
      },
    }));
    stored += await createNotifications(db, drafts, now);
    if (rows.length < BATCH) return stored;
    after = rows.at(-1)!.family_id;
  }
}

/** Tries of an e-mail before it is given up. */
const EMAIL_TRIES = 5;
/** E-mails sent per pass of the mail job. */
const EMAILS_PER_PASS = 200;

/** How long a claimed e-mail is held for its sender before another pass may try it again. */
const EMAIL_LEASE_MS = 10 * 60_000;

/**
 * Sends the parents' e-mails waiting in `notifications` (oldest first). Each is claimed by one
 * statement (`skip locked`, its next try moved past the send: two workers never send one), then
 * sent with no transaction open — on PGlite, the embedded default, the one connection must stay
 * free for the mailer's own writes and the requests. A refusal is tried again later (1, 2, 4, 8
 * minutes), then given up; a toggle turned off meanwhile, or an address not confirmed, sends
 * nothing. A sender that dies mid-send leaves its claim to expire: sent again (at least once).
 */
export async function sendPendingEmails(
  db: Db,
  services: { mailer: Mailer; env: JobEnv; logger: Logger },
  now: Date,
): Promise<number> {
  let sent = 0;
  const lease = new Date(now.getTime() + EMAIL_LEASE_MS).toISOString();
  for (let pass = 0; pass < EMAILS_PER_PASS; pass += 1) {
    const [row] = rowsOf<NotificationDbRow>(
      await db.execute(sql`
        with claimed as (
          update notifications set email_after = ${lease}::timestamptz
          where id = (select id from notifications
            where email_state = 'pending' and email_after <= ${now.toISOString()}::timestamptz
            order by email_after, id limit 1 for update skip locked)
          returning id, family_id, kind, audience, params, email_attempts)
        select c.*, u.email, u.name, u.email_verified, f.settings -> 'notifications' as toggles
        from claimed c
        join families f on f.id = c.family_id
        join "user" u on u.id = c.family_id`),
    );
    if (!row) break;
    const toggle = NOTIFICATION_TOGGLE[row.kind as keyof typeof NOTIFICATION_TOGGLE];
    // Only the parent's messages are e-mailed, and each of those has a toggle.
    if (!toggle || row.toggles?.[toggle] === false || !row.email_verified) {
      await db
        .update(notifications)
        .set({ emailState: 'failed' })
        .where(eq(notifications.id, row.id));
      continue;
    }
    try {
      await services.mailer.send(
        notificationEmail({
          to: row.email,
          name: row.name,
          notification: row as unknown as StoredNotification,
          toggle,
          appUrl: services.env.PUBLIC_APP_URL,
          secret: services.env.BETTER_AUTH_SECRET,
          familyId: row.family_id,
        }),
      );
    } catch (error) {
      const attempts = row.email_attempts + 1;
      services.logger.warn(
        { err: error, notificationId: row.id, attempts },
        'notification e-mail not sent',
      );
      await db
        .update(notifications)
        .set({
          emailAttempts: attempts,
          emailState: attempts >= EMAIL_TRIES ? 'failed' : 'pending',
          emailAfter: new Date(now.getTime() + 2 ** (attempts - 1) * 60_000),
        })
        .where(eq(notifications.id, row.id));
      continue;
    }
    await db
      .update(notifications)
      .set({ emailState: 'sent', emailAttempts: row.email_attempts + 1 })
      .where(eq(notifications.id, row.id));
    sent += 1;
  }
  return sent;
}

interface NotificationDbRow {
  id: string;
  family_id: string;
  kind: string;
  audience: 'parent' | 'child';
  params: Record<string, unknown>;
  email_attempts: number;
  email: string;
  name: string;
  email_verified: boolean;
  toggles: Partial<Record<string, boolean>> | null;
}

/**
 * Announces the children's messages held by their quiet hours once they show (from 08:00), so
 * an open bell refreshes. Looks two minutes back: the pass runs every minute.
 */
export async function announceReleased(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 120_000).toISOString();
  const rows = await db
    .selectDistinct({ familyId: notifications.familyId, childId: notifications.childId })
    .from(notifications)
    .where(
      and(
        eq(notifications.audience, 'child'),
        sql`${notifications.deliverAt} > ${since}::timestamptz`,
        lte(notifications.deliverAt, now),
        sql`${notifications.deliverAt} > ${notifications.createdAt}`,
      ),
    );
  for (const row of rows) {
    await notifyEvent(db, {
      type: 'notifications.changed',
      familyId: row.familyId,
      ...(row.childId ? { childId: row.childId } : {}),
    });
  }
  return rows.length;
}

/** Messages pushed per transaction of the push pass. */
const PUSH_BATCH = 50;

/**
 * Pushes every message that has reached its inbox and was not pushed yet to the recipient's
 * devices (Web Push, issue 39), at most once: each batch is claimed and marked pushed by one
 * statement (`skip locked`, so two workers share them), then sent with no transaction open; a
 * device the push service says is gone is forgotten. Without push (`null`) they are only marked.
 */
export async function pushDelivered(
  db: Db,
  push: Push | null,
  logger: Logger,
  now: Date,
): Promise<number> {
  let pushed = 0;
  for (;;) {
    const rows = await db
      .update(notifications)
      .set({ pushedAt: now })
      .where(
        inArray(
          notifications.id,
          db
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(isNull(notifications.pushedAt), lte(notifications.deliverAt, now)))
            .orderBy(notifications.deliverAt)
            .limit(PUSH_BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    if (push) {
      for (const row of rows) pushed += await pushOne(db, push, logger, row);
    }
    if (rows.length < PUSH_BATCH) return pushed;
  }
}

async function pushOne(db: Db, push: Push, logger: Logger, row: NotificationRow): Promise<number> {
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.familyId, row.familyId),
        row.audience === 'child'
          ? eq(pushSubscriptions.childId, row.childId!)
          : isNull(pushSubscriptions.childId),
      ),
    );
  const text = notificationText(row as unknown as StoredNotification);
  let sent = 0;
  for (const device of devices) {
    try {
      const outcome = await push.send(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        { title: text.title, body: text.body, url: text.link, tag: row.id },
      );
      if (outcome === 'gone') {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
      } else sent += 1;
    } catch (error) {
      logger.warn({ err: error, notificationId: row.id }, 'push not sent');
    }
  }
  return sent;
}
