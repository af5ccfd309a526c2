import { createRouter } from '../../lib/create-router';
import { getAuthConfig } from './auth-config.handlers';
import { getAuthConfigRoute } from './auth-config.routes';

/** `GET /api/auth-config`. */
export const authConfigRouter = createRouter().openapi(getAuthConfigRoute, getAuthConfig);
