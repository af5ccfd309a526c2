import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * Server-only endpoint `auth.api.createSessionForUser({ body: { userId }, headers,
 * returnHeaders: true })`: opens a session for a user the BFF has already authenticated by
 * its own means (a child's username + PIN) and returns better-auth's signed session cookie
 * in the `Set-Cookie` of the returned headers. `SERVER_ONLY` keeps it off the HTTP router,
 * so no request can reach it directly.
 */
export const sessionForUserPlugin = () =>
  ({
    id: 'mesadinha-session-for-user',
    endpoints: {
      createSessionForUser: createAuthEndpoint(
        {
          method: 'POST',
          body: z.object({ userId: z.string().min(1) }),
          metadata: { SERVER_ONLY: true },
        },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('NOT_FOUND', { message: 'user not found' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ sessionId: session.id, userId: user.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
