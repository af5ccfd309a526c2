import { createRouter } from '../../lib/create-router';
import { completeSocialSignUp, parentSignUp } from './accounts.handlers';
import { completeSocialSignUpRoute, parentSignUpRoute } from './accounts.routes';

/** Parent accounts: `POST /api/accounts/parent-sign-up`, `POST /api/accounts/social/complete`. */
export const accountsRouter = createRouter()
  .openapi(parentSignUpRoute, parentSignUp)
  .openapi(completeSocialSignUpRoute, completeSocialSignUp);
