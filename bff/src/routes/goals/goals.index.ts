import { createRouter } from '../../lib/create-router';
import { deleteGoal, getAchievements, getGoals, postGoal, postGoalDeposit } from './goals.handlers';
import {
  cancelGoalRoute,
  createGoalRoute,
  depositToGoalRoute,
  listAchievementsRoute,
  listGoalsRoute,
} from './goals.routes';

/** Goals (create, deposit, cancel; the child's list) and the child's achievements. */
export const goalsRouter = createRouter()
  .openapi(createGoalRoute, postGoal)
  .openapi(depositToGoalRoute, postGoalDeposit)
  .openapi(cancelGoalRoute, deleteGoal)
  .openapi(listGoalsRoute, getGoals)
  .openapi(listAchievementsRoute, getAchievements);
