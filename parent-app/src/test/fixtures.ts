import type { Family } from '@portal/contracts/settings';
import type { PendingSubmission, ReviewSubmissionResponse } from '@portal/contracts/submissions';
import type { Task, TaskListResponse } from '@portal/contracts/tasks';

export { childFixture, deferred, taskFixture } from '@portal/app-kit/test';

/** One page of `GET /api/tasks`. */
export function taskPage(
  tasks: Task[],
  options: Partial<Omit<TaskListResponse, 'tasks'>> = {},
): TaskListResponse {
  return {
    tasks,
    nextCursor: null,
    total: tasks.length,
    summary: {
      total: tasks.length,
      completed: tasks.filter((task) => task.completed).length,
      pending: tasks.filter((task) => !task.completed).length,
      totalValue: tasks.reduce((sum, task) => sum + task.value, 0),
    },
    ...options,
  };
}

/** A pending submission of the approval queue. */
export function submissionFixture(
  id: string,
  patch: Partial<PendingSubmission> = {},
): PendingSubmission {
  return {
    id,
    taskId: `task-${id}`,
    childId: 'c1',
    childName: 'Bia',
    childAge: 10,
    taskTitle: 'Arrumar a cama',
    taskDescription: null,
    value: 500,
    category: 'Limpeza',
    notes: null,
    photoUrl: null,
    requiresPhoto: false,
    requiresApproval: true,
    completedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...patch,
  };
}

/** Answer of approve/reject for a submission (the screens only need it to be valid). */
export function reviewFixture(
  id: string,
  status: 'approved' | 'rejected',
): ReviewSubmissionResponse {
  const at = new Date().toISOString();
  return {
    submission: {
      id,
      taskId: `task-${id}`,
      childId: 'c1',
      taskTitle: 'Arrumar a cama',
      value: 500,
      category: 'Limpeza',
      status,
      approved: status === 'approved',
      completedAt: at,
      approvedAt: status === 'approved' ? at : null,
      rejectedAt: status === 'rejected' ? at : null,
      rejectionReason: status === 'rejected' ? 'Motivo' : null,
      notes: null,
      photoUrl: null,
      requiresApproval: true,
      rewardCreditedAtCompletion: true,
    },
    child: {
      id: 'c1',
      balance: 500,
      totalEarned: 500,
      xp: 50,
      level: 1,
      pendingTasks: 0,
      completedToday: 1,
      tasksCompleted: 1,
      streak: 1,
    },
  };
}

/** A premium family's settings (`GET /api/family`), as the settings screens read them. */
export function familyFixture(patch: Partial<Family> = {}): Family {
  return {
    id: 'f1',
    name: 'Souza',
    parentName: 'Ana Souza',
    parentEmail: 'ana@x.com',
    phone: null,
    monthlyBudget: null,
    subscriptionStatus: 'active',
    subscriptionMode: 'subscription',
    subscriptionIntervalCount: 1,
    subscriptionActivatedAt: '2025-11-01T15:30:00.000Z',
    limits: { maxWeeklySpending: 0, maxDailyTasks: 0, requirePhotoApproval: false },
    appearance: { theme: 'light', language: 'pt-BR', currency: 'BRL' },
    notifications: {
      taskReminders: true,
      achievementAlerts: true,
      weeklyReports: true,
      goalMilestones: true,
    },
    privacy: { shareProgressWithFamily: true, allowPhotoSharing: true, dataCollection: false },
    hasPassword: true,
    ...patch,
  };
}
