import type { z } from 'zod';
import type { ParentDashboardResponseSchema } from '../dashboard';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/parent/dashboard`: every figure of 'Painel dos Pais' in one read. */
export const getParentDashboard = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof ParentDashboardResponseSchema>
>()('GET', '/parent/dashboard', 'getParentDashboard');
