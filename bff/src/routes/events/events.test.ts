import type { PortalEvent } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../../db/client';
import { eventHubFor, notifyEvent } from '../../lib/events/event-hub';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { openEvents, type EventStream } from '../../test/event-stream';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import { testEnv } from '../../test/test-env';
import { call, childInput, setupFamily, signInChild } from '../children/children.test-support';
import { HEARTBEAT_MS } from './events.handlers';

/** A marker sent after the change under test: once it is in, earlier events are too. */
async function sendMarker(db: TestDatabase, familyId: string, stream: EventStream) {
  const taskId = `marker-${Math.random()}`;
  await db.db.transaction((tx) => notifyEvent(tx, { type: 'tasks.changed', familyId, taskId }));
  await stream.waitFor((event) => event.type === 'tasks.changed' && event.taskId === taskId);
}

const changed = (familyId: string) => (event: PortalEvent) =>
  event.type === 'children.changed' && event.familyId === familyId;

describe('GET /api/events', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let familyA: TestParent;
  let familyB: TestParent;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    [familyA, familyB] = await Promise.all([createVerifiedParent(app), createVerifiedParent(app)]);
  });
  afterAll(async () => {
    await eventHubFor(testDb, pino({ level: 'silent' })).stop();
    await testDb.destroy();
  });

  it('answers 401 when nobody is signed in', async () => {
    const res = await call(app, 'GET', '/api/events');
    expect(res.status).toBe(401);
  });

  it("sends children.changed to the family's parent after each committed change, and nothing to another family", async () => {
    const streamA = await openEvents(app, familyA.cookie);
    const streamB = await openEvents(app, familyB.cookie);
    try {
      const [child] = await setupFamily(app, familyA.cookie, [childInput()]);
      await streamA.waitFor(changed(familyA.familyId));
      expect(streamA.events[0]).toEqual({
        name: 'children.changed',
        data: { type: 'children.changed', familyId: familyA.familyId },
      });

      // A refused change (username taken) commits nothing and announces nothing.
      const refused = await call(app, 'POST', '/api/children', {
        cookie: familyA.cookie,
        body: childInput({ username: child!.username }),
      });
      expect(refused.status).toBe(409);
      await call(app, 'PATCH', `/api/children/${child!.id}`, {
        cookie: familyA.cookie,
        body: { name: 'Renomeada' },
      });
      await call(app, 'DELETE', `/api/children/${child!.id}`, { cookie: familyA.cookie });
      await sendMarker(testDb, familyA.familyId, streamA);
      expect(streamA.events.map((event) => event.name)).toEqual([
        'children.changed', // setup
        'children.changed', // update
        'children.changed', // delete
        'tasks.changed', // marker
      ]);

      await sendMarker(testDb, familyB.familyId, streamB);
      expect(streamB.events.map((event) => event.data.familyId)).toEqual([familyB.familyId]);
    } finally {
      await Promise.all([streamA.close(), streamB.close()]);
    }
  });

  it('sends a child only events about itself (never children.changed)', async () => {
    const parent = await createVerifiedParent(app);
    const [child] = await setupFamily(app, parent.cookie, [childInput({ pin: '121212' })]);
    const { cookie } = await signInChild(app, { username: child!.username, pin: '121212' });
    const stream = await openEvents(app, cookie);
    try {
      await call(app, 'POST', '/api/children', { cookie: parent.cookie, body: childInput() });
      await testDb.db.transaction(async (tx) => {
        await notifyEvent(tx, {
          type: 'balance.changed',
          familyId: parent.familyId,
          childId: '00000000-0000-0000-0000-000000000000',
        });
        await notifyEvent(tx, {
          type: 'balance.changed',
          familyId: parent.familyId,
          childId: child!.id,
        });
      });
      await stream.waitFor((event) => event.type === 'balance.changed');
      expect(stream.events.map((event) => event.data)).toEqual([
        { type: 'balance.changed', familyId: parent.familyId, childId: child!.id },
      ]);
    } finally {
      await stream.close();
    }
  });

  it('writes a heartbeat comment every 15 seconds so proxies keep the stream open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openEvents(app, familyA.cookie);
      expect(stream.text()).not.toContain(': heartbeat');
      vi.advanceTimersByTime(HEARTBEAT_MS);
      const deadline = Date.now() + 2000;
      while (!stream.text().includes(': heartbeat') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(stream.text()).toContain('\n: heartbeat\n\n');
      await stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the subscription when the client disconnects', async () => {
    const hub = eventHubFor(testDb, pino({ level: 'silent' }));
    const before = hub.size;
    const stream = await openEvents(app, familyA.cookie);
    expect(hub.size).toBe(before + 1);
    await stream.close();
    const deadline = Date.now() + 2000;
    while (hub.size !== before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(hub.size).toBe(before);
  });

  it('ends open streams when the instance stops its hub (shutdown), so the server can close', async () => {
    const stream = await openEvents(app, familyA.cookie);
    await eventHubFor(testDb, pino({ level: 'silent' })).stop();
    await expect(stream.ended).resolves.toBeUndefined();
    // The next client starts the hub again.
    const again = await openEvents(app, familyA.cookie);
    await setupFamily(app, familyA.cookie, [childInput()]);
    await again.waitFor(changed(familyA.familyId));
    await again.close();
  });

  it.runIf(postgresAvailable)(
    'delivers through two BFF instances on one database: a change made through one reaches the streams of both',
    async () => {
      const [row] = (await testDb.db.execute(
        sql`select current_database() as name`,
      )) as unknown as {
        name: string;
      }[];
      const url = new URL(testEnv.databaseUrl);
      url.pathname = `/${row!.name}`;
      const secondDb = openPostgres(url.toString(), { max: 3 });
      const second = createTestApp(secondDb);
      const onFirst = await openEvents(app, familyA.cookie);
      const onSecond = await openEvents(second, familyA.cookie);
      try {
        await setupFamily(second, familyA.cookie, [childInput()]);
        await onFirst.waitFor(changed(familyA.familyId));
        await onSecond.waitFor(changed(familyA.familyId));
      } finally {
        await Promise.all([onFirst.close(), onSecond.close()]);
        await eventHubFor(secondDb, pino({ level: 'silent' })).stop();
        await secondDb.close();
      }
    },
  );
});
