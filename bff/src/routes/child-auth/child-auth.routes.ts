import { z } from '@hono/zod-openapi';
import {
  ChildSignInInputSchema,
  ChildSignInResponseSchema,
  ErrorResponseSchema,
} from '@portal/contracts';
import { errorJson } from '../../lib/openapi-responses';
import { signInChild } from '@portal/contracts/endpoints/child-auth';
import { defineRoute } from '../../lib/access';

/** 429 answer: the error plus when to try again. */
export const ChildLockedResponseSchema = ErrorResponseSchema.extend({
  retryAfterSeconds: z.number().int().positive(),
});

/** `POST /api/child-auth/sign-in`. */
export const childSignInRoute = defineRoute(signInChild, {
  access: 'public',
  tags: ['child-auth'],
  summary: 'Login da criança (usuário + PIN)',
  description:
    "Public. Username (trimmed, lowercased; unique across families) + PIN of 6 digits (one of 7 to 12 set before new PINs became 6 still signs in); `familyId`, when the device's profile picker sent it, must be the child's family. Sets the better-auth session cookie, the device-family cookie and the child's device cookie (ADR 014). A device that presents its device cookie is limited by its own counter only; any other client by its address (20 failures per 10 min) and by the account's counter of untrusted clients (5 misses → 1 min, then 5, 15, 60; the parent gets `child.pin-locked` and can unlock). An unknown username answers exactly like a wrong PIN, lock included.",
  request: {
    body: { required: true, content: { 'application/json': { schema: ChildSignInInputSchema } } },
  },
  responses: {
    200: {
      description: 'Signed in (Set-Cookie: mesadinha.session_token, mesadinha.device_family).',
      content: { 'application/json': { schema: ChildSignInResponseSchema } },
    },
    400: errorJson("Invalid input, or a blank PIN ('PIN obrigatório')."),
    401: errorJson(
      "INVALID_CHILD_CREDENTIALS 'Conta não encontrada ou PIN inválido': unknown username, another family's `familyId`, or wrong PIN.",
    ),
    403: errorJson(
      'OTHER_FAMILY: the PIN was right but a parent of another family is signed in on this device (never said before the PIN is checked).',
    ),
    429: {
      description:
        "CHILD_LOCKED 'Muitas tentativas. Tente novamente em alguns minutos.' (also a Retry-After header).",
      content: { 'application/json': { schema: ChildLockedResponseSchema } },
    },
  },
});
