import { createRouter } from '../../lib/create-router';
import { getMe } from './me.handlers';
import { getMeRoute } from './me.routes';

/** `GET /api/me`. */
export const meRouter = createRouter().openapi(getMeRoute, getMe);
