import type { z } from 'zod';
import type { AuthConfigResponseSchema } from '../session';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/auth-config`: which sign-in methods are configured (public). */
export const getAuthConfig = /* @__PURE__ */ endpoint<
  NoParts,
  z.output<typeof AuthConfigResponseSchema>
>()('GET', '/auth-config', 'getAuthConfig');
