import {
  AuthConfigResponseAnswer,
  MeResponseAnswer,
  ParentSignUpResponseAnswer,
  SocialStartResponseAnswer,
} from '@portal/contracts/answers';
import type {
  ParentSignInInput,
  ParentSignUpInput,
  ParentSocialSignUpInput,
} from '@portal/contracts/auth';
import { startsNewSession, fetchArgs } from '@portal/app-kit';
import { completeSocialSignUp, signUpParent } from '@portal/contracts/endpoints/accounts';
import { getAuthConfig } from '@portal/contracts/endpoints/auth-config';
import {
  requestPasswordReset,
  resetPassword,
  signInEmail,
  signInSocial,
} from '@portal/contracts/endpoints/better-auth';
import { api } from '../../../lib/api';
import type { SocialProvider } from '../../../lib/pending-social';

/** Where better-auth sends the browser back after Google/Apple (all paths on the shell's origin). */
export const SOCIAL_CALLBACKS = {
  callbackURL: '/auth/callback',
  newUserCallbackURL: '/auth/callback',
  errorCallbackURL: '/parent/login?socialError=1',
} as const;

/**
 * The sign-in, sign-up and password endpoints of the BFF (better-auth under `/api/auth/*`, the
 * portal's own under `/api/accounts/*`).
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthConfig: build.query({
      query: () => fetchArgs(getAuthConfig),
      responseSchema: AuthConfigResponseAnswer,
    }),
    /**
     * Parent e-mail sign-in. Spec 000 §4: a sign-in that fails on the network is retried once
     * (a phone switching networks), so only `FETCH_ERROR` triggers the second attempt — never an
     * answer from the server, which would be the same again.
     */
    signInParent: build.mutation<unknown, ParentSignInInput>({
      async queryFn(body, _api, _extra, baseQuery) {
        const request = fetchArgs(signInEmail, { body });
        let result = await baseQuery(request);
        if (result.error?.status === 'FETCH_ERROR') result = await baseQuery(request);
        return result.error ? { error: result.error } : { data: result.data ?? null };
      },
      // A new session: nothing cached for whoever used this tab before survives.
      onQueryStarted: startsNewSession(api),
    }),
    signInSocial: build.mutation({
      query: (provider: SocialProvider) =>
        fetchArgs(signInSocial, { body: { provider, ...SOCIAL_CALLBACKS } }),
      responseSchema: SocialStartResponseAnswer,
    }),
    signUpParent: build.mutation({
      query: (body: ParentSignUpInput) => fetchArgs(signUpParent, { body }),
      responseSchema: ParentSignUpResponseAnswer,
      onQueryStarted: startsNewSession(api),
    }),
    completeSocialSignUp: build.mutation({
      query: (body: ParentSocialSignUpInput) => fetchArgs(completeSocialSignUp, { body }),
      responseSchema: MeResponseAnswer,
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
    requestPasswordReset: build.mutation<unknown, { email: string }>({
      query: ({ email }) =>
        fetchArgs(requestPasswordReset, { body: { email, redirectTo: '/parent/reset-password' } }),
    }),
    resetPassword: build.mutation<unknown, { newPassword: string; token: string }>({
      query: (body) => fetchArgs(resetPassword, { body }),
    }),
  }),
});

export const {
  useGetAuthConfigQuery,
  useSignInParentMutation,
  useSignInSocialMutation,
  useSignUpParentMutation,
  useCompleteSocialSignUpMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = authApi;
