import { ChildTasksResponseAnswer, CompleteTaskResponseAnswer } from '@portal/contracts/answers';
import type { ChildTasksResponse, CompleteTaskResponse } from '@portal/contracts/submissions';
import { fetchArgs } from '@portal/app-kit';
import { completeTask, getChildTasks } from '@portal/contracts/endpoints/child-tasks';
import { api } from './api';

/** One completion attempt (one tap). A retry of the same tap sends the same attempt again. */
export interface CompleteTaskArgs {
  taskId: string;
  /** `Idempotency-Key`: made once per tap, reused by its retries, so the BFF pays once. */
  idempotencyKey: string;
  /** Proof photo; when present the request is multipart/form-data with field `photo`. */
  photo?: File;
  notes?: string;
}

function completionBody({ photo, notes }: CompleteTaskArgs): FormData | { notes?: string } {
  const trimmed = notes?.trim() || undefined;
  if (!photo) return trimmed ? { notes: trimmed } : {};
  const form = new FormData();
  form.append('photo', photo, photo.name || 'foto.jpg');
  if (trimmed) form.append('notes', trimmed);
  return form;
}

/**
 * The child's tasks (`GET /api/child/tasks`, tag `ChildTasks`) and their completion
 * (`POST /api/tasks/{id}/complete`). Completion is optimistic: the task reads as completed at
 * once and is rolled back if the BFF refuses; afterwards the list and `/api/me` (balance, XP)
 * are re-read.
 */
export const childTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChildTasks: build.query<ChildTasksResponse, void>({
      query: () => ({ ...fetchArgs(getChildTasks), cache: 'no-store' }),
      responseSchema: ChildTasksResponseAnswer,
      providesTags: ['ChildTasks'],
    }),
    completeTask: build.mutation<CompleteTaskResponse, CompleteTaskArgs>({
      query: (args) =>
        fetchArgs(completeTask, {
          params: { id: args.taskId },
          headers: { 'idempotency-key': args.idempotencyKey },
          body: completionBody(args),
        }),
      responseSchema: CompleteTaskResponseAnswer,
      async onQueryStarted({ taskId }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          childTasksApi.util.updateQueryData('getChildTasks', undefined, (draft) => {
            const task = draft.tasks.find((item) => item.id === taskId);
            if (task) {
              task.completed = true;
              task.completedAt = new Date().toISOString();
            }
            // Done again: its 'Tarefa rejeitada' alert goes (the BFF's list agrees on re-read).
            draft.rejected = draft.rejected.filter((item) => item.taskId !== taskId);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            childTasksApi.util.updateQueryData('getChildTasks', undefined, (draft) => {
              const index = draft.tasks.findIndex((item) => item.id === taskId);
              const current = draft.tasks[index];
              if (!current) return;
              draft.tasks[index] = {
                ...current,
                ...data.task,
                submission: {
                  id: data.submission.id,
                  status: data.submission.status,
                  photoUrl: data.submission.photoUrl,
                },
              };
            }),
          );
        } catch {
          optimistic.undo();
        }
      },
      // Success moved money and XP: re-read both, and the balance's split (issue 41: its reward
      // now waits for approval; the split comes with the goals answer). A refusal from the BFF (e.g. 409 already
      // completed elsewhere) re-reads the list so it shows the truth; a network failure does not.
      invalidatesTags: (result, error) => {
        if (result) return ['ChildTasks', 'Me', 'Goals'];
        return error && typeof error.status === 'number' ? ['ChildTasks'] : [];
      },
    }),
  }),
});

export const { useGetChildTasksQuery, useCompleteTaskMutation } = childTasksApi;
