import { PortalEventSchema, type PortalEvent } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type postgres from 'postgres';
import { commitScopeOf } from '../../db/after-commit';
import type { Db, DatabaseHandle } from '../../db/client';
import type { Logger } from '../logger';
import {
  audiencesOfSessions,
  endedSessionsOf,
  MAX_STREAMS_PER_SESSION,
  sameAudience,
  SESSION_CHECK_MS,
  SESSIONS_CHANNEL,
} from './stream-sessions';

/** The PostgreSQL NOTIFY channel every BFF instance LISTENs on. */
export const EVENTS_CHANNEL = 'mesadinha_events';

/**
 * Who a subscriber is. A parent gets every event of its family; a child only events that name
 * it (`childId`), so `children.changed` never reaches children (they only see themselves).
 */
export type EventAudience =
  { role: 'parent'; familyId: string } | { role: 'child'; familyId: string; childId: string };

/** Receives the events its audience may see. */
export type EventListener = (event: PortalEvent) => void;

/** Why the hub ended a subscription (its stream then ends). */
export type StreamEnd =
  /** The hub stopped: the server is shutting down. */
  | 'stopped'
  /** Its session ended (deleted, expired) or no longer gives this audience (ADR 057). */
  | 'session-ended'
  /** A newer stream of the same session took its place (the cap per session). */
  | 'replaced';

/** What a subscription says about itself besides its audience. */
export interface SubscribeOptions {
  /**
   * The session a stream was opened with: the subscription lives only as long as it does.
   * Every stream has one; an in-process listener (a test) may go without.
   */
  sessionId?: string;
  /** Called once when the hub ends the subscription (not after `unsubscribe`). */
  onClose?: (why: StreamEnd) => void;
}

/** Fan-out of the database's event channel to the subscribers of one BFF instance. */
export interface EventHub {
  /**
   * Opens the LISTEN connection (events and ended sessions) and starts the periodic check of
   * the subscribers' sessions. Idempotent; later calls wait for the first one.
   */
  start(): Promise<void>;
  /**
   * Stops listening and drops every subscriber, calling their `onClose` so open streams end
   * (a shutting-down server is not kept waiting by clients that never hang up).
   */
  stop(): Promise<void>;
  /**
   * Registers a listener for an audience; returns the function that unsubscribes it. Past
   * {@link MAX_STREAMS_PER_SESSION} subscriptions of one session, its oldest is ended.
   */
  subscribe(
    audience: EventAudience,
    listener: EventListener,
    options?: SubscribeOptions,
  ): () => void;
  /**
   * Re-reads the sessions of every subscriber now and ends those whose session ended or no
   * longer gives their audience (what start() schedules every {@link SESSION_CHECK_MS}).
   */
  checkSessions(): Promise<void>;
  /** Number of live subscribers (for tests and metrics). */
  readonly size: number;
}

/** What createEventHub listens with. */
export interface CreateEventHubOptions {
  /** The BFF's database: its driver decides how to LISTEN. */
  database: Pick<DatabaseHandle, 'db' | 'driver'>;
  logger: Logger;
  /** Default {@link SESSION_CHECK_MS}. */
  checkEveryMs?: number;
}

/**
 * Sends `event` to every BFF instance, once the change it announces has committed (ADR 052):
 * called with a transaction, it is published after that transaction's COMMIT and never when
 * it rolls back; called with the database outside a transaction (whose statements commit as
 * they answer), right away. A listener never sees an event before the data it announces.
 */
export async function notifyEvent(tx: Db, event: PortalEvent): Promise<void> {
  await notifyEvents(tx, [event]);
}

/**
 * {@link notifyEvent} for several events, published in the order given.
 *
 * Not a NOTIFY inside the transaction: PostgreSQL serialises the COMMIT of every transaction
 * that notified, WAL flush included, on one lock for the whole server, so every money
 * movement of every family would commit one after the other. Published after the COMMIT
 * instead, in batches ({@link publisherFor}). The price: a BFF that dies between a COMMIT and
 * the next batch loses those events; streams are hints that make clients refetch, and a
 * client reconnecting refetches anyway.
 */
export async function notifyEvents(tx: Db, events: readonly PortalEvent[]): Promise<void> {
  if (events.length === 0) return;
  const checked = events.map((event) => PortalEventSchema.parse(event));
  const scope = commitScopeOf(tx);
  if (scope.kind === 'transaction') {
    scope.defer(() => publisherFor(scope.root).publish(checked));
  } else if (scope.kind === 'root') {
    publisherFor(tx).publish(checked);
  } else {
    // A handle client.ts did not open (none in the app): NOTIFY within it, delivered on commit.
    await tx.execute(sql`select ${notifyCalls(checked)}`);
  }
}

/** Events of one BFF instance waiting to be sent, sent in order, in batches. */
export interface EventPublisher {
  /** Queues `events`; they are sent on the next turn of the event loop with whatever else came. */
  publish(events: readonly PortalEvent[]): void;
  /** Resolves once everything queued so far has been sent (or failed). */
  flush(): Promise<void>;
}

