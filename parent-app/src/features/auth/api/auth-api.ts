import { MeResponseAnswer, ParentSignUpResponseAnswer } from '@portal/contracts/answers';
import type { ParentSignUpInput, ParentSocialSignUpInput } from '@portal/contracts/auth';
import { startsNewSession } from '@portal/app-kit';
import { api } from '../../../lib/api';

/**
 * The sign-up and password endpoints of the BFF (better-auth under `/api/auth/*`, the portal's
 * own under `/api/accounts/*`). The login's own calls run before the store has loaded:
 * `login-requests.ts` (ADR 045).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUpParent: build.mutation({
      query: (body: ParentSignUpInput) => ({
        url: '/accounts/parent-sign-up',
        method: 'POST',
        body,
      }),
      responseSchema: ParentSignUpResponseAnswer,
      onQueryStarted: startsNewSession(api),
    }),
    completeSocialSignUp: build.mutation({
      query: (body: ParentSocialSignUpInput) => ({
        url: '/accounts/social/complete',
        method: 'POST',
        body,
      }),
      responseSchema: MeResponseAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    requestPasswordReset: build.mutation<unknown, { email: string }>({
      query: ({ email }) => ({
        url: '/auth/request-password-reset',
        method: 'POST',
        body: { email, redirectTo: '/parent/reset-password' },
      }),
    }),
    resetPassword: build.mutation<unknown, { newPassword: string; token: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useSignUpParentMutation,
  useCompleteSocialSignUpMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = authApi;
