import { ParentSignUpResponseSchema } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, families, limits, user } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { firstLink, startTestSmtpServer } from '../../test/smtp-server';
import {
  createTestApp,
  fromIp,
  signIn,
  signInHeaders,
  TEST_ORIGIN,
  type TestApp,
} from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createParentAccount } from './accounts.service';

const validBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Maria Souza',
  email: 'maria@example.com',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  familyName: 'Família Souza',
  phone: '(11) 99999-0000',
  monthlyBudget: '250,50',
  ...overrides,
});

function signUp(app: TestApp, body: unknown, ip?: string) {
  return app.request(
    '/api/accounts/parent-sign-up',
    { method: 'POST', headers: signInHeaders(), body: JSON.stringify(body) },
    fromIp(ip),
  );
}

async function countRows(testDb: TestDatabase, email: string) {
  const [users] = await testDb.db
    .select({ n: sql<number>`count(*)::int` })
    .from(user)
    .where(eq(user.email, email));
  const [familyRows] = await testDb.db
    .select({ n: sql<number>`count(*)::int` })
    .from(families)
    .where(eq(families.parentEmail, email));
  const [accounts] = await testDb.db
    .select({ n: sql<number>`count(*)::int` })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  return { users: users!.n, families: familyRows!.n, accounts: accounts!.n };
}

