import { randomUUID } from 'node:crypto';
import {
  ChildListResponseSchema,
  CompleteTaskResponseSchema,
  MSG,
  TaskListResponseSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { ERROR_MESSAGES } from '../lib/errors';
import { createVerifiedParent, type TestParent } from '../test/test-accounts';
import { createTestApp, fromIp, signInHeaders, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { createTaskAs, errorOf, taskBody, uniqueUsername } from '../test/task-flow';
import { createSignedInChild } from '../test/test-users';
import { call, childInput } from './children/children.test-support';

/*
 * Bad input, as an attacker sends it: each answer is a 4xx with a pt-BR message, never a 500
 * (issue 9). The rows marked "was 500" answered 500 before the contracts were bounded.
 */

const NUL = '\u0000';
const X = MSG.text;
const TOO_LARGE = ERROR_MESSAGES.payloadTooLarge;

/** The answer a case expects; `was` is the status before issue 9 (documentation). */
interface Expected {
  field?: string;
  message: string;
  was: number;
}
const INT4_OVERFLOW = 2 ** 31;

describe('bad input is a 4xx with a pt-BR message, never a 500', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let child: { childId: string; cookie: string; username: string };
  let submissionId: string;
  let taskId: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
    const username = uniqueUsername();
    child = { ...(await createSignedInChild(app, parent.familyId, { username })), username };
    const task = await createTaskAs(app, parent.cookie, taskBody([child.childId]));
    taskId = task.id;
    const done = await call(app, 'POST', `/api/tasks/${task.id}/complete`, {
      cookie: child.cookie,
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(done.status, await done.clone().text()).toBe(200);
    submissionId = CompleteTaskResponseSchema.parse(await done.json()).submission.id;
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const asParent = (method: string, path: string, body?: unknown) =>
    call(app, method, path, { cookie: parent.cookie, body });

  function signUpBody(overrides: Record<string, unknown> = {}) {
    return {
      fullName: 'Maria Silva',
      email: `mae-${randomUUID()}@example.com`,
      password: 'senha123',
      confirmPassword: 'senha123',
      familyName: 'Família Silva',
      monthlyBudget: '500,00',
      ...overrides,
    };
  }
  const signUp = (body: Record<string, unknown>) =>
    app.request(
      '/api/accounts/parent-sign-up',
      { method: 'POST', headers: signInHeaders(), body: JSON.stringify(body) },
      fromIp(),
    );
  const raw = (path: string, contentType: string, body: string, cookie = parent.cookie) =>
    app.request(
      path,
      {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': contentType, cookie },
        body,
      },
      fromIp(),
    );
  const ids = (n: number) => Array.from({ length: n }, () => randomUUID());

  /**
   * [what, request, expected status, expected message (of the field's issue when `field` is
   * given), and the status the same request got before issue 9 (`was`)].
   */
  const cases: [string, () => Promise<Response> | Response, number, Expected][] = [
    [
      'NUL in a task title',
      () => asParent('POST', '/api/tasks', taskBody([child.childId], { title: `Cama${NUL}` })),
      400,
      { field: 'title', message: X.invalidCharacters, was: 500 },
    ],
    [
      'NUL in a child name',
      () => asParent('POST', '/api/children', childInput({ name: `Ana${NUL}` })),
      400,
      { field: 'name', message: X.invalidCharacters, was: 500 },
    ],
    [
      'NUL in a child username',
      () => asParent('POST', '/api/children', childInput({ username: `kid${NUL}abc` })),
      400,
      { field: 'username', message: MSG.childServer.usernameInvalid, was: 400 },
    ],
    [
      'NUL in a child sign-in username',
      () =>
        call(app, 'POST', '/api/child-auth/sign-in', {
          body: { username: `kid${NUL}`, pin: '123456' },
        }),
      400,
      { field: 'username', message: X.invalidCharacters, was: 500 },
    ],
    [
      'NUL in a completion note',
      async () =>
        call(
          app,
          'POST',
          `/api/tasks/${(await createTaskAs(app, parent.cookie, taskBody([child.childId]))).id}/complete`,
          {
            cookie: child.cookie,
            body: { notes: `oi${NUL}` },
            headers: { 'idempotency-key': randomUUID() },
          },
        ),
      400,
      { field: 'notes', message: X.invalidCharacters, was: 500 },
    ],
    [
      'NUL in a rejection reason',
      () => asParent('POST', `/api/submissions/${submissionId}/reject`, { reason: `não${NUL}` }),
      400,
      { field: 'reason', message: X.invalidCharacters, was: 500 },
    ],
    [
      'NUL in an approval note',
      () => asParent('POST', `/api/submissions/${submissionId}/approve`, { notes: `ok${NUL}` }),
      400,
      { field: 'notes', message: X.invalidCharacters, was: 500 },
    ],
    [
      'NUL in the family name at sign-up',
      () => signUp(signUpBody({ familyName: `Silva${NUL}` })),
      400,
      { field: 'familyName', message: X.invalidCharacters, was: 500 },
    ],
    [
      'NUL in the e-mail at sign-in',
      () =>
        app.request(
          '/api/auth/sign-in/email',
          {
            method: 'POST',
            headers: signInHeaders(),
            body: JSON.stringify({ email: `a${NUL}@example.com`, password: 'senha123' }),
          },
          fromIp(),
        ),
      400,
      { field: 'email', message: MSG.login.emailInvalid, was: 400 },
    ],
    [
      'NUL in the search query',
      () => asParent('GET', `/api/tasks?search=a%00b`),
      400,
      { field: 'search', message: X.invalidCharacters, was: 500 },
    ],
    [
      'NUL in the category query',
      () => asParent('GET', `/api/tasks?category=a%00b`),
      400,
      { field: 'category', message: X.invalidCharacters, was: 500 },
    ],
    [
      'reward of 2^31 centavos at creation',
      () => asParent('POST', '/api/tasks', taskBody([child.childId], { value: INT4_OVERFLOW })),
      400,
      { field: 'value', message: MSG.task.valueOutOfRange, was: 500 },
    ],
    [
      'reward of 2^31 centavos at edit',
      () => asParent('PATCH', `/api/tasks/${taskId}`, { value: INT4_OVERFLOW }),
      400,
      { field: 'value', message: MSG.task.valueOutOfRange, was: 400 },
    ],
    [
      'weekly limit of 2^31 centavos',
      () => asParent('POST', '/api/children', childInput({ weeklyLimit: INT4_OVERFLOW })),
      400,
      { field: 'weeklyLimit', message: MSG.childSetup.valueInvalid, was: 500 },
    ],
    [
      'weekly limit of 2^31 centavos at edit',
      () => asParent('PATCH', `/api/children/${child.childId}`, { weeklyLimit: INT4_OVERFLOW }),
      400,
      { field: 'weeklyLimit', message: MSG.childSetup.valueInvalid, was: 500 },
    ],
    [
      'monthly budget of 2^31 centavos at sign-up',
      () => signUp(signUpBody({ monthlyBudget: INT4_OVERFLOW })),
      400,
      { field: 'monthlyBudget', message: MSG.signup.valueInvalid, was: 500 },
    ],
    [
      'monthly budget of 2^31 centavos at setup',
      () =>
        asParent('POST', '/api/children/setup', {
          parentConsent: true,
          monthlyBudget: INT4_OVERFLOW,
          children: [childInput()],
        }),
      400,
      { field: 'monthlyBudget', message: MSG.signup.valueInvalid, was: 500 },
    ],
    [
      'page size of 2^31',
      () => asParent('GET', `/api/tasks?limit=${INT4_OVERFLOW}`),
      400,
      { field: 'limit', message: X.pageSizeInvalid, was: 400 },
    ],
    [
      '101 ids in a bulk delete',
      () => asParent('POST', '/api/tasks/bulk-delete', { ids: ids(101) }),
      400,
      { field: 'ids', message: X.tooManyIds, was: 200 },
    ],
    [
      '101 ids in a bulk approve',
      () => asParent('POST', '/api/submissions/bulk-approve', { ids: ids(101) }),
      400,
      { field: 'ids', message: X.tooManyIds, was: 200 },
    ],
    [
      '70,000 ids in a bulk delete',
      () => asParent('POST', '/api/tasks/bulk-delete', { ids: ids(70_000) }),
      413,
      { message: TOO_LARGE, was: 500 },
    ],
    [
      '70,000 ids in a bulk approve',
      () => asParent('POST', '/api/submissions/bulk-approve', { ids: ids(70_000) }),
      413,
      { message: TOO_LARGE, was: 200 },
    ],
    [
      '101 children assigned to a task',
      () => asParent('POST', '/api/tasks', taskBody(ids(101))),
      400,
      { field: 'assignedChildren', message: X.tooManyIds, was: 400 },
    ],
    [
      'a due date in year 0000',
      () => asParent('POST', '/api/tasks', taskBody([child.childId], { dueDate: '0000-01-01' })),
      400,
      { field: 'dueDate', message: MSG.task.dateInvalid, was: 500 },
    ],
    [
      'a due date in year 0000 at edit',
      () => asParent('PATCH', `/api/tasks/${taskId}`, { dueDate: '0000-06-15' }),
      400,
      { field: 'dueDate', message: MSG.task.dateInvalid, was: 500 },
    ],
    [
      'a due date in year 9999',
      () => asParent('POST', '/api/tasks', taskBody([child.childId], { dueDate: '9999-12-31' })),
      400,
      { field: 'dueDate', message: MSG.task.dateInvalid, was: 201 },
    ],
    [
      'an impossible date (2026-02-30)',
      () => asParent('POST', '/api/tasks', taskBody([child.childId], { dueDate: '2026-02-30' })),
      400,
      { field: 'dueDate', message: MSG.task.dateInvalid, was: 400 },
    ],
    [
      'a cursor past bigint',
      () =>
        asParent(
          'GET',
          `/api/tasks?cursor=${Buffer.from(`99999999999999999999.${randomUUID()}`).toString('base64url')}`,
        ),
      400,
      { message: X.cursorInvalid, was: 500 },
    ],
    [
      'a cursor of garbage',
      () => asParent('GET', `/api/tasks?cursor=${encodeURIComponent('!!%%\u0001')}`),
      400,
      { field: 'cursor', message: X.cursorInvalid, was: 400 },
    ],
    [
      'a child name of 81 characters',
      () => asParent('POST', '/api/children', childInput({ name: 'a'.repeat(81) })),
      400,
      { field: 'name', message: X.nameTooLong, was: 201 },
    ],
    [
      'a username of 31 characters',
      () => asParent('POST', '/api/children', childInput({ username: 'a'.repeat(31) })),
      400,
      { field: 'username', message: X.usernameTooLong, was: 201 },
    ],
    [
      'a family name of 81 characters',
      () => signUp(signUpBody({ familyName: 'F'.repeat(81) })),
      400,
      { field: 'familyName', message: X.familyNameTooLong, was: 201 },
    ],
    [
      'a full name of 81 characters',
      () => signUp(signUpBody({ fullName: 'N'.repeat(81) })),
      400,
      { field: 'fullName', message: X.nameTooLong, was: 201 },
    ],
    [
      'an e-mail of 255 characters',
      () => signUp(signUpBody({ email: `${'a'.repeat(243)}@example.com` })),
      400,
      { field: 'email', message: MSG.signup.emailInvalid, was: 201 },
    ],
    [
      'a password of 129 characters',
      () => signUp(signUpBody({ password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) })),
      400,
      { field: 'password', message: X.passwordTooLong, was: 500 },
    ],
    [
      'a description of 501 characters',
      () =>
        asParent('POST', '/api/tasks', taskBody([child.childId], { description: 'd'.repeat(501) })),
      400,
      { field: 'description', message: MSG.task.descriptionTooLong, was: 201 },
    ],
    [
      'a rejection reason of 501 characters',
      () =>
        asParent('POST', `/api/submissions/${submissionId}/reject`, { reason: 'r'.repeat(501) }),
      400,
      { field: 'reason', message: MSG.task.reasonTooLong, was: 400 },
    ],
    [
      'an escape character in a title',
      () => asParent('POST', '/api/tasks', taskBody([child.childId], { title: 'Cama\u001b[31m' })),
      400,
      { field: 'title', message: X.invalidCharacters, was: 201 },
    ],
    [
      'a line break in a title',
      () => asParent('POST', '/api/tasks', taskBody([child.childId], { title: 'Cama\nArrumada' })),
      400,
      { field: 'title', message: X.invalidCharacters, was: 201 },
    ],
    [
      'a bell character in a child name',
      () => asParent('POST', '/api/children', childInput({ name: 'Ana\u0007' })),
      400,
      { field: 'name', message: X.invalidCharacters, was: 201 },
    ],
    [
      'negative centavos',
      () => asParent('POST', '/api/tasks', taskBody([child.childId], { value: -100 })),
      400,
      { field: 'value', message: MSG.task.valueMustBePositive, was: 400 },
    ],
    [
      'fractional centavos',
      () => asParent('POST', '/api/tasks', taskBody([child.childId], { value: 50.5 })),
      400,
      { field: 'value', message: MSG.task.valueMustBePositive, was: 400 },
    ],
    [
      'negative weekly limit',
      () => asParent('POST', '/api/children', childInput({ weeklyLimit: -1 })),
      400,
      { field: 'weeklyLimit', message: MSG.childSetup.valueInvalid, was: 400 },
    ],
    [
      'a reward of R$ 100,01 at creation',
      () => asParent('POST', '/api/tasks', taskBody([child.childId], { value: '100,01' })),
      400,
      { field: 'value', message: MSG.task.valueOutOfRange, was: 201 },
    ],
    [
      'a reward of R$ 20.000.000 at creation',
      () => asParent('POST', '/api/tasks', taskBody([child.childId], { value: 2_000_000_000 })),
      400,
      { field: 'value', message: MSG.task.valueOutOfRange, was: 201 },
    ],
    [
      'text/plain on a JSON route',
      () => raw('/api/tasks', 'text/plain', JSON.stringify(taskBody([child.childId]))),
      415,
      { message: ERROR_MESSAGES.unsupportedMediaType, was: 415 },
    ],
    [
      'a form on a JSON route',
      () => raw('/api/tasks', 'application/x-www-form-urlencoded', 'title=Cama&value=5'),
      415,
      { message: ERROR_MESSAGES.unsupportedMediaType, was: 415 },
    ],
    [
      'text/plain on the sign-in route',
      () =>
        raw(
          '/api/auth/sign-in/email',
          'text/plain',
          '{"email":"a@example.com","password":"senha123"}',
          '',
        ),
      415,
      { message: ERROR_MESSAGES.unsupportedMediaType, was: 401 },
    ],
    [
      'malformed JSON',
      () => raw('/api/tasks', 'application/json', '{"title": "Cama",'),
      400,
      { message: ERROR_MESSAGES.malformedJson, was: 400 },
    ],
    [
      'malformed JSON at sign-in',
      () => raw('/api/auth/sign-in/email', 'application/json', '{"email":', ''),
      400,
      { message: ERROR_MESSAGES.malformedJson, was: 400 },
    ],
    [
      "NUL in the name given to better-auth's update-user",
      () => asParent('POST', '/api/auth/update-user', { name: `Mãe${NUL}` }),
      400,
      { field: 'name', message: X.invalidCharacters, was: 500 },
    ],
    [
      "a 10 kB name given to better-auth's update-user",
      () => asParent('POST', '/api/auth/update-user', { name: 'N'.repeat(10_000) }),
      400,
      { field: 'name', message: X.nameTooLong, was: 200 },
    ],
    [
      'NUL in the e-mail of a password-reset request',
      () =>
        call(app, 'POST', '/api/auth/request-password-reset', {
          body: { email: `a${NUL}@example.com`, redirectTo: '/reset' },
        }),
      400,
      { field: 'email', message: MSG.login.emailInvalid, was: 400 },
    ],
    [
      "malformed JSON to better-auth's update-user",
      () => raw('/api/auth/update-user', 'application/json', '{"name":'),
      400,
      { message: ERROR_MESSAGES.malformedJson, was: 400 },
    ],
    [
      'a malformed path id',
      () => asParent('PATCH', '/api/tasks/%00abc', { title: 'Cama' }),
      404,
      { message: ERROR_MESSAGES.notFound, was: 404 },
    ],
  ];

  it.each(cases)('%s', async (_what, send, status, expected) => {
    const res = await send();
    expect(res.status, await res.clone().text()).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await errorOf(res);
    if (expected.field) {
      expect(body.message).toBe(ERROR_MESSAGES.validation);
      expect(body.issues).toContainEqual({
        path: expect.arrayContaining([expected.field]) as unknown,
        message: expected.message,
      });
    } else {
      expect(body.message).toBe(expected.message);
    }
  });

  it('a 10 kB family name at sign-up creates nothing and sends no e-mail', async () => {
    const email = `mae-${randomUUID()}@example.com`;
    const sent = app.mail.sent.length;
    const res = await signUp(signUpBody({ email, familyName: 'F'.repeat(10_000) }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues).toContainEqual({
      path: ['familyName'],
      message: X.familyNameTooLong,
    });
    expect(app.mail.sent.length).toBe(sent);
    expect(app.mail.lastTo(email)).toBeUndefined();
    const rows = await testDb.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(rows).toEqual([]);
  });

  it('nothing above left a task, child or account behind', async () => {
    const res = await asParent('GET', '/api/tasks?limit=100');
    const list = TaskListResponseSchema.parse(await res.json());
    // The task of beforeAll and the one the NUL-note case completed; no refused one.
    expect(list.total).toBe(2);
    expect(list.tasks.every((task) => task.value === 500 && task.title === 'Arrumar a cama')).toBe(
      true,
    );
    const kids = await asParent('GET', '/api/children');
    expect(ChildListResponseSchema.parse(await kids.json()).children).toHaveLength(1);
  });
});
