import { ParentDashboardResponseSchema } from '@portal/contracts';
import { getParentDashboard } from '@portal/contracts/endpoints/parent-dashboard';
import { defineRoute } from '../../lib/access';

/** `GET /api/parent/dashboard`. */
export const parentDashboardRoute = defineRoute(getParentDashboard, {
  access: 'parent',
  entitlement: 'premium',
  tags: ['parent dashboard'],
  summary: 'Painel dos Pais',
  description:
    "Every figure of the parent dashboard in one read (spec 001 §2, §9; ADR 030): the family's children (balance, pending approvals, current streak, completed today), total balance, this week's spending (from Sunday 00:00 São Paulo: spent money, goal savings excluded, plus the value committed by tasks created this week) against `maxWeeklySpending`, open tasks available today, pending approvals and the 6 most recent activity items with pt-BR messages and timestamps.",
  responses: {
    200: {
      description: 'The dashboard.',
      content: { 'application/json': { schema: ParentDashboardResponseSchema } },
    },
  },
});
