import { randomUUID } from 'node:crypto';
import type { PortalEvent } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../db/client';
import { children, families, session, user } from '../../db/schema';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import { testEnv } from '../../test/test-env';
import {
  audienceMaySee,
  createEventHub,
  createEventPublisher,
  notifyEvent,
  publisherFor,
  type EventAudience,
  type StreamEnd,
} from './event-hub';
import { MAX_STREAMS_PER_SESSION } from './stream-sessions';

const logger = pino({ level: 'silent' });

/** Collects what a subscriber receives. */
function collect(hub: ReturnType<typeof createEventHub>, audience: EventAudience) {
  const received: PortalEvent[] = [];
  hub.subscribe(audience, (event) => received.push(event));
  return received;
}

/** No periodic session check during a test: only what the test triggers ends a subscription. */
const NO_PERIODIC_CHECK = 3_600_000;

/**
 * A parent with a family and a child, each with a live session, written straight to the
 * database; returns the session ids and the audiences their streams have.
 */
async function seedSessions(database: DatabaseHandle) {
  const parentId = randomUUID();
  const childUserId = randomUUID();
  const { db } = database;
  await db.insert(user).values([
    { id: parentId, name: 'Mãe', email: `${parentId}@example.com`, role: 'parent' },
    { id: childUserId, name: 'Caio', email: `${childUserId}@example.com`, role: 'child' },
  ]);
  await db.insert(families).values({
    id: parentId,
    name: 'Família Hub',
    parentName: 'Mãe',
    parentEmail: `${parentId}@example.com`,
  });
  const [child] = await db
    .insert(children)
    .values({
      familyId: parentId,
      userId: childUserId,
      name: 'Caio',
      username: `caio.${parentId.slice(0, 8)}`,
      age: 11,
    })
    .returning({ id: children.id });
  const open = async (userId: string) => {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + 3_600_000);
    await db.insert(session).values({ id, token: randomUUID(), expiresAt, userId });
    return id;
  };
  return {
    familyId: parentId,
    childId: child!.id,
    childUserId,
    parentSession: await open(parentId),
    secondParentSession: await open(parentId),
    childSession: await open(childUserId),
    parent: { role: 'parent', familyId: parentId } as EventAudience,
    child: { role: 'child', familyId: parentId, childId: child!.id } as EventAudience,
  };
}

/** Subscribes with a session and records how the hub ended the subscription. */
function subscribeAs(
  hub: ReturnType<typeof createEventHub>,
  audience: EventAudience,
  sessionId: string,
) {
  const ends: StreamEnd[] = [];
  const unsubscribe = hub.subscribe(audience, () => {}, {
    sessionId,
    onClose: (why) => ends.push(why),
  });
  return { ends, unsubscribe };
}

