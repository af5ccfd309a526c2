// The portal's security headers (ADR 011), in the one place every server takes them from: the
// BFF's middleware, the static server of `npm start` and e2e, and the deploy recipes. Caddy's and
// nginx's files cannot import this one, so scripts/deploy.test.mjs reads their header lines and
// compares them with these values.

/** Sent with every answer, static files and API alike. */
export const COMMON_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
});

/** Two years, subdomains included: sent only where the portal is served over https. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Policy of every BFF answer except the API reference page: JSON, photos and streams never need
 * to run or embed anything, so nothing is allowed and nobody may frame them.
 */
export const API_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Policy of `/api/docs` (the vendored Scalar page): its scripts come from the BFF itself (no
 * inline script: the page's start-up call is `/api/docs/init.js`). Scalar injects its CSS as
 * `<style>` elements at run time, so this page alone allows inline styles.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The portal page's policy: scripts only from this origin and the remotes' (the Module
 * Federation runtime fetches each remote's manifest, then loads its scripts and CSS from the
 * remote's origin), no inline script, no framing. `style-src 'unsafe-inline'` stays because
 * Radix's modal primitives (react-remove-scroll) add a `<style>` to lock page scroll (why not a
 * nonce: ADR 011).
 * @param {readonly string[]} remoteOrigins origins of the remotes in `/remotes.json`, or the
 *   placeholder a recipe fills them in with (`{$REMOTE_ORIGINS:}`, `$remotes`)
 * @returns {string}
 */
export function pageCsp(remoteOrigins) {
  const remotes = remoteOrigins.join(' ');
  /** @param {string} sources */
  const withRemotes = (sources) => (remotes ? `${sources} ${remotes}` : sources);
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    `style-src ${withRemotes("'self'")} 'unsafe-inline'`,
    `img-src ${withRemotes("'self' data: blob:")}`,
    `font-src ${withRemotes("'self' data:")}`,
    `connect-src ${withRemotes("'self'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The security headers of one answer, lower-case names: its policy (none for Storybook, which
 * frames itself), the common ones, and HSTS where the portal is served over https.
 * @param {{ csp?: string, hsts?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders({ csp, hsts = false } = {}) {
  return {
    ...(csp ? { 'content-security-policy': csp } : {}),
    ...COMMON_HEADERS,
    ...(hsts ? { 'strict-transport-security': HSTS } : {}),
  };
}
