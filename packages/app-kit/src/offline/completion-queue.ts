/*
 * The child's task completions made without a connection (issue 39 item 4, ADR 069), kept in
 * IndexedDB until the BFF gives a definite answer. No DOM and no React: the same file runs in a
 * page and in the shell's service worker (its Background Sync handler imports
 * `flushCompletionQueue`), so it only uses what both have: IndexedDB, `fetch`, `FormData`,
 * `navigator.locks` and `BroadcastChannel` where present.
 */
import { completeTask } from '@portal/contracts/endpoints/child-tasks';
import { getMe } from '@portal/contracts/endpoints/me';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { endpointPath } from '../api/endpoint-request';

/** The Background Sync tag the shell's service worker flushes the queue on. */
export const COMPLETION_SYNC_TAG = 'mesadinha-completions';

/** The `BroadcastChannel` on which each flush tells the pages what happened. */
export const COMPLETION_CHANNEL = 'mesadinha-completions';

const DB_NAME = 'mesadinha-offline';
const STORE = 'completions';
/** The API's base on the portal's origin: the shell serves `/api` (architecture, "Apps ↔ BFF"). */
const DEFAULT_BASE_URL = '/api';

/** One tap on 'Marcar como Feita' kept for later, as it will be sent. */
export interface QueuedCompletion {
  /** The tap's `Idempotency-Key`: the entry's key, sent unchanged by every attempt. */
  idempotencyKey: string;
  /** The signed-in child who tapped: only a session of this child sends it. */
  childId: string;
  taskId: string;
  /** Trimmed, or absent: the BFF's replay compares it with the first request's. */
  notes?: string;
  /** The proof photo as it will be uploaded (already resized). */
  photo?: Blob;
  photoName?: string;
  /** When the child tapped (ms since the epoch): entries are sent in this order. */
  queuedAt: number;
}

/** A completion the BFF refused on arrival (its pt-BR `{ code, message }`): dropped. */
export interface RefusedCompletion {
  taskId: string;
  idempotencyKey: string;
  status: number;
  code: string | null;
  /** The BFF's message, to show to the child. */
  message: string;
}

/** What one {@link flushCompletionQueue} did. */
export interface FlushResult {
  /** The child whose entries were considered (from `GET /api/me`), null when none was signed in. */
  childId: string | null;
  /** Accepted (also replays of an earlier delivery): removed from the queue. */
  delivered: { taskId: string; idempotencyKey: string }[];
  /** Refused with a definite answer: removed from the queue. */
  refused: RefusedCompletion[];
  /** This child's entries still queued (network failure, 5xx, session problem). */
  remaining: number;
  /** Why the flush stopped early: no connection / server trouble, or no child session. */
  stopped: 'offline' | 'signed-out' | null;
}

