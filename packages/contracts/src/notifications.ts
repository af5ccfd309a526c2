import { z } from 'zod';
import { RowIdSchema, TimestampSchema } from './fields';

/** Kinds of the notification centre (issue 38; domain `NotificationKind`, `NOTIFICATION_TOGGLE`). */
export const NOTIFICATION_KINDS = [
  'task_reminder',
  'submission_waiting',
  'achievement_unlocked',
  'goal_milestone',
  'weekly_report',
  'allowance_paid',
  'pause_set',
  'task_approved',
  'task_rejected',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** The most notifications `GET /api/notifications` answers, newest first. */
export const NOTIFICATIONS_LIST_MAX = 50;

/**
 * One message of the bell: its pt-BR title and text as the BFF wrote them, the portal path it
 * opens (`/child/tasks`, `/parent/approvals`…), and when it was read (null while unread).
 */
export const NotificationSchema = z.object({
  id: RowIdSchema,
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  childId: RowIdSchema.nullable(),
  createdAt: TimestampSchema,
  readAt: TimestampSchema.nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /api/notifications`: the newest messages of the caller and how many are unread. */
export const NotificationsResponseSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

/** A kind an e-mail's link turns off (`/api/notifications/unsubscribe`). */
export const UnsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(400),
});
