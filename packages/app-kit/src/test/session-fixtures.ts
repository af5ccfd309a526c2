import type { ChildPublic } from '@portal/contracts/children';
import type { MeResponse } from '@portal/contracts/session';
import type { Appearance } from '@portal/contracts/settings';
import type { Task } from '@portal/contracts/tasks';

/** A child as `GET /api/children` (and a child's `GET /api/me`) returns it. */
export function childFixture(
  id: string,
  name: string,
  patch: Partial<ChildPublic> = {},
): ChildPublic {
  return {
    id,
    familyId: 'f1',
    name,
    username: name.toLowerCase(),
    age: 10,
    email: null,
    weeklyLimit: 3500,
    active: true,
    balance: 0,
    totalEarned: 0,
    xp: 0,
    level: 1,
    streak: 0,
    pendingTasks: 0,
    completedToday: 0,
    tasksCompleted: 0,
    hasPin: true,
    pinLockedUntil: null,
    ...patch,
  };
}

/** The default appearance (light, pt-BR, BRL), as `GET /api/me` gives it when none is stored. */
export function appearanceFixture(patch: Partial<Appearance> = {}): Appearance {
  return { theme: 'light', language: 'pt-BR', currency: 'BRL', ...patch };
}

/** `GET /api/me` of a signed-in parent of family `f1`. */
export function meAsParent(
  name = 'Ana',
  family: Partial<NonNullable<MeResponse['family']>> = {},
  appearance: Partial<Appearance> = {},
) {
  const email = `${name.toLowerCase()}@x.com`;
  return {
    user: { id: `user-${name}`, name, email, emailVerified: true, role: 'parent' as const },
    family: {
      id: 'f1',
      name: 'Souza',
      parentName: name,
      parentEmail: email,
      phone: null,
      monthlyBudget: 40000,
      subscriptionStatus: 'inactive' as const,
      subscriptionMode: null,
      ...family,
    },
    child: null,
    appearance: appearanceFixture(appearance),
    premiumAccess: true,
  } satisfies MeResponse;
}

/** `GET /api/me` of a signed-in child. */
export function meAsChild(name: string, age: number, appearance: Partial<Appearance> = {}) {
  return {
    user: {
      id: `user-${name}`,
      name,
      email: `${name.toLowerCase()}@child.mesadinha.local`,
      emailVerified: true,
      role: 'child' as const,
    },
    family: null,
    child: childFixture(`child-${name}`, name, {
      familyId: 'family-1',
      age,
      weeklyLimit: 1500,
    }),
    appearance: appearanceFixture(appearance),
    premiumAccess: true,
  } satisfies MeResponse;
}

/** A task of family f1 as the BFF returns it (value in centavos). */
export function taskFixture(id: string, title: string, patch: Partial<Task> = {}): Task {
  return {
    id,
    familyId: 'f1',
    title,
    description: null,
    value: 500,
    category: 'Limpeza',
    completed: false,
    completedAt: null,
    requiresPhoto: false,
    requiresApproval: true,
    dueDate: null,
    timeLimit: null,
    assignedChildren: [],
    priority: 'medium',
    assignmentMode: 'each',
    completions: [],
    recurring: false,
    recurringType: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    ...patch,
  };
}
