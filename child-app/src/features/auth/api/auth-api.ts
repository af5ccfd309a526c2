import type { ChildSignInInput } from '@portal/contracts/auth';
import {
  ChildSignInResponseSchema,
  DeviceProfilesResponseSchema,
} from '@portal/contracts/children';
import { startsNewSession } from '@portal/app-kit';
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
      // A new session: nothing cached for whoever used this tab before survives.
      onQueryStarted: startsNewSession(api),
    }),
  }),
});

export const { useGetDeviceProfilesQuery, useSignInChildMutation } = authApi;
