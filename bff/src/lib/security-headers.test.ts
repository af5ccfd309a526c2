import { API_CSP, DOCS_CSP, HSTS } from '@portal/server-kit/security-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

describe('security headers of the BFF (ADR 011)', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    production = createTestApp(testDb, {
      env: { NODE_ENV: 'production', PUBLIC_APP_URL: 'https://mesadinha.example' },
    });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const common = (res: Response) => {
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  };

  it('API answers (ok, errors, better-auth) forbid everything and framing; HSTS only in production', async () => {
    const answers = [
      await app.request('/api/health'),
      await app.request('/api/does-not-exist'),
      await app.request('/api/me'),
      await signIn(app, 'nobody@example.com', 'errada1'),
      await app.request('/api/openapi.json'),
    ];
    for (const res of answers) {
      common(res);
      expect(res.headers.get('content-security-policy')).toBe(API_CSP);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    expect(API_CSP).toContain("default-src 'none'");
    expect(API_CSP).toContain("frame-ancestors 'none'");

    for (const res of [
      await production.request('/api/health'),
      await signIn(production, 'nobody@example.com', 'errada1'),
    ]) {
      common(res);
      expect(res.headers.get('strict-transport-security')).toBe(HSTS);
    }
  });

  it('the API reference runs no inline script: its start-up call is a file of its own', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    common(page);
    const csp = page.headers.get('content-security-policy');
    expect(csp).toBe(DOCS_CSP);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await page.text();
    // Every <script> has a src (an inline one would be blocked by the policy above).
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\/(scalar|init)\.js"/);
      expect(body!.trim()).toBe('');
    }
    const init = await app.request('/api/docs/init.js');
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toContain('javascript');
    expect(await init.text()).toContain("Scalar.createApiReference('#app'");
  });
});
