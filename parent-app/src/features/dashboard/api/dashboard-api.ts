import { ParentDashboardResponseAnswer } from '@portal/contracts/answers';
import { fetchArgs } from '@portal/app-kit';
import { getParentDashboard } from '@portal/contracts/endpoints/parent-dashboard';
import { api } from '../../../lib/api';

/**
 * 'Painel dos Pais': every figure in one read (`GET /api/parent/dashboard`, ADR 030). Tagged
 * `Dashboard`, which the event stream invalidates on submissions, tasks, balance, children and
 * goals events, so the screen follows the children live.
 */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getParentDashboard: build.query({
      query: () => ({ ...fetchArgs(getParentDashboard), cache: 'no-store' }),
      responseSchema: ParentDashboardResponseAnswer,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetParentDashboardQuery } = dashboardApi;
