import type { MeResponse } from '@portal/contracts/session';
// zod/mini: this runs in the shell's first bundle; the guard only needs the role, so the full
// MeResponseSchema (classic zod, children, money) stays with the remotes that show the data.
import { z } from 'zod/mini';
import { parseAppearance } from '@portal/app-kit/appearance';
import { env } from '../env';
import { shellAppearance } from './appearance';

/** The role of whoever is signed in on this device; null = no session (or no role yet). */
export type SessionRole = MeResponse['user']['role'];

const SessionRoleSchema = z.object({
  user: z.object({ role: z.nullable(z.enum(['parent', 'child'])) }),
  appearance: z.optional(z.unknown()),
});

/** GET /api/me answered something the guard cannot use (server error, broken body). */
export class SessionCheckError extends Error {
  override name = 'SessionCheckError';
}

/** Asks the BFF who is signed in; what the session guard calls on every guarded navigation. */
export type SessionChecker = () => Promise<SessionRole>;

/**
 * `GET /api/me` with the session cookie and `no-store` (a cached "signed out" must never bounce
 * a user who just signed in). 401 means nobody is signed in; a network failure rejects. A
 * signed-in answer's family appearance goes to `onAppearance` (the page applies it, ADR 029).
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
    if (response.status === 401) return null;
    if (!response.ok) throw new SessionCheckError(`GET /api/me answered ${response.status}`);
    const parsed = SessionRoleSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new SessionCheckError('GET /api/me broke the MeResponse contract');
    const appearance = parseAppearance(parsed.data.appearance);
    if (appearance && parsed.data.user.role) onAppearance(appearance);
    return parsed.data.user.role;
  };
}

/** The checker of the running portal (the page's `fetch`, looked up at call time). */
export const checkSession: SessionChecker = () =>
  createSessionChecker(globalThis.fetch, shellAppearance.set)();
