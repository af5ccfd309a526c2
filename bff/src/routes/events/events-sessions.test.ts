import { ErrorResponseSchema, type PortalEvent } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../db/schema';
import { eventHubFor, notifyEvent } from '../../lib/events/event-hub';
import { MAX_STREAMS_PER_SESSION } from '../../lib/events/stream-sessions';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../auth/rate-limit';
import { openEvents, type EventStream } from '../../test/event-stream';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { cookieHeader, signIn, createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import { call, childInput, setupFamily, signInChild } from '../children/children.test-support';
import { EVENT_STREAM_RULE, REPLACED_RECONNECT_MS } from './events.handlers';

/*
 * Issue 36, item 2: an event stream ends with its session, whatever ends it, on every BFF
 * instance; a session holds a few streams at most; the route is rate-limited.
 */

/**
 * Time a stream may take to end after its session was deleted: the deletion is announced at
 * once (migration 0016). The hubs of these tests run no periodic check (it would end the
 * streams by itself within SESSION_CHECK_MS and hide a lost announcement); the expiry test,
 * which nothing announces, runs the check as the timer would.
 */
const ENDS_WITHIN_MS = 3_000;

/** A hub's periodic check, far beyond any test. */
const NO_PERIODIC_CHECK = 3_600_000;

/** Resolves when the server ended `stream`; fails if it is still open after `ms`. */
async function expectEnded(stream: EventStream, ms = ENDS_WITHIN_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'open'>((resolve) => {
    timer = setTimeout(() => resolve('open'), ms);
  });
  const outcome = await Promise.race([stream.ended.then(() => 'ended' as const), timeout]);
  clearTimeout(timer);
  expect(outcome, 'the server ended the stream').toBe('ended');
}

/**
 * Proves `stream` is still open and delivering: an event sent now reaches it. (A stream the
 * server had ended would never get it.)
 */
async function expectDelivering(db: TestDatabase, familyId: string, stream: EventStream) {
  const taskId = `probe-${Math.random()}`;
  await db.db.transaction((tx) => notifyEvent(tx, { type: 'tasks.changed', familyId, taskId }));
  await stream.waitFor((event: PortalEvent) => 'taskId' in event && event.taskId === taskId);
}

/** The session token inside a Cookie header (`mesadinha.session_token=<token>.<signature>`). */
function sessionTokenOf(cookie: string): string {
  const value = /mesadinha\.session_token=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error('no session cookie');
  const decoded = decodeURIComponent(value);
  return decoded.slice(0, decoded.lastIndexOf('.'));
}

/** A second session of the parent (another device signing in). */
async function signInAgain(app: TestApp, parent: TestParent): Promise<string> {
  const res = await signIn(app, parent.email, parent.password);
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

describe('GET /api/events ends with its session (issue 36)', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    eventHubFor(testDb, pino({ level: 'silent' }), { checkEveryMs: NO_PERIODIC_CHECK });
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await eventHubFor(testDb, pino({ level: 'silent' })).stop();
    await testDb.destroy();
  });

  /** A parent with a child signed in on its own device. */
  async function familyWithChild() {
    const parent = await createVerifiedParent(app);
    const [child] = await setupFamily(app, parent.cookie, [childInput({ pin: '246810' })]);
    const { res, cookie } = await signInChild(app, { username: child!.username, pin: '246810' });
    expect(res.status).toBe(200);
    return { parent, child: child!, childCookie: cookie };
  }

  it('ends when the session signs out elsewhere (another tab of the device), not the other sessions', async () => {
    const parent = await createVerifiedParent(app);
    const otherDevice = await signInAgain(app, parent);
    const stream = await openEvents(app, parent.cookie);
    const kept = await openEvents(app, otherDevice);
    try {
      const out = await call(app, 'POST', '/api/auth/sign-out', {
        cookie: parent.cookie,
        body: {},
      });
      expect(out.status).toBe(200);
      await expectEnded(stream);
      await expectDelivering(testDb, parent.familyId, kept);
      // Reconnecting with the ended session is refused.
      expect((await call(app, 'GET', '/api/events', { cookie: parent.cookie })).status).toBe(401);
    } finally {
      await Promise.all([stream.close(), kept.close()]);
    }
  });

  it("ends the other devices' streams when the parent changes the password (revoke other sessions)", async () => {
    const parent = await createVerifiedParent(app);
    const changer = await signInAgain(app, parent);
    const stream = await openEvents(app, parent.cookie);
    try {
      const res = await call(app, 'POST', '/api/account/password', {
        cookie: changer,
        body: {
          currentPassword: parent.password,
          newPassword: 'outra-senha-1',
          confirmPassword: 'outra-senha-1',
        },
      });
      expect(res.status, await res.clone().text()).toBe(204);
      await expectEnded(stream);
      // The device that changed it goes on with its new session.
      const fresh = await openEvents(app, cookieHeader(res, changer));
      await expectDelivering(testDb, parent.familyId, fresh);
      await fresh.close();
    } finally {
      await stream.close();
    }
  });

  it('ends when the session row is deleted directly (an administrator revoking it)', async () => {
    const parent = await createVerifiedParent(app);
    const stream = await openEvents(app, parent.cookie);
    try {
      const deleted = await testDb.db
        .delete(session)
        .where(eq(session.token, sessionTokenOf(parent.cookie)))
        .returning({ id: session.id });
      expect(deleted).toHaveLength(1);
      await expectEnded(stream);
    } finally {
      await stream.close();
    }
  });

  it('ends when the session expires, though nothing deletes its row', async () => {
    const parent = await createVerifiedParent(app);
    const stream = await openEvents(app, parent.cookie);
    try {
      await testDb.db
        .update(session)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(session.token, sessionTokenOf(parent.cookie)));
      // What the hub's timer does every SESSION_CHECK_MS.
      await eventHubFor(testDb, pino({ level: 'silent' })).checkSessions();
      await expectEnded(stream);
      const [row] = await testDb.db
        .select({ id: session.id })
        .from(session)
        .where(eq(session.token, sessionTokenOf(parent.cookie)));
      expect(row, 'the expired row is still there').toBeDefined();
    } finally {
      await stream.close();
    }
  });

  it.each([
    ['deactivates the child', 'PATCH', { active: false }, 200],
    ["resets the child's PIN", 'PATCH', { pin: '135791' }, 200],
    ['erases the child', 'DELETE', undefined, 204],
  ] as const)(
    "ends a child's stream when a parent %s, and not the parent's",
    async (_label, method, body, status) => {
      const { parent, child, childCookie } = await familyWithChild();
      const stream = await openEvents(app, childCookie);
      const parentStream = await openEvents(app, parent.cookie);
      try {
        const res = await call(app, method, `/api/children/${child.id}`, {
          cookie: parent.cookie,
          body,
        });
        expect(res.status, await res.clone().text()).toBe(status);
        await expectEnded(stream);
        await expectDelivering(testDb, parent.familyId, parentStream);
      } finally {
        await Promise.all([stream.close(), parentStream.close()]);
      }
    },
  );

  it("ends every stream of the family when it is erased, and no other family's", async () => {
    const { parent, childCookie } = await familyWithChild();
    const other = await createVerifiedParent(app);
    const streams = [await openEvents(app, parent.cookie), await openEvents(app, childCookie)];
    const otherStream = await openEvents(app, other.cookie);
    try {
      const res = await call(app, 'POST', '/api/family/delete', {
        cookie: parent.cookie,
        body: { password: parent.password },
      });
      expect(res.status, await res.clone().text()).toBe(204);
      await Promise.all(streams.map((stream) => expectEnded(stream)));
      await expectDelivering(testDb, other.familyId, otherStream);
    } finally {
      await Promise.all([...streams, otherStream].map((stream) => stream.close()));
    }
  });

  it(`keeps at most ${MAX_STREAMS_PER_SESSION} streams per session: a new one ends the oldest, which is told to wait before reconnecting`, async () => {
    const parent = await createVerifiedParent(app);
    const otherDevice = await signInAgain(app, parent);
    const streams: EventStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i += 1) {
      streams.push(await openEvents(app, parent.cookie));
    }
    const otherSession = await openEvents(app, otherDevice);
    try {
      const newest = await openEvents(app, parent.cookie);
      streams.push(newest);
      await expectEnded(streams[0]!);
      expect(streams[0]!.text()).toContain(`\nretry: ${REPLACED_RECONNECT_MS}\n`);
      for (const stream of [...streams.slice(1), otherSession]) {
        await expectDelivering(testDb, parent.familyId, stream);
      }
    } finally {
      await Promise.all([...streams, otherSession].map((stream) => stream.close()));
    }
  });

  it('refuses an account that opens too many streams with a 429 in pt-BR and a Retry-After', async () => {
    const parent = await createVerifiedParent(app);
    for (let i = 0; i < EVENT_STREAM_RULE.max; i += 1) {
      const stream = await openEvents(app, parent.cookie);
      await stream.close();
    }
    const refused = await call(app, 'GET', '/api/events', { cookie: parent.cookie });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ErrorResponseSchema.parse(await refused.json())).toMatchObject({
      code: 'RATE_LIMITED',
      message: TOO_MANY_REQUESTS_MESSAGE,
    });
    expect(TOO_MANY_REQUESTS_MESSAGE).toBe(
      'Muitas tentativas. Aguarde um pouco e tente novamente.',
    );
    // The limit is the account's: another parent still opens its stream.
    const other = await createVerifiedParent(app);
    await (await openEvents(app, other.cookie)).close();
  });

  it.runIf(postgresAvailable)(
    'ends the stream held by another BFF instance when the session ends through this one',
    async () => {
      const secondDb = testDb.openAnotherHandle({ max: 3 });
      eventHubFor(secondDb, pino({ level: 'silent' }), { checkEveryMs: NO_PERIODIC_CHECK });
      const second = createTestApp(secondDb);
      try {
        const parent = await createVerifiedParent(app);
        const onSecond = await openEvents(second, parent.cookie);
        const out = await call(app, 'POST', '/api/auth/sign-out', {
          cookie: parent.cookie,
          body: {},
        });
        expect(out.status).toBe(200);
        await expectEnded(onSecond);
        await onSecond.close();
      } finally {
        await eventHubFor(secondDb, pino({ level: 'silent' })).stop();
      }
    },
  );
});