/** Notifications per statement: each `pg_notify` payload stays far below PostgreSQL's 8000 bytes. */
const BATCH = 100;

/**
 * The publisher of the database `db` (one per BFF instance): ONE `select pg_notify(…), …`
 * statement per batch, outside any transaction, one batch at a time so the order holds. A
 * failed batch is logged and dropped (the events are hints, the data is committed).
 */
export function createEventPublisher(db: Db, logger?: Logger): EventPublisher {
  const queue: PortalEvent[] = [];
  let draining: Promise<void> | null = null;
  const drain = async () => {
    // One turn of the event loop first: the other requests' events join this batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH);
      try {
        await db.execute(sql`select ${notifyCalls(batch)}`);
      } catch (error) {
        (logger ?? loggers.get(db))?.warn(
          { err: error, events: batch.length },
          'could not publish events',
        );
      }
    }
    draining = null;
  };
  return {
    publish(events) {
      queue.push(...events);
      draining ??= drain();
    },
    flush: () => draining ?? Promise.resolve(),
  };
}

/** One publisher per open database, keyed by its drizzle handle (as {@link eventHubFor}). */
const publishers = new WeakMap<object, EventPublisher>();
/** The logger of the instance that owns a database, for the publisher's failures. */
const loggers = new WeakMap<object, Logger>();

/** The logger of the event hub started on `db`, if one was: for work done after a commit. */
export function loggerOf(db: Db): Logger | undefined {
  return loggers.get(db);
}

/** The publisher of `db`, created on first use. */
export function publisherFor(db: Db): EventPublisher {
  let publisher = publishers.get(db);
  if (!publisher) {
    publisher = createEventPublisher(db);
    publishers.set(db, publisher);
  }
  return publisher;
}

