import { MeResponseSchema } from '@portal/contracts';
import { getMe } from '@portal/contracts/endpoints/me';
import { defineRoute } from '../../lib/access';

/** `GET /api/me`: the signed-in user, with the family (parent) or its own record (child). */
export const getMeRoute = defineRoute(getMe, {
  access: 'signedIn',
  tags: ['auth'],
  summary: 'Quem está conectado',
  description:
    'Any signed-in user. `role` null: a social sign-up not finished yet (no family). A parent gets its family; a child gets only its own record (never a PIN).',
  responses: {
    200: {
      description: 'The signed-in user.',
      content: { 'application/json': { schema: MeResponseSchema } },
    },
  },
});
