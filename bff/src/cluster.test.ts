import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChildListResponseSchema,
  CompleteTaskResponseSchema,
  type PortalEvent,
  type Task,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { limits } from './db/schema';
import {
  call,
  childInput,
  setupFamily,
  signInChild,
} from './routes/children/children.test-support';
import { startBffProcess, type BffProcess } from './test/bff-process';
import { openEvents } from './test/event-stream';
import {
  approveAs,
  completeAs,
  completeWithPhotoAs,
  createTaskAs,
  expectLedgerInvariants,
  ledgerOfSubmission,
  submissionsOfTask,
  taskBody,
  uniqueUsername,
} from './test/task-flow';
import { createVerifiedParent, type TestParent } from './test/test-accounts';
import { cookieHeader, createTestApp, signIn, TEST_ENV, type TestApp } from './test/test-app';
import { createTestDatabase, type TestDatabase } from './test/test-db';

/*
 * Issue 14 item 5 (ADR 039): two real BFF processes on one PostgreSQL database and one shared
 * photo folder, as the compose recipe and `pnpm start:cluster` run them behind the proxy.
 * Requests go straight to each instance (the proxy's part, choosing one, is Caddy's).
 */

/**
 * The test helpers (`call`, `createTaskAs`, `completeAs`…) over HTTP to a BFF process instead
 * of in process: the same requests, with the test's client address as X-Forwarded-For (the
 * processes run with TRUST_PROXY, as behind the proxy), so rate limits stay per test client.
 */
function overHttp(local: TestApp, bff: BffProcess): TestApp {
  const request = (
    input: string,
    init: RequestInit = {},
    bindings?: { incoming?: { socket?: { remoteAddress?: string } } },
  ) => {
    const headers = new Headers(init.headers);
    const ip = bindings?.incoming?.socket?.remoteAddress;
    if (ip) headers.set('x-forwarded-for', ip);
    return fetch(new URL(input, bff.url), { ...init, headers });
  };
  return Object.assign(Object.create(local) as TestApp, { request });
}

/** A small real JPEG (a proof photo as a phone would send, minus the size). */
async function jpeg(): Promise<Uint8Array> {
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' },
  })
    .jpeg()
    .toBuffer();
  return new Uint8Array(bytes);
}

