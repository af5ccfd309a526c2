import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHILD_CONSENT_VERSION,
  ErrorResponseSchema,
  FamilyExportSchema,
  MSG,
  PRIVACY_MSG,
  type ChildPublic,
} from '@portal/contracts';
import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  children,
  families,
  goals,
  limits,
  session,
  tasks,
  taskSubmissions,
  transactions,
  user,
} from '../../db/schema';
import { grantMoney } from '../../test/goal-flow';
import { completeWithPhotoAs, createTaskAs, taskBody } from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { call, childInput, setupFamily, signInChild } from '../children/children.test-support';

function aJpeg(color: string): Promise<Uint8Array> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
}

/** A family with two children, a photo task done by the first, money and a goal. */
interface Family {
  parent: TestParent;
  kids: ChildPublic[];
  pins: string[];
  childCookie: string;
  taskTitle: string;
  photoFile: string;
}

describe('privacy: GET /api/family/export and POST /api/family/delete', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'mesadinha-privacy-'));
    app = createTestApp(testDb, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  async function createFamily(tag: string): Promise<Family> {
    const parent = await createVerifiedParent(app, { password: `senha-${tag}-123` });
    const pins = ['135790', '654321'];
    const kids = await setupFamily(app, parent.cookie, [
      childInput({ pin: pins[0] }),
      childInput({ pin: pins[1] }),
    ]);
    const signedIn = await signInChild(app, { username: kids[0]!.username, pin: pins[0]! });
    expect(signedIn.res.status).toBe(200);
    const taskTitle = `Arrumar o quarto ${tag}`;
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([kids[0]!.id], { title: taskTitle, requiresPhoto: true, requiresApproval: false }),
    );
    const done = await completeWithPhotoAs(app, signedIn.cookie, task.id, {
      bytes: await aJpeg(tag === 'a' ? '#48c' : '#c84'),
      type: 'image/jpeg',
      name: 'foto.jpg',
    });
    expect(done.status, await done.clone().text()).toBe(200);
    await grantMoney(testDb.db, parent.familyId, kids[1]!.id, 700);
    const goal = await call(app, 'POST', '/api/goals', {
      cookie: signedIn.cookie,
      body: { title: 'Bicicleta', targetAmount: '80,00' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(goal.status).toBe(201);
    const [submission] = await testDb.db
      .select({ path: taskSubmissions.photoPath })
      .from(taskSubmissions)
      .where(eq(taskSubmissions.familyId, parent.familyId));
    const photoFile = join(dataDir, submission!.path!);
    expect(existsSync(photoFile)).toBe(true);
    return { parent, kids, pins, childCookie: signedIn.cookie, taskTitle, photoFile };
  }

  /** Every row of the family across the tables, as text (to prove nothing changed). */
  async function rowsOf(familyId: string): Promise<string> {
    const db = testDb.db;
    const all = await Promise.all([
      db.select().from(families).where(eq(families.id, familyId)),
      db.select().from(limits).where(eq(limits.familyId, familyId)),
      db
        .select()
        .from(user)
        .where(or(eq(user.familyId, familyId), eq(user.id, familyId)))
        .orderBy(user.id),
      db.select().from(children).where(eq(children.familyId, familyId)).orderBy(children.id),
      db.select().from(tasks).where(eq(tasks.familyId, familyId)),
      db.select().from(taskSubmissions).where(eq(taskSubmissions.familyId, familyId)),
      db.select().from(transactions).where(eq(transactions.familyId, familyId)),
      db.select().from(goals).where(eq(goals.familyId, familyId)),
    ]);
    return JSON.stringify(all);
  }

  describe('GET /api/family/export', () => {
    let a: Family;
    let b: Family;
    beforeAll(async () => {
      a = await createFamily('a');
      b = await createFamily('b');
    });

    it('downloads one JSON file with the tasks, the ledger, the children with consent and the photo, no secrets and nothing of another family', async () => {
      const res = await call(app, 'GET', '/api/family/export', { cookie: a.parent.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="mesadinha-dados-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      const data = FamilyExportSchema.parse(JSON.parse(text));

      expect(data.family).toMatchObject({ id: a.parent.familyId });
      expect(data.tasks.map((task) => task.title)).toEqual([a.taskTitle]);
      expect(data.submissions).toHaveLength(1);
      expect(data.submissions[0]).toMatchObject({ taskTitle: a.taskTitle, hasPhoto: true });
      const ledgerSum = (childId: string) =>
        data.ledger
          .filter((row) => row.childId === childId)
          .reduce((sum, row) => sum + (row.amountCents as number), 0);
      // The reward of the photo task (5,00) and the grant of 7,00.
      expect(ledgerSum(a.kids[0]!.id)).toBe(500);
      expect(ledgerSum(a.kids[1]!.id)).toBe(700);
      expect(data.goals.map((goal) => goal.title)).toEqual(['Bicicleta']);
      expect(data.children.map((child) => child.id)).toEqual(a.kids.map((kid) => kid.id));
      expect(data.consents).toEqual(
        a.kids.map((kid) => ({
          childId: kid.id,
          version: CHILD_CONSENT_VERSION,
          at: expect.any(String),
        })),
      );
      expect(data.photos).toHaveLength(1);
      const photo = data.photos[0]!;
      expect(photo.submissionId).toBe(data.submissions[0]!.id);
      const bytes = Buffer.from(photo.dataUrl!.replace('data:image/jpeg;base64,', ''), 'base64');
      expect(bytes.equals(readFileSync(a.photoFile))).toBe(true);

      // No secrets: PIN or password hashes, tokens, payment ids, stored paths.
      expect(text).not.toMatch(/pinHash|pin_hash|password|token|stripe|photoPath|photos\//i);
      for (const [hash] of await testDb.db
        .select({ hash: children.pinHash })
        .from(children)
        .where(eq(children.familyId, a.parent.familyId))
        .then((rows) => rows.map((row) => [row.hash]))) {
        expect(text).not.toContain(hash);
      }
      // Nothing of family b.
      for (const id of [b.parent.familyId, ...b.kids.map((kid) => kid.id)]) {
        expect(text).not.toContain(id);
      }
    });

    it('is for parents only: a child gets 403, nobody signed in 401', async () => {
      const asChild = await call(app, 'GET', '/api/family/export', { cookie: a.childCookie });
      expect(asChild.status).toBe(403);
      expect(ErrorResponseSchema.parse(await asChild.json()).message).toBe(MSG.login.parentsOnly);
      expect((await call(app, 'GET', '/api/family/export')).status).toBe(401);
    });
  });

  describe('POST /api/family/delete', () => {
    let a: Family;
    let b: Family;
    beforeAll(async () => {
      a = await createFamily('del-a');
      b = await createFamily('del-b');
    });

    it("refuses a wrong password with 'Senha incorreta.' and a child with 403, changing nothing", async () => {
      const before = await rowsOf(a.parent.familyId);
      const wrong = await call(app, 'POST', '/api/family/delete', {
        cookie: a.parent.cookie,
        body: { password: 'nao-e-a-senha' },
      });
      expect(wrong.status).toBe(400);
      const body = ErrorResponseSchema.parse(await wrong.json());
      expect(body.message).toBe(PRIVACY_MSG.wrongPassword);
      expect(body.message).toBe('Senha incorreta.');
      expect(body.issues).toEqual([{ path: ['password'], message: 'Senha incorreta.' }]);
      const empty = await call(app, 'POST', '/api/family/delete', {
        cookie: a.parent.cookie,
        body: { password: '  ' },
      });
      expect(empty.status).toBe(400);
      const asChild = await call(app, 'POST', '/api/family/delete', {
        cookie: a.childCookie,
        body: { password: a.parent.password },
      });
      expect(asChild.status).toBe(403);
      // Another family's password does not erase this one either.
      const otherPassword = await call(app, 'POST', '/api/family/delete', {
        cookie: a.parent.cookie,
        body: { password: b.parent.password },
      });
      expect(otherPassword.status).toBe(400);
      expect(await rowsOf(a.parent.familyId)).toBe(before);
      expect(existsSync(a.photoFile)).toBe(true);
    });

    it('erases the family: nobody of it can sign in, its rows and photo files are gone, the other family is untouched', async () => {
      const otherBefore = await rowsOf(b.parent.familyId);
      const res = await call(app, 'POST', '/api/family/delete', {
        cookie: a.parent.cookie,
        body: { password: a.parent.password },
      });
      expect(res.status, await res.clone().text()).toBe(204);
      const cleared = res.headers.getSetCookie();
      expect(cleared.some((cookie) => /^mesadinha\.session_token=;.*Max-Age=0/i.test(cookie))).toBe(
        true,
      );

      // Nobody of the family gets in any more.
      expect((await call(app, 'GET', '/api/me', { cookie: a.parent.cookie })).status).toBe(401);
      expect((await call(app, 'GET', '/api/me', { cookie: a.childCookie })).status).toBe(401);
      expect((await signIn(app, a.parent.email, a.parent.password)).status).toBe(401);
      for (const [index, kid] of a.kids.entries()) {
        expect(
          (await signInChild(app, { username: kid.username, pin: a.pins[index]! })).res.status,
        ).toBe(401);
      }
      // No row of it is left, in any table.
      const familyId = a.parent.familyId;
      expect(await rowsOf(familyId)).toBe(JSON.stringify([[], [], [], [], [], [], [], []]));
      expect(await testDb.db.select().from(session).where(eq(session.userId, familyId))).toEqual(
        [],
      );
      expect(await testDb.db.select().from(account).where(eq(account.userId, familyId))).toEqual(
        [],
      );
      expect(existsSync(a.photoFile)).toBe(false);

      // The other family keeps everything, its photo included, and still signs in.
      expect(await rowsOf(b.parent.familyId)).toBe(otherBefore);
      expect(existsSync(b.photoFile)).toBe(true);
      expect((await call(app, 'GET', '/api/me', { cookie: b.parent.cookie })).status).toBe(200);
      expect(
        (await signInChild(app, { username: b.kids[0]!.username, pin: b.pins[0]! })).res.status,
      ).toBe(200);
      // The erased family's usernames and parent e-mail are free again.
      const again = await createVerifiedParent(app, { email: a.parent.email });
      const [kid] = await setupFamily(app, again.cookie, [
        childInput({ username: a.kids[0]!.username }),
      ]);
      expect(kid!.username).toBe(a.kids[0]!.username);
    });
  });
});
