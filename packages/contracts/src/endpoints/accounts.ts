import type { z } from 'zod';
import type { ParentSignUpInputSchema, ParentSocialSignUpInputSchema } from '../auth';
import type { MeResponseSchema, ParentSignUpResponseSchema } from '../session';
import { endpoint } from './endpoint';

/** `POST /api/accounts/parent-sign-up`: a parent's e-mail sign-up (public). */
export const signUpParent = /* @__PURE__ */ endpoint<
  { body: z.input<typeof ParentSignUpInputSchema> },
  z.output<typeof ParentSignUpResponseSchema>
>()('POST', '/accounts/parent-sign-up', 'signUpParent');

/** `POST /api/accounts/social/complete`: a Google/Apple user without a role finishes sign-up. */
export const completeSocialSignUp = /* @__PURE__ */ endpoint<
  { body: z.input<typeof ParentSocialSignUpInputSchema> },
  z.output<typeof MeResponseSchema>
>()('POST', '/accounts/social/complete', 'completeSocialSignUp');
