import { createRoute, z } from '@hono/zod-openapi';
import { endpoint } from '@portal/contracts/endpoints/endpoint';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARD_MESSAGES } from '../auth/middleware';
import { tasks, user } from '../db/schema';
import {
  auditOperation,
  createOthers,
  openApiDocument,
  operationsOf,
  type Cell,
  type Others,
} from '../test/access-audit';
import { createTestApp, fromIp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { startTestStripe, type TestStripe } from '../test/test-stripe';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createVerifiedParent } from '../test/test-accounts';
import { createSignedInChild, sessionCookieFor } from '../test/test-users';
import { uniqueUsername } from '../test/task-flow';
import { RAW_ROUTE_ACCESS, childMayUseAuthPath, defineRoute } from './access';
import { createRouter } from './create-router';
import { eventHubFor } from './events/event-hub';

/** Failed cells, readable in the assertion diff. */
const failures = (cells: Cell[]) =>
  cells
    .filter((cell) => !cell.ok)
    .map(
      (cell) =>
        `${cell.operation} as ${cell.caller}: expected ${cell.expected}, got ${cell.status} ${cell.detail ?? ''}`,
    );

/** better-auth's HTTP endpoints: path (after /api/auth) and methods. */
function authEndpoints(app: TestApp): { path: string; methods: string[] }[] {
  return Object.values(app.auth.api as Record<string, unknown>)
    .map(
      (endpoint) =>
        endpoint as {
          path?: string;
          options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
        },
    )
    .filter((endpoint) => endpoint.path && !endpoint.options?.metadata?.SERVER_ONLY)
    .map((endpoint) => ({
      path: endpoint.path!,
      methods: [endpoint.options?.method ?? 'GET'].flat().filter((m) => m !== '*'),
    }));
}

describe('declared access, generated from the OpenAPI document', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let others: Others;
  let stripe: TestStripe;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    // The billing routes talk to the provider: the emulator, in process (ADR 032).
    stripe = await startTestStripe();
    app = createTestApp(testDb, { env: stripe.env });
    others = await createOthers(app);
  });
  afterAll(async () => {
    await stripe.close();
    await eventHubFor(testDb, pino({ level: 'silent' })).stop();
    await testDb.destroy();
  });

  it('every operation answers every caller as its x-access declares', async () => {
    const operations = operationsOf(await openApiDocument(app));
    const cells: Cell[] = [];
    for (const operation of operations)
      cells.push(...(await auditOperation(app, operation, others)));

    const requests = cells.filter((cell) => cell.status !== 0).length;
    console.info(
      `declared access: ${operations.length} operations, ${cells.length} cells (${requests} requests, ${cells.length - requests} row checks)`,
    );
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.every((operation) => operation.access)).toBe(true);
    expect(failures(cells)).toEqual([]);
  }, 300_000);

  it('every route outside the document has a declaration in RAW_ROUTE_ACCESS', async () => {
    const operations = operationsOf(await openApiDocument(app));
    const documented = new Set(
      operations.map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const raw = [
      ...new Set(
        app.routes
          // `ALL` entries are app.use middleware, not endpoints.
          .filter((route) => route.method !== 'ALL')
          .map((route) => `${route.method} ${route.path}`),
      ),
    ].filter((route) => !documented.has(route));
    const undeclared = raw.filter(
      (route) => !RAW_ROUTE_ACCESS.some((entry) => `${entry.method} ${entry.path}` === route),
    );
    expect(raw.length).toBeGreaterThan(0);
    expect(undeclared).toEqual([]);

    // The public ones answer an anonymous caller.
    for (const entry of RAW_ROUTE_ACCESS.filter((e) => e.access === 'public')) {
      const res = await app.request(entry.path, { method: entry.method });
      expect(res.status, `${entry.method} ${entry.path}`).toBe(200);
    }
  });

  it('better-auth: a child session gets a pt-BR 403 on every endpoint outside the allowlist, a parent never does', async () => {
    const parent = await createVerifiedParent(app);
    const child = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('ba'),
    });
    const [before] = await testDb.db.select().from(user).where(eq(user.id, child.userId));
    const endpoints = authEndpoints(app);
    let cells = 0;
    const wrong: string[] = [];
    for (const { path, methods } of endpoints) {
      const concrete = path.replace(/:(\w+)/g, (_, name: string) =>
        name === 'id' ? 'google' : 'token-de-teste',
      );
      for (const method of methods) {
        for (const who of ['child', 'parent'] as const) {
          // A fresh session per call: sign-out or revoke-sessions must not end the next one.
          const cookie = await sessionCookieFor(
            app,
            who === 'child' ? child.userId : parent.userId,
          );
          const res = await app.request(
            `/api/auth${concrete}`,
            {
              method,
              headers: {
                origin: TEST_ORIGIN,
                cookie,
                ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
              },
              body: method === 'POST' ? '{}' : undefined,
              redirect: 'manual',
            },
            fromIp(),
          );
          cells += 1;
          const text = await res.text();
          const refused = res.status === 403 && text.includes(GUARD_MESSAGES.childNotAllowed);
          const mustRefuse = who === 'child' && !childMayUseAuthPath(path);
          if (refused !== mustRefuse) {
            wrong.push(`${method} ${path} as ${who}: ${res.status} ${text.slice(0, 120)}`);
          }
        }
      }
    }
    console.info(`better-auth endpoints: ${endpoints.length}, ${cells} cells`);
    expect(endpoints.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        '/update-user',
        '/change-email',
        '/change-password',
        '/delete-user',
        '/link-social',
        '/unlink-account',
        '/revoke-session',
        '/revoke-sessions',
        '/list-accounts',
      ]),
    );
    expect(wrong).toEqual([]);
    const [after] = await testDb.db.select().from(user).where(eq(user.id, child.userId));
    expect(after).toEqual(before);
  }, 120_000);

  it('a child cannot rename itself or change its picture through update-user (pt-BR 403, the row unchanged)', async () => {
    const parent = await createVerifiedParent(app);
    const child = await createSignedInChild(app, parent.familyId, {
      username: uniqueUsername('nome'),
      name: 'Léo',
    });
    const res = await app.request(
      '/api/auth/update-user',
      {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: child.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Hacker', image: 'https://example.com/x.png' }),
      },
      fromIp(),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Esta ação não está disponível para crianças.',
    });
    const [row] = await testDb.db.select().from(user).where(eq(user.id, child.userId));
    expect(row).toMatchObject({ name: 'Léo', image: null });

    // The same session still reads itself and signs out.
    const session = await app.request('/api/auth/get-session', {
      headers: { cookie: child.cookie },
    });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(child.userId);
    const signOut = await app.request(
      '/api/auth/sign-out',
      { method: 'POST', headers: { origin: TEST_ORIGIN, cookie: child.cookie } },
      fromIp(),
    );
    expect(signOut.status).toBe(200);
  });
});

