import { ErrorResponseSchema } from '@portal/contracts';

/** An OpenAPI response entry for an error answer (always the `ErrorResponse` shape, pt-BR text). */
export function errorJson(description: string) {
  return {
    description,
    content: { 'application/json': { schema: ErrorResponseSchema } },
  };
}

/** The answers every parent-only route shares: who may call it. */
export function parentOnlyResponses(forbiddenBecause: string) {
  return {
    401: errorJson('Not signed in.'),
    403: errorJson(`Signed in, but not as a parent (${forbiddenBecause}).`),
  } as const;
}

/** The answers every child-only route shares: who may call it. */
export function childOnlyResponses(forbiddenBecause: string) {
  return {
    401: errorJson('Not signed in.'),
    403: errorJson(`Signed in, but not as a child (${forbiddenBecause}).`),
  } as const;
}
