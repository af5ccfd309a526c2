import type { ChildSignInInput } from '@portal/contracts/auth';
import {
  ChildSignInResponseSchema,
  DeviceProfilesResponseSchema,
} from '@portal/contracts/children';
import { api } from '../../../lib/api';

/** Child sign-in endpoints. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeviceProfiles: build.query({
      query: () => ({ url: '/device/profiles', cache: 'no-store' }),
      responseSchema: DeviceProfilesResponseSchema,
    }),
    signInChild: build.mutation({
      query: (input: ChildSignInInput) => ({
        url: '/child-auth/sign-in',
        method: 'POST',
        body: input,
      }),
      responseSchema: ChildSignInResponseSchema,
      // A new session: whoever /api/me named before is no longer current.
      invalidatesTags: ['Me'],
    }),
  }),
});

export const { useGetDeviceProfilesQuery, useSignInChildMutation } = authApi;
