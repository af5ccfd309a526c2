import type { z } from 'zod';
import type { ChildSignInInputSchema } from '../auth';
import type { ChildSignInResponseSchema } from '../children';
import { endpoint } from './endpoint';

/** `POST /api/child-auth/sign-in`: a child's username + PIN sign-in (public). */
export const signInChild = /* @__PURE__ */ endpoint<
  { body: z.input<typeof ChildSignInInputSchema> },
  z.output<typeof ChildSignInResponseSchema>
>()('POST', '/child-auth/sign-in', 'signInChild');
