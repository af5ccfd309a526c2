import type { MeResponse } from '@portal/contracts/session';
import { parseAppearance } from '@portal/app-kit/appearance';
import { env } from '../env';
import { shellAppearance } from './appearance';

/** The role of whoever is signed in on this device; null = no session (or no role yet). */
export type SessionRole = MeResponse['user']['role'];

interface SessionFields {
  role: SessionRole;
  premiumAccess: boolean;
  childAge: number | null;
  appearance: unknown;
}

/**
 * The part of `MeResponse` the guard reads: the role, the premium access and a child's age;
 * undefined when the answer does not have them. Checked by hand, not with the contract's zod
 * schema: this runs in the shell's first bundle (ADR 047), and the remotes that show the rest
 * of the answer validate it in full.
 */
function readSession(body: unknown): SessionFields | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { user, child, appearance, premiumAccess } = body as Record<string, unknown>;
  if (typeof user !== 'object' || user === null) return undefined;
  const { role } = user as Record<string, unknown>;
  if (role !== null && role !== 'parent' && role !== 'child') return undefined;
  if (typeof premiumAccess !== 'boolean') return undefined;
  let childAge: number | null = null;
  if (child !== undefined && child !== null) {
    const age = typeof child === 'object' ? (child as Record<string, unknown>).age : undefined;
    if (typeof age !== 'number') return undefined;
    childAge = age;
  }
  return { role, premiumAccess, childAge, appearance };
}

/**
 * What the session guard and the subscription gate learn from GET /api/me: the role, the
 * family's premium access (the BFF's decision, issue 13) and, for a child, its age (the shell's
 * "ask a guardian" page wears the child's age theme).
 */
export interface SessionAnswer {
  role: SessionRole;
  premiumAccess: boolean;
  childAge: number | null;
}

/** Nobody signed in on this device (GET /api/me answered 401). */
export const SIGNED_OUT: SessionAnswer = { role: null, premiumAccess: false, childAge: null };

/** GET /api/me answered something the guard cannot use (server error, broken body). */
export class SessionCheckError extends Error {
  override name = 'SessionCheckError';
}

/** Asks the BFF who is signed in; what the session guard calls on every guarded navigation. */
export type SessionChecker = () => Promise<SessionAnswer>;

/**
 * `GET /api/me` with the session cookie and `no-store` (a cached "signed out" must never bounce
 * a user who just signed in). 401 means nobody is signed in; a network failure rejects, and so
 * does an answer without the contract's `premiumAccess` (a gate that guessed would either lock
 * a paying family out or let everyone in). A signed-in answer's family appearance goes to
 * `onAppearance` (the page applies it, ADR 029).
 */
export function createSessionChecker(
  fetchImpl: typeof fetch = fetch,
  onAppearance: (appearance: NonNullable<ReturnType<typeof parseAppearance>>) => void = () => {},
): SessionChecker {
  return async () => {
    const response = await fetchImpl(`${env.PUBLIC_API_BASE_URL}/me`, {
      credentials: 'include',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (response.status === 401) return SIGNED_OUT;
    if (!response.ok) throw new SessionCheckError(`GET /api/me answered ${response.status}`);
    const session = readSession(await response.json().catch(() => undefined));
    if (!session) throw new SessionCheckError('GET /api/me broke the MeResponse contract');
    const appearance = parseAppearance(session.appearance);
    if (appearance && session.role) onAppearance(appearance);
    return { role: session.role, premiumAccess: session.premiumAccess, childAge: session.childAge };
  };
}

/** The checker of the running portal (the page's `fetch`, looked up at call time). */
export const checkSession: SessionChecker = () =>
  createSessionChecker(globalThis.fetch, shellAppearance.set)();
