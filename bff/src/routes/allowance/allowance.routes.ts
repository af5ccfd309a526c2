import { z } from '@hono/zod-openapi';
import { AllowanceInputSchema, AllowanceResponseSchema } from '@portal/contracts';
import { deleteAllowance, getAllowance, putAllowance } from '@portal/contracts/endpoints/allowance';
import { defineRoute } from '../../lib/access';
import { errorJson } from '../../lib/openapi-responses';

const ChildIdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'children.id' }),
});

const notFound = errorJson("No such child in the caller's family ('Recurso não encontrado.').");

/** `GET /api/children/{id}/allowance`. */
export const getAllowanceRoute = defineRoute(getAllowance, {
  access: 'parent',
  tags: ['allowance'],
  summary: 'Mesada automática de um filho',
  description:
    "The child's automatic allowance (null when none) and its next payday, the São Paulo day whose 08:00 pays it (the one being paid when one is due). Another family's child is 404.",
  request: { params: ChildIdParamsSchema },
  responses: {
    200: {
      description: 'The allowance and its next payday.',
      content: { 'application/json': { schema: AllowanceResponseSchema } },
    },
    404: notFound,
  },
});

/** `PUT /api/children/{id}/allowance`. */
export const putAllowanceRoute = defineRoute(putAllowance, {
  access: 'parent',
  tags: ['allowance'],
  summary: 'Definir a mesada automática de um filho',
  description:
    "Sets the child's automatic allowance: R$ 0,50 to R$ 1.000,00 (centavos or amount text), weekly on a weekday (0 Sunday … 6 Saturday) or monthly on a day 1–28, and the share (0–100 %) that goes straight into the child's active goal (the oldest not reached). Paid at 08:00 São Paulo time on payday by a job, each payday once (a `allowance` ledger line keyed `allowance:<payday>`); a new allowance pays no payday before the day it was saved, and one saved on its payday after 08:00 is paid within seconds. Announces `children.changed`.",
  request: {
    params: ChildIdParamsSchema,
    body: { required: true, content: { 'application/json': { schema: AllowanceInputSchema } } },
  },
  responses: {
    200: {
      description: 'The allowance as saved and its next payday.',
      content: { 'application/json': { schema: AllowanceResponseSchema } },
    },
    400: errorJson('Invalid input; `issues` carries the pt-BR messages per field.'),
    404: notFound,
  },
});

/** `DELETE /api/children/{id}/allowance`. */
export const deleteAllowanceRoute = defineRoute(deleteAllowance, {
  access: 'parent',
  tags: ['allowance'],
  summary: 'Desligar a mesada automática de um filho',
  description:
    "Turns the child's automatic allowance off (nothing more is paid; what was paid stays in the ledger). 204 also when there was none. Announces `children.changed`.",
  request: { params: ChildIdParamsSchema },
  responses: {
    204: { description: 'Turned off.' },
    404: notFound,
  },
});