/** The `pg_notify(…), pg_notify(…)` list of a publication (at least one event), in order. */
function notifyCalls(events: readonly PortalEvent[]): SQL {
  const calls = events.map((event) => sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
  return sql.join(calls, sql`, `);
}

/** Whether a subscriber with this audience may see `event`. */
export function audienceMaySee(audience: EventAudience, event: PortalEvent): boolean {
  if (event.familyId !== audience.familyId) return false;
  if (audience.role === 'parent') return true;
  // A lock of the child's PIN is for its parents (who can end it), not for the child.
  if (event.type === 'child.pin-locked') return false;
  // A task change carries no child data: every child of the family may have to refetch its list.
  if (event.type === 'tasks.changed') return true;
  // The family's appearance is the child's too (issue 12); the event carries no child data.
  if (event.type === 'family.changed') return true;
  return 'childId' in event && event.childId === audience.childId;
}

/** The driver-specific subscription; returns the function that ends it. */
type Unlisten = () => Promise<void>;

/**
 * Listens to `channel` on the database's own client: postgres.js opens one dedicated
 * connection for all of its LISTENs (and re-LISTENs after a reconnect); PGlite delivers
 * in-process.
 */
async function listen(
  database: CreateEventHubOptions['database'],
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> {
  // drizzle keeps the driver's client on `$client`; the Db type is driver-neutral, hence the cast.
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === 'postgres') {
    const request = await (client as postgres.Sql).listen(channel, onPayload);
    return () => request.unlisten();
  }
  const pglite = client as {
    listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  };
  const unsubscribe = await pglite.listen(channel, onPayload);
  return () => unsubscribe();
}

/** Listens to every channel of `handlers`; all or none (a failure unlistens the others). */
async function listenAll(
  database: CreateEventHubOptions['database'],
  handlers: Record<string, (payload: string) => void>,
): Promise<Unlisten> {
  const unlistens: Unlisten[] = [];
  const unlistenAll = async () => {
    await Promise.all(unlistens.map((unlisten) => unlisten()));
  };
  try {
    for (const [channel, handler] of Object.entries(handlers)) {
      unlistens.push(await listen(database, channel, handler));
    }
  } catch (error) {
    await unlistenAll().catch(() => undefined);
    throw error;
  }
  return unlistenAll;
}

/** One subscription of the hub. */
interface Subscriber extends SubscribeOptions {
  audience: EventAudience;
  listener: EventListener;
}

/**
 * An EventHub for one BFF instance: ONE LISTEN connection on {@link EVENTS_CHANNEL} (and
 * {@link SESSIONS_CHANNEL}), fanned out in process to subscribers filtered by family (and by
 * child for a child). Each instance has its own hub, so with several instances on one database
 * every one of them delivers, and every one of them ends the streams of an ended session.
 */
export function createEventHub({
  database,
  logger,
  checkEveryMs = SESSION_CHECK_MS,
}: CreateEventHubOptions): EventHub {
  // Insertion order is age: a session's first subscriber is its oldest.
  const subscribers = new Map<symbol, Subscriber>();
  const bySession = new Map<string, Set<symbol>>();
  let started: Promise<Unlisten> | undefined;
  let checkTimer: ReturnType<typeof setInterval> | undefined;
  let checking: Promise<void> | undefined;

  const end = (key: symbol, why: StreamEnd | null) => {
    const subscriber = subscribers.get(key);
    if (!subscriber) return;
    subscribers.delete(key);
    if (subscriber.sessionId !== undefined) {
      const siblings = bySession.get(subscriber.sessionId)!;
      siblings.delete(key);
      if (siblings.size === 0) bySession.delete(subscriber.sessionId);
    }
    if (why) subscriber.onClose?.(why);
  };

  const dispatch = (payload: string) => {
    // Nobody to tell (no stream open on this instance): every review sends 3 notifications,
    // not worth parsing for no one.
    if (subscribers.size === 0) return;
    let event: PortalEvent;
    try {
      event = PortalEventSchema.parse(JSON.parse(payload));
    } catch (error) {
      logger.warn({ err: error }, 'ignored a malformed event notification');
      return;
    }
    for (const { audience, listener } of subscribers.values()) {
      if (!audienceMaySee(audience, event)) continue;
      try {
        listener(event);
      } catch (error) {
        // One broken stream must not keep the event from the others.
        logger.warn({ err: error }, 'event listener failed');
      }
    }
  };

  const sessionsEnded = (payload: string) => {
    if (bySession.size === 0) return;
    for (const sessionId of endedSessionsOf(payload)) {
      for (const key of [...(bySession.get(sessionId) ?? [])]) end(key, 'session-ended');
    }
  };

  const check = async () => {
    const sessionIds = [...bySession.keys()];
    if (sessionIds.length === 0) return;
    try {
      const audiences = await audiencesOfSessions(database.db, sessionIds);
      for (const sessionId of sessionIds) {
        const now = audiences.get(sessionId);
        for (const key of [...(bySession.get(sessionId) ?? [])]) {
          const subscriber = subscribers.get(key)!;
          if (!now || !sameAudience(now, subscriber.audience)) end(key, 'session-ended');
        }
      }
    } catch (error) {
      // The database is unreachable: the streams get no events either; try again next time.
      logger.warn({ err: error }, 'could not check the sessions of event streams');
    }
  };
  // One check at a time: a slow one is not stacked with the next.
  const checkSessions = () => {
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  };

  return {
    start() {
      started ??= listenAll(database, {
        [EVENTS_CHANNEL]: dispatch,
        [SESSIONS_CHANNEL]: sessionsEnded,
      }).then(
        (unlisten) => {
          checkTimer ??= setInterval(() => void checkSessions(), checkEveryMs);
          // The check must not keep a process alive that has nothing else to do.
          checkTimer.unref?.();
          return unlisten;
        },
        (error: unknown) => {
          started = undefined;
          throw error;
        },
      );
      return started.then(() => undefined);
    },
    async stop() {
      clearInterval(checkTimer);
      checkTimer = undefined;
      for (const key of [...subscribers.keys()]) end(key, 'stopped');
      const pending = started;
      started = undefined;
      if (!pending) return;
      const unlisten = await pending.catch(() => undefined);
      await unlisten?.().catch((error: unknown) => {
        logger.warn({ err: error }, 'could not UNLISTEN the event channels');
      });
    },
    subscribe(audience, listener, { sessionId, onClose } = {}) {
      const key = Symbol('subscriber');
      if (sessionId !== undefined) {
        // The session's oldest streams give way: a new tab or a reload is never refused.
        let siblings = bySession.get(sessionId);
        while (siblings && siblings.size >= MAX_STREAMS_PER_SESSION) {
          end(siblings.values().next().value!, 'replaced');
        }
        siblings = bySession.get(sessionId) ?? new Set();
        bySession.set(sessionId, siblings.add(key));
      }
      subscribers.set(key, { audience, listener, sessionId, onClose });
      return () => end(key, null);
    },
    checkSessions,
    get size() {
      return subscribers.size;
    },
  };
}

/** One hub per open database (that is, per BFF app instance), keyed by its drizzle handle. */
const hubs = new WeakMap<object, EventHub>();

/**
 * The EventHub of the app instance that owns `database`, created (not started) on first use.
 * `GET /api/events` starts it lazily; server.ts may start it at boot and stop it on shutdown.
 * Keyed by the database handle so two apps on two handles (two "instances" in one test
 * process) have two hubs and two LISTEN connections, as two processes would. `options` apply
 * when it is created (tests turn the periodic session check off).
 */
export function eventHubFor(
  database: CreateEventHubOptions['database'],
  logger: Logger,
  options: Pick<CreateEventHubOptions, 'checkEveryMs'> = {},
): EventHub {
  loggers.set(database.db, logger);
  let hub = hubs.get(database.db);
  if (!hub) {
    hub = createEventHub({ database, logger, ...options });
    hubs.set(database.db, hub);
  }
  return hub;
}
