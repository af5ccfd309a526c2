import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';

describe('API documentation', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('GET /api/openapi.json is an OpenAPI 3.1 document that lists /api/health', async () => {
    const res = await app.request('/api/openapi.json');

    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      info: { title: string; version: string };
      servers: { url: string }[];
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'Mesadinha BFF', version: expect.any(String) });
    expect(doc.servers).toEqual([{ url: '/' }]);
    const health = doc.paths['/api/health']?.get;
    expect(health).toBeDefined();
    expect(Object.keys(health!.responses)).toEqual(expect.arrayContaining(['200', '503']));
    // Every operation documents at least one response, as OpenAPI requires.
    for (const operations of Object.values(doc.paths)) {
      for (const operation of Object.values(operations)) {
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
      }
    }
  });

  it('names every operation once and declares its security: none when public, else the session cookie', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'mesadinha.session_token',
    });
    const ids: string[] = [];
    for (const operations of Object.values(doc.paths)) {
      for (const operation of Object.values(operations)) {
        ids.push(operation.operationId as string);
        expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
        expect(operation.security).toEqual(
          operation['x-access'] === 'public' ? [] : [{ sessionCookie: [] }],
        );
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['getChildren', 'completeTask', 'getMe']));
  });

  it('GET /api/docs loads the reference script from the BFF, not from a CDN', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/scalar.js">');
    expect(html).toContain('<script src="/api/docs/init.js">');
    expect(html).not.toContain('cdn.jsdelivr.net');
    // The start-up call (a file: the page's CSP allows no inline script) loads our document.
    const init = await (await app.request('/api/docs/init.js')).text();
    expect(init).toContain('/api/openapi.json');
    expect(init).not.toContain('cdn.jsdelivr.net');

    const script = await app.request('/api/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});
