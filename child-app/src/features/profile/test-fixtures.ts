import type { Transaction } from '@portal/contracts';

export { statsResponse } from '../../test/progress-fixtures';

/** A ledger entry as GET /api/children/{id}/transactions returns it. */
export function transaction(id: string, patch: Partial<Transaction> = {}): Transaction {
  return {
    id,
    type: 'task_reward',
    kind: 'task_reward',
    description: 'Tarefa: Arrumar a cama',
    amount: 500,
    balanceAfter: 500,
    taskId: 'task-1',
    goalId: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...patch,
  };
}
