import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCompletionQueue,
  enqueueCompletion,
  flushCompletionQueue,
  listQueuedCompletions,
  onCompletionsFlushed,
  type QueuedCompletion,
} from './completion-queue';

// Issue 39 item 4: completions made offline wait in IndexedDB and go exactly once.

const ANA = 'c0000000-0000-4000-8000-00000000000a';
const BIA = 'c0000000-0000-4000-8000-00000000000b';

interface Sent {
  url: string;
  key: string | null;
  body: BodyInit | null | undefined;
}

/**
 * A BFF at the network boundary: `/api/me` answers the session's child, each completion the
 * next of `answers` (a Response, or 'down' for a network failure).
 */
function bff(child: string | null, answers: (Response | 'down')[] = []) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/me')) {
      if (child === null) return json(401, { code: 'UNAUTHENTICATED', message: 'Entre.' });
      return json(200, { child: { id: child } });
    }
    const headers = new Headers(init?.headers);
    sent.push({ url, key: headers.get('idempotency-key'), body: init?.body });
    const answer = answers.shift() ?? json(200, {});
    if (answer === 'down') throw new TypeError('Failed to fetch');
    return answer;
  });
  return { fetch: fetchImpl as unknown as typeof fetch, sent };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function entry(overrides: Partial<QueuedCompletion> = {}): QueuedCompletion {
  return {
    idempotencyKey: crypto.randomUUID(),
    childId: ANA,
    taskId: 't-1',
    queuedAt: Date.now(),
    ...overrides,
  };
}