/** Waits until `ends` has an entry, or fails after `ms`. */
async function waitForEnd(ends: StreamEnd[], ms = 3000) {
  const deadline = Date.now() + ms;
  while (ends.length === 0) {
    if (Date.now() > deadline) throw new Error('the subscription was not ended');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves once `received` has `count` events, or fails after `ms`. */
async function waitForEvents(received: PortalEvent[], count: number, ms = 3000) {
  const deadline = Date.now() + ms;
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} events, got ${received.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Proves that nothing more arrives: a marker event is sent after the change under test and,
 * one database's events being published in the order they were queued (ADR 052), once the
 * marker is in nothing sent before it can still be on its way. Returns what arrived before it.
 */
async function settle(db: DatabaseHandle, received: PortalEvent[], familyId: string) {
  const taskId = `marker-${Math.random()}`;
  await db.db.transaction((tx) => notifyEvent(tx, { type: 'tasks.changed', familyId, taskId }));
  const deadline = Date.now() + 3000;
  const isMarker = (event: PortalEvent) => 'taskId' in event && event.taskId === taskId;
  while (!received.some(isMarker)) {
    if (Date.now() > deadline) throw new Error('the marker event never arrived');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return received.filter((event) => !isMarker(event));
}

describe('EventHub', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('delivers an event after its transaction commits, never after a rollback, and only to its family', async () => {
    const hub = createEventHub({ database: testDb, logger });
    await hub.start();
    try {
      const familyA = collect(hub, { role: 'parent', familyId: 'family-a' });
      const familyB = collect(hub, { role: 'parent', familyId: 'family-b' });

      await testDb.db
        .transaction(async (tx) => {
          await notifyEvent(tx, { type: 'children.changed', familyId: 'family-a' });
          throw new Error('rollback on purpose');
        })
        .catch(() => undefined);
      await testDb.db.transaction((tx) =>
        notifyEvent(tx, { type: 'children.changed', familyId: 'family-a' }),
      );
      expect(await settle(testDb, familyA, 'family-a')).toEqual([
        { type: 'children.changed', familyId: 'family-a' },
      ]);
      expect(familyB).toEqual([]);
    } finally {
      await hub.stop();
    }
  });

  it('gives a child only the events naming it', async () => {
    const hub = createEventHub({ database: testDb, logger });
    await hub.start();
    try {
      const parent = collect(hub, { role: 'parent', familyId: 'f' });
      const ana = collect(hub, { role: 'child', familyId: 'f', childId: 'ana' });
      await testDb.db.transaction(async (tx) => {
        await notifyEvent(tx, { type: 'children.changed', familyId: 'f' });
        await notifyEvent(tx, { type: 'balance.changed', familyId: 'f', childId: 'bruno' });
        await notifyEvent(tx, { type: 'balance.changed', familyId: 'f', childId: 'ana' });
      });
      expect(await settle(testDb, parent, 'f')).toHaveLength(3);
      // The marker (a tasks.changed, which every child of the family gets) is not Ana's data.
      expect(ana.filter((event) => event.type !== 'tasks.changed')).toEqual([
        { type: 'balance.changed', familyId: 'f', childId: 'ana' },
      ]);
    } finally {
      await hub.stop();
    }
  });

  it('stops delivering to a listener once it unsubscribes', async () => {
    const hub = createEventHub({ database: testDb, logger });
    await hub.start();
    try {
      const kept = collect(hub, { role: 'parent', familyId: 'g' });
      const dropped: PortalEvent[] = [];
      const unsubscribe = hub.subscribe({ role: 'parent', familyId: 'g' }, (e) => dropped.push(e));
      expect(hub.size).toBe(2);
      unsubscribe();
      expect(hub.size).toBe(1);

      expect(await settle(testDb, kept, 'g')).toEqual([]);
      expect(dropped).toEqual([]);
    } finally {
      await hub.stop();
    }
  });

  it('tells every subscriber when it stops, so open streams can end', async () => {
    const hub = createEventHub({ database: testDb, logger });
    await hub.start();
    let closed = 0;
    hub.subscribe({ role: 'parent', familyId: 'z' }, () => {}, { onClose: () => (closed += 1) });
    hub.subscribe({ role: 'parent', familyId: 'z' }, () => {}, { onClose: () => (closed += 1) });
    await hub.stop();
    expect(closed).toBe(2);
    expect(hub.size).toBe(0);
  });

  it('ignores a notification that is not a portal event', async () => {
    const hub = createEventHub({ database: testDb, logger });
    await hub.start();
    try {
      const received = collect(hub, { role: 'parent', familyId: 'h' });
      await testDb.db.execute(sql`select pg_notify('mesadinha_events', 'not json')`);
      await testDb.db.execute(
        sql`select pg_notify('mesadinha_events', '{"type":"unknown","familyId":"h"}')`,
      );
      expect(await settle(testDb, received, 'h')).toEqual([]);
    } finally {
      await hub.stop();
    }
  });

  it('publishes nothing before the transaction commits, then the events in order', async () => {
    const hub = createEventHub({ database: testDb, logger });
    await hub.start();
    try {
      const received = collect(hub, { role: 'parent', familyId: 'm' });
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      const writing = testDb.db.transaction(async (tx) => {
        await notifyEvent(tx, { type: 'children.changed', familyId: 'm' });
        await notifyEvent(tx, { type: 'balance.changed', familyId: 'm', childId: 'c1' });
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(received).toEqual([]);
      commit();
      await writing;
      await waitForEvents(received, 2);
      expect(received).toEqual([
        { type: 'children.changed', familyId: 'm' },
        { type: 'balance.changed', familyId: 'm', childId: 'c1' },
      ]);
    } finally {
      await hub.stop();
    }
  });

  it("publishes a savepoint's events with its transaction, and none of one rolled back", async () => {
    const hub = createEventHub({ database: testDb, logger });
    await hub.start();
    try {
      const received = collect(hub, { role: 'parent', familyId: 'q' });
      await testDb.db.transaction(async (tx) => {
        await tx.transaction((kept) =>
          notifyEvent(kept, { type: 'balance.changed', familyId: 'q', childId: 'kept' }),
        );
        await tx
          .transaction(async (undone) => {
            await notifyEvent(undone, {
              type: 'balance.changed',
              familyId: 'q',
              childId: 'undone',
            });
            throw new Error('savepoint rolled back on purpose');
          })
          .catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 100));
        // Released, but its transaction has not committed yet.
        expect(received).toEqual([]);
      });
      expect(await settle(testDb, received, 'q')).toEqual([
        { type: 'balance.changed', familyId: 'q', childId: 'kept' },
      ]);
    } finally {
      await hub.stop();
    }
  });

  it.runIf(postgresAvailable)(
    'publishes the events of transactions committed together in one statement outside them',
    async () => {
      const [row] = (await testDb.db.execute(
        sql`select current_database() as name`,
      )) as unknown as { name: string }[];
      const url = new URL(testEnv.databaseUrl);
      url.pathname = `/${row!.name}`;
      const statements: string[] = [];
      const counted = openPostgres(url.toString(), {
        max: 4,
        onStatement: (t) => statements.push(t),
      });
      const hub = createEventHub({ database: testDb, logger });
      await hub.start();
      try {
        const received = collect(hub, { role: 'parent', familyId: 'n' });
        await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            counted.db.transaction((tx) =>
              notifyEvent(tx, { type: 'balance.changed', familyId: 'n', childId: `c${i}` }),
            ),
          ),
        );
        await publisherFor(counted.db).flush();
        await waitForEvents(received, 8);
        const publications = statements.filter((text) => text.includes('pg_notify('));
        // Eight transactions, their events sent together once they committed.
        expect(publications.length).toBeLessThan(8);
        expect(publications.every((text) => text.trim().startsWith('select pg_notify('))).toBe(
          true,
        );
        expect(new Set(received.map((event) => 'childId' in event && event.childId)).size).toBe(8);
      } finally {
        await hub.stop();
        await counted.close();
      }
    },
  );

  it('logs a batch it could not send and goes on with the next', async () => {
    const warnings: string[] = [];
    const warnOnly = pino(
      { level: 'warn' },
      { write: (line: string) => warnings.push(JSON.parse(line).msg as string) },
    );
    const gone = await openPglite();
    await gone.close();
    const broken = createEventPublisher(gone.db, warnOnly);
    broken.publish([{ type: 'children.changed', familyId: 'o' }]);
    await broken.flush();
    expect(warnings).toEqual(['could not publish events']);

    const hub = createEventHub({ database: testDb, logger });
    await hub.start();
    try {
      const received = collect(hub, { role: 'parent', familyId: 'o' });
      const working = createEventPublisher(testDb.db, warnOnly);
      working.publish([{ type: 'children.changed', familyId: 'o' }]);
      await working.flush();
      await waitForEvents(received, 1);
      expect(warnings).toHaveLength(1);
    } finally {
      await hub.stop();
    }
  }, 30_000);

  it.runIf(postgresAvailable)(
    'delivers on two hubs with their own connections to one database (two BFF instances)',
    async () => {
      const [row] = (await testDb.db.execute(
        sql`select current_database() as name`,
      )) as unknown as {
        name: string;
      }[];
      const url = new URL(testEnv.databaseUrl);
      url.pathname = `/${row!.name}`;
      const second = openPostgres(url.toString(), { max: 2 });
      const hubOne = createEventHub({ database: testDb, logger });
      const hubTwo = createEventHub({ database: second, logger });
      await Promise.all([hubOne.start(), hubTwo.start()]);
      try {
        const one = collect(hubOne, { role: 'parent', familyId: 'k' });
        const two = collect(hubTwo, { role: 'parent', familyId: 'k' });
        // The change is made through the SECOND instance's pool: both must hear it.
        await second.db.transaction((tx) =>
          notifyEvent(tx, { type: 'children.changed', familyId: 'k' }),
        );
        await waitForEvents(one, 1);
        await waitForEvents(two, 1);
        expect(one).toEqual([{ type: 'children.changed', familyId: 'k' }]);
        expect(two).toEqual([{ type: 'children.changed', familyId: 'k' }]);
      } finally {
        await Promise.all([hubOne.stop(), hubTwo.stop()]);
        await second.close();
      }
    },
  );
});

describe('EventHub: a subscription lives as long as its session (issue 36, ADR 057)', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  it('ends the subscriptions of a deleted session at once (its NOTIFY), and only those', async () => {
    const hub = createEventHub({ database: testDb, logger, checkEveryMs: NO_PERIODIC_CHECK });
    await hub.start();
    try {
      const seeded = await seedSessions(testDb);
      const ended = subscribeAs(hub, seeded.parent, seeded.parentSession);
      const kept = subscribeAs(hub, seeded.parent, seeded.secondParentSession);
      const received = collect(hub, seeded.parent);
      await testDb.db.delete(session).where(eq(session.id, seeded.parentSession));
      await waitForEnd(ended.ends);
      expect(ended.ends).toEqual(['session-ended']);
      // Once a marker sent after the deletion arrived, its notification was handled too.
      await settle(testDb, received, seeded.familyId);
      expect(kept.ends).toEqual([]);
      expect(hub.size).toBe(2);
    } finally {
      await hub.stop();
    }
  });

  it('ends, at the periodic check, subscriptions whose session expired or lost its audience', async () => {
    const hub = createEventHub({ database: testDb, logger, checkEveryMs: NO_PERIODIC_CHECK });
    await hub.start();
    try {
      const seeded = await seedSessions(testDb);
      const expired = subscribeAs(hub, seeded.parent, seeded.parentSession);
      const live = subscribeAs(hub, seeded.parent, seeded.secondParentSession);
      const child = subscribeAs(hub, seeded.child, seeded.childSession);
      const withoutSession = collect(hub, seeded.parent);
      await testDb.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(session.id, seeded.parentSession));
      // A child deactivated without its sessions deleted (only the check can tell).
      await testDb.db
        .update(children)
        .set({ active: false })
        .where(eq(children.id, seeded.childId));
      await hub.checkSessions();
      expect(expired.ends).toEqual(['session-ended']);
      expect(child.ends).toEqual(['session-ended']);
      expect(live.ends).toEqual([]);
      expect(await settle(testDb, withoutSession, seeded.familyId)).toEqual([]);
      expect(hub.size).toBe(2);
    } finally {
      await hub.stop();
    }
  });

  it('runs the check by itself every `checkEveryMs`', async () => {
    const hub = createEventHub({ database: testDb, logger, checkEveryMs: 50 });
    await hub.start();
    try {
      const seeded = await seedSessions(testDb);
      const expired = subscribeAs(hub, seeded.parent, seeded.parentSession);
      await testDb.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(session.id, seeded.parentSession));
      await waitForEnd(expired.ends);
      expect(expired.ends).toEqual(['session-ended']);
    } finally {
      await hub.stop();
    }
  });

  it(`keeps ${MAX_STREAMS_PER_SESSION} subscriptions per session: the next one ends the oldest`, () => {
    const hub = createEventHub({ database: testDb, logger, checkEveryMs: NO_PERIODIC_CHECK });
    const audience: EventAudience = { role: 'parent', familyId: 'cap' };
    const first = Array.from({ length: MAX_STREAMS_PER_SESSION }, () =>
      subscribeAs(hub, audience, 'session-a'),
    );
    const elsewhere = subscribeAs(hub, audience, 'session-b');
    // A subscription that left on its own frees its place.
    first[1]!.unsubscribe();
    subscribeAs(hub, audience, 'session-a');
    expect(first.map(({ ends }) => ends)).toEqual(first.map(() => []));
    subscribeAs(hub, audience, 'session-a');
    expect(first[0]!.ends).toEqual(['replaced']);
    expect(first.slice(1).map(({ ends }) => ends)).toEqual(first.slice(1).map(() => []));
    expect(elsewhere.ends).toEqual([]);
    expect(hub.size).toBe(MAX_STREAMS_PER_SESSION + 1);
  });
});

