import {
  AchievementListResponseAnswer,
  ChildStatsResponseAnswer,
  GoalListResponseAnswer,
  GoalMutationResponseAnswer,
  TransactionListResponseAnswer,
} from '@portal/contracts/answers';
import type {
  AchievementListResponse,
  ChildStatsResponse,
  GoalListResponse,
  GoalMutationResponse,
  TransactionListResponse,
} from '@portal/contracts';
import { fetchArgs } from '@portal/app-kit';
import { getChildStats, getChildTransactions } from '@portal/contracts/endpoints/child-progress';
import {
  cancelGoal,
  createGoal,
  depositToGoal,
  getAchievements,
  getGoals,
} from '@portal/contracts/endpoints/goals';
import type { InputOf } from '@portal/contracts/endpoints/endpoint';
import { api, type ChildTag } from './api';

/*
 * The child's progress reads and goal movements (issue 11), shared by the dashboard, goals,
 * achievements and profile features (a feature may import src/lib, not another feature).
 * Reads take the child's id (the signed-in child's, from GET /api/me); the BFF answers a child
 * only about itself. Every goal movement sends an `Idempotency-Key` made once per tap and
 * reused by its retries, so the BFF moves the money once.
 */

/** What a money movement on goals makes stale. */
const AFTER_GOAL_MOVEMENT: ChildTag[] = ['Goals', 'Stats', 'Achievements', 'Transactions'];

export interface CreateGoalArgs {
  idempotencyKey: string;
  /** The goal as `POST /api/goals` reads it (amounts as typed text or centavos). */
  input: InputOf<typeof createGoal>['body'];
}

export interface GoalMovementArgs {
  goalId: string;
  idempotencyKey: string;
}

export const progressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGoals: build.query<GoalListResponse, string>({
      query: (childId) => fetchArgs(getGoals, { params: { childId } }),
      responseSchema: GoalListResponseAnswer,
      providesTags: ['Goals'],
    }),
    getStats: build.query<ChildStatsResponse, string>({
      query: (childId) => fetchArgs(getChildStats, { params: { childId } }),
      responseSchema: ChildStatsResponseAnswer,
      providesTags: ['Stats'],
    }),
    getAchievements: build.query<AchievementListResponse, string>({
      query: (childId) => fetchArgs(getAchievements, { params: { childId } }),
      responseSchema: AchievementListResponseAnswer,
      providesTags: ['Achievements'],
    }),
    getTransactions: build.query<
      TransactionListResponse,
      { childId: string; limit?: number; cursor?: string }
    >({
      query: ({ childId, limit, cursor }) =>
        fetchArgs(getChildTransactions, {
          params: { childId },
          query: { ...(limit ? { limit } : {}), ...(cursor ? { cursor } : {}) },
        }),
      responseSchema: TransactionListResponseAnswer,
      providesTags: ['Transactions'],
    }),
    createGoal: build.mutation<GoalMutationResponse, CreateGoalArgs>({
      query: ({ idempotencyKey, input }) =>
        fetchArgs(createGoal, { headers: { 'idempotency-key': idempotencyKey }, body: input }),
      responseSchema: GoalMutationResponseAnswer,
      invalidatesTags: (result) => (result ? [...AFTER_GOAL_MOVEMENT, 'Me'] : []),
    }),
    depositToGoal: build.mutation<GoalMutationResponse, GoalMovementArgs & { amount: number }>({
      query: ({ goalId, idempotencyKey, amount }) =>
        fetchArgs(depositToGoal, {
          params: { id: goalId },
          headers: { 'idempotency-key': idempotencyKey },
          body: { amount },
        }),
      responseSchema: GoalMutationResponseAnswer,
      invalidatesTags: (result, error) =>
        result || (error && typeof error.status === 'number') ? [...AFTER_GOAL_MOVEMENT, 'Me'] : [],
    }),
    cancelGoal: build.mutation<GoalMutationResponse, GoalMovementArgs>({
      query: ({ goalId, idempotencyKey }) =>
        fetchArgs(cancelGoal, {
          params: { id: goalId },
          headers: { 'idempotency-key': idempotencyKey },
        }),
      responseSchema: GoalMutationResponseAnswer,
      invalidatesTags: (result, error) =>
        result || (error && typeof error.status === 'number') ? [...AFTER_GOAL_MOVEMENT, 'Me'] : [],
    }),
  }),
});

export const {
  useGetGoalsQuery,
  useGetStatsQuery,
  useGetAchievementsQuery,
  useGetTransactionsQuery,
  useCreateGoalMutation,
  useDepositToGoalMutation,
  useCancelGoalMutation,
} = progressApi;
