import { listQueuedCompletions, enqueueCompletion } from '@portal/app-kit/offline';
import { ToastProvider } from '@portal/design-system';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { childTask, childTasksResponse, completeResponse } from '../features/tasks/test-fixtures';
import {
  meAsChild,
  renderChildApp,
  stubBff,
  type SeenRequest,
  type StubAnswer,
} from '../test-utils';

// Issue 39 item 4: a completion tapped without a connection waits in IndexedDB, shows
// 'Será enviada quando a conexão voltar' and goes with its own key when the connection returns.

const QUEUED = 'Será enviada quando a conexão voltar';
const bed = childTask({ id: 't-bed', title: 'Arrumar a cama', value: 500 });
const dishes = childTask({ id: 't-dishes', title: 'Lavar a louça', value: 300 });
const ana = meAsChild('Ana', 10);
const ANA_ID = ana.child.id;

let online = true;

function goOffline() {
  online = false;
}

/** The browser's connection is back: `navigator.onLine` and the `online` event. */
function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

function completions(seen: SeenRequest[]): SeenRequest[] {
  return seen.filter((request) => request.method === 'POST' && request.path.endsWith('/complete'));
}

/** The BFF: while "offline" every request fails as fetch does; completions answer `answer`. */
function setup(
  path: string,
  answer: (task: typeof bed) => StubAnswer = (task) => ({
    status: 200,
    body: completeResponse(task),
  }),
) {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const done = new Set<string>();
  const guard = (fn: () => StubAnswer) => (): StubAnswer =>
    online ? fn() : { networkError: true };
  const complete = (task: typeof bed) =>
    guard(() => {
      const result = answer(task);
      if ('status' in result && result.status === 200) done.add(task.id);
      return result;
    });
  const seen = stubBff({
    'GET /api/me': guard(() => ({ status: 200, body: ana })),
    'GET /api/child/tasks': guard(() => ({
      status: 200,
      body: childTasksResponse(
        [bed, dishes].map((task) =>
          done.has(task.id)
            ? { ...task, completed: true, completedAt: new Date().toISOString() }
            : task,
        ),
      ),
    })),
    'GET /api/pauses': { status: 200, body: { family: null, children: [] } },
    'POST /api/tasks/t-bed/complete': complete(bed),
    'POST /api/tasks/t-dishes/complete': complete(dishes),
  });
  renderChildApp(path, undefined, <ToastProvider />);
  return seen;
}

afterEach(() => {
  online = true;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('offline completions (issue 39)', () => {
  it('queues a tap made offline and sends it once, with its key, when the connection returns', async () => {
    const seen = setup('/child/tasks');
    const card = await screen.findByRole('article', { name: 'Arrumar a cama' });
    goOffline();
    await userEvent.click(within(card).getByRole('button', { name: 'Marcar como Feita' }));

    expect(await within(card).findByRole('status')).toHaveTextContent(QUEUED);
    expect(within(card).queryByRole('button', { name: 'Marcar como Feita' })).toBeNull();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(completions(seen)).toHaveLength(0);
    const [queued] = await listQueuedCompletions(ANA_ID);
    expect(queued).toMatchObject({ taskId: 't-bed', childId: ANA_ID });

    const meReads = seen.filter((r) => r.path === '/api/me').length;
    goOnline();
    expect(
      await within(screen.getByRole('article', { name: 'Arrumar a cama' })).findByRole('button', {
        name: 'Concluída',
      }),
    ).toBeDisabled();
    expect(completions(seen).map((r) => r.headers.get('Idempotency-Key'))).toEqual([
      queued!.idempotencyKey,
    ]);
    expect(await listQueuedCompletions()).toEqual([]);
    // The balance is read again after the flush (Me), as after a tap.
    await waitFor(() =>
      expect(seen.filter((r) => r.path === '/api/me').length).toBeGreaterThan(meReads + 1),
    );
  });

  it('queues instead of failing when the request itself fails (fetch TypeError)', async () => {
    const seen = setup('/child/tasks');
    const card = await screen.findByRole('article', { name: 'Lavar a louça' });
    // The browser still believes it is online; the request fails.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    online = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Marcar como Feita' }));

    expect(await within(card).findByText(QUEUED)).toBeVisible();
    expect(within(card).queryByRole('alert')).toBeNull();
    const [queued] = await listQueuedCompletions(ANA_ID);
    // The failed attempt and the queued one carry one key: the BFF cannot pay it twice.
    expect(completions(seen)[0]?.headers.get('Idempotency-Key')).toBe(queued!.idempotencyKey);
  });

  it("the dashboard's 'Marcar como Feita' queues too", async () => {
    setup('/child/dashboard');
    const row = await screen.findByRole('article', { name: 'Arrumar a cama' });
    goOffline();
    await userEvent.click(within(row).getByRole('button', { name: 'Marcar como Feita' }));
    expect(await within(row).findByText(QUEUED)).toBeVisible();
    expect(await listQueuedCompletions(ANA_ID)).toHaveLength(1);
  });

  it('shows what was queued before a reload, and sends it at start', async () => {
    await enqueueCompletion({
      idempotencyKey: 'key-from-before-the-reload',
      childId: ANA_ID,
      taskId: 't-dishes',
      queuedAt: Date.now(),
    });
    const seen = setup('/child/tasks');
    await waitFor(() =>
      expect(completions(seen).map((r) => r.headers.get('Idempotency-Key'))).toEqual([
        'key-from-before-the-reload',
      ]),
    );
    // Delivered: the list is read again and the task leaves 'Hoje' for 'Concluídas'.
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Lavar a louça' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Arrumar a cama' })).toBeVisible();
    expect(await listQueuedCompletions()).toEqual([]);
  });

  it("drops a completion refused on arrival and shows the BFF's message", async () => {
    await enqueueCompletion({
      idempotencyKey: 'late-key',
      childId: ANA_ID,
      taskId: 't-bed',
      queuedAt: Date.now(),
    });
    online = false;
    setup('/child/tasks', () => ({
      status: 409,
      body: { code: 'DAILY_TASK_LIMIT', message: 'Você já fez 2 tarefas hoje. Volte amanhã!' },
    }));
    // Offline at start: the list could not load; the queue waits.
    expect(await screen.findByText('Não foi possível carregar as tarefas.')).toBeVisible();
    expect(await listQueuedCompletions()).toHaveLength(1);
    goOnline();
    expect(
      await screen.findByText('Arrumar a cama: Você já fez 2 tarefas hoje. Volte amanhã!'),
    ).toBeVisible();
    await waitFor(async () => expect(await listQueuedCompletions()).toEqual([]));
  });

  it("never sends another child's queued tap", async () => {
    await enqueueCompletion({
      idempotencyKey: 'bia-key',
      childId: 'child-Bia',
      taskId: 't-bed',
      queuedAt: Date.now(),
    });
    const seen = setup('/child/tasks');
    await screen.findByRole('article', { name: 'Arrumar a cama' });
    goOnline();
    await waitFor(() => expect(seen.some((r) => r.path === '/api/child/tasks')).toBe(true));
    expect(completions(seen)).toEqual([]);
    expect(await listQueuedCompletions('child-Bia')).toHaveLength(1);
    expect(screen.queryByText(QUEUED)).toBeNull();
  });
});
