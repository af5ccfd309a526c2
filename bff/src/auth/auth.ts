import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import {
  confirmationEmail,
  emailChangeEmail,
  passwordResetEmail,
  type Mailer,
} from '../lib/mailer';
import { syncParentEmail } from '../routes/family/family.service';
import { CLIENT_IP_HEADER } from './client-ip';
import { forgetEmailChangeLinks, rememberEmailChangeLink } from './email-change-links';
import { betterAuthPasswordHasher, type PasswordHasher } from './password-hasher';
import { sessionForUserPlugin } from './session-plugin';
import { createTransactionScope, type TransactionScope } from './transaction';

/** Mounted path of better-auth; the shell proxies `/api`, so it is the same on both origins. */
export const AUTH_BASE_PATH = '/api/auth';

/** Cookie prefix: the session cookie is `mesadinha.session_token`. */
export const COOKIE_PREFIX = 'mesadinha';

/** How long a confirmation link (sign-up or e-mail change) is valid, in seconds. */
const EMAIL_LINK_EXPIRES_IN = 60 * 60 * 24;

/** Where the confirmation link sends the browser once the e-mail is verified. */
export const VERIFIED_CALLBACK_PATH = '/parent/login?verified=1';

/**
 * A confirmation link whose callback is better-auth's default ("/"): the one `sendOnSignIn`
 * mails when an unconfirmed parent signs in. It goes back to the login with the notice, like
 * the sign-up's link. (Setting `callbackURL` on the sign-in instead would make every successful
 * sign-in answer carry a redirect.) Other callbacks (an e-mail change's) stay.
 */
function withLoginCallback(url: string): string {
  const link = new URL(url);
  if ((link.searchParams.get('callbackURL') ?? '/') !== '/') return url;
  link.searchParams.set('callbackURL', VERIFIED_CALLBACK_PATH);
  return link.href;
}

/**
 * better-auth's rate limits (per client IP, counted in the database so every BFF instance
 * shares them). Enabled in every environment; the global rule covers anything else.
 */
export const AUTH_RATE_LIMITS = {
  window: 60,
  max: 100,
  customRules: {
    '/sign-in/email': { window: 60, max: 10 },
    '/sign-in/social': { window: 60, max: 20 },
    '/sign-up/email': { window: 60, max: 5 },
    '/request-password-reset': { window: 300, max: 5 },
    '/send-verification-email': { window: 300, max: 5 },
    '/reset-password': { window: 300, max: 10 },
  },
} as const;

/** What createAuth needs. */
export interface CreateAuthOptions {
  env: Env;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** Default: better-auth's own scrypt ({@link betterAuthPasswordHasher}). */
  hasher?: PasswordHasher;
}

const isHttps = (url: string) => new URL(url).protocol === 'https:';

