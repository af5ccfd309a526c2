import { TaskAnswer, TaskListResponseAnswer } from '@portal/contracts/answers';
import {
  type CreateTaskInputSchema,
  TASK_PAGE_SIZE,
  type TaskListResponse,
  type TaskStatusFilter,
  type UpdateTaskInputSchema,
} from '@portal/contracts/tasks';
import { fetchArgs } from '@portal/app-kit';
import { getFamily } from '@portal/contracts/endpoints/family';
import {
  bulkDeleteTasks,
  createTask,
  deleteTask,
  getTask,
  getTasks,
  updateTask,
} from '@portal/contracts/endpoints/tasks';
import { z } from 'zod';
import { api } from '../../../lib/api';

/**
 * Body of `POST /api/tasks`: what the create form holds, with the value as the TEXT the parent
 * typed in reais ('5,00'); the BFF parses it with the same contract schema.
 */
export type CreateTaskBody = z.input<typeof CreateTaskInputSchema>;
/** Body of `PATCH /api/tasks/{id}` (value as text, blank texts clear a field). */
export type UpdateTaskBody = z.input<typeof UpdateTaskInputSchema>;

/** Filters of 'Gerenciar Tarefas'; blank ones are not sent. */
export interface TaskListFilters {
  search: string;
  status: TaskStatusFilter;
  /** A category, or '' for all. */
  category: string;
  /** A child id, `unassigned`, or '' for all. */
  childId: string;
}

const FamilyTaskDefaultsSchema = z
  .object({ limits: z.object({ requirePhotoApproval: z.boolean() }).loose() })
  .loose();

const BulkDeleteResponseSchema = z.object({ deleted: z.number().int().nonnegative() });

const LIST = { type: 'Tasks', id: 'LIST' } as const;

/**
 * The family's tasks (parent only). `getTasks` is an infinite query over the keyset cursor of
 * `GET /api/tasks` (pages of 20, newest first); invalidating `Tasks` (a change here, or the
 * `tasks.changed` event) refetches every loaded page.
 */
export const tasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/family`, read only for the create form's default of 'requer foto'
     * (`limits.requirePhotoApproval`, issue 12). Only that part is validated here: settings own
     * the full `FamilySchema`. A failure keeps the default.
     */
    getFamilyTaskDefaults: build.query({
      query: () => ({ ...fetchArgs(getFamily), cache: 'no-store' }),
      responseSchema: FamilyTaskDefaultsSchema,
    }),
    getTasks: build.infiniteQuery<TaskListResponse, TaskListFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        ...fetchArgs(getTasks, {
          query: {
            search: queryArg.search.trim() || undefined,
            status: queryArg.status,
            category: queryArg.category || undefined,
            childId: queryArg.childId || undefined,
            cursor: pageParam ?? undefined,
            limit: TASK_PAGE_SIZE,
          },
        }),
        cache: 'no-store',
      }),
      responseSchema: TaskListResponseAnswer,
      providesTags: [LIST],
    }),
    getTask: build.query({
      query: (id: string) => ({ ...fetchArgs(getTask, { params: { id } }), cache: 'no-store' }),
      responseSchema: TaskAnswer,
      providesTags: (_result, _error, id) => [{ type: 'Tasks', id }],
    }),
    createTask: build.mutation({
      query: (body: CreateTaskBody) => fetchArgs(createTask, { body }),
      responseSchema: TaskAnswer,
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    updateTask: build.mutation({
      query: ({ id, body }: { id: string; body: UpdateTaskBody }) =>
        fetchArgs(updateTask, { params: { id }, body }),
      responseSchema: TaskAnswer,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Tasks', id }]),
    }),
    deleteTask: build.mutation<void, string>({
      query: (id) => fetchArgs(deleteTask, { params: { id } }),
      // Not the task's own tag: the screen that deleted it is leaving, refetching it would 404.
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    bulkDeleteTasks: build.mutation({
      query: (ids: string[]) => fetchArgs(bulkDeleteTasks, { body: { ids } }),
      responseSchema: BulkDeleteResponseSchema,
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const {
  useGetTasksInfiniteQuery,
  useGetTaskQuery,
  useCreateTaskMutation,
  useGetFamilyTaskDefaultsQuery,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useBulkDeleteTasksMutation,
} = tasksApi;
