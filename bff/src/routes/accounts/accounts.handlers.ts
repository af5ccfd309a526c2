import type { RouteHandler } from '@hono/zod-openapi';
import { MSG } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { authHeaders } from '../../auth/client-ip';
import { currentActor, resolveActorFor } from '../../auth/middleware';
import { families, user } from '../../db/schema';
import type { AppBindings } from '../../lib/app-types';
import { ApiError } from '../../lib/errors';
import { loadMe } from '../me/me.service';
import { createFamilyRows, createParentAccount, sendConfirmationEmail } from './accounts.service';
import type { completeSocialSignUpRoute, parentSignUpRoute } from './accounts.routes';

/** Creates the parent, its family and limits, then sends the confirmation e-mail. */
export const parentSignUp: RouteHandler<typeof parentSignUpRoute, AppBindings> = async (c) => {
  const input = c.req.valid('json');
  const { auth } = c.var;
  await createParentAccount(auth, authHeaders(c), {
    fullName: input.fullName,
    email: input.email,
    password: input.password,
    familyName: input.familyName,
    phone: input.phone,
    monthlyBudgetCents: input.monthlyBudget,
  });
  try {
    await sendConfirmationEmail(auth, input.email);
  } catch (error) {
    // The account exists; the user can ask for a new link. Never fail the sign-up for it.
    c.var.logger.error({ err: error }, 'confirmation e-mail failed');
  }
  return c.json({ requiresEmailConfirmation: true as const, email: input.email }, 201);
};

/** Finishes a social sign-up for the signed-in user without a role. */
export const completeSocialSignUp: RouteHandler<
  typeof completeSocialSignUpRoute,
  AppBindings
> = async (c) => {
  const actor = currentActor(c);
  const input = c.req.valid('json');
  const { auth } = c.var;
  try {
    await auth.transaction(async (tx) => {
      // Lock the user row: two completions at once must not both create the family.
      const [row] = await tx
        .select({ id: user.id, email: user.email, role: user.role })
        .from(user)
        .where(eq(user.id, actor.userId))
        .for('update');
      if (!row) throw new ApiError(401, 'UNAUTHENTICATED', MSG.signup.noAuthenticatedUser);
      // A deactivated child's session has no role (auth/middleware.ts), like a social sign-up
      // not finished; the user row still says child, and a child never becomes a parent.
      if (row.role === 'child') throw new ApiError(403, 'FORBIDDEN', MSG.login.parentsOnly);
      const [family] = await tx
        .select({ id: families.id })
        .from(families)
        .where(eq(families.id, actor.userId));
      if (family) {
        // Spec 000 §4: a user whose family already exists is simply given the parent role.
        await tx
          .update(user)
          .set({ role: 'parent', familyId: actor.userId })
          .where(eq(user.id, actor.userId));
        return;
      }
      await createFamilyRows(tx, {
        userId: actor.userId,
        fullName: input.fullName,
        email: row.email,
        familyName: input.familyName,
        phone: input.phone,
        monthlyBudgetCents: input.monthlyBudget,
      });
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    c.var.logger.error({ err: error }, 'social sign-up completion failed');
    throw new ApiError(500, 'SOCIAL_SIGN_UP_FAILED', MSG.signup.socialSignUpFailed);
  }
  const updated = await resolveActorFor(c.var.db.db, { ...actor, role: 'parent' });
  return c.json(await loadMe(c.var.db.db, updated), 200);
};
