import { z } from '@hono/zod-openapi';

/*
 * Path and header parameters that several routes declare the same way. A malformed id is not
 * refused here: the services answer 404 for it, as for another family's (ADR 012).
 */

/** `{childId}` of the `/api/children/{childId}/…` reads. */
export const ChildIdParamsSchema = z.object({
  childId: z
    .string()
    .openapi({ param: { name: 'childId', in: 'path' }, description: 'children.id' }),
});

/** The `Idempotency-Key` header of a money movement (1 to 200 characters, optional). */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .openapi({
      param: { name: 'idempotency-key', in: 'header' },
      description:
        'One value per tap (e.g. a UUID). A retry with the same key answers the first answer and moves no money; the same key with another request is a 409.',
    }),
});
