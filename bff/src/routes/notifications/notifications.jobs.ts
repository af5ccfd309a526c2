import type { JobDefinition } from '../../lib/jobs/jobs';
import {
  announceReleased,
  pushDelivered,
  remindTasksDueToday,
  remindWaitingSubmissions,
  sendPendingEmails,
  sendWeeklyReports,
} from './notifications.service';

const retry = { limit: 3, delaySeconds: 30, backoff: true };

/*
 * The hours are the domain's, read on the job's clock: each pass runs every minute and does
 * nothing outside its hours, so a server that was down at 18:00 still reminds (until 21:00), a
 * moved clock moves them, and the keys make each message once.
 */

/** 18:00–21:00: the children's reminders of today's tasks (once a day each). */
export const taskRemindersJob: JobDefinition = {
  name: 'notifications.task-reminders',
  cron: '* * * * *',
  retry,
  async handle(_data, { db, clock, logger }) {
    const stored = await remindTasksDueToday(db, clock.now());
    if (stored > 0) logger.info({ stored }, 'task reminders stored');
  },
};

/** Every 15 minutes: submissions waiting more than 24 hours tell the parent (once each). */
export const waitingSubmissionsJob: JobDefinition = {
  name: 'notifications.waiting-submissions',
  cron: '*/15 * * * *',
  retry,
  async handle(_data, { db, clock, logger }) {
    const stored = await remindWaitingSubmissions(db, clock.now());
    if (stored > 0) logger.info({ stored }, 'waiting-submission reminders stored');
  },
};

/** Sundays from 19:00: the weekly reports (once a week per family). */
export const weeklyReportsJob: JobDefinition = {
  name: 'notifications.weekly-reports',
  cron: '* * * * *',
  retry,
  async handle(_data, { db, clock, logger, mailer, env }) {
    const now = clock.now();
    const stored = await sendWeeklyReports(db, now);
    if (stored === 0) return;
    // Mailed at once rather than by the next minute's pass: the report is the e-mail.
    const sent = await sendPendingEmails(db, { mailer, env, logger }, now);
    logger.info({ stored, sent }, 'weekly reports stored');
  },
};

/** Every minute: pushes, the parents' e-mails, and the children's messages quiet hours held. */
export const sendNotificationsJob: JobDefinition = {
  name: 'notifications.send',
  cron: '* * * * *',
  retry,
  async handle(_data, { db, clock, logger, mailer, push, env }) {
    const now = clock.now();
    await announceReleased(db, now);
    const pushed = await pushDelivered(db, push, logger, now);
    if (pushed > 0) logger.info({ pushed }, 'notifications pushed');
    const sent = await sendPendingEmails(db, { mailer, env, logger }, now);
    if (sent > 0) logger.info({ sent }, 'notification e-mails sent');
  },
};

export const NOTIFICATION_JOBS = [
  taskRemindersJob,
  waitingSubmissionsJob,
  weeklyReportsJob,
  sendNotificationsJob,
];
