import { z } from '@hono/zod-openapi';
import {
  AchievementListResponseSchema,
  CreateGoalInputSchema,
  GoalDepositInputSchema,
  GoalListResponseSchema,
  GoalMutationResponseSchema,
} from '@portal/contracts';
import {
  cancelGoal,
  createGoal,
  depositToGoal,
  getAchievements,
  getGoals,
} from '@portal/contracts/endpoints/goals';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';
import { ChildIdParamsSchema, IdempotencyHeadersSchema } from '../../lib/openapi-params';

const GoalIdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'goals.id' }),
});

const mutationAnswer = {
  content: { 'application/json': { schema: GoalMutationResponseSchema } },
};

/** `POST /api/goals`. */
export const createGoalRoute = defineRoute(createGoal, {
  access: 'child',
  entitlement: 'premium',
  tags: ['goals'],
  summary: 'Criar meta',
  description:
    'Creates a goal of the signed-in child in one transaction: custom, or from the built-in catalogue (`catalogueId`: title, price, category and description come from the catalogue). The initial amount is capped by the target and by the balance and moves as a negative `goal_deposit` ledger entry. At most MAX_ACTIVE_GOALS active goals. Idempotent per `Idempotency-Key`. Announces goals.changed (and balance.changed when money moved), achievements.unlocked when any.',
  request: {
    headers: IdempotencyHeadersSchema,
    body: { required: true, content: { 'application/json': { schema: CreateGoalInputSchema } } },
  },
  responses: {
    201: { description: 'Created (or the replay of an earlier creation).', ...mutationAnswer },
    400: errorJson('Invalid input, or an unknown catalogue id.'),
    409: errorJson('Too many active goals, or an Idempotency-Key reused.'),
  },
});

/** `POST /api/goals/{id}/deposit`. */
export const depositToGoalRoute = defineRoute(depositToGoal, {
  access: 'child',
  entitlement: 'premium',
  tags: ['goals'],
  summary: 'Guardar dinheiro na meta',
  description:
    'Moves the smallest of the remaining target, the balance and the requested amount from the balance into the goal (negative `goal_deposit` entry), in one transaction; the goal completes when saved reaches target. Idempotent per `Idempotency-Key`.',
  request: {
    params: GoalIdParamsSchema,
    headers: IdempotencyHeadersSchema,
    body: { required: true, content: { 'application/json': { schema: GoalDepositInputSchema } } },
  },
  responses: {
    200: { description: 'Deposited (or the replay of an earlier deposit).', ...mutationAnswer },
    400: errorJson("Invalid amount ('Informe um valor válido maior que zero.')."),
    404: errorJson("No such goal of this child ('Recurso não encontrado.')."),
    409: errorJson('The goal is completed, there is no balance, or an Idempotency-Key reused.'),
  },
});

/** `DELETE /api/goals/{id}`. */
export const cancelGoalRoute = defineRoute(cancelGoal, {
  access: 'child',
  entitlement: 'premium',
  tags: ['goals'],
  summary: 'Cancelar meta',
  description:
    'Cancels an active goal in one transaction: the saved amount returns to the balance (positive `goal_refund` entry), then the goal is deleted. A completed goal cannot be cancelled. Idempotent per `Idempotency-Key`.',
  request: { params: GoalIdParamsSchema, headers: IdempotencyHeadersSchema },
  responses: {
    200: { description: 'Cancelled (goal null; `applied` is the refund).', ...mutationAnswer },
    404: errorJson("No such goal of this child ('Recurso não encontrado.')."),
    409: errorJson("Completed goal ('Esta meta já foi concluída.'), or an Idempotency-Key reused."),
  },
});

/** `GET /api/children/{childId}/goals`. */
export const listGoalsRoute = defineRoute(getGoals, {
  access: 'parentOrChild',
  entitlement: 'premium',
  tags: ['goals'],
  summary: 'Metas da criança',
  description:
    "Every goal of the child: active first (oldest first), then completed (newest completion first). A child reads only its own, a parent its family's children; anything else is 404.",
  request: { params: ChildIdParamsSchema },
  responses: {
    200: {
      description: 'The goals.',
      content: { 'application/json': { schema: GoalListResponseSchema } },
    },
    404: errorJson("Not a child this caller may read ('Recurso não encontrado.')."),
  },
});

/** `GET /api/children/{childId}/achievements`. */
export const listAchievementsRoute = defineRoute(getAchievements, {
  access: 'parentOrChild',
  entitlement: 'premium',
  tags: ['goals'],
  summary: 'Conquistas da criança',
  description:
    'The 11 achievements in catalogue order with progress clamped to the requirement; the unlocked ones (stored for good) with `unlockedAt` and progress = max.',
  request: { params: ChildIdParamsSchema },
  responses: {
    200: {
      description: 'The achievements.',
      content: { 'application/json': { schema: AchievementListResponseSchema } },
    },
    404: errorJson("Not a child this caller may read ('Recurso não encontrado.')."),
  },
});
