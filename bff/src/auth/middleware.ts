import { MSG } from '@portal/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { children, families, session, user } from '../db/schema';
import type { AppBindings } from '../lib/app-types';
import { ApiError, ERROR_MESSAGES } from '../lib/errors';
import type { Actor } from './actor';
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

/** Who signed in, as the session (or the caller) tells: the actor before its family. */
type Identity = Pick<Actor, 'userId' | 'sessionId' | 'email' | 'name'> & { role: string | null };

/**
 * The user's family as one joined row reads it (all null when there is none): a parent's own
 * families row, or a child's `children` row with its family, and the family's subscription.
 */
interface FamilyFacts {
  childId: string | null;
  childActive: boolean | null;
  familyId: string | null;
  status: string | null;
  mode: string | null;
  pastDueSince: Date | null;
}

const NO_FAMILY: FamilyFacts = {
  childId: null,
  childActive: null,
  familyId: null,
  status: null,
  mode: null,
  pastDueSince: null,
};

/** The family columns of {@link ActorSubscription}. */
const SUBSCRIPTION_COLUMNS = {
  status: families.subscriptionStatus,
  mode: families.subscriptionMode,
  pastDueSince: families.subscriptionPastDueSince,
};

/** What both reads select for {@link FamilyFacts}, joined as {@link joinFamily} does. */
const FAMILY_COLUMNS = {
  childId: children.id,
  childActive: children.active,
  familyId: families.id,
  ...SUBSCRIPTION_COLUMNS,
};

/**
 * THE rules of an actor (the session middleware and {@link resolveActorFor} both end here):
 * the role is 'parent' or 'child' (anything else: none); a parent's family is its own id once
 * the families row exists; a child's comes from `children`, and a deactivated child (or one
 * whose rows are gone) is treated as having no role, so it keeps no access with a left-over
 * session. The subscription travels with the family (the entitlement guard, ADR 034).
 */
export function actorOf(identity: Identity, family: FamilyFacts): Actor {
  const role = identity.role === 'parent' || identity.role === 'child' ? identity.role : null;
  const base: Actor = {
    userId: identity.userId,
    sessionId: identity.sessionId,
    role,
    email: identity.email,
    name: identity.name,
    familyId: null,
    childId: null,
    subscription: null,
  };
  const { status, mode, pastDueSince } = family;
  // The families row joined: the family exists (left join: all null otherwise).
  const subscription = family.familyId && status !== null ? { status, mode, pastDueSince } : null;
  if (role === 'parent') {
    if (!subscription) return base;
    return { ...base, familyId: family.familyId, subscription };
  }
  if (role === 'child') {
    if (!family.childId || !family.childActive || !subscription) return { ...base, role: null };
    return { ...base, familyId: family.familyId, childId: family.childId, subscription };
  }
  return base;
}

/**
 * The join both reads use from the `user` row: a child's `children` row (only when `isChild`),
 * then the family — the child's, else the user's own id (a parent's families row).
 */
function familyJoin(isChild: SQL) {
  return {
    children: and(isChild, eq(children.userId, user.id)),
    families: eq(families.id, sql`coalesce(${children.familyId}, ${user.id})`),
  };
}

/**
 * The actor of `actor`'s identity with `actor.role`, its family read again from the database
 * (one statement; none for a user without a role), by the rules of {@link actorOf}. Used after
 * better-auth's own session check and when a request changed the caller's role or family.
 */
