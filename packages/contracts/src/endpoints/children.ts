import type { z } from 'zod';
import type { ChildListResponseSchema, ChildPublicSchema } from '../child-public';
import type {
  CreateChildInputSchema,
  FamilySetupInputSchema,
  UpdateChildInputSchema,
  UsernameAvailabilityQuerySchema,
  UsernameAvailabilitySchema,
} from '../children';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/children`: the family's children, oldest first (parent). */
export const getChildren = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof ChildListResponseSchema>
>()('GET', '/children', 'getChildren');

/** `POST /api/children/setup`: the new family's children in one transaction. */
export const setupFamily = /* @__PURE__ */ endpoint<
  { body: z.input<typeof FamilySetupInputSchema> },
  z.output<typeof ChildListResponseSchema>
>()('POST', '/children/setup', 'setupFamily');

/** `POST /api/children`: one more child. */
export const createChild = /* @__PURE__ */ endpoint<
  { body: z.input<typeof CreateChildInputSchema> },
  z.output<typeof ChildPublicSchema>
>()('POST', '/children', 'createChild');

/** `PATCH /api/children/{id}`: changes the given fields of a child. */
export const updateChild = /* @__PURE__ */ endpoint<
  { body: z.input<typeof UpdateChildInputSchema> },
  z.output<typeof ChildPublicSchema>
>()('PATCH', '/children/{id}', 'updateChild');

/** `DELETE /api/children/{id}`: erases the child and everything about it (204). */
export const deleteChild = /* @__PURE__ */ endpoint<NoParts, void>()(
  'DELETE',
  '/children/{id}',
  'deleteChild',
);

/** `POST /api/children/{id}/pin-unlock`: ends the lock that wrong PINs put on the child's sign-in. */
export const unlockChildPin = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof ChildPublicSchema>
>()('POST', '/children/{id}/pin-unlock', 'unlockChildPin');

/** `GET /api/children/username-availability`: whether a username is free, and free variants. */
export const checkUsername = /* @__PURE__ */ endpoint<
  { query: z.input<typeof UsernameAvailabilityQuerySchema> },
  z.output<typeof UsernameAvailabilitySchema>
>()('GET', '/children/username-availability', 'checkUsername');
