import type { z } from 'zod';
import type { PauseInputSchema, PausesResponseSchema } from '../pause';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/pauses`: the family's pause and the children's (a child: its own). */
export const getPauses = /* @__PURE__ */ endpoint<NoParts, z.output<typeof PausesResponseSchema>>()(
  'GET',
  '/pauses',
  'getPauses',
);

/** `PUT /api/family/pause`: pauses the whole family from a day to a day (parent). */
export const putFamilyPause = /* @__PURE__ */ endpoint<
  { body: z.input<typeof PauseInputSchema> },
  z.output<typeof PausesResponseSchema>
>()('PUT', '/family/pause', 'putFamilyPause');

/** `DELETE /api/family/pause`: ends the family's pause (parent). */
export const deleteFamilyPause = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof PausesResponseSchema>
>()('DELETE', '/family/pause', 'deleteFamilyPause');

/** `PUT /api/children/{id}/pause`: pauses one child from a day to a day (parent). */
export const putChildPause = /* @__PURE__ */ endpoint<
  { body: z.input<typeof PauseInputSchema> },
  z.output<typeof PausesResponseSchema>
>()('PUT', '/children/{id}/pause', 'putChildPause');

/** `DELETE /api/children/{id}/pause`: ends one child's pause (parent). */
export const deleteChildPause = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof PausesResponseSchema>
>()('DELETE', '/children/{id}/pause', 'deleteChildPause');