function buildAuth(
  { env, mailer, logger, hasher = betterAuthPasswordHasher }: CreateAuthOptions,
  scope: TransactionScope,
) {
  const googleViaDiscovery = Boolean(env.GOOGLE_DISCOVERY_URL);
  return betterAuth({
    appName: 'Mesadinha',
    // Links in e-mails and OAuth redirect URIs go through the shell, which proxies /api.
    baseURL: env.PUBLIC_APP_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.BETTER_AUTH_SECRET,
    // TRUSTED_ORIGINS: the same list the cross-site guard accepts (auth/same-origin.ts).
    trustedOrigins: [env.PUBLIC_APP_URL, ...env.TRUSTED_ORIGINS, 'https://appleid.apple.com'],
    database: drizzleAdapter(scope.db, { provider: 'pg', schema }),
    // Parents sign up through POST /api/accounts/parent-sign-up only, which creates the family
    // in the same transaction; the raw route would create a user without a family.
    disabledPaths: ['/sign-up/email'],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // Sign-up, sign-in (a dummy hash for unknown e-mails included), reset, and
      // `context.password` (current-password checks) all go through the app's hasher.
      password: {
        hash: (password) => hasher.hash(password),
        verify: (data) => hasher.verify(data),
      },
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await scope.afterCommit(() =>
          mailer.send(passwordResetEmail({ to: user.email, name: user.name, url })),
        );
      },
    },
    emailVerification: {
      // Our sign-up route sends it after its transaction commits.
      sendOnSignUp: false,
      // A parent whose link expired (or got lost) gets a new one by signing in: the login's
      // 'Confira sua caixa de entrada' is then true (the sign-in route points it at the login).
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_LINK_EXPIRES_IN,
      sendVerificationEmail: async ({ user, url, token }) => {
        // A change of e-mail (ADR 028) passes the account with the NEW address: the stored one
        // differs, and the message says what the link does.
        const [stored] = await scope.db
          .select({ email: schema.user.email })
          .from(schema.user)
          .where(eq(schema.user.id, user.id));
        const change = stored !== undefined && stored.email !== user.email;
        // Only this link may change the e-mail, and only under the current password (issue 36).
        if (change) await rememberEmailChangeLink(scope.db, user.id, token, EMAIL_LINK_EXPIRES_IN);
        const template = change ? emailChangeEmail : confirmationEmail;
        const link = withLoginCallback(url);
        await scope.afterCommit(() =>
          mailer.send(template({ to: user.email, name: user.name, url: link })),
        );
      },
      // A confirmed e-mail change (ADR 028) moves the family's parent_email with the account's.
      afterEmailVerification: async (user) => {
        await syncParentEmail(scope.db, user.id, user.email);
        // A used change link is spent, even if the account later comes back to that address.
        await forgetEmailChangeLinks(scope.db, user.id);
      },
    },
    user: {
      // PATCH /api/family asks for it: the link goes to the NEW address and the e-mail changes
      // only when it is opened (verified accounts; ADR 028).
      changeEmail: { enabled: true },
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        username: { type: 'string', required: false, input: false },
        familyId: { type: 'string', required: false, input: false },
      },
    },
    socialProviders: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && !googleViaDiscovery
        ? {
            google: {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              prompt: 'select_account' as const,
            },
          }
        : {}),
      ...(env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET
        ? { apple: { clientId: env.APPLE_CLIENT_ID, clientSecret: env.APPLE_CLIENT_SECRET } }
        : {}),
    },
    plugins: [
      sessionForUserPlugin(),
      ...(env.GOOGLE_DISCOVERY_URL
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: env.GOOGLE_DISCOVERY_URL,
                  clientId: env.GOOGLE_CLIENT_ID ?? 'mesadinha-local',
                  clientSecret: env.GOOGLE_CLIENT_SECRET ?? 'mesadinha-local-secret',
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    rateLimit: { enabled: true, storage: 'database', ...AUTH_RATE_LIMITS },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: isHttps(env.PUBLIC_APP_URL),
      // Explicit: better-auth skips the Origin/CSRF checks when NODE_ENV is test otherwise,
      // and the tests must see what production does.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // No `level`: with one set, better-auth also prints every 4xx APIError (wrong password,
    // missing Origin…) with its own console logger, outside our JSON logs.
    logger: {
      log: (level, message, ...args) => {
        const entry = { source: 'better-auth', args: args.length > 0 ? args : undefined };
        if (level === 'error') logger.error(entry, message);
        else if (level === 'warn') logger.warn(entry, message);
        else logger.debug(entry, message);
      },
    },
  });
}

/** The better-auth instance of the BFF plus the transaction scope its queries can join. */
export type Auth = ReturnType<typeof buildAuth> & {
  /**
   * Runs `fn` in one database transaction that `auth.api.*` calls made inside it join too;
   * e-mail sent by better-auth inside it leaves only after the commit.
   */
  transaction: TransactionScope['run'];
  /** Runs a task after the current transaction commits (right away outside one). */
  afterCommit: TransactionScope['afterCommit'];
};

/**
 * Builds better-auth 1.7.7 for the BFF: drizzle adapter on our tables, e-mail + password with
 * required confirmation (minimum 6 characters), reset by e-mail, sessions in the
 * `mesadinha.session_token` cookie, rate limits stored in the database and keyed on the
 * client address the BFF resolved (see client-ip.ts), Google/Apple from env.
 */
export function createAuth(options: CreateAuthOptions): Auth {
  const scope = createTransactionScope(options.db, (error) =>
    options.logger.error({ err: error }, 'task after commit failed'),
  );
  const auth = buildAuth(options, scope);
  return Object.assign(auth, { transaction: scope.run, afterCommit: scope.afterCommit });
}

/**
 * Waits for better-auth's context (genericOAuth discovery runs there) and reports which
 * social providers loaded. Throws when GOOGLE_DISCOVERY_URL is set but its provider did not
 * load, so a broken local IdP fails the start instead of silently disabling Google.
 */
export async function checkSocialProviders(auth: Auth, env: Env): Promise<string[]> {
  const context = await auth.$context;
  const ids = context.socialProviders.map((provider) => provider.id);
  if (env.GOOGLE_DISCOVERY_URL && !ids.includes('google')) {
    throw new Error(
      `Google sign-in via GOOGLE_DISCOVERY_URL did not load (discovery failed at ${env.GOOGLE_DISCOVERY_URL}).`,
    );
  }
  return ids;
}