describe('POST /api/accounts/parent-sign-up', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('creates the parent user, its family and default limits, and e-mails a confirmation link', async () => {
    const res = await signUp(app, validBody({ email: '  Maria@Example.com ' }));

    expect(res.status).toBe(201);
    expect(ParentSignUpResponseSchema.parse(await res.json())).toEqual({
      requiresEmailConfirmation: true,
      email: 'maria@example.com',
    });
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);

    const [created] = await testDb.db
      .select()
      .from(user)
      .where(eq(user.email, 'maria@example.com'));
    expect(created).toMatchObject({ role: 'parent', emailVerified: false, name: 'Maria Souza' });
    expect(created!.familyId).toBe(created!.id);
    const [credential] = await testDb.db
      .select()
      .from(account)
      .where(eq(account.userId, created!.id));
    expect(credential!.providerId).toBe('credential');
    expect(credential!.password).not.toContain('segredo1');
    const [family] = await testDb.db.select().from(families).where(eq(families.id, created!.id));
    expect(family).toMatchObject({
      name: 'Família Souza',
      parentName: 'Maria Souza',
      parentEmail: 'maria@example.com',
      phone: '(11) 99999-0000',
      monthlyBudgetCents: 25050,
      subscriptionStatus: 'inactive',
    });
    const [limit] = await testDb.db.select().from(limits).where(eq(limits.familyId, created!.id));
    expect(limit).toMatchObject({
      maxWeeklySpendingCents: 10000,
      maxDailyTasks: 5,
      requirePhotoApproval: true,
    });

    const mail = app.mail.lastTo('maria@example.com');
    expect(mail?.subject).toBe('Confirme seu e-mail no Mesadinha');
    expect(mail?.text).toContain('Mesadinha');
    const link = new URL(app.mail.linkTo('maria@example.com'));
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/api/auth/verify-email`);
    expect(link.searchParams.get('callbackURL')).toBe('/parent/login?verified=1');
    expect(mail?.html).toContain(link.searchParams.get('token'));
  });

  it('keeps an unconfirmed parent out (403 EMAIL_NOT_VERIFIED) until the e-mailed link is followed', async () => {
    await signUp(app, validBody({ email: 'joao@example.com' }));
    const before = await signIn(app, 'joao@example.com', 'segredo1');
    expect(before.status).toBe(403);
    expect(await before.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const link = new URL(app.mail.linkTo('joao@example.com'));
    const verify = await app.request(`${link.pathname}${link.search}`, {}, fromIp());
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/parent/login?verified=1');
    // No automatic sign-in: the login page asks for the password.
    expect(verify.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);

    const after = await signIn(app, 'joao@example.com', 'segredo1');
    expect(after.status).toBe(200);
  });

  it('sends a new confirmation link when an unconfirmed parent signs in (the first one expired or got lost)', async () => {
    await signUp(app, validBody({ email: 'lia@example.com' }));
    const sentToLia = () => app.mail.sent.filter((m) => m.to === 'lia@example.com').length;
    expect(sentToLia()).toBe(1);
    const refused = await signIn(app, 'lia@example.com', 'segredo1');
    expect(refused.status).toBe(403);
    expect(sentToLia()).toBe(2);
    const link = new URL(app.mail.linkTo('lia@example.com'));
    expect(link.searchParams.get('callbackURL')).toBe('/parent/login?verified=1');
    // A wrong password sends nothing.
    expect((await signIn(app, 'lia@example.com', 'errada99')).status).toBe(401);
    expect(sentToLia()).toBe(2);
    const verify = await app.request(`${link.pathname}${link.search}`, {}, fromIp());
    expect(verify.headers.get('location')).toBe('/parent/login?verified=1');
    expect((await signIn(app, 'lia@example.com', 'segredo1')).status).toBe(200);
  });

  it('sends a bad confirmation link back to the login page with an error', async () => {
    const res = await app.request(
      '/api/auth/verify-email?token=nao-e-um-token&callbackURL=%2Fparent%2Flogin%3Fverified%3D1',
      {},
      fromIp(),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/parent/login?verified=1&error=INVALID_TOKEN');
  });

  it('answers 409 EMAIL_TAKEN for an e-mail in use and creates nothing more', async () => {
    await signUp(app, validBody({ email: 'dup@example.com' }));
    const before = await countRows(testDb, 'dup@example.com');

    const res = await signUp(app, validBody({ email: 'DUP@example.com', familyName: 'Outra' }));

    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'E-mail já cadastrado',
    });
    expect(await countRows(testDb, 'dup@example.com')).toEqual(before);
    expect(before).toEqual({ users: 1, families: 1, accounts: 1 });
  });

  it('leaves no user, account, family or limits row when the transaction fails at the end', async () => {
    await expect(
      createParentAccount(
        app.auth,
        new Headers(signInHeaders()),
        {
          fullName: 'Falha',
          email: 'falha@example.com',
          password: 'segredo1',
          familyName: 'Família Falha',
          monthlyBudgetCents: 1000,
        },
        async () => {
          throw new Error('forced failure after every insert');
        },
      ),
    ).rejects.toThrow('forced failure');

    expect(await countRows(testDb, 'falha@example.com')).toEqual({
      users: 0,
      families: 0,
      accounts: 0,
    });
    const orphanLimits = await testDb.db.execute(
      sql`select count(*)::int as n from limits l left join families f on f.id = l.family_id where f.id is null`,
    );
    const rows = Array.isArray(orphanLimits)
      ? orphanLimits
      : (orphanLimits as { rows: unknown[] }).rows;
    expect(rows[0]).toMatchObject({ n: 0 });
    expect(app.mail.lastTo('falha@example.com')).toBeUndefined();
  });

  it.each([
    [{ fullName: '' }, ['fullName'], 'Nome completo é obrigatório'],
    [{ email: '' }, ['email'], 'E-mail é obrigatório'],
    [{ email: 'maria.example.com' }, ['email'], 'E-mail inválido'],
    [{ password: '', confirmPassword: '' }, ['password'], 'Senha é obrigatória'],
    [
      { password: '12345', confirmPassword: '12345' },
      ['password'],
      'Senha deve ter pelo menos 6 caracteres',
    ],
    [{ confirmPassword: 'outra123' }, ['confirmPassword'], 'Senhas não coincidem'],
    [{ familyName: '  ' }, ['familyName'], 'Nome da família é obrigatório'],
    [{ monthlyBudget: '' }, ['monthlyBudget'], 'Orçamento mensal é obrigatório'],
    [{ monthlyBudget: 0 }, ['monthlyBudget'], 'Valor inválido'],
    [{ monthlyBudget: 'abc' }, ['monthlyBudget'], 'Valor inválido'],
  ])('answers 400 with the spec message for %j', async (override, path, message) => {
    const res = await signUp(app, validBody({ email: 'invalid@example.com', ...override }));

    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      code: string;
      issues: { path: string[]; message: string }[];
    };
    expect(body.code).toBe('validation_error');
    expect(body.issues).toContainEqual({ path, message });
    expect((await countRows(testDb, 'invalid@example.com')).users).toBe(0);
  });

  it('accepts a sign-up without a phone', async () => {
    const res = await signUp(app, validBody({ email: 'semfone@example.com', phone: '' }));
    expect(res.status).toBe(201);
    const [family] = await testDb.db
      .select({ phone: families.phone })
      .from(families)
      .where(eq(families.parentEmail, 'semfone@example.com'));
    expect(family!.phone).toBeNull();
  });

  it('limits sign-ups per client address (429 after 10 in 10 minutes)', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let index = 0; index < 11; index += 1) {
      last = await signUp(app, validBody({ email: `limite${index}@example.com` }), ip);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const other = await signUp(app, validBody({ email: 'outro-ip@example.com' }), '203.0.113.78');
    expect(other.status).toBe(201);
  });
});

describe('confirmation e-mail over SMTP (SMTP_URL)', () => {
  let testDb: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    smtp = await startTestSmtpServer();
    const mailer = createMailer(
      { SMTP_URL: smtp.url, MAIL_FROM: undefined },
      testDb.db,
      pino({ level: 'silent' }),
    );
    app = createTestApp(testDb, { env: { SMTP_URL: smtp.url }, mailer });
  });
  afterAll(async () => {
    await smtp.close();
    await testDb.destroy();
  });

  it('reaches a real SMTP server, and its link confirms the account so sign-in works', async () => {
    const res = await signUp(app, validBody({ email: 'smtp@example.com' }));
    expect(res.status).toBe(201);

    const mail = await smtp.waitFor('smtp@example.com');
    expect(mail.subject).toBe('Confirme seu e-mail no Mesadinha');
    expect(mail.from).toBe('nao-responda@mesadinha.app');
    const link = new URL(firstLink(mail));
    expect(link.origin).toBe(TEST_ORIGIN);

    expect((await signIn(app, 'smtp@example.com', 'segredo1')).status).toBe(403);
    const verify = await app.request(`${link.pathname}${link.search}`, {}, fromIp());
    expect(verify.status).toBe(302);
    expect((await signIn(app, 'smtp@example.com', 'segredo1')).status).toBe(200);
  });
});
