import type { OpenAPIHono } from '@hono/zod-openapi';
import { endpoint } from '@portal/contracts/endpoints/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute, type Access } from '../lib/access';
import type { AppBindings } from '../lib/app-types';
import { createRouter } from '../lib/create-router';
import { createVerifiedParent } from '../test/test-accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createSignedInChild, createSocialUser } from '../test/test-users';
import { familyScope } from './middleware';

/** A test-only GET route with declared `access`. */
function declared(access: Access, path: string) {
  return defineRoute(endpoint()('GET', path, `test${path.replace(/\W/g, '')}`), {
    access,
    responses: { 200: { description: 'ok' } },
  });
}

/** Test-only routes behind each access declaration; each answers the actor it saw. */
function mountGuarded(api: OpenAPIHono<AppBindings>) {
  const router = createRouter()
    .openapi(declared('signedIn', '/test/signed-in'), (c) => c.json(c.var.actor, 200))
    .openapi(declared('parent', '/test/parent'), (c) => c.json({ familyId: familyScope(c) }, 200))
    .openapi(declared('child', '/test/child'), (c) => c.json(c.var.actor, 200))
    .openapi(declared('parentOrChild', '/test/family-member'), (c) => c.json(c.var.actor, 200));
  router.get('/test/family', (c) => c.json({ familyId: familyScope(c) }));
  api.route('/', router);
}

describe('session middleware and declared access', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: Awaited<ReturnType<typeof createVerifiedParent>>;
  let child: Awaited<ReturnType<typeof createSignedInChild>>;
  let social: Awaited<ReturnType<typeof createSocialUser>>;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb, mountGuarded);
    parent = await createVerifiedParent(app);
    child = await createSignedInChild(app, parent.familyId, { username: 'guarda' });
    social = await createSocialUser(app, { email: 'guard-social@gmail.test', name: 'S' });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const get = (path: string, cookie?: string) =>
    app.request(path, cookie ? { headers: { cookie } } : {});

  it('resolves a parent actor with its family', async () => {
    const res = await get('/api/test/signed-in', parent.cookie);
    expect(await res.json()).toMatchObject({
      userId: parent.userId,
      role: 'parent',
      familyId: parent.familyId,
      childId: null,
    });
  });

  it('resolves a child actor with its family and child id', async () => {
    const res = await get('/api/test/signed-in', child.cookie);
    expect(await res.json()).toMatchObject({
      userId: child.userId,
      role: 'child',
      familyId: parent.familyId,
      childId: child.childId,
    });
  });

  it('parent: 401 signed out, 403 for a child or a user without a role, 200 for a parent', async () => {
    const signedOut = await get('/api/test/parent');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Faça login para continuar.',
    });
    for (const cookie of [child.cookie, social.cookie]) {
      const res = await get('/api/test/parent', cookie);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Acesso permitido apenas para responsáveis',
      });
    }
    const ok = await get('/api/test/parent', parent.cookie);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ familyId: parent.familyId });
  });

  it('child: 403 for a parent, 200 for a child', async () => {
    const res = await get('/api/test/child', parent.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Esta área é apenas para crianças.',
    });
    expect((await get('/api/test/child', child.cookie)).status).toBe(200);
  });

  it('parentOrChild: 403 for a user without a role, 200 for a parent and a child', async () => {
    const res = await get('/api/test/family-member', social.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Conclua seu cadastro para continuar.',
    });
    expect((await get('/api/test/family-member')).status).toBe(401);
    expect((await get('/api/test/family-member', parent.cookie)).status).toBe(200);
    expect((await get('/api/test/family-member', child.cookie)).status).toBe(200);
  });

  it('familyScope: 404 for a signed-in user without a family', async () => {
    expect((await get('/api/test/family', social.cookie)).status).toBe(404);
    expect((await get('/api/test/family')).status).toBe(401);
  });

  it('ignores a forged session cookie', async () => {
    const res = await get('/api/test/signed-in', 'mesadinha.session_token=forjado.assinatura');
    expect(res.status).toBe(401);
  });
});
