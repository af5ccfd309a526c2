import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { AppBindings } from './app-types';
import { ERROR_MESSAGES, errorResponse, toIssues } from './errors';

/**
 * Validation hook of every route: a request that fails its zod schema gets a 400 with the
 * pt-BR message and the list of issues (ErrorResponseSchema), never zod's default body.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook serves every route's input type
export const validationHook: Hook<any, AppBindings, any, any> = (result, c) => {
  if (!result.success) {
    return errorResponse(c, 400, {
      code: 'validation_error',
      message: ERROR_MESSAGES.validation,
      issues: toIssues(result.error),
    });
  }
  return undefined;
};

/** A router for one resource; mounted by createApp under `/api`. */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({ strict: false, defaultHook: validationHook });
}