describe('EventHub on PGlite (the default database without DATABASE_URL)', () => {
  it('delivers committed events in process', async () => {
    const pglite = await openPglite();
    const hub = createEventHub({ database: pglite, logger });
    await hub.start();
    try {
      const received = collect(hub, { role: 'parent', familyId: 'p' });
      await pglite.db
        .transaction(async (tx) => {
          await notifyEvent(tx, { type: 'children.changed', familyId: 'p' });
          throw new Error('rollback on purpose');
        })
        .catch(() => undefined);
      expect(await settle(pglite, received, 'p')).toEqual([]);
      await pglite.db.transaction((tx) =>
        notifyEvent(tx, { type: 'children.changed', familyId: 'p' }),
      );
      await waitForEvents(received, 2);
      expect(received.at(-1)).toEqual({ type: 'children.changed', familyId: 'p' });
    } finally {
      await hub.stop();
      await pglite.close();
    }
    // Starting PGlite (WebAssembly) takes seconds on a busy two-core machine.
  }, 60_000);

  it("ends the subscriptions of a session deleted by a cascade (the child's user erased; migration 0016 on PGlite)", async () => {
    const pglite = await openPglite();
    await pglite.migrate();
    const hub = createEventHub({ database: pglite, logger, checkEveryMs: NO_PERIODIC_CHECK });
    await hub.start();
    try {
      const seeded = await seedSessions(pglite);
      const ended = subscribeAs(hub, seeded.child, seeded.childSession);
      await pglite.db.delete(user).where(eq(user.id, seeded.childUserId));
      await waitForEnd(ended.ends);
      expect(ended.ends).toEqual(['session-ended']);
    } finally {
      await hub.stop();
      await pglite.close();
    }
  }, 60_000);
});

