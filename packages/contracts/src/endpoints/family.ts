import type { z } from 'zod';
import type { ChangePasswordInputSchema } from '../auth';
import type { FamilySchema, UpdateFamilyInputSchema, UpdateLimitsInputSchema } from '../settings';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/family`: the family with its settings (parent). */
export const getFamily = /* @__PURE__ */ endpoint<NoParts, z.output<typeof FamilySchema>>()(
  'GET',
  '/family',
  'getFamily',
);

/** `PATCH /api/family`: info, appearance, notifications, privacy (any subset). */
export const updateFamily = /* @__PURE__ */ endpoint<
  { body: z.input<typeof UpdateFamilyInputSchema> },
  z.output<typeof FamilySchema>
>()('PATCH', '/family', 'updateFamily');

/** `PUT /api/family/limits`: the family's limits. */
export const updateLimits = /* @__PURE__ */ endpoint<
  { body: z.input<typeof UpdateLimitsInputSchema> },
  z.output<typeof FamilySchema>
>()('PUT', '/family/limits', 'updateLimits');

/** `POST /api/account/password`: the parent's new password (204, a new session cookie). */
export const changePassword = /* @__PURE__ */ endpoint<
  { body: z.input<typeof ChangePasswordInputSchema> },
  void
>()('POST', '/account/password', 'changePassword');
