import {
  ChildProfileCardSchema,
  ChildPublicSchema,
  type ChildProfileCard,
  type ChildPublic,
} from '@portal/contracts';
import { ageGroupFromAge, saoPauloToday } from '@portal/domain';
import type { children } from '../db/schema';

/** A row of the `children` table. */
export type ChildRow = typeof children.$inferSelect;

/** Tasks the child completed on `today`: the counter belongs to one São Paulo day. */
export function completedOn(child: ChildRow, today: string): number {
  return child.completedTodayDate === today ? child.completedToday : 0;
}

/**
 * The child's current streak on `today`: the stored run counts only while its last active day
 * is today (spec 001 §9: the current streak counts back from today), so it reads 0 from
 * midnight until the first activity of the day, without any job rewriting rows.
 */
export function currentStreak(child: ChildRow, today: string): number {
  return child.streakDate === today ? child.streak : 0;
}

/**
 * The one way a child leaves the BFF. Built field by field and then parsed by
 * ChildPublicSchema (which strips unknown keys), so neither the PIN hash nor the lockout
 * counters can ever reach a response, even if the row gains columns later.
 */
export function toChildPublic(row: ChildRow, now: Date = new Date()): ChildPublic {
  return ChildPublicSchema.parse({
    id: row.id,
    familyId: row.familyId,
    name: row.name,
    username: row.username,
    age: row.age,
    email: row.email,
    weeklyLimit: row.weeklyLimitCents,
    active: row.active,
    balance: row.balanceCents,
    totalEarned: row.totalEarnedCents,
    xp: row.xp,
    level: row.level,
    streak: currentStreak(row, saoPauloToday(now)),
    pendingTasks: row.pendingTasks,
    completedToday: completedOn(row, saoPauloToday(now)),
    tasksCompleted: row.tasksCompleted,
    hasPin: row.pinHash !== null,
    pinLockedUntil:
      row.pinLockedUntil && row.pinLockedUntil > now ? row.pinLockedUntil.toISOString() : null,
  });
}

/** A card of the 'Quem é você?' picker: shown before sign-in, so public fields only. */
export function toProfileCard(row: ChildRow): ChildProfileCard {
  return ChildProfileCardSchema.parse({
    id: row.id,
    name: row.name,
    username: row.username,
    age: row.age,
    ageGroup: ageGroupFromAge(row.age),
    hasPin: row.pinHash !== null,
  });
}
