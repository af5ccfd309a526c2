import { z } from '@hono/zod-openapi';
import {
  ChildLoginInputSchema,
  ChildSignInResponseSchema,
  ErrorResponseSchema,
} from '@portal/contracts';
import { errorJson } from '../../lib/openapi-responses';
import { defineRoute } from '../../lib/access';

/** 429 answer: the error plus when to try again. */
export const ChildLockedResponseSchema = ErrorResponseSchema.extend({
  retryAfterSeconds: z.number().int().positive(),
});

/** `POST /api/child-auth/sign-in`. */
export const childSignInRoute = defineRoute({
  access: 'public',
  method: 'post',
  path: '/child-auth/sign-in',
  tags: ['child-auth'],
  summary: 'Login da criança (usuário + PIN)',
  description:
    "Public. Username (trimmed, lowercased) + 6-digit PIN; `familyId` when the device's profile picker was used, otherwise the username must be unambiguous across families. Sets the better-auth session cookie and the device-family cookie. Failed PINs lock the account (5 misses → 1 min, then 5, 15, 60) and the client address (20 failures per 10 min).",
  request: {
    body: { required: true, content: { 'application/json': { schema: ChildLoginInputSchema } } },
  },
  responses: {
    200: {
      description: 'Signed in (Set-Cookie: mesadinha.session_token, mesadinha.device_family).',
      content: { 'application/json': { schema: ChildSignInResponseSchema } },
    },
    400: errorJson("Invalid input, or a blank PIN ('PIN obrigatório')."),
    401: errorJson(
      "INVALID_CHILD_CREDENTIALS 'Conta não encontrada ou PIN inválido': unknown or ambiguous username, or wrong PIN.",
    ),
    403: errorJson('OTHER_FAMILY: a parent of another family is signed in on this device.'),
    429: {
      description:
        "CHILD_LOCKED 'Muitas tentativas. Tente novamente em alguns minutos.' (also a Retry-After header).",
      content: { 'application/json': { schema: ChildLockedResponseSchema } },
    },
  },
});
