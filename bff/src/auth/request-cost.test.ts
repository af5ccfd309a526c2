import { isChildQuietHour } from '@portal/domain';
import { TaskSchema, type PortalEvent, type Task } from '@portal/contracts';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { children } from '../db/schema';
import type { DatabaseHandle } from '../db/client';
import { createEventHub, publisherFor, type EventPublisher } from '../lib/events/event-hub';
import type { AppBindings } from '../lib/app-types';
import { call } from '../routes/children/children.test-support';
import { createVerifiedParent, type TestParent } from '../test/test-accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../test/test-db';
import { dailyTaskLimitReached } from '@portal/contracts';
import {
  completeAs,
  createTaskAs,
  insertLegacyPendingSubmission,
  taskBody,
} from '../test/task-flow';
import { createSignedInChild } from '../test/test-users';

/**
 * The cost of the hot reads as a caller can observe it on the server: how many SQL statements
 * one request sends (ADR 037). Counted with postgres.js's `debug` hook on the app's own pool,
 * BEGIN/COMMIT included, so a regression that adds a round trip fails here, deterministically,
 * whatever the machine's speed. PostgreSQL only: PGlite has no such hook.
 */
describe.skipIf(!postgresAvailable)('statements per authenticated request', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let child: { userId: string; childId: string; cookie: string };
  let task: Task;
  let publisher: EventPublisher;
  let counted: DatabaseHandle;
  /** The statements the requests sent, in order; the event publications apart (ADR 052). */
  const sent: string[] = [];
  const published: string[] = [];
  /** Every statement in order, publications included, to see when they were sent. */
  const all: string[] = [];
  const isPublication = (text: string) => text.trim().startsWith('select pg_notify(');
  /** Waiting for events: the LISTEN connection is slow to deliver on a busy machine. */
  const POLL = { timeout: 10_000, interval: 20 };

  /** A route that reads nothing but the session: what the session check alone costs. */
  function mountWhoAmI(api: OpenAPIHono<AppBindings>) {
    api.get('/test/who-am-i', (c) => c.json(c.var.actor));
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    counted = testDb.openAnotherHandle({
      max: 2,
      onStatement: (text) => {
        all.push(text);
        (isPublication(text) ? published : sent).push(text);
      },
    });
    publisher = publisherFor(counted.db);
    app = createTestApp(counted, mountWhoAmI);
    parent = await createVerifiedParent(app);
    child = await createSignedInChild(app, parent.familyId, { username: 'custo' });
    // A completion, so the read has a `completions` entry to load too.
    ({ task } = await createCompletedTask('Arrumar a cama', '5,00'));
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /** A task of the child's made by the parent, and the child's completion of it. */
  async function createCompletedTask(title: string, value: string) {
    const made = await call(app, 'POST', '/api/tasks', {
      cookie: parent.cookie,
      body: {
        title,
        value,
        category: 'Limpeza',
        requiresPhoto: false,
        assignedChildren: [child.childId],
      },
    });
    expect(made.status).toBe(201);
    const created = TaskSchema.parse(await made.json());
    const done = await call(app, 'POST', `/api/tasks/${created.id}/complete`, {
      cookie: child.cookie,
      body: {},
    });
    expect(done.status, await done.clone().text()).toBeLessThan(300);
    const { submission } = (await done.json()) as { submission: { id: string } };
    return { task: created, submission };
  }

  /** The statements `send` made the server issue, and its response. */
  async function statementsOf(send: () => Response | Promise<Response>) {
    sent.length = 0;
    const res = await send();
    const body: unknown = await res.json();
    return { status: res.status, body, statements: [...sent] };
  }

  it("checks a parent's session, with its family and role, in at most one statement", async () => {
    const { body, statements } = await statementsOf(() =>
      app.request('/api/test/who-am-i', { headers: { cookie: parent.cookie } }),
    );
    expect(body).toMatchObject({
      role: 'parent',
      familyId: parent.familyId,
    });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(1);
  });

  it("checks a child's session, with its family and child id, in at most one statement", async () => {
    const { body, statements } = await statementsOf(() =>
      app.request('/api/test/who-am-i', { headers: { cookie: child.cookie } }),
    );
    expect(body).toMatchObject({
      role: 'child',
      familyId: parent.familyId,
      childId: child.childId,
    });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(1);
  });

  it('answers GET /api/tasks/{id} in at most two statements, session check included', async () => {
    const {
      status,
      body: json,
      statements,
    } = await statementsOf(() =>
      app.request(`/api/tasks/${task.id}`, { headers: { cookie: parent.cookie } }),
    );
    expect(status).toBe(200);
    const body = TaskSchema.parse(json);
    expect(body).toMatchObject({ id: task.id, assignedChildren: [child.childId] });
    expect(body.completions).toMatchObject([{ childId: child.childId, status: 'pending' }]);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(2);
  });

  /**
   * The first statement that locks the child's row: a select of `children` for no key update,
   * or one whose `for no key update of …` names it.
   */
  function childLockIn(texts: readonly string[]) {
    return texts.findIndex((text) =>
      /from "children"\s.*for no key update$|for no key update of .*"children"/is.test(text.trim()),
    );
  }

  /** How many statements ran with the child's row held (its lock to the COMMIT, both included). */
  function heldFor(texts: readonly string[]) {
    const lock = childLockIn(texts);
    const commit = texts.findIndex((text) => /^commit/i.test(text.trim()));
    expect(lock, texts.join('\n')).toBeGreaterThan(0);
    expect(commit, texts.join('\n')).toBeGreaterThan(lock);
    return commit - lock + 1;
  }

  /** The child's balance as stored, in centavos. */
  async function balanceOf(childId: string): Promise<number> {
    const [row] = await testDb.db
      .select({ balance: children.balanceCents })
      .from(children)
      .where(eq(children.id, childId));
    return row!.balance;
  }

  // ADR 061: one transaction per money movement, every rule in the BFF. The bounds below hold
  // the round trips where they are, above all those made while the child's row is held.

  it("approves a submission in at most 5 statements (session included), the child's row held for 3 (its lock, the write, COMMIT)", async () => {
    const pending = await call(app, 'GET', '/api/submissions/pending', { cookie: parent.cookie });
    const {
      submissions: [submission],
    } = (await pending.json()) as { submissions: { id: string }[] };
    sent.length = 0;
    const res = await call(app, 'POST', `/api/submissions/${submission!.id}/approve`, {
      cookie: parent.cookie,
      body: {},
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      submission: { id: submission!.id, status: 'approved' },
      child: { id: child.childId, pendingTasks: 0 },
    });
    // The session check, BEGIN, the submission's and child's lock, the write, COMMIT.
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(5);
    expect(heldFor(sent), sent.join('\n')).toBeLessThanOrEqual(3);
  });

  it("publishes a review's events after it committed, in one statement of their own (ADR 052)", async () => {
    // The earlier tests' events are sent before this hub listens: one of them (an approval's
    // balance.changed) arriving late would pass for the completion's below.
    await publisher.flush();
    const hub = createEventHub({ database: counted, logger: pino({ level: 'silent' }) });
    await hub.start();
    const received: PortalEvent[] = [];
    hub.subscribe({ role: 'parent', familyId: parent.familyId }, (event) => received.push(event));
    onTestFinished(() => hub.stop());
    const { submission } = await createCompletedTask('Guardar os brinquedos', '1,00');
    await publisher.flush();
    // The completion's events come in one publication, balance.changed last.
    await expect
      .poll(
        () =>
          received.some(
            (event) => event.type === 'submissions.changed' && event.submissionId === submission.id,
          ) && received.some((event) => event.type === 'balance.changed'),
        POLL,
      )
      .toBe(true);
    received.length = 0;
    sent.length = 0;
    published.length = 0;
    all.length = 0;
    const res = await call(app, 'POST', `/api/submissions/${submission.id}/approve`, {
      cookie: parent.cookie,
      body: {},
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await publisher.flush();
    // submissions.changed, balance.changed, tasks.changed and, outside the child's quiet hours,
    // notifications.changed (the child's word of it, issue 41): one statement, after the COMMIT.
    const told = !isChildQuietHour(new Date());
    const types = [
      'submissions.changed',
      'balance.changed',
      'tasks.changed',
      ...(told ? ['notifications.changed'] : []),
    ];
    expect(published, all.join('\n')).toHaveLength(1);
    expect(published[0]!.match(/pg_notify\(/g)).toHaveLength(types.length);
    const commit = all.findIndex((text) => /^commit/i.test(text.trim()));
    expect(commit, all.join('\n')).toBeGreaterThanOrEqual(0);
    expect(all.indexOf(published[0]!)).toBeGreaterThan(commit);
    const mine = (event: PortalEvent) =>
      'submissionId' in event
        ? event.submissionId === submission.id
        : event.type !== 'children.changed';
    await expect.poll(() => received.filter(mine).length, POLL).toBe(types.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.filter(mine).map((event) => event.type)).toEqual(types);
  });

  it("rejects a submission, money taken back, in at most 10 statements (session included), the child's row held for 3", async () => {
    // Another completion today keeps today active once this one is rejected: no streak to count.
    await createCompletedTask('Dobrar as roupas', '1,00');
    const { submission } = await createCompletedTask('Guardar os brinquedos', '3,00');
    const balance = await balanceOf(child.childId);
    sent.length = 0;
    const res = await call(app, 'POST', `/api/submissions/${submission.id}/reject`, {
      cookie: parent.cookie,
      body: { reason: 'Faltou guardar a caixa' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      submission: { id: submission.id, status: 'rejected' },
      child: { id: child.childId, balance: balance - 300 },
    });
    // The session, BEGIN, two locks, the submission, the occurrence (judged and reopened),
    // then the child's lock, the write, COMMIT.
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(10);
    expect(heldFor(sent), sent.join('\n')).toBeLessThanOrEqual(3);
  });

  it("rejects the only completion of the day, the streak counted again, the child's row held for at most 5 statements", async () => {
    const other = await createSignedInChild(app, parent.familyId, { username: 'custo-dia' });
    const created = await createTaskAs(
      app,
      parent.cookie,
      taskBody([other.childId], { title: 'Varrer a varanda', value: '2,00' }),
    );
    const done = await completeAs(app, other.cookie, created.id);
    const { submission } = (await done.json()) as { submission: { id: string } };
    sent.length = 0;
    const res = await call(app, 'POST', `/api/submissions/${submission.id}/reject`, {
      cookie: parent.cookie,
      body: { reason: 'Ainda tem folhas' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      submission: { id: submission.id, status: 'rejected' },
      child: { id: other.childId, balance: 0, streak: 0 },
    });
    // Its lock, the write, the active days, the streak, COMMIT.
    expect(heldFor(sent), sent.join('\n')).toBeLessThanOrEqual(5);
  });

  it('approves a legacy submission (credited on approval) with the same statements as any approval', async () => {
    const created = await createTaskAs(
      app,
      parent.cookie,
      taskBody([child.childId], { title: 'Lavar a louça', value: '4,00' }),
    );
    const legacy = await insertLegacyPendingSubmission(testDb.db, created, child.childId);
    const balance = await balanceOf(child.childId);
    sent.length = 0;
    const res = await call(app, 'POST', `/api/submissions/${legacy.id}/approve`, {
      cookie: parent.cookie,
      body: {},
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      submission: { id: legacy.id, status: 'approved' },
      child: { id: child.childId, balance: balance + 400 },
    });
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(5);
    expect(heldFor(sent), sent.join('\n')).toBeLessThanOrEqual(3);
  });

  it("completes a task in at most 7 statements (session included), the child's row held for 3 (its lock with the key's lookup, the write, COMMIT)", async () => {
    // The child completed a task today already (beforeAll): its streak is counted.
    const made = await call(app, 'POST', '/api/tasks', {
      cookie: parent.cookie,
      body: {
        title: 'Regar as plantas',
        value: '2,50',
        category: 'Limpeza',
        requiresPhoto: false,
        assignedChildren: [child.childId],
      },
    });
    expect(made.status).toBe(201);
    const created = TaskSchema.parse(await made.json());
    const balance = await balanceOf(child.childId);
    sent.length = 0;
    const res = await call(app, 'POST', `/api/tasks/${created.id}/complete`, {
      cookie: child.cookie,
      body: {},
      headers: { 'idempotency-key': 'custo-regar' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      submission: { status: 'pending' },
      task: { id: created.id, completed: true, completions: [{ childId: child.childId }] },
      child: { id: child.childId, balance: balance + 250 },
    });
    // The session, BEGIN, the task's lock, its facts, then the child's three.
    expect(sent.length, sent.join('\n')).toBeLessThanOrEqual(7);
    expect(heldFor(sent), sent.join('\n')).toBeLessThanOrEqual(3);

    // Done already, no key: refused under the task's lock, the child's row never taken.
    sent.length = 0;
    const again = await call(app, 'POST', `/api/tasks/${created.id}/complete`, {
      cookie: child.cookie,
      body: {},
    });
    expect(again.status, await again.clone().text()).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'TASK_ALREADY_COMPLETED' });
    expect(childLockIn(sent), sent.join('\n')).toBe(-1);

    // The same key again: looked up under the child's lock, the first answer replayed.
    sent.length = 0;
    const replay = await call(app, 'POST', `/api/tasks/${created.id}/complete`, {
      cookie: child.cookie,
      body: {},
      headers: { 'idempotency-key': 'custo-regar' },
    });
    expect(replay.status, await replay.clone().text()).toBe(200);
    expect(await replay.json()).toMatchObject({ child: { balance: balance + 250 } });
    expect(childLockIn(sent), sent.join('\n')).toBeGreaterThan(0);
  });

  it("judges the daily limit under the child's lock, with a key or without", async () => {
    const family = await createVerifiedParent(app);
    const kid = await createSignedInChild(app, family.familyId, { username: 'custo-limite' });
    const limited = await call(app, 'PUT', '/api/family/limits', {
      cookie: family.cookie,
      body: { maxWeeklySpending: '150,00', maxDailyTasks: 1, requirePhotoApproval: false },
    });
    expect(limited.status, await limited.clone().text()).toBe(200);
    const [first, second] = await Promise.all(
      ['Varrer', 'Lavar a louça'].map((title) =>
        createTaskAs(app, family.cookie, taskBody([kid.childId], { title })),
      ),
    );
    expect((await completeAs(app, kid.cookie, first!.id)).status).toBe(200);
    for (const key of [null, 'custo-limite-2']) {
      const refused = await statementsOf(() => completeAs(app, kid.cookie, second!.id, { key }));
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'DAILY_TASK_LIMIT',
        message: dailyTaskLimitReached(1),
      });
      expect(childLockIn(refused.statements), refused.statements.join('\n')).toBeGreaterThan(0);
    }
    expect(await balanceOf(kid.childId)).toBe(500);
  });

  it("completes a child's first task ever (its streak starts, its first achievement), the child's row held for at most 6 statements", async () => {
    const other = await createSignedInChild(app, parent.familyId, { username: 'custo-primeira' });
    const created = await createTaskAs(
      app,
      parent.cookie,
      taskBody([other.childId], { title: 'Alimentar o gato', value: '1,50' }),
    );
    sent.length = 0;
    const res = await completeAs(app, other.cookie, created.id);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ child: { balance: 150, streak: 1 } });
    // Its lock, the write, the active days, the streak, the achievement, COMMIT.
    expect(heldFor(sent), sent.join('\n')).toBeLessThanOrEqual(6);
  });
});
