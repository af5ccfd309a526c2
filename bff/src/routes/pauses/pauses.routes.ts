import { z } from '@hono/zod-openapi';
import { PauseInputSchema, PausesResponseSchema } from '@portal/contracts';
import {
  deleteChildPause,
  deleteFamilyPause,
  getPauses,
  putChildPause,
  putFamilyPause,
} from '@portal/contracts/endpoints/pauses';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';

const ChildIdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'children.id' }),
});

const answer = {
  description: "The family's pause and the children's, after the change.",
  content: { 'application/json': { schema: PausesResponseSchema } },
};
const body = {
  body: { required: true, content: { 'application/json': { schema: PauseInputSchema } } },
} as const;
const invalid = errorJson(
  "Invalid dates ('A data de fim deve ser igual ou posterior à de início.', 'As férias devem terminar hoje ou depois.', at most 366 days); `issues` per field.",
);
const RULES =
  "While paused ('Modo férias', both days included): no allowance payday is paid (then or later), a recurring task makes no occurrence due in it (its next comes after), and the child's streak goes on across it.";

/** `GET /api/pauses`. */
export const getPausesRoute = defineRoute(getPauses, {
  access: 'parentOrChild',
  tags: ['pauses'],
  summary: 'Férias da família e dos filhos',
  description: `The family's pause and each child's; a child gets the family's and its own. ${RULES}`,
  responses: { 200: { ...answer, description: 'The pauses.' } },
});

/** `PUT /api/family/pause`. */
export const putFamilyPauseRoute = defineRoute(putFamilyPause, {
  access: 'parent',
  tags: ['pauses'],
  summary: 'Pausar a família inteira',
  description: `Sets the whole family's pause (replacing it). ${RULES} Announces \`family.changed\`.`,
  request: body,
  responses: { 200: answer, 400: invalid },
});

/** `DELETE /api/family/pause`. */
export const deleteFamilyPauseRoute = defineRoute(deleteFamilyPause, {
  access: 'parent',
  tags: ['pauses'],
  summary: 'Encerrar as férias da família',
  description: "Ends the family's pause (also when there was none). Announces `family.changed`.",
  responses: { 200: answer },
});

/** `PUT /api/children/{id}/pause`. */
export const putChildPauseRoute = defineRoute(putChildPause, {
  access: 'parent',
  tags: ['pauses'],
  summary: 'Pausar um filho',
  description: `Sets one child's pause (replacing it). ${RULES} Another family's child is 404. Announces \`children.changed\`.`,
  request: { params: ChildIdParamsSchema, ...body },
  responses: {
    200: answer,
    400: invalid,
    404: errorJson("No such child in the caller's family ('Recurso não encontrado.')."),
  },
});

/** `DELETE /api/children/{id}/pause`. */
export const deleteChildPauseRoute = defineRoute(deleteChildPause, {
  access: 'parent',
  tags: ['pauses'],
  summary: 'Encerrar as férias de um filho',
  description: "Ends one child's pause (also when there was none). Another family's child is 404.",
  request: { params: ChildIdParamsSchema },
  responses: {
    200: answer,
    404: errorJson("No such child in the caller's family ('Recurso não encontrado.')."),
  },
});
