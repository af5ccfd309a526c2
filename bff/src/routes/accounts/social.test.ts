import { MeResponseSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { families, limits, user } from '../../db/schema';
import { createVerifiedParent } from '../../test/test-accounts';
import { createTestApp, fromIp, signInHeaders, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild, createSocialUser } from '../../test/test-users';

const body = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Beatriz Costa',
  familyName: 'Família Costa',
  phone: '',
  monthlyBudget: 30000,
  ...overrides,
});

function complete(app: TestApp, cookie: string | undefined, payload: unknown) {
  return app.request(
    '/api/accounts/social/complete',
    { method: 'POST', headers: signInHeaders(cookie), body: JSON.stringify(payload) },
    fromIp(),
  );
}

describe('POST /api/accounts/social/complete', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('makes a social user without a role a parent with a family and default limits', async () => {
    const social = await createSocialUser(app, { email: 'bia@gmail.test', name: 'Bia' });

    const res = await complete(app, social.cookie, body({ email: 'outro@example.com' }));

    expect(res.status).toBe(200);
    const me = MeResponseSchema.parse(await res.json());
    expect(me.user).toMatchObject({ id: social.userId, role: 'parent', name: 'Beatriz Costa' });
    // The e-mail is the provider's, whatever the body says.
    expect(me.family).toMatchObject({
      id: social.userId,
      name: 'Família Costa',
      parentName: 'Beatriz Costa',
      parentEmail: 'bia@gmail.test',
      phone: null,
      monthlyBudget: 30000,
      subscriptionStatus: 'inactive',
    });
    const [row] = await testDb.db.select().from(user).where(eq(user.id, social.userId));
    expect(row).toMatchObject({ role: 'parent', familyId: social.userId });
    const limitRows = await testDb.db
      .select()
      .from(limits)
      .where(eq(limits.familyId, social.userId));
    expect(limitRows).toHaveLength(1);

    // The same session now passes parent checks.
    const again = await app.request('/api/me', { headers: { cookie: social.cookie } });
    expect(MeResponseSchema.parse(await again.json()).user.role).toBe('parent');
  });

  it('is idempotent: a second completion keeps the one family', async () => {
    const social = await createSocialUser(app, { email: 'duas@gmail.test', name: 'Duda' });
    expect((await complete(app, social.cookie, body())).status).toBe(200);
    const second = await complete(app, social.cookie, body({ familyName: 'Outro Nome' }));
    expect(second.status).toBe(200);
    const rows = await testDb.db.select().from(families).where(eq(families.id, social.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Família Costa');
  });

  it("answers 401 'Nenhum usuário autenticado para concluir o cadastro.' without a session", async () => {
    const res = await complete(app, undefined, body());
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      message: 'Nenhum usuário autenticado para concluir o cadastro.',
    });
  });

  it('refuses a child (403)', async () => {
    const parent = await createVerifiedParent(app);
    const child = await createSignedInChild(app, parent.familyId, { username: 'teo' });
    const res = await complete(app, child.cookie, body());
    expect(res.status).toBe(403);
  });

  it.each([
    [{ fullName: '' }, ['fullName'], 'Nome completo é obrigatório'],
    [{ familyName: '' }, ['familyName'], 'Nome da família é obrigatório'],
    [{ monthlyBudget: '' }, ['monthlyBudget'], 'Orçamento mensal é obrigatório'],
    [{ monthlyBudget: -5 }, ['monthlyBudget'], 'Valor inválido'],
  ])('answers 400 with the spec message for %j', async (override, path, message) => {
    const social = await createSocialUser(app, {
      email: `invalido-${Math.random().toString(36).slice(2)}@gmail.test`,
      name: 'X',
    });
    const res = await complete(app, social.cookie, body(override));
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { issues: { path: string[]; message: string }[] };
    expect(answer.issues).toContainEqual({ path, message });
    const rows = await testDb.db.select().from(families).where(eq(families.id, social.userId));
    expect(rows).toHaveLength(0);
  });
});
