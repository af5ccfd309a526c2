import type { z } from 'zod';
import type {
  CreateGoalInputSchema,
  GoalDepositInputSchema,
  GoalListResponseSchema,
  GoalMutationResponseSchema,
} from '../goals';
import type { AchievementListResponseSchema } from '../progress';
import { endpoint, type NoParts } from './endpoint';

/** The `Idempotency-Key` of a money movement: one per tap, reused by its retries. */
interface IdempotencyHeaders {
  'idempotency-key'?: string;
}

/** `POST /api/goals`: a goal of the signed-in child (custom, or from the catalogue). */
export const createGoal = /* @__PURE__ */ endpoint<
  { headers?: IdempotencyHeaders; body: z.input<typeof CreateGoalInputSchema> },
  z.output<typeof GoalMutationResponseSchema>
>()('POST', '/goals', 'createGoal');

/** `POST /api/goals/{id}/deposit`: money from the balance into the goal. */
export const depositToGoal = /* @__PURE__ */ endpoint<
  { headers?: IdempotencyHeaders; body: z.input<typeof GoalDepositInputSchema> },
  z.output<typeof GoalMutationResponseSchema>
>()('POST', '/goals/{id}/deposit', 'depositToGoal');

/** `DELETE /api/goals/{id}`: cancels an active goal; the saved amount returns to the balance. */
export const cancelGoal = /* @__PURE__ */ endpoint<
  { headers?: IdempotencyHeaders },
  z.output<typeof GoalMutationResponseSchema>
>()('DELETE', '/goals/{id}', 'cancelGoal');

/** `GET /api/children/{childId}/goals`: every goal of the child. */
export const getGoals = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof GoalListResponseSchema>
>()('GET', '/children/{childId}/goals', 'getGoals');

/** `GET /api/children/{childId}/achievements`: the achievements with the child's progress. */
export const getAchievements = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof AchievementListResponseSchema>
>()('GET', '/children/{childId}/achievements', 'getAchievements');
