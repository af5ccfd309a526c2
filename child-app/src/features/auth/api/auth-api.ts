import type { ChildLoginInput } from '@portal/contracts/auth';
import { ChildProfileCardSchema, ChildPublicSchema } from '@portal/contracts/children';
import { IdSchema } from '@portal/contracts/fields';
import { z } from 'zod';
import { api } from '../../../app/api';

/**
 * `GET /api/device/profiles`: the children of the family this device remembers (public card
 * fields only). `familyId` is null when the device knows no family.
 */
export const DeviceProfilesResponseSchema = z.object({
  familyId: IdSchema.nullable(),
  profiles: z.array(ChildProfileCardSchema),
});
export type DeviceProfilesResponse = z.infer<typeof DeviceProfilesResponseSchema>;

/** `POST /api/child-auth/sign-in` answer (the session cookie comes with it). */
export const ChildSignInResponseSchema = z.object({ child: ChildPublicSchema });

/** Child sign-in endpoints. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeviceProfiles: build.query({
      query: () => ({ url: '/device/profiles', cache: 'no-store' }),
      responseSchema: DeviceProfilesResponseSchema,
    }),
    signInChild: build.mutation({
      query: (input: ChildLoginInput) => ({
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