describe('audienceMaySee', () => {
  it("gives family.changed to the family's parents and children, not to another family", () => {
    const changed: PortalEvent = { type: 'family.changed', familyId: 'f' };
    expect(audienceMaySee({ role: 'parent', familyId: 'f' }, changed)).toBe(true);
    expect(audienceMaySee({ role: 'child', familyId: 'f', childId: 'ana' }, changed)).toBe(true);
    expect(audienceMaySee({ role: 'child', familyId: 'x', childId: 'ana' }, changed)).toBe(false);
    expect(audienceMaySee({ role: 'parent', familyId: 'x' }, changed)).toBe(false);
  });

  it('keeps families apart and shows children only their own events', () => {
    const changed: PortalEvent = { type: 'children.changed', familyId: 'f' };
    const balanceAna: PortalEvent = { type: 'balance.changed', familyId: 'f', childId: 'ana' };
    expect(audienceMaySee({ role: 'parent', familyId: 'f' }, changed)).toBe(true);
    expect(audienceMaySee({ role: 'parent', familyId: 'other' }, changed)).toBe(false);
    expect(audienceMaySee({ role: 'child', familyId: 'f', childId: 'ana' }, changed)).toBe(false);
    expect(audienceMaySee({ role: 'child', familyId: 'f', childId: 'ana' }, balanceAna)).toBe(true);
    expect(audienceMaySee({ role: 'child', familyId: 'f', childId: 'bia' }, balanceAna)).toBe(
      false,
    );
    expect(audienceMaySee({ role: 'child', familyId: 'x', childId: 'ana' }, balanceAna)).toBe(
      false,
    );
  });

  it("tells every child of the family that tasks changed, and no other family's", () => {
    const tasksChanged: PortalEvent = { type: 'tasks.changed', familyId: 'f', taskId: 't' };
    expect(audienceMaySee({ role: 'child', familyId: 'f', childId: 'ana' }, tasksChanged)).toBe(
      true,
    );
    expect(audienceMaySee({ role: 'child', familyId: 'x', childId: 'ana' }, tasksChanged)).toBe(
      false,
    );
  });
});
