/**
 * `redirectTo` from the query string when it is a path on this origin (`/tasks/manage?x=1`),
 * else `fallback`. Rejects absolute URLs, protocol-relative `//evil.example` and `/\evil`, so a
 * crafted login link cannot send a parent to another site after signing in.
 */
export function safeRedirectPath(redirectTo: string | null | undefined, fallback: string): string {
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//')) return fallback;
  if (redirectTo.includes('\\')) return fallback;
  try {
    const base = 'http://portal.invalid';
    const url = new URL(redirectTo, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
