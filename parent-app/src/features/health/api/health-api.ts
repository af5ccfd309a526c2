import { HealthResponseSchema } from '@portal/contracts/health';
import { api } from '../../../app/api';

/** `GET /api/health`, validated against the shared contract. */
export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query({
      query: () => '/health',
      responseSchema: HealthResponseSchema,
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