beforeEach(async () => {
  await clearCompletionQueue();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('completion queue', () => {
  it('keeps an entry, with its photo, and one per task of a child', async () => {
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' });
    const first = await enqueueCompletion(
      entry({ photo, photoName: 'foto.jpg', notes: '  pronto  ' }),
    );
    const again = await enqueueCompletion(entry());
    expect(again.idempotencyKey).toBe(first.idempotencyKey);

    const [kept, ...rest] = await listQueuedCompletions(ANA);
    expect(rest).toEqual([]);
    expect(kept!.notes).toBe('pronto');
    expect(kept!.photo?.size).toBe(6);
    expect(await listQueuedCompletions(BIA)).toEqual([]);
  });

  it('sends each entry once with its key and removes it after the answer', async () => {
    const a = await enqueueCompletion(entry({ taskId: 't-1', queuedAt: 1 }));
    const b = await enqueueCompletion(
      entry({
        taskId: 't-2',
        queuedAt: 2,
        photo: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
        notes: 'feito',
      }),
    );
    const server = bff(ANA);

    const result = await flushCompletionQueue({ fetch: server.fetch });

    expect(result).toMatchObject({ childId: ANA, remaining: 0, stopped: null, refused: [] });
    expect(result.delivered.map((d) => d.taskId)).toEqual(['t-1', 't-2']);
    expect(server.sent.map((s) => [s.url, s.key])).toEqual([
      ['/api/tasks/t-1/complete', a.idempotencyKey],
      ['/api/tasks/t-2/complete', b.idempotencyKey],
    ]);
    expect(server.sent[0]!.body).toBe('{}');
    const form = server.sent[1]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('photo') as File).name).toBe('foto.jpg');
    expect(form.get('notes')).toBe('feito');
    expect(await listQueuedCompletions()).toEqual([]);

    // Nothing left: a second flush sends nothing.
    await flushCompletionQueue({ fetch: server.fetch });
    expect(server.sent).toHaveLength(2);
  });

  it("drops a refusal and reports the BFF's message", async () => {
    await enqueueCompletion(entry({ taskId: 't-closed' }));
    const heard = vi.fn();
    const stop = onCompletionsFlushed(heard);
    const server = bff(ANA, [
      json(409, { code: 'ALREADY_COMPLETED', message: 'Esta tarefa já foi concluída.' }),
    ]);

    const result = await flushCompletionQueue({ fetch: server.fetch });
    stop();

    expect(result.refused).toEqual([
      expect.objectContaining({
        taskId: 't-closed',
        status: 409,
        code: 'ALREADY_COMPLETED',
        message: 'Esta tarefa já foi concluída.',
      }),
    ]);
    expect(heard).toHaveBeenCalledWith(result);
    expect(await listQueuedCompletions()).toEqual([]);
  });

  it('keeps entries on a network failure or a 5xx, and retries with the same key', async () => {
    const queued = await enqueueCompletion(entry({ taskId: 't-1', queuedAt: 1 }));
    await enqueueCompletion(entry({ taskId: 't-2', queuedAt: 2 }));
    const server = bff(ANA, ['down', json(503, { code: 'X', message: 'Indisponível' })]);

    const offline = await flushCompletionQueue({ fetch: server.fetch });
    expect(offline).toMatchObject({ stopped: 'offline', remaining: 2, delivered: [] });
    const serverError = await flushCompletionQueue({ fetch: server.fetch });
    expect(serverError).toMatchObject({ stopped: 'offline', remaining: 2 });
    expect(await listQueuedCompletions(ANA)).toHaveLength(2);

    const back = await flushCompletionQueue({ fetch: server.fetch });
    expect(back.delivered).toHaveLength(2);
    // The same tap went three times with one key: the BFF pays it once.
    expect(server.sent.filter((s) => s.url.includes('t-1')).map((s) => s.key)).toEqual([
      queued.idempotencyKey,
      queued.idempotencyKey,
      queued.idempotencyKey,
    ]);
  });

  it('keeps everything while the BFF cannot be reached at all', async () => {
    await enqueueCompletion(entry());
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await flushCompletionQueue({ fetch: fetchImpl })).toMatchObject({ stopped: 'offline' });
    expect(await listQueuedCompletions()).toHaveLength(1);
  });

  it("never sends another child's entries, nor any without a session", async () => {
    await enqueueCompletion(entry({ childId: ANA, taskId: 't-ana' }));
    await enqueueCompletion(entry({ childId: BIA, taskId: 't-bia' }));

    const signedOut = bff(null);
    expect(await flushCompletionQueue({ fetch: signedOut.fetch })).toMatchObject({
      stopped: 'signed-out',
    });
    expect(signedOut.sent).toEqual([]);

    const asBia = bff(BIA);
    const result = await flushCompletionQueue({ fetch: asBia.fetch });
    expect(asBia.sent.map((s) => s.url)).toEqual(['/api/tasks/t-bia/complete']);
    expect(result.delivered.map((d) => d.taskId)).toEqual(['t-bia']);
    expect((await listQueuedCompletions()).map((e) => e.taskId)).toEqual(['t-ana']);
  });

  it('keeps an entry whose session ended (401) for when the child signs in again', async () => {
    await enqueueCompletion(entry());
    const server = bff(ANA, [json(401, { code: 'UNAUTHENTICATED', message: 'Entre.' })]);
    expect(await flushCompletionQueue({ fetch: server.fetch })).toMatchObject({
      stopped: 'offline',
      remaining: 1,
    });
    expect(await listQueuedCompletions()).toHaveLength(1);
  });

  it('runs one flush at a time: two triggers at once send each entry once', async () => {
    await enqueueCompletion(entry());
    const server = bff(ANA);
    await Promise.all([
      flushCompletionQueue({ fetch: server.fetch }),
      flushCompletionQueue({ fetch: server.fetch }),
    ]);
    expect(server.sent).toHaveLength(1);
  });

  it('is emptied on sign-out', async () => {
    await enqueueCompletion(entry({ childId: ANA }));
    await enqueueCompletion(entry({ childId: BIA }));
    await clearCompletionQueue();
    expect(await listQueuedCompletions()).toEqual([]);
  });
});