/** Options of {@link flushCompletionQueue}; the defaults are the portal's. */
export interface FlushOptions {
  /** API base on this origin (default `/api`). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * The entry as IndexedDB holds it: the photo as bytes and type, which every engine clones
 * (Safari long refused Blobs in IndexedDB, and a test DOM's Blob does not survive the clone).
 */
interface StoredCompletion extends Omit<QueuedCompletion, 'photo'> {
  photo?: { bytes: ArrayBuffer; type: string };
}

interface QueueDb extends DBSchema {
  completions: {
    key: string;
    value: StoredCompletion;
    indexes: { byChild: string };
  };
}

let opening: Promise<IDBPDatabase<QueueDb>> | null = null;

function database(): Promise<IDBPDatabase<QueueDb>> {
  opening ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(db) {
      const store = db.createObjectStore(STORE, { keyPath: 'idempotencyKey' });
      store.createIndex('byChild', 'childId');
    },
    // Another context upgrades the schema: let it, and open again next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/**
 * Keeps a completion for later. A task already queued for this child keeps its first tap (and
 * key): the child cannot do one task twice while offline. Resolves with the entry kept.
 */
export async function enqueueCompletion(entry: QueuedCompletion): Promise<QueuedCompletion> {
  // Read before the transaction: it would close while a Blob is being read.
  const photo = entry.photo
    ? { bytes: await entry.photo.arrayBuffer(), type: entry.photo.type || 'image/jpeg' }
    : undefined;
  const db = await database();
  const tx = db.transaction(STORE, 'readwrite');
  const mine = await tx.store.index('byChild').getAll(entry.childId);
  const earlier = mine.find((item) => item.taskId === entry.taskId);
  const kept: StoredCompletion = earlier ?? {
    ...entry,
    notes: entry.notes?.trim() || undefined,
    photo,
  };
  if (!earlier) await tx.store.put(kept);
  await tx.done;
  return fromStored(kept);
}

function fromStored({ photo, ...rest }: StoredCompletion): QueuedCompletion {
  return photo ? { ...rest, photo: new Blob([photo.bytes], { type: photo.type }) } : rest;
}

/** The queued completions, oldest first: of one child, or of everyone on this device. */
export async function listQueuedCompletions(childId?: string): Promise<QueuedCompletion[]> {
  const db = await database();
  const entries = childId
    ? await db.getAllFromIndex(STORE, 'byChild', childId)
    : await db.getAll(STORE);
  return entries.sort((a, b) => a.queuedAt - b.queuedAt).map(fromStored);
}

/** What this module reads of `navigator`, in a window or a service worker. */
interface ContextNavigator {
  serviceWorker?: { controller: object | null; ready: Promise<object> };
  locks?: { request<T>(name: string, callback: () => Promise<T>): Promise<T> };
}

/** Empties the queue (sign-out: the device may change hands; nobody else may send these taps). */
export async function clearCompletionQueue(): Promise<void> {
  const db = await database();
  await db.clear(STORE);
}

/**
 * Asks the browser to run the service worker's `sync` event (tag {@link COMPLETION_SYNC_TAG})
 * once the connection is back, where it has Background Sync and a service worker. Never waits
 * for a service worker that is not there; never rejects.
 */
export function requestCompletionSync(): void {
  const container = (globalThis.navigator as ContextNavigator | undefined)?.serviceWorker;
  if (!container?.controller) return;
  void container.ready
    .then((registration: object) => {
      const sync = (registration as { sync?: { register: (tag: string) => Promise<void> } }).sync;
      return sync?.register(COMPLETION_SYNC_TAG);
    })
    .catch(() => undefined);
}

type Answer =
  | { kind: 'delivered' }
  | { kind: 'refused'; status: number; code: string | null; message: string }
  | { kind: 'retry-later' };

/**
 * Statuses that are no answer about the completion: the session (401, 403), the family's access
 * (402), time-outs and throttling (408, 429) and the server's trouble (5xx). The entry stays.
 */
function isRetryLater(status: number): boolean {
  return status === 401 || status === 402 || status === 403 || status === 408 || status === 429;
}

async function errorOf(response: Response): Promise<{ code: string | null; message: string }> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    const message = typeof body.message === 'string' ? body.message.trim() : '';
    return { code: typeof body.code === 'string' ? body.code : null, message };
  } catch {
    return { code: null, message: '' };
  }
}

function bodyOf(entry: QueuedCompletion): { body: string | FormData; json: boolean } {
  if (!entry.photo)
    return { body: JSON.stringify(entry.notes ? { notes: entry.notes } : {}), json: true };
  const form = new FormData();
  form.append('photo', entry.photo, entry.photoName || 'foto.jpg');
  if (entry.notes) form.append('notes', entry.notes);
  return { body: form, json: false };
}