describe.runIf(inject('postgresAvailable'))(
  'two BFF instances on one database (deploy, ADR 039)',
  { timeout: 120_000 },
  () => {
    let testDb: TestDatabase;
    let local: TestApp;
    let dataDir: string;
    let bff1: BffProcess;
    let bff2: BffProcess;
    let one: TestApp;
    let two: TestApp;
    let parent: TestParent;
    /** The parent's session, signed in through instance 1. */
    let parentCookie: string;

    beforeAll(async () => {
      testDb = await createTestDatabase();
      // In process, only to make the parent account (sign-up sends a confirmation e-mail).
      local = createTestApp(testDb);
      dataDir = mkdtempSync(join(tmpdir(), 'mesadinha-cluster-'));
      const env = {
        NODE_ENV: 'test',
        DATABASE_URL: testDb.url!,
        DATABASE_OWNER_URL: testDb.ownerUrl!,
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: TEST_ENV.BETTER_AUTH_SECRET,
        TRUST_PROXY: 'true',
      };
      // One after the other, as a rolling start does (both would seed the demo family).
      bff1 = await startBffProcess(env);
      bff2 = await startBffProcess(env);
      one = overHttp(local, bff1);
      two = overHttp(local, bff2);

      parent = await createVerifiedParent(local);
      // The burst below completes more tasks in a day than the default limit (5) allows.
      await testDb.owner
        .update(limits)
        .set({ maxDailyTasks: 1000 })
        .where(eq(limits.familyId, parent.familyId));
      const res = await signIn(one, parent.email, parent.password);
      expect(res.status, await res.clone().text()).toBe(200);
      parentCookie = cookieHeader(res);
    }, 120_000);

    afterAll(async () => {
      await bff1?.stop();
      await bff2?.stop();
      await testDb?.destroy();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    /** A child made by the parent on instance 1, signed in with its PIN on instance 2. */
    async function childOnInstance2() {
      const username = uniqueUsername();
      // Setup answers every child of the family: pick the new one.
      const family = await setupFamily(one, parentCookie, [childInput({ username })]);
      const child = family.find((row) => row.username === username);
      const { res, cookie } = await signInChild(two, { username, pin: '123456' });
      expect(res.status, await res.clone().text()).toBe(200);
      return { childId: child!.id, cookie };
    }

    it("a child's event stream on instance 2 receives the approval made on instance 1", async () => {
      const kid = await childOnInstance2();
      const task = await createTaskAs(one, parentCookie, taskBody([kid.childId]));
      const completed = await completeAs(two, kid.cookie, task.id);
      expect(completed.status, await completed.clone().text()).toBe(200);
      const { submission } = CompleteTaskResponseSchema.parse(await completed.json());

      const stream = await openEvents(two, kid.cookie);
      try {
        const approved = await approveAs(one, parentCookie, submission.id);
        expect(approved.status, await approved.clone().text()).toBe(200);
        await stream.waitFor(
          (event: PortalEvent) =>
            event.type === 'submissions.changed' && event.submissionId === submission.id,
          10_000,
        );
      } finally {
        await stream.close();
      }
    });

    it('a photo uploaded through instance 1 is served by instance 2', async () => {
      const kid = await childOnInstance2();
      const task = await createTaskAs(
        one,
        parentCookie,
        taskBody([kid.childId], { title: 'Regar as plantas', requiresPhoto: true }),
      );
      const res = await completeWithPhotoAs(one, kid.cookie, task.id, {
        bytes: await jpeg(),
        type: 'image/jpeg',
        name: 'plantas.jpg',
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const { submission } = CompleteTaskResponseSchema.parse(await res.json());
      expect(submission.photoUrl).toBeTruthy();

      const fromOne = await call(one, 'GET', submission.photoUrl!, { cookie: parentCookie });
      const fromTwo = await call(two, 'GET', submission.photoUrl!, { cookie: parentCookie });
      expect(fromTwo.status).toBe(200);
      expect(fromTwo.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await fromTwo.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(0);
      expect(bytes).toEqual(new Uint8Array(await fromOne.arrayBuffer()));
    });

    it('instance 1 killed mid-burst: retries on instance 2 with the same Idempotency-Key leave the money exact', async () => {
      const kid = await childOnInstance2();
      // Payments: tasks without approval credit their reward at completion.
      const paid: Task[] = [];
      for (let i = 0; i < 10; i += 1) {
        paid.push(
          await createTaskAs(
            one,
            parentCookie,
            taskBody([kid.childId], {
              title: `Tarefa paga ${i + 1}`,
              value: `${i + 1},00`,
              requiresApproval: false,
            }),
          ),
        );
      }
      // Approvals: completed (pending) on instance 2 before the burst, approved in it.
      const pending: { task: Task; submissionId: string }[] = [];
      for (let i = 0; i < 6; i += 1) {
        const task = await createTaskAs(
          one,
          parentCookie,
          taskBody([kid.childId], { title: `Tarefa aprovada ${i + 1}`, value: '0,50' }),
        );
        const res = await completeAs(two, kid.cookie, task.id);
        expect(res.status, await res.clone().text()).toBe(200);
        const { submission } = CompleteTaskResponseSchema.parse(await res.json());
        pending.push({ task, submissionId: submission.id });
      }
      const keys = paid.map(() => crypto.randomUUID());
      // One payment surely committed on instance 1 whose answer the client never saw (as when
      // the connection drops right after the commit): its retry below must replay it.
      const committedFirst = await completeAs(one, kid.cookie, paid[0]!.id, { key: keys[0]! });
      expect(committedFirst.status).toBe(200);

      // The burst on instance 1; it is killed as soon as the first answer arrives, with the
      // rest in flight (which of them committed is up to the race, and must not matter).
      const burst: Promise<Response>[] = [
        ...paid.map(async (task, i) => completeAs(one, kid.cookie, task.id, { key: keys[i]! })),
        ...pending.map(async ({ submissionId }) => approveAs(one, parentCookie, submissionId)),
      ];
      await Promise.race(burst.map((request) => request.catch(() => undefined)));
      process.kill(bff1.pid, 'SIGKILL');
      const firstTry = await Promise.allSettled(burst);
      const answered = firstTry.filter((result) => result.status === 'fulfilled').length;
      expect(answered).toBeGreaterThan(0);

      // The client's retry of every request, on the surviving instance, with the same keys.
      const retried = new Map<string, string>();
      for (const [i, task] of paid.entries()) {
        const res = await completeAs(two, kid.cookie, task.id, { key: keys[i]! });
        expect(res.status, await res.clone().text()).toBe(200);
        retried.set(task.id, CompleteTaskResponseSchema.parse(await res.json()).submission.id);
      }
      for (const { submissionId } of pending) {
        const res = await approveAs(two, parentCookie, submissionId);
        expect(res.status, await res.clone().text()).toBe(200);
      }

      // Each task done once, each submission credited once, the balance their exact sum.
      const submissionIds: string[] = pending.map(({ submissionId }) => submissionId);
      for (const task of paid) {
        const rows = await submissionsOfTask(testDb.owner, task.id);
        expect(rows, `submissions of ${task.title}`).toHaveLength(1);
        expect(rows[0]!.status).toBe('approved');
        // A retry answers the one submission, whichever instance made it.
        expect(retried.get(task.id)).toBe(rows[0]!.id);
        submissionIds.push(rows[0]!.id);
      }
      for (const id of submissionIds) {
        const credits = (await ledgerOfSubmission(testDb.owner, id)).filter(
          (line) => line.type === 'task_reward',
        );
        expect(credits, `credits of submission ${id}`).toHaveLength(1);
      }
      const expected = 100 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10) + 6 * 50;
      await expectLedgerInvariants(testDb.owner, parent.familyId);

      // The surviving instance keeps serving, and shows that balance.
      const health = await fetch(`${bff2.url}/api/health`);
      expect(health.status).toBe(200);
      const list = await call(two, 'GET', '/api/children', { cookie: parentCookie });
      expect(list.status).toBe(200);
      const { children } = ChildListResponseSchema.parse(await list.json());
      const child = children.find((row) => row.id === kid.childId);
      expect(child?.balance).toBe(expected);
      expect(child?.totalEarned).toBe(expected);
    });
  },
);
