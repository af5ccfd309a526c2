import { MeResponseSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { families } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild, createSocialUser } from '../../test/test-users';

describe('GET /api/me', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const res = await app.request('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Faça login para continuar.',
    });
  });

  it('gives a parent its user and family', async () => {
    const parent = await createVerifiedParent(app, {
      email: 'me-pai@example.com',
      fullName: 'Paulo Lima',
      familyName: 'Família Lima',
      monthlyBudgetCents: 40000,
      // A new family as sign-up makes it: no subscription yet.
      premium: false,
    });
    const res = await app.request('/api/me', { headers: { cookie: parent.cookie } });
    expect(res.status).toBe(200);
    const me = MeResponseSchema.parse(await res.json());
    expect(me).toEqual({
      user: {
        id: parent.userId,
        name: 'Paulo Lima',
        email: 'me-pai@example.com',
        emailVerified: true,
        role: 'parent',
      },
      family: {
        id: parent.familyId,
        name: 'Família Lima',
        parentName: 'Paulo Lima',
        parentEmail: 'me-pai@example.com',
        phone: null,
        monthlyBudget: 40000,
        subscriptionStatus: 'inactive',
        subscriptionMode: null,
      },
      child: null,
      appearance: { theme: 'light', language: 'pt-BR', currency: 'BRL' },
      premiumAccess: false,
    });
  });

  it('gives a child only its own record, without any PIN data', async () => {
    const parent = await createVerifiedParent(app);
    const child = await createSignedInChild(app, parent.familyId, { username: 'lia', age: 12 });
    const res = await app.request('/api/me', { headers: { cookie: child.cookie } });
    expect(res.status).toBe(200);
    const raw = await res.text();
    expect(raw).not.toMatch(/pin_?hash|"pin"/i);
    const me = MeResponseSchema.parse(JSON.parse(raw));
    expect(me.user.role).toBe('child');
    expect(me.family).toBeNull();
    expect(me.child).toMatchObject({
      id: child.childId,
      familyId: parent.familyId,
      username: 'lia',
      age: 12,
      hasPin: true,
    });
  });

  it('makes the device remember the family of a parent who signed in socially', async () => {
    const parent = await createVerifiedParent(app);
    const withoutDevice = parent.cookie
      .split('; ')
      .filter((pair) => !pair.startsWith('mesadinha.device_family='))
      .join('; ');
    const res = await app.request('/api/me', { headers: { cookie: withoutDevice } });
    const device = res.headers.getSetCookie().find((c) => c.startsWith('mesadinha.device_family='));
    expect(decodeURIComponent(device ?? '')).toContain(parent.familyId);
    const again = await app.request('/api/me', { headers: { cookie: parent.cookie } });
    expect(again.headers.getSetCookie().some((c) => c.includes('device_family'))).toBe(false);
  });

  it('reports role null and no family for a social user who has not finished sign-up', async () => {
    const social = await createSocialUser(app, { email: 'me-social@example.com', name: 'Bia' });
    const res = await app.request('/api/me', { headers: { cookie: social.cookie } });
    expect(res.status).toBe(200);
    const me = MeResponseSchema.parse(await res.json());
    expect(me.user).toMatchObject({ role: null, email: 'me-social@example.com', name: 'Bia' });
    expect(me.family).toBeNull();
    expect(me.child).toBeNull();
    expect(me.appearance).toEqual({ theme: 'light', language: 'pt-BR', currency: 'BRL' });
  });

  describe('appearance (issue 12)', () => {
    it("gives the parent and the child the family's stored appearance, never another family's", async () => {
      const parent = await createVerifiedParent(app);
      const child = await createSignedInChild(app, parent.familyId, { username: 'teo', age: 10 });
      const other = await createVerifiedParent(app);
      await testDb.owner
        .update(families)
        .set({ appearance: { theme: 'dark', language: 'es-ES', currency: 'EUR' } })
        .where(eq(families.id, parent.familyId));
      const chosen = { theme: 'dark', language: 'es-ES', currency: 'EUR' };
      for (const cookie of [parent.cookie, child.cookie]) {
        const res = await app.request('/api/me', { headers: { cookie } });
        expect(MeResponseSchema.parse(await res.json()).appearance).toEqual(chosen);
      }
      const res = await app.request('/api/me', { headers: { cookie: other.cookie } });
      expect(MeResponseSchema.parse(await res.json()).appearance).toEqual({
        theme: 'light',
        language: 'pt-BR',
        currency: 'BRL',
      });
    });

    it('falls back field by field to the default when the stored value does not fit', async () => {
      const parent = await createVerifiedParent(app);
      await testDb.owner
        .update(families)
        .set({ appearance: { theme: 'auto', language: 'fr-FR' } as never })
        .where(eq(families.id, parent.familyId));
      const res = await app.request('/api/me', { headers: { cookie: parent.cookie } });
      expect(MeResponseSchema.parse(await res.json()).appearance).toEqual({
        theme: 'auto',
        language: 'pt-BR',
        currency: 'BRL',
      });
    });
  });
});
