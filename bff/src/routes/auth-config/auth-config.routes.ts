import { AuthConfigResponseSchema } from '@portal/contracts';
import { getAuthConfig } from '@portal/contracts/endpoints/auth-config';
import { defineRoute } from '../../lib/access';

/** `GET /api/auth-config`: which sign-in methods are configured (public). */
export const getAuthConfigRoute = defineRoute(getAuthConfig, {
  access: 'public',
  tags: ['auth'],
  summary: 'Métodos de login disponíveis',
  description:
    'Public. `google`/`apple` are true when the provider is configured (env), so the login screen can tell a missing provider from a failure.',
  responses: {
    200: {
      description: 'Configured sign-in methods.',
      content: { 'application/json': { schema: AuthConfigResponseSchema } },
    },
  },
});
