import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppBindings } from '../lib/app-types';
import { accountsRouter } from './accounts/accounts.index';
import { allowanceRouter } from './allowance/allowance.index';
import { notificationsRouter } from './notifications/notifications.index';
import { pausesRouter } from './pauses/pauses.index';
import { pushRouter } from './push/push.index';
import { authConfigRouter } from './auth-config/auth-config.index';
import { billingRouter } from './billing/billing.index';
import { childProgressRouter } from './child-progress/child-progress.index';
import { childAuthRouter } from './child-auth/child-auth.index';
import { childTasksRouter } from './child-tasks/child-tasks.index';
import { childrenRouter } from './children/children.index';
import { devRouter } from './dev/dev.index';
import { deviceRouter } from './device/device.index';
import { eventsRouter } from './events/events.index';
import { familyRouter } from './family/family.index';
import { goalsRouter } from './goals/goals.index';
import { moneyOutRouter } from './money-out/money-out.index';
import { meRouter } from './me/me.index';
import { submissionsRouter } from './submissions/submissions.index';
import { tasksRouter } from './tasks/tasks.index';
import { privacyRouter } from './privacy/privacy.index';
import { parentDashboardRouter } from './parent-dashboard/parent-dashboard.index';

/**
 * Resource routers that createApp mounts under `/api`, in this order. A new resource adds its
 * import and one line to this array (each router declares its own paths and guards).
 */
export const resourceRouters: OpenAPIHono<AppBindings>[] = [
  accountsRouter,
  authConfigRouter,
  childrenRouter,
  allowanceRouter,
  pausesRouter,
  notificationsRouter,
  pushRouter,
  childAuthRouter,
  deviceRouter,
  eventsRouter,
  meRouter,
  tasksRouter,
  childTasksRouter,
  submissionsRouter,
  goalsRouter,
  moneyOutRouter,
  childProgressRouter,
  privacyRouter,
  parentDashboardRouter,
  familyRouter,
  billingRouter,
];

/**
 * Development-only routers (`/api/dev/*`): createApp mounts them only when NODE_ENV is not
 * production, so in production they do not exist (404 like any unknown path).
 */
export const developmentRouters: OpenAPIHono<AppBindings>[] = [devRouter];
