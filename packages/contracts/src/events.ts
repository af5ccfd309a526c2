import { z } from 'zod';

/**
 * Server-sent events on `GET /api/events` (event name = `type`). Events carry ids only, never
 * data: clients refetch through the API (RTK Query tag invalidation), so authorization stays in
 * one place. A child only receives events about itself.
 */
export const PortalEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('children.changed'), familyId: z.string() }),
  z.object({
    type: z.literal('tasks.changed'),
    familyId: z.string(),
    taskId: z.string().optional(),
  }),
  z.object({
    type: z.literal('submissions.changed'),
    familyId: z.string(),
    childId: z.string(),
    submissionId: z.string().optional(),
  }),
  z.object({ type: z.literal('balance.changed'), familyId: z.string(), childId: z.string() }),
  /** A goal of the child was created, moved money, completed or was cancelled. */
  z.object({
    type: z.literal('goals.changed'),
    familyId: z.string(),
    childId: z.string(),
    goalId: z.string().optional(),
  }),
  /** The child unlocked achievements (ids of domain `ACHIEVEMENTS`), stored for good. */
  z.object({
    type: z.literal('achievements.unlocked'),
    familyId: z.string(),
    childId: z.string(),
    achievementIds: z.array(z.string()),
  }),
  /**
   * Wrong PINs from unknown devices locked the child's sign-in (ADR 014). Parents only: a
   * child never receives it. `lockedUntil` is an ISO timestamp.
   */
  z.object({
    type: z.literal('child.pin-locked'),
    familyId: z.string(),
    childId: z.string(),
    lockedUntil: z.string(),
  }),
  /**
   * The family's info, limits or appearance changed (issue 12): clients refetch `GET /api/me`
   * (appearance) and the family. Carries no child data, so children of the family get it too.
   */
  z.object({ type: z.literal('family.changed'), familyId: z.string() }),
  /**
   * The notification centre changed (issue 38): a message arrived or was read. With `childId`
   * the child's own bell (and so that child too); without it the parent's bell only.
   */
  z.object({
    type: z.literal('notifications.changed'),
    familyId: z.string(),
    childId: z.string().optional(),
  }),
]);
export type PortalEvent = z.infer<typeof PortalEventSchema>;
export const PORTAL_EVENT_TYPES = [
  'children.changed',
  'tasks.changed',
  'submissions.changed',
  'balance.changed',
  'goals.changed',
  'achievements.unlocked',
  'child.pin-locked',
  'family.changed',
  'notifications.changed',
] as const;
