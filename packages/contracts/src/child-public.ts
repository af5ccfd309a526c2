import { z } from 'zod';
import { RowIdSchema, TimestampSchema, USERNAME_PATTERN } from './fields';
import { CentavosSchema } from './money';

/*
 * Its own module, not children.ts: GET /api/me carries the signed-in child, and every
 * signed-in first visit reads /api/me — without building the child forms' schemas (ADR 042).
 * The child's figures (`ChildProgressSchema`) and age group live here for the same reason.
 */

/** Age group of a child: kids 9-12, teens 13-15, young 16+. */
export const AgeGroupSchema = z.enum(['kids', 'teens', 'young']);
export type AgeGroupValue = z.infer<typeof AgeGroupSchema>;

/**
 * A child as every endpoint returns it. It never carries the PIN (nor its hash): unknown keys
 * are stripped, so even a row with `pin` parses to an object without it. `hasPin` tells the
 * login form whether the PIN may be left blank.
 */
export const ChildPublicSchema = z.object({
  id: RowIdSchema,
  familyId: RowIdSchema,
  name: z.string(),
  username: z.string().regex(USERNAME_PATTERN),
  age: z.number().int(),
  email: z.string().nullable(),
  weeklyLimit: CentavosSchema,
  active: z.boolean(),
  balance: z.number().int(),
  totalEarned: CentavosSchema,
  xp: z.number().int().nonnegative(),
  level: z.number().int().min(1),
  streak: z.number().int().nonnegative(),
  pendingTasks: z.number().int().nonnegative(),
  completedToday: z.number().int().nonnegative(),
  tasksCompleted: z.number().int().nonnegative(),
  hasPin: z.boolean(),
  /**
   * When sign-ins from devices the child never used stop being checked because of too many
   * wrong PINs (ADR 014), or null. Devices where the child signed in before are not affected;
   * the parent can end the lock (`POST /api/children/{id}/pin-unlock`).
   */
  pinLockedUntil: TimestampSchema.nullable(),
});
export type ChildPublic = z.infer<typeof ChildPublicSchema>;

/** `GET /api/children`: the family's children. */
export const ChildListResponseSchema = z.object({ children: z.array(ChildPublicSchema) });
export type ChildListResponse = z.infer<typeof ChildListResponseSchema>;

/** The child's money and progress figures after a movement (all computed by the BFF). */
export const ChildProgressSchema = z.object({
  id: RowIdSchema,
  balance: CentavosSchema,
  totalEarned: CentavosSchema,
  xp: z.number().int().nonnegative(),
  level: z.number().int().min(1),
  pendingTasks: z.number().int().nonnegative(),
  completedToday: z.number().int().nonnegative(),
  tasksCompleted: z.number().int().nonnegative(),
  /** Current streak (0 when today has no activity yet, spec 001 §9). */
  streak: z.number().int().nonnegative(),
});
export type ChildProgress = z.infer<typeof ChildProgressSchema>;
