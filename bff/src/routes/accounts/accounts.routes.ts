import {
  ErrorResponseSchema,
  MeResponseSchema,
  ParentSignUpInputSchema,
  ParentSignUpResponseSchema,
  ParentSocialSignUpInputSchema,
} from '@portal/contracts';
import { rateLimitByIp } from '../../auth/rate-limit';
import { completeSocialSignUp, signUpParent } from '@portal/contracts/endpoints/accounts';
import { defineRoute } from '../../lib/access';

const errors = (descriptions: Partial<Record<400 | 401 | 403 | 409 | 429 | 500, string>>) =>
  Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: ErrorResponseSchema } } },
    ]),
  );

/** Sign-ups per client address: 10 every 10 minutes (better-auth's limiter skips auth.api). */
export const SIGN_UP_RATE_LIMIT = { window: 600, max: 10 } as const;

/** `POST /api/accounts/parent-sign-up`. */
export const parentSignUpRoute = defineRoute(signUpParent, {
  access: 'public',
  tags: ['accounts'],
  summary: 'Cadastro de responsável (e-mail e senha)',
  description:
    'Public. Creates the user (role parent, password hashed by better-auth), the family (id = user id, subscription inactive) and its limits in one transaction, then sends the confirmation e-mail. No session is opened: the e-mail must be confirmed first.',
  middleware: [rateLimitByIp('parent-sign-up', SIGN_UP_RATE_LIMIT)] as const,
  request: {
    body: { required: true, content: { 'application/json': { schema: ParentSignUpInputSchema } } },
  },
  responses: {
    201: {
      description: 'Account created; confirmation e-mail sent.',
      content: { 'application/json': { schema: ParentSignUpResponseSchema } },
    },
    ...errors({
      400: 'Invalid fields (spec messages in `issues`).',
      409: "`EMAIL_TAKEN` 'E-mail já cadastrado'.",
      429: 'Too many sign-ups from this address.',
    }),
  },
});

/** `POST /api/accounts/social/complete`. */
export const completeSocialSignUpRoute = defineRoute(completeSocialSignUp, {
  access: 'parentOrNewUser',
  tags: ['accounts'],
  summary: 'Concluir cadastro social',
  description:
    'A Google/Apple user without a role finishes sign-up: role parent, family (id = user id, inactive) and limits in one transaction. The e-mail is the provider’s (from the session), never the body’s.',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: ParentSocialSignUpInputSchema } },
    },
  },
  responses: {
    200: {
      description: 'Sign-up complete.',
      content: { 'application/json': { schema: MeResponseSchema } },
    },
    ...errors({
      400: 'Invalid fields.',
      401: "'Nenhum usuário autenticado para concluir o cadastro.'",
      403: 'A child account.',
      500: "'Não foi possível concluir o cadastro social.'",
    }),
  },
});
