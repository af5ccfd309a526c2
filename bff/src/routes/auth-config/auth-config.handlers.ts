import type { RouteHandler } from '@hono/zod-openapi';
import type { AuthConfigResponse } from '@portal/contracts';
import type { AppBindings } from '../../lib/app-types';
import type { getAuthConfigRoute } from './auth-config.routes';

/** Reads the providers better-auth actually loaded (genericOAuth discovery included). */
export const getAuthConfig: RouteHandler<typeof getAuthConfigRoute, AppBindings> = async (c) => {
  const context = await c.var.auth.$context;
  const ids = new Set(context.socialProviders.map((provider) => provider.id));
  const body: AuthConfigResponse = {
    emailPassword: true,
    google: ids.has('google'),
    apple: ids.has('apple'),
  };
  return c.json(body, 200);
};
