import { z } from '@hono/zod-openapi';
import {
  ChildListResponseSchema,
  ChildPublicSchema,
  CreateChildInputSchema,
  FamilySetupInputSchema,
  UpdateChildInputSchema,
  UsernameAvailabilityQuerySchema,
  UsernameAvailabilitySchema,
} from '@portal/contracts';
import { errorJson } from '../../lib/openapi-responses';
import {
  checkUsername,
  createChild,
  deleteChild,
  getChildren,
  setupFamily,
  unlockChildPin,
  updateChild,
} from '@portal/contracts/endpoints/children';
import { defineRoute } from '../../lib/access';

const ChildIdParamsSchema = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'children.id' }),
});

/** `GET /api/children`. */
export const listChildrenRoute = defineRoute(getChildren, {
  access: 'parent',
  tags: ['children'],
  summary: 'Filhos da família',
  description:
    "The caller's children, active and inactive, oldest first. Parent only. Never a PIN or PIN hash (`hasPin` tells whether one is set).",
  responses: {
    200: {
      description: 'The children of the family.',
      content: { 'application/json': { schema: ChildListResponseSchema } },
    },
  },
});

/** `POST /api/children/setup`. */
export const setupFamilyRoute = defineRoute(setupFamily, {
  access: 'parent',
  tags: ['children'],
  summary: 'Configuração inicial dos filhos',
  description:
    "'Adicionar Filhos': creates 1-5 children (each a better-auth user with role child plus a children row with the hashed PIN) and stores the monthly budget, all in one transaction. Announces `children.changed`.",
  request: {
    body: { required: true, content: { 'application/json': { schema: FamilySetupInputSchema } } },
  },
  responses: {
    201: {
      description: 'Every child of the family after the setup.',
      content: { 'application/json': { schema: ChildListResponseSchema } },
    },
    400: errorJson('Invalid input; `issues` carries the spec messages per field.'),
    404: errorJson("The parent's family does not exist ('Família não encontrada.')."),
    409: errorJson(
      "A username already used (in any family, ADR 016), an e-mail already registered ('E-mail já cadastrado.'), or more than 5 active children.",
    ),
  },
});

/** `POST /api/children`. */
export const createChildRoute = defineRoute(createChild, {
  access: 'parent',
  tags: ['children'],
  summary: 'Adicionar um filho',
  description:
    'Creates one child with the server-side messages of spec 000 §5. At most 5 active children per family. Announces `children.changed`.',
  request: {
    body: { required: true, content: { 'application/json': { schema: CreateChildInputSchema } } },
  },
  responses: {
    201: {
      description: 'The new child.',
      content: { 'application/json': { schema: ChildPublicSchema } },
    },
    400: errorJson('Invalid input; `issues` carries the spec messages per field.'),
    404: errorJson("The parent's family does not exist ('Família não encontrada.')."),
    409: errorJson(
      'Username taken (in any family, ADR 016), e-mail already registered, or 5 active children.',
    ),
  },
});

/** `PATCH /api/children/{id}`. */
export const updateChildRoute = defineRoute(updateChild, {
  access: 'parent',
  tags: ['children'],
  summary: 'Alterar um filho',
  description:
    "Changes the given fields. An empty PIN means no change; a new PIN clears the lockout and ends every session of the child, as does `active: false`. Another family's child is 404. Announces `children.changed`.",
  request: {
    params: ChildIdParamsSchema,
    body: { required: true, content: { 'application/json': { schema: UpdateChildInputSchema } } },
  },
  responses: {
    200: {
      description: 'The child after the change.',
      content: { 'application/json': { schema: ChildPublicSchema } },
    },
    400: errorJson('Invalid input; `issues` carries the spec messages per field.'),
    404: errorJson("No such child in the caller's family ('Recurso não encontrado.')."),
    409: errorJson(
      'Username taken (in any family, ADR 016), e-mail already registered, or 5 active children.',
    ),
  },
});

/** `DELETE /api/children/{id}`. */
export const removeChildRoute = defineRoute(deleteChild, {
  access: 'parent',
  tags: ['children'],
  summary: 'Excluir um filho',
  description:
    "Erases the child with everything about it, in one transaction (ADR 027): its ledger (through the one privileged erasure path of the append-only ledger), submissions, goals, achievements, devices, sessions and its account; then its proof photos on disk. The username is free afterwards. The child's row lock keeps money movements from racing with the erasure. Another family's child is 404. Announces `children.changed`.",
  request: { params: ChildIdParamsSchema },
  responses: {
    204: { description: 'Erased.' },
    404: errorJson("No such child in the caller's family ('Recurso não encontrado.')."),
  },
});

/** `POST /api/children/{id}/pin-unlock`. */
export const unlockChildPinRoute = defineRoute(unlockChildPin, {
  access: 'parent',
  tags: ['children'],
  summary: 'Desbloquear o PIN de um filho',
  description:
    "Ends the lock that wrong PINs from unknown devices put on the child's sign-in (`pinLockedUntil`, announced by `child.pin-locked`) and clears their count (ADR 014). Devices where the child signed in before were never locked. Another family's child is 404. Announces `children.changed`.",
  request: { params: ChildIdParamsSchema },
  responses: {
    200: {
      description: 'The child after the unlock (`pinLockedUntil` null).',
      content: { 'application/json': { schema: ChildPublicSchema } },
    },
    404: errorJson("No such child in the caller's family ('Recurso não encontrado.')."),
  },
});

/** `GET /api/children/username-availability`. */
export const usernameAvailabilityRoute = defineRoute(checkUsername, {
  access: 'parent',
  tags: ['children'],
  summary: 'Verificar um nome de usuário',
  description:
    "Whether a username is free for a new child (usernames are unique across families, ADR 016), and up to 5 free variants in the order they are offered (`lia`, `lia2`, `lia3`, …), for the username suggested from the child's name (issue 41). Never says whose a taken username is. Parent only; 60 checks per minute per account (429 `RATE_LIMITED`). The creation still refuses a taken username (409).",
  request: { query: UsernameAvailabilityQuerySchema },
  responses: {
    200: {
      description: 'Free or not, with free variants.',
      content: { 'application/json': { schema: UsernameAvailabilitySchema } },
    },
    400: errorJson('Missing or malformed username (the spec messages).'),
    429: errorJson("Too many checks ('Muitas tentativas. Aguarde um pouco e tente novamente.')."),
  },
});
