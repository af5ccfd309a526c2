import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { currentActor, familyScope } from '../../auth/middleware';
import type { AppBindings } from '../../lib/app-types';
import { childReader } from '../../lib/child-scope';
import type {
  cancelGoalRoute,
  createGoalRoute,
  depositToGoalRoute,
  listAchievementsRoute,
  listGoalsRoute,
} from './goals.routes';
import {
  cancelGoal,
  createGoal,
  depositToGoal,
  listAchievements,
  listGoals,
  type GoalCaller,
} from './goals.service';

function goalCaller(c: Context<AppBindings>): GoalCaller {
  const actor = currentActor(c);
  return { familyId: familyScope(c), childId: actor.childId!, userId: actor.userId };
}

/** POST /api/goals */
export const postGoal: RouteHandler<typeof createGoalRoute, AppBindings> = async (c) => {
  const result = await createGoal(
    c.var.db.db,
    goalCaller(c),
    c.req.valid('json'),
    c.req.valid('header')['idempotency-key'] ?? null,
    c.var.clock.now(),
  );
  return c.json(result.body, 201);
};

/** POST /api/goals/{id}/deposit */
export const postGoalDeposit: RouteHandler<typeof depositToGoalRoute, AppBindings> = async (c) => {
  const result = await depositToGoal(
    c.var.db.db,
    goalCaller(c),
    c.req.valid('param').id,
    c.req.valid('json').amount,
    c.req.valid('header')['idempotency-key'] ?? null,
    c.var.clock.now(),
  );
  return c.json(result.body, 200);
};

/** DELETE /api/goals/{id} */
export const deleteGoal: RouteHandler<typeof cancelGoalRoute, AppBindings> = async (c) => {
  const result = await cancelGoal(
    c.var.db.db,
    goalCaller(c),
    c.req.valid('param').id,
    c.req.valid('header')['idempotency-key'] ?? null,
    c.var.clock.now(),
  );
  return c.json(result.body, 200);
};

/** GET /api/children/{childId}/goals */
export const getGoals: RouteHandler<typeof listGoalsRoute, AppBindings> = async (c) => {
  return c.json(await listGoals(c.var.db.db, childReader(c), c.req.valid('param').childId), 200);
};

/** GET /api/children/{childId}/achievements */
export const getAchievements: RouteHandler<typeof listAchievementsRoute, AppBindings> = async (
  c,
) => {
  const childId = c.req.valid('param').childId;
  return c.json(
    await listAchievements(c.var.db.db, childReader(c), childId, c.var.clock.now()),
    200,
  );
};
