import assert from 'node:assert/strict';
import { test } from 'node:test';
import { API_CSP, HSTS, pageCsp, securityHeaders } from './security-headers.js';

test("the page's policy names the remotes' origins where scripts, styles, images, fonts and calls may come from", () => {
  assert.equal(
    pageCsp(['https://cdn.example']),
    "default-src 'self'; script-src 'self' https://cdn.example; style-src 'self' https://cdn.example 'unsafe-inline'; img-src 'self' data: blob: https://cdn.example; font-src 'self' data: https://cdn.example; connect-src 'self' https://cdn.example; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
  assert.doesNotMatch(pageCsp([]), /script-src[^;]*unsafe-inline/);
  assert.match(pageCsp([]), /script-src 'self';/);
});

test('an answer gets its policy, the common headers, and HSTS only when asked', () => {
  assert.deepEqual(securityHeaders({ csp: API_CSP }), {
    'content-security-policy': API_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  });
  assert.equal(securityHeaders({ hsts: true })['strict-transport-security'], HSTS);
  assert.equal(securityHeaders()['content-security-policy'], undefined);
});
