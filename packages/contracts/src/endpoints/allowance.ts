import type { z } from 'zod';
import type { AllowanceInputSchema, AllowanceResponseSchema } from '../allowance';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/children/{id}/allowance`: the child's automatic allowance and next payday (parent). */
export const getAllowance = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof AllowanceResponseSchema>
>()('GET', '/children/{id}/allowance', 'getAllowance');

/** `PUT /api/children/{id}/allowance`: sets the child's automatic allowance (parent). */
export const putAllowance = /* @__PURE__ */ endpoint<
  { body: z.input<typeof AllowanceInputSchema> },
  z.output<typeof AllowanceResponseSchema>
>()('PUT', '/children/{id}/allowance', 'putAllowance');

/** `DELETE /api/children/{id}/allowance`: turns the child's automatic allowance off (204). */
export const deleteAllowance = /* @__PURE__ */ endpoint<NoParts, void>()(
  'DELETE',
  '/children/{id}/allowance',
  'deleteAllowance',
);
