import { ChildSignInResponseAnswer, DeviceProfilesResponseAnswer } from '@portal/contracts/answers';
import type { ChildSignInInput } from '@portal/contracts/auth';
import { fetchArgs, startsNewSession } from '@portal/app-kit';
import { signInChild } from '@portal/contracts/endpoints/child-auth';
import { getDeviceProfiles } from '@portal/contracts/endpoints/device';
import { api } from '../../../lib/api';

/** Child sign-in endpoints: the device's profiles and the username + PIN sign-in. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeviceProfiles: build.query({
      query: () => ({ ...fetchArgs(getDeviceProfiles), cache: 'no-store' }),
      responseSchema: DeviceProfilesResponseAnswer,
    }),
    signInChild: build.mutation({
      query: (input: ChildSignInInput) => fetchArgs(signInChild, { body: input }),
      responseSchema: ChildSignInResponseAnswer,
      // A new session: nothing cached for whoever used this tab before survives.
      onQueryStarted: startsNewSession(api),
    }),
  }),
});

export const { useGetDeviceProfilesQuery, useSignInChildMutation } = authApi;
