import type { z } from 'zod';
import type { MeResponseSchema } from '../session';
import { endpoint, type NoParts } from './endpoint';

/** `GET /api/me`: who is signed in, with the family (parent) or its own record (child). */
export const getMe = /* @__PURE__ */ endpoint<NoParts, z.output<typeof MeResponseSchema>>()(
  'GET',
  '/me',
  'getMe',
);