async function send(
  entry: QueuedCompletion,
  baseUrl: string,
  fetchImpl: typeof fetch,
): Promise<Answer> {
  const { body, json } = bodyOf(entry);
  const headers: Record<string, string> = { 'idempotency-key': entry.idempotencyKey };
  if (json) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${endpointPath(completeTask, { id: entry.taskId })}`, {
      method: completeTask.method,
      credentials: 'include',
      headers,
      body,
    });
  } catch {
    return { kind: 'retry-later' };
  }
  if (response.ok) return { kind: 'delivered' };
  if (response.status >= 500 || isRetryLater(response.status)) return { kind: 'retry-later' };
  return { kind: 'refused', status: response.status, ...(await errorOf(response)) };
}

/** The child of this origin's session: its id, null without one, undefined when unknown (offline). */
async function currentChild(
  baseUrl: string,
  fetchImpl: typeof fetch,
): Promise<string | null | undefined> {
  let response: Response;
  try {
    response = await fetchImpl(`${baseUrl}${endpointPath(getMe)}`, {
      method: getMe.method,
      credentials: 'include',
      cache: 'no-store',
    });
  } catch {
    return undefined;
  }
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) return undefined;
  try {
    const me = (await response.json()) as { child?: { id?: unknown } | null };
    return typeof me.child?.id === 'string' ? me.child.id : null;
  } catch {
    return undefined;
  }
}

async function flushOnce({
  baseUrl = DEFAULT_BASE_URL,
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
}: FlushOptions): Promise<FlushResult> {
  const result: FlushResult = {
    childId: null,
    delivered: [],
    refused: [],
    remaining: 0,
    stopped: null,
  };
  if ((await listQueuedCompletions()).length === 0) return result;
  // Whose session this is decides which entries may go: never one child's tap with another's.
  const childId = await currentChild(baseUrl, fetchImpl);
  if (childId === undefined) return { ...result, stopped: 'offline' };
  if (childId === null) return { ...result, stopped: 'signed-out' };
  result.childId = childId;
  const entries = await listQueuedCompletions(childId);
  const db = await database();
  for (const [index, entry] of entries.entries()) {
    const answer = await send(entry, baseUrl, fetchImpl);
    if (answer.kind === 'retry-later') {
      // Removed only after a definite answer: this one and the rest wait for the next flush.
      result.remaining = entries.length - index;
      result.stopped = 'offline';
      break;
    }
    await db.delete(STORE, entry.idempotencyKey);
    const done = { taskId: entry.taskId, idempotencyKey: entry.idempotencyKey };
    if (answer.kind === 'delivered') result.delivered.push(done);
    else
      result.refused.push({
        ...done,
        status: answer.status,
        code: answer.code,
        message: answer.message,
      });
  }
  return result;
}

/** One flush at a time in this context; across contexts (page, worker) with a Web Lock. */
let running: Promise<unknown> = Promise.resolve();

/** Who is listening to this context's flushes ({@link onCompletionsFlushed}). */
const listeners = new Set<(result: FlushResult) => void>();
/** Marks this context's own broadcasts, which its listeners already heard directly. */
const CONTEXT_ID = `${Date.now()}-${Math.random()}`;

interface FlushedMessage {
  type: 'flushed';
  source: string;
  result: FlushResult;
}

function announce(result: FlushResult): void {
  if (result.delivered.length === 0 && result.refused.length === 0) return;
  listeners.forEach((listener) => listener(result));
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(COMPLETION_CHANNEL);
  channel.postMessage({ type: 'flushed', source: CONTEXT_ID, result } satisfies FlushedMessage);
  channel.close();
}

/**
 * Calls `listener` after every flush that delivered or dropped something: this context's, and
 * another's (a tab, the service worker's `sync`) through the {@link COMPLETION_CHANNEL}
 * `BroadcastChannel`. Returns the unsubscribe.
 */
export function onCompletionsFlushed(listener: (result: FlushResult) => void): () => void {
  listeners.add(listener);
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(COMPLETION_CHANNEL) : null;
  if (channel) {
    channel.onmessage = (event: MessageEvent<FlushedMessage>) => {
      if (event.data?.type === 'flushed' && event.data.source !== CONTEXT_ID) {
        listener(event.data.result);
      }
    };
  }
  return () => {
    listeners.delete(listener);
    channel?.close();
  };
}

/**
 * Sends the signed-in child's queued completions, oldest first, each with its own
 * `Idempotency-Key` (so a completion the BFF already has is answered as a replay, never paid
 * twice) to `POST {baseUrl}/tasks/{id}/complete` with the session cookie. Only the entries of
 * the child of `GET /api/me` go; other children's wait for their own session. An entry is
 * removed once the BFF answered: accepted (`delivered`) or refused with a 4xx (`refused`, the
 * BFF's message for the child); a network failure, a 5xx or a session problem (401/402/403/
 * 408/429) keeps it and ends the flush. Works in a window and in a service worker; tells other
 * contexts what it delivered or dropped ({@link onCompletionsFlushed}).
 * Never rejects for the network; rejects only when IndexedDB is unusable.
 */
export function flushCompletionQueue(options: FlushOptions = {}): Promise<FlushResult> {
  const locks = (globalThis.navigator as ContextNavigator | undefined)?.locks;
  const run = () => flushOnce(options);
  const next = running.then(() =>
    locks ? (locks.request(COMPLETION_SYNC_TAG, run) as Promise<FlushResult>) : run(),
  );
  running = next.catch(() => undefined);
  return next.then((result) => {
    announce(result);
    return result;
  });
}
