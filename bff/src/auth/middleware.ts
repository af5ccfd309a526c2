import { MSG } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { children, families } from '../db/schema';
import type { AppBindings } from '../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../lib/errors';
import type { Actor, ActorSubscription } from './actor';
import type { Auth } from './auth';
import { authHeaders } from './client-ip';

/** pt-BR texts of the guards. */
export const GUARD_MESSAGES = {
  unauthenticated: 'Faça login para continuar.',
  parentOnly: MSG.login.parentsOnly,
  childOnly: 'Esta área é apenas para crianças.',
  // ours: a signed-in user without a role (a social sign-up not finished) on a family route.
  familyOnly: 'Conclua seu cadastro para continuar.',
  // ours: a child session on a better-auth endpoint children may not use (ADR 013).
  childNotAllowed: 'Esta ação não está disponível para crianças.',
} as const;

/**
 * Fills `familyId`/`childId` of an actor from the database according to its role: a parent's
 * family is its own id once the families row exists; a child's comes from `children`. A
 * deactivated child is treated as having no role (it keeps no access with a left-over session).
 */
export async function resolveActorFor(db: Db, actor: Actor): Promise<Actor> {
  const base: Actor = { ...actor, familyId: null, childId: null, subscription: null };
  if (actor.role === 'parent') {
    const [family] = await db
      .select({ id: families.id, ...SUBSCRIPTION_COLUMNS })
      .from(families)
      .where(eq(families.id, actor.userId));
    if (!family) return base;
    return { ...base, familyId: family.id, subscription: subscriptionOf(family) };
  }
  if (actor.role === 'child') {
    // One read: the child and its family's subscription (the entitlement guard, ADR 034).
    const [child] = await db
      .select({
        id: children.id,
        familyId: children.familyId,
        active: children.active,
        ...SUBSCRIPTION_COLUMNS,
      })
      .from(children)
      .innerJoin(families, eq(families.id, children.familyId))
      .where(eq(children.userId, actor.userId));
    if (!child?.active) return { ...base, role: null };
    return {
      ...base,
      familyId: child.familyId,
      childId: child.id,
      subscription: subscriptionOf(child),
    };
  }
  return base;
}

/** The family columns of {@link ActorSubscription}. */
const SUBSCRIPTION_COLUMNS = {
  status: families.subscriptionStatus,
  mode: families.subscriptionMode,
  pastDueSince: families.subscriptionPastDueSince,
};

function subscriptionOf(row: {
  status: string;
  mode: string | null;
  pastDueSince: Date | null;
}): ActorSubscription {
  return { status: row.status, mode: row.mode, pastDueSince: row.pastDueSince };
}

interface SessionLike {
  user: { id: string; email: string; name: string; role?: string | null };
  session: { id: string };
}

function resolveActor(db: Db, { user, session }: SessionLike): Promise<Actor> {
  const role = user.role === 'parent' || user.role === 'child' ? user.role : null;
  return resolveActorFor(db, {
    userId: user.id,
    sessionId: session.id,
    role,
    email: user.email,
    name: user.name,
    familyId: null,
    childId: null,
  });
}

/**
 * Resolves the caller of every /api request (except better-auth's own /api/auth/* routes)
 * into `c.var.actor` (null when signed out). A session refreshed by better-auth comes back
 * as Set-Cookie on the response, so an active user's cookie keeps moving forward.
 */
export function sessionMiddleware(auth: Auth, db: Db) {
  return createMiddleware<AppBindings>(async (c, next) => {
    c.set('actor', null);
    if (c.req.path.startsWith('/api/auth/')) return next();
    const { headers, response } = await auth.api.getSession({
      headers: authHeaders(c),
      returnHeaders: true,
    });
    if (response) c.set('actor', await resolveActor(db, response));
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('set-cookie', cookie);
  });
}

/**
 * The caller's family id, for scoping every query. Throws 401 when signed out and 404 when
 * the caller has no family yet (a social sign-up not finished), never data of another family.
 */
export function familyScope(c: Context<AppBindings>): string {
  const actor = c.var.actor;
  if (!actor) throw new ApiError(401, 'UNAUTHENTICATED', GUARD_MESSAGES.unauthenticated);
  if (!actor.familyId) throw new ApiError(404, 'not_found', ERROR_MESSAGES.notFound);
  return actor.familyId;
}

/** The signed-in actor; throws 401 when there is none (use after a guard for typing). */
export function currentActor(c: Context<AppBindings>): Actor {
  const actor = c.var.actor;
  if (!actor) throw new ApiError(401, 'UNAUTHENTICATED', GUARD_MESSAGES.unauthenticated);
  return actor;
}
