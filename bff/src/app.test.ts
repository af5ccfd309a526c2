import { z } from '@hono/zod-openapi';
import { ErrorResponseSchema } from '@portal/contracts';
import { endpoint } from '@portal/contracts/endpoints/endpoint';
import { verifyPassword } from 'better-auth/crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betterAuthPasswordHasher, type PasswordHasher } from './auth/password-hasher';
import { defineRoute } from './lib/access';
import { ApiError } from './lib/errors';
import { createRouter } from './lib/create-router';
import { createApp, type CreateAppOptions } from './app';
import { createTestApp, TEST_ENV } from './test/test-app';
import { createTestDatabase, type TestDatabase } from './test/test-db';
import { createCapturingMailer } from './test/test-mailer';

/** Test-only routes, mounted through createApp's `mount` option (never in production). */
function mountProbeRoutes(api: Parameters<NonNullable<CreateAppOptions['mount']>>[0]) {
  const testEcho = endpoint<{ body?: { title: string; value: number } }, void>()(
    'POST',
    '/test/echo',
    'testEcho',
  );
  const echo = defineRoute(testEcho, {
    access: 'public',
    request: {
      body: {
        content: {
          'application/json': {
            schema: z.object({
              title: z.string().min(1, 'Título é obrigatório'),
              value: z.number(),
            }),
          },
        },
      },
    },
    responses: { 200: { description: 'echo' } },
  });
  const router = createRouter()
    .openapi(echo, (c) => c.json(c.req.valid('json'), 200))
    .get('/test/boom', () => {
      throw new Error('connection string postgres://secret@db leaked?');
    })
    .get('/test/conflict', () => {
      throw new ApiError(409, 'username_taken', 'Este nome de usuário já está em uso na família.');
    });
  api.route('/', router);
}

describe('createApp', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb, mountProbeRoutes);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('answers an unknown path with a pt-BR 404 JSON body and a request id header', async () => {
    const res = await app.request('/api/does-not-exist');

    expect(res.status).toBe(404);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body).toEqual({ code: 'not_found', message: 'Recurso não encontrado.', requestId });
  });

  it('echoes a sane incoming x-request-id and replaces an unsafe one', async () => {
    const kept = await app.request('/api/health', { headers: { 'x-request-id': 'abc-123-xyz' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123-xyz');

    const replaced = await app.request('/api/health', {
      headers: { 'x-request-id': 'bad id\twith spaces' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers invalid input with 400 "Dados inválidos." and the field issues', async () => {
    const res = await app.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: '', value: 'dez' }),
    });

    expect(res.status).toBe(400);
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body.code).toBe('validation_error');
    expect(body.message).toBe('Dados inválidos.');
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: ['title'], message: 'Título é obrigatório' },
        expect.objectContaining({ path: ['value'] }),
      ]),
    );
  });

  it('passes valid input through the validator', async () => {
    const res = await app.request('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Lavar a louça', value: 4 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ title: 'Lavar a louça', value: 4 });
  });

  it('answers an unexpected error with a generic pt-BR 500 and leaks nothing', async () => {
    const res = await app.request('/api/test/boom');

    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(text).not.toContain('at ');
    const body = ErrorResponseSchema.parse(JSON.parse(text));
    expect(body).toMatchObject({
      code: 'internal_error',
      message: 'Ocorreu um erro inesperado. Tente novamente.',
    });
    expect(res.headers.get('x-request-id')).toBe(body.requestId);
  });

  it('answers a thrown ApiError with its status, code and pt-BR message', async () => {
    const res = await app.request('/api/test/conflict');

    expect(res.status).toBe(409);
    expect(ErrorResponseSchema.parse(await res.json())).toMatchObject({
      code: 'username_taken',
      message: 'Este nome de usuário já está em uso na família.',
    });
  });

  it('does not ship the test-only routes in the production app', async () => {
    const production = createTestApp(testDb);
    const res = await production.request('/api/test/boom');
    expect(res.status).toBe(404);
  });

  it("hashes with better-auth's own scrypt when no hasher is given, as production does", async () => {
    let used: PasswordHasher | undefined;
    const app = createApp({
      env: TEST_ENV,
      db: testDb,
      logger: pino({ level: 'silent' }),
      mailer: createCapturingMailer(),
      mount: (api) => {
        api.get('/test/hashes', async (c) => {
          used = c.var.passwordHasher;
          const context = await c.var.auth.$context;
          return c.json({
            pin: await c.var.passwordHasher.hash('123456'),
            passwords: [
              await context.password.hash('segredo1'),
              await context.password.hash('segredo1'),
            ],
          });
        });
      },
    });
    const res = await app.request('/api/test/hashes');
    const { pin, passwords } = (await res.json()) as { pin: string; passwords: string[] };

    // PINs (children's routes) and passwords (better-auth) go through better-auth's hasher,
    // a fresh salt every time: nothing memoised outside the tests' own hasher (ADR 043).
    expect(used).toBe(betterAuthPasswordHasher);
    expect(passwords[0]).not.toBe(passwords[1]);
    expect(await verifyPassword({ hash: pin, password: '123456' })).toBe(true);
    expect(await verifyPassword({ hash: pin, password: '654321' })).toBe(false);
    for (const hash of passwords) {
      expect(await verifyPassword({ hash, password: 'segredo1' })).toBe(true);
    }
  });
});
