import { CompleteTaskResponseSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskSubmissions } from '../db/schema';
import { createVerifiedParent, type TestParent } from '../test/test-accounts';
import { createTestApp, fromIp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import {
  approveAs,
  childRowOf,
  completeAs,
  createTaskAs,
  errorOf,
  submissionsOfTask,
  taskBody,
  uniqueUsername,
} from '../test/task-flow';
import { createSignedInChild } from '../test/test-users';
import { carriesPortalCookie, CROSS_SITE_MESSAGE } from './same-origin';

/** What a cross-site HTML form sends: urlencoded body, a foreign Origin, Sec-Fetch-Site. */
const EVIL_FORM = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: 'https://evil.example',
  'sec-fetch-site': 'cross-site',
};

describe('cross-site requests with the portal cookies (ADR 011)', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let kid: { childId: string; cookie: string; userId: string };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb, { env: { TRUSTED_ORIGINS: ['http://localhost:3002'] } });
    parent = await createVerifiedParent(app);
    kid = await createSignedInChild(app, parent.familyId, { username: uniqueUsername() });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const post = (path: string, headers: Record<string, string>, body: string = 'notes=oi') =>
    app.request(path, { method: 'POST', headers, body }, fromIp());

  it('a cross-site form cannot complete a task (child cookie) nor approve it (parent cookie)', async () => {
    const task = await createTaskAs(app, parent.cookie, taskBody([kid.childId]));

    // The child is signed in; a foreign page posts a form to complete the task.
    const complete = await post(`/api/tasks/${task.id}/complete`, {
      ...EVIL_FORM,
      cookie: kid.cookie,
    });
    expect(complete.status).toBe(403);
    expect(await errorOf(complete)).toMatchObject({
      code: 'cross_site_request',
      message: CROSS_SITE_MESSAGE,
    });
    // The same as multipart (a form with enctype=multipart/form-data, which the route accepts).
    const form = new FormData();
    form.set('notes', 'feito');
    const multipart = await app.request(
      `/api/tasks/${task.id}/complete`,
      {
        method: 'POST',
        headers: { origin: EVIL_FORM.origin, 'sec-fetch-site': 'cross-site', cookie: kid.cookie },
        body: form,
      },
      fromIp(),
    );
    expect(multipart.status).toBe(403);
    expect(await submissionsOfTask(testDb.db, task.id)).toHaveLength(0);

    // From the portal it works, so the submission exists for the parent's part.
    const done = await completeAs(app, kid.cookie, task.id);
    expect(done.status, await done.clone().text()).toBe(200);
    const submissionId = CompleteTaskResponseSchema.parse(await done.json()).submission.id;
    const completed = await childRowOf(testDb.db, kid.childId);

    // The parent is signed in; a foreign page posts a form to approve it.
    const approve = await post(
      `/api/submissions/${submissionId}/approve`,
      { ...EVIL_FORM, cookie: parent.cookie },
      '',
    );
    expect(approve.status).toBe(403);
    expect(await errorOf(approve)).toMatchObject({ code: 'cross_site_request' });
    const status = async () => {
      const [row] = await testDb.db
        .select({ status: taskSubmissions.status })
        .from(taskSubmissions)
        .where(eq(taskSubmissions.id, submissionId));
      return row?.status;
    };
    expect(await status()).toBe('pending');
    const after = await childRowOf(testDb.db, kid.childId);
    expect(after.balanceCents).toBe(completed.balanceCents);
    expect(after.totalEarnedCents).toBe(completed.totalEarnedCents);
    expect(after.xp).toBe(completed.xp);

    // Control: the same approval from the portal's origin is accepted.
    const ok = await approveAs(app, parent.cookie, submissionId);
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await status()).toBe('approved');
  });

  it("covers better-auth's routes too: a cross-site sign-out is refused and the session lives", async () => {
    const res = await post(
      '/api/auth/sign-out',
      { ...EVIL_FORM, 'content-type': 'application/json', cookie: parent.cookie },
      '{}',
    );
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'cross_site_request' });
    expect((await app.request('/api/me', { headers: { cookie: parent.cookie } })).status).toBe(200);
  });

  it('refuses a cookie write with neither Origin nor Sec-Fetch-Site, or with Origin "null"', async () => {
    const headers = { 'content-type': 'application/json', cookie: parent.cookie };
    expect((await post('/api/tasks', headers, '{}')).status).toBe(403);
    expect((await post('/api/tasks', { ...headers, origin: 'null' }, '{}')).status).toBe(403);
    // A sibling origin (same site, other port) is still another origin.
    const sameSite = await post(
      '/api/tasks',
      { ...headers, origin: 'http://localhost:3999', 'sec-fetch-site': 'same-site' },
      '{}',
    );
    expect(sameSite.status).toBe(403);
    const sameSiteNoOrigin = await post(
      '/api/tasks',
      { ...headers, 'sec-fetch-site': 'same-site' },
      '{}',
    );
    expect(sameSiteNoOrigin.status).toBe(403);
  });

  it('accepts the portal: its Origin, a TRUSTED_ORIGINS entry, or Sec-Fetch-Site: same-origin', async () => {
    const body = JSON.stringify(taskBody([kid.childId]));
    const json = { 'content-type': 'application/json', cookie: parent.cookie };
    const extras: Record<string, string>[] = [
      { origin: TEST_ORIGIN },
      { origin: 'http://localhost:3002' },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const extra of extras) {
      const res = await post('/api/tasks', { ...json, ...extra }, body);
      expect(res.status, JSON.stringify(extra)).toBe(201);
    }
  });

  it('leaves requests without the portal cookies and safe methods alone', async () => {
    // No cookie: the request acts as nobody, so the route answers it (401), not the guard.
    const anonymous = await post('/api/tasks', { ...EVIL_FORM }, 'x=1');
    expect(anonymous.status).toBe(401);
    const read = await app.request('/api/me', {
      headers: { cookie: parent.cookie, origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
  });

  it('recognises every cookie of the BFF, with or without the __Secure- prefix', () => {
    expect(carriesPortalCookie('mesadinha.session_token=abc')).toBe(true);
    expect(carriesPortalCookie('a=1; __Secure-mesadinha.session_token=abc')).toBe(true);
    expect(carriesPortalCookie('mesadinha.device_family=x')).toBe(true);
    expect(carriesPortalCookie('other.session_token=abc; mesadinhaX=1')).toBe(false);
    expect(carriesPortalCookie(undefined)).toBe(false);
  });
});
