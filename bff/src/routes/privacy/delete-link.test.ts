import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  deleteLinkSent,
  ErrorResponseSchema,
  FamilyDeleteLinkResponseSchema,
  FamilySchema,
  PRIVACY_MSG,
} from '@portal/contracts';
import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  children,
  families,
  tasks,
  taskSubmissions,
  user,
  verification,
} from '../../db/schema';
import { completeWithPhotoAs, createTaskAs, taskBody } from '../../test/task-flow';
import { createVerifiedParent, grantPremiumForTest } from '../../test/test-accounts';
import { createTestApp, fromIp, signInHeaders, type TestApp } from '../../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import { createSocialUser } from '../../test/test-users';
import { call, childInput, setupFamily, signInChild } from '../children/children.test-support';

/*
 * Issue 36, item 7 (ADR 058): a parent who signs up with Google or Apple has no password, so
 * 'Excluir conta' with a password could never erase the family. Such a parent asks for a
 * one-time link at the verified address and confirms on the portal page with 'Excluir'.
 */
describe('erasing the family of a parent without a password (e-mailed link)', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'mesadinha-delete-link-'));
    app = createTestApp(testDb, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  let counter = 0;

  /** A parent who signed up with Google (no credential account), with a family. */
  async function googleParent() {
    counter += 1;
    const email = `google-${Date.now()}-${counter}@gmail.test`;
    const social = await createSocialUser(app, { email, name: 'Bia Google' });
    const done = await app.request(
      '/api/accounts/social/complete',
      {
        method: 'POST',
        headers: signInHeaders(social.cookie),
        body: JSON.stringify({
          fullName: 'Bia Google',
          familyName: 'Família Google',
          monthlyBudget: 30000,
        }),
      },
      fromIp(),
    );
    expect(done.status, await done.clone().text()).toBe(200);
    await grantPremiumForTest(app, social.userId);
    return { email, userId: social.userId, familyId: social.userId, cookie: social.cookie };
  }

  /** Asks for a deletion link as `cookie`; returns the token the e-mail to `email` carries. */
  async function askLink(cookie: string, email: string): Promise<string> {
    const res = await call(app, 'POST', '/api/family/delete-link', { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = FamilyDeleteLinkResponseSchema.parse(await res.json());
    expect(answer).toEqual({ sentTo: email, expiresInMinutes: 30 });
    const link = new URL(app.mail.linkTo(email));
    expect(link.pathname).toBe('/parent/delete-account');
    return link.searchParams.get('token')!;
  }

  const confirm = (cookie: string, token: string) =>
    call(app, 'POST', '/api/family/delete/confirm', { cookie, body: { token } });

  async function expectRefused(res: Response, code = 'DELETE_LINK_INVALID') {
    expect(res.status).toBe(400);
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body.code).toBe(code);
    expect(body.issues).toEqual([{ path: ['token'], message: PRIVACY_MSG.deleteLinkInvalid }]);
  }

  const familyExists = async (familyId: string) =>
    (await testDb.db.select().from(families).where(eq(families.id, familyId))).length === 1;

  it('a Google-only parent, refused by the password path, erases the family with the link', async () => {
    const parent = await googleParent();
    const family = FamilySchema.parse(
      await (await call(app, 'GET', '/api/family', { cookie: parent.cookie })).json(),
    );
    expect(family.hasPassword).toBe(false);
    // The password path cannot work for an account that has none.
    const withPassword = await call(app, 'POST', '/api/family/delete', {
      cookie: parent.cookie,
      body: { password: 'qualquer-uma' },
    });
    expect(withPassword.status).toBe(400);

    const [kid] = await setupFamily(app, parent.cookie, [childInput({ pin: '246810' })]);
    const child = await signInChild(app, { username: kid!.username, pin: '246810' });
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([kid!.id], { requiresPhoto: true, requiresApproval: false }),
    );
    const photo = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#4a8' },
    })
      .jpeg()
      .toBuffer();
    const done = await completeWithPhotoAs(app, child.cookie, task.id, {
      bytes: new Uint8Array(photo),
      type: 'image/jpeg',
      name: 'foto.jpg',
    });
    expect(done.status).toBe(200);
    const [stored] = await testDb.db
      .select({ path: taskSubmissions.photoPath })
      .from(taskSubmissions)
      .where(eq(taskSubmissions.familyId, parent.familyId));
    const photoFile = join(dataDir, stored!.path!);
    expect(existsSync(photoFile)).toBe(true);

    const token = await askLink(parent.cookie, parent.email);
    const mail = app.mail.lastTo(parent.email)!;
    expect(mail.subject).toBe('Confirme a exclusão da conta no Mesadinha');
    expect(deleteLinkSent(parent.email)).toBe(
      `Enviamos um link para ${parent.email}. Abra-o em até 30 minutos e toque em 'Excluir' para apagar a conta.`,
    );
    // Asking (or opening the page) erases nothing.
    expect(await familyExists(parent.familyId)).toBe(true);

    const res = await confirm(parent.cookie, token);
    expect(res.status, await res.clone().text()).toBe(204);
    expect(
      res.headers
        .getSetCookie()
        .some((line) => /^mesadinha\.session_token=;.*Max-Age=0/i.test(line)),
    ).toBe(true);
    expect(await familyExists(parent.familyId)).toBe(false);
    expect((await call(app, 'GET', '/api/me', { cookie: parent.cookie })).status).toBe(401);
    expect((await call(app, 'GET', '/api/me', { cookie: child.cookie })).status).toBe(401);
    expect((await signInChild(app, { username: kid!.username, pin: '246810' })).res.status).toBe(
      401,
    );
    const leftovers = await Promise.all([
      testDb.db
        .select()
        .from(user)
        .where(or(eq(user.id, parent.userId), eq(user.familyId, parent.familyId))),
      testDb.db.select().from(children).where(eq(children.familyId, parent.familyId)),
      testDb.db.select().from(account).where(eq(account.userId, parent.userId)),
      testDb.db.select().from(verification).where(eq(verification.value, parent.userId)),
    ]);
    expect(leftovers).toEqual([[], [], [], []]);
    expect(await testDb.db.select().from(tasks).where(eq(tasks.familyId, parent.familyId))).toEqual(
      [],
    );
    expect(existsSync(photoFile)).toBe(false);
  });

  it('only the newest link counts, once, before it expires, and only for its own parent', async () => {
    const parent = await googleParent();
    const other = await createVerifiedParent(app);
    const older = await askLink(parent.cookie, parent.email);
    const newer = await askLink(parent.cookie, parent.email);
    expect(newer).not.toBe(older);

    // Another family's parent sending it erases neither family.
    await expectRefused(await confirm(other.cookie, newer));
    // An older link, a made-up one.
    await expectRefused(await confirm(parent.cookie, older));
    await expectRefused(await confirm(parent.cookie, 'a'.repeat(43)));
    // Expired.
    await testDb.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, parent.userId));
    await expectRefused(await confirm(parent.cookie, newer));
    expect(await familyExists(parent.familyId)).toBe(true);
    expect(await familyExists(other.familyId)).toBe(true);

    const fresh = await askLink(parent.cookie, parent.email);
    expect((await confirm(parent.cookie, fresh)).status).toBe(204);
    // Spent: it erases nothing else, whoever sends it again.
    await expectRefused(await confirm(other.cookie, fresh));
    expect(await familyExists(other.familyId)).toBe(true);
    expect((await call(app, 'GET', '/api/me', { cookie: other.cookie })).status).toBe(200);
  });

  it.runIf(postgresAvailable)('a link sent twice at once erases the family once', async () => {
    const parent = await googleParent();
    const link = await askLink(parent.cookie, parent.email);
    const answers = await Promise.all([confirm(parent.cookie, link), confirm(parent.cookie, link)]);
    const statuses = answers.map((res) => res.status).sort();
    // One erases; the other finds the link spent (400) or, once the erasure committed, no
    // session any more (401): never a second erasure, never a 500.
    expect(statuses[0]).toBe(204);
    expect([400, 401]).toContain(statuses[1]);
    expect(await familyExists(parent.familyId)).toBe(false);
  });

  it('refuses a blank or malformed token with the same message, and a child', async () => {
    const parent = await googleParent();
    for (const token of ['', '   ', 'não-é-token!', 'x'.repeat(200)]) {
      await expectRefused(await confirm(parent.cookie, token), 'validation_error');
    }
    const [kid] = await setupFamily(app, parent.cookie, [childInput({ pin: '135790' })]);
    const child = await signInChild(app, { username: kid!.username, pin: '135790' });
    expect(
      (await call(app, 'POST', '/api/family/delete-link', { cookie: child.cookie })).status,
    ).toBe(403);
    expect(await familyExists(parent.familyId)).toBe(true);
  });
});
