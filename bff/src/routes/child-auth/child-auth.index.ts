import { createRouter } from '../../lib/create-router';
import { postChildSignIn } from './child-auth.handlers';
import { childSignInRoute } from './child-auth.routes';

/** Child sign-in with username + PIN (public). */
export const childAuthRouter = createRouter().openapi(childSignInRoute, postChildSignIn);