export async function resolveActorFor(db: Db, actor: Actor): Promise<Actor> {
  if (actor.role !== 'parent' && actor.role !== 'child') return actorOf(actor, NO_FAMILY);
  const join = familyJoin(actor.role === 'child' ? sql`true` : sql`false`);
  const [family] = await db
    .select(FAMILY_COLUMNS)
    .from(user)
    .leftJoin(children, join.children)
    .leftJoin(families, join.families)
    .where(eq(user.id, actor.userId));
  return actorOf(actor, family ?? NO_FAMILY);
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
 * Sessions matching `where`, each with its user and the user's family (a parent's own, a
 * child's through `children`) with the subscription columns, joined as
 * {@link resolveActorFor} joins them: what both session reads select.
 */
function sessionActorRows(db: Db, where: SQL) {
  const join = familyJoin(sql`${user.role} = 'child'`);
  return db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      ...FAMILY_COLUMNS,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(children, join.children)
    .leftJoin(families, join.families)
    .where(where);
}

/**
 * The session check in ONE statement (ADR 037): the session by its token, its user and family
 * ({@link sessionActorRows}). Prepared once per app (a named statement on each PostgreSQL
 * connection).
 */
function prepareSessionRead(db: Db) {
  return sessionActorRows(db, eq(session.token, sql.placeholder('token'))).prepare(
    'mesadinha_session_actor',
  );
}

/**
 * The actors of the sessions among `sessionIds` that are still live (the row exists and has not
 * expired), by session id, read as the session check reads them (one statement, the same joins
 * and {@link actorOf}). An open event stream re-checks its session with it (ADR 057): a
 * session missing from the answer has ended, and an actor without a role lost its access.
 */
export async function actorsOfSessions(
  db: Db,
  sessionIds: readonly string[],
): Promise<Map<string, Actor>> {
  const actors = new Map<string, Actor>();
  if (sessionIds.length === 0) return actors;
  const live = and(inArray(session.id, [...sessionIds]), gt(session.expiresAt, sql`now()`))!;
  for (const row of await sessionActorRows(db, live)) actors.set(row.sessionId, actorOf(row, row));
  return actors;
}

/** The value of a signed better-auth cookie (`value.signature`), or null when forged/absent. */
function verifiedCookie(raw: string | undefined, secret: string): string | null {
  if (!raw) return null;
  const at = raw.lastIndexOf('.');
  if (at < 1) return null;
  const value = raw.slice(0, at);
  const signature = raw.slice(at + 1);
  // better-call's rule: a base64 HMAC-SHA256 is 44 characters ending in '=', and its `atob`
  // takes only the standard alphabet (Node's decoder would also take base64url's '-' and '_').
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

/** One cookie of a Cookie header, decoded like better-call does (first occurrence wins). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * Resolves the caller of every /api request (except better-auth's own /api/auth/* routes)
 * into `c.var.actor` (null when signed out), once per request.
 *
 * The common case costs ONE SQL statement (ADR 037): the signed session cookie is verified
 * here with better-auth's secret and algorithm, and the session, its user and family are read
 * in one joined query, so revocation stays immediate (sign-out, erasure, a PIN or password
 * change delete the session row and the very next request is signed out). Everything else is
 * left to better-auth's `getSession`, which owns those rules: a token with no live session row
 * (it clears the cookie), an expired session (it deletes it), a session due for its sliding
 * refresh (it moves `expires_at` forward and re-sets the cookie, once a day per session). A
 * refreshed cookie comes back as Set-Cookie on the response.
 */
export function sessionMiddleware(auth: Auth, db: Db) {
  const read = prepareSessionRead(db);
  const settings = auth.$context.then((context) => ({
    secret: context.secret,
    cookie: context.authCookies.sessionToken.name,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));
  // Not unhandled while no request has come: each request awaits it and gets the failure.
  settings.catch(() => {});
  return createMiddleware<AppBindings>(async (c, next) => {
    c.set('actor', null);
    if (c.req.path.startsWith('/api/auth/')) return next();
    const { secret, cookie, expiresInMs, updateAgeMs } = await settings;
    const raw = cookieValue(c.req.header('cookie'), cookie);
    // No session cookie, or a forged one: signed out, as better-auth would answer, no query.
    const token = verifiedCookie(raw, secret);
    if (!token) return next();
    const [row] = await read.execute({ token });
    const now = Date.now();
    const fresh =
      row !== undefined &&
      row.expiresAt.getTime() > now &&
      row.expiresAt.getTime() - expiresInMs + updateAgeMs > now;
    if (fresh) {
      c.set('actor', actorOf(row, row));
      return next();
    }
    const { headers, response } = await auth.api.getSession({
      headers: authHeaders(c),
      returnHeaders: true,
    });
    if (response) c.set('actor', await resolveActor(db, response));
    await next();
    for (const setCookie of headers.getSetCookie()) c.res.headers.append('set-cookie', setCookie);
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