describe('the access audit fails', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const idParams = z.object({
    id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'tasks.id' }),
  });

  it('when a route has no access declaration: the app refuses to start', () => {
    const undeclared = createRoute({
      method: 'post',
      path: '/test/undeclared',
      responses: { 200: { description: 'ok' } },
    });
    expect(() =>
      createTestApp(testDb, (api) => {
        api.route(
          '/',
          createRouter().openapi(undeclared, (c) => c.json({}, 200)),
        );
      }),
    ).toThrow(/without an access declaration.*POST \/api\/test\/undeclared/);
  });

  it('when an operation of the document has no x-access', async () => {
    const app = createTestApp(testDb, (api) => {
      api.route(
        '/',
        createRouter().openapi(
          defineRoute(endpoint()('GET', '/test/declared', 'testDeclared'), {
            access: 'parent',
            responses: { 200: { description: 'ok' } },
          }),
          (c) => c.json({}, 200),
        ),
      );
    });
    const document = await openApiDocument(app);
    delete document.paths['/api/test/declared']!.get!['x-access'];
    const [operation] = operationsOf(document).filter((op) => op.path === '/api/test/declared');
    const cells = await auditOperation(app, operation!, await createOthers(app));
    expect(failures(cells)).toEqual([expect.stringContaining('the operation declares no access')]);
  });

  it('when a route answers differently from its declaration', async () => {
    // Declares `parent` by hand, without the guard of defineRoute, and reads a task of any
    // family: what a route that bypasses the declaration looks like.
    const lying = createRoute({
      method: 'get',
      path: '/test/tasks/{id}',
      'x-access': 'parent',
      request: { params: idParams },
      responses: { 200: { description: 'a task of any family' } },
    });
    const app = createTestApp(testDb, (api) => {
      api.route(
        '/',
        createRouter().openapi(lying, async (c) => {
          const rows = await c.var.db.db
            .select()
            .from(tasks)
            .where(eq(tasks.id, c.req.valid('param').id));
          return c.json({ task: rows[0] ?? null }, 200);
        }),
      );
    });
    const [operation] = operationsOf(await openApiDocument(app)).filter(
      (op) => op.path === '/api/test/tasks/{id}',
    );
    expect(operation?.access).toBe('parent');
    const cells = await auditOperation(app, operation!, await createOthers(app));
    const failed = cells.filter((cell) => !cell.ok).map((cell) => [cell.caller, cell.status]);
    expect(failed).toEqual(
      expect.arrayContaining([
        ['anonymous', 200],
        ['newUser', 200],
        ['child', 200],
        ['otherChild', 200],
        ['otherParent', 200],
      ]),
    );
    expect(cells.find((cell) => cell.caller === 'parent')?.ok).toBe(true);
  });
});
