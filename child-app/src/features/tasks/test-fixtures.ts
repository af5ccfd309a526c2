import { taskFixture } from '@portal/app-kit/test';
import type {
  ChildTask,
  ChildTasksResponse,
  CompleteTaskResponse,
  RejectedSubmission,
} from '@portal/contracts/submissions';

/** A task as GET /api/child/tasks returns it; open, no due date, R$ 5,00, 'Limpeza'. */
export function childTask(overrides: Partial<ChildTask> = {}): ChildTask {
  return {
    ...taskFixture('task-1', 'Arrumar a cama', {
      familyId: 'family-1',
      createdAt: '2026-11-01T12:00:00.000Z',
    }),
    availableFrom: null,
    submission: null,
    ...overrides,
  };
}

/** A rejection as the child's alerts show it. */
export function rejection(overrides: Partial<RejectedSubmission> = {}): RejectedSubmission {
  return {
    submissionId: 'sub-rejected-1',
    taskId: 'task-9',
    childId: 'child-Ana',
    taskTitle: 'Lavar a louça',
    value: 300,
    category: 'Cozinha',
    rejectedAt: '2026-11-19T18:30:00.000Z',
    reason: 'Ficou sujeira na pia',
    ...overrides,
  };
}

/** A GET /api/child/tasks answer. */
export function childTasksResponse(
  tasks: ChildTask[],
  overrides: Partial<Omit<ChildTasksResponse, 'tasks'>> = {},
): ChildTasksResponse {
  return { today: '2026-11-20', tasks, rejected: [], monthlyEarnings: 0, ...overrides };
}

/** A POST /api/tasks/{id}/complete answer for `task` (approval pending, reward credited). */
export function completeResponse(task: ChildTask, childId = 'child-Ana'): CompleteTaskResponse {
  const { availableFrom: _from, submission: _submission, ...plain } = task;
  return {
    submission: {
      id: `sub-${task.id}`,
      taskId: task.id,
      childId,
      taskTitle: task.title,
      value: task.value,
      category: task.category,
      status: task.requiresApproval ? 'pending' : 'approved',
      approved: !task.requiresApproval,
      completedAt: '2026-11-20T15:00:00.000Z',
      approvedAt: null,
      rejectedAt: null,
      rejectionReason: null,
      notes: null,
      photoUrl: task.requiresPhoto ? `/api/submissions/sub-${task.id}/photo` : null,
      requiresApproval: task.requiresApproval,
      rewardCreditedAtCompletion: true,
    },
    task: { ...plain, completed: true, completedAt: '2026-11-20T15:00:00.000Z' },
    child: {
      id: childId,
      balance: task.value,
      totalEarned: task.value,
      xp: 50,
      level: 1,
      pendingTasks: task.requiresApproval ? 1 : 0,
      completedToday: 1,
      tasksCompleted: 1,
      streak: 1,
    },
  };
}
