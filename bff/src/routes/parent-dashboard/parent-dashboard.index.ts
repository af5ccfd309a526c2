import { createRouter } from '../../lib/create-router';
import { getParentDashboard } from './parent-dashboard.handlers';
import { parentDashboardRoute } from './parent-dashboard.routes';

/** The parent dashboard 'Painel dos Pais': one read of every figure it shows. */
export const parentDashboardRouter = createRouter().openapi(
  parentDashboardRoute,
  getParentDashboard,
);
