import { ErrorResponseSchema } from '@portal/contracts';

/** An OpenAPI response entry for an error answer (always the `ErrorResponse` shape, pt-BR text). */
export function errorJson(description: string) {
  return {
    description,
    content: { 'application/json': { schema: ErrorResponseSchema } },
  };
}
