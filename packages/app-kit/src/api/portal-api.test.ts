import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, meAsParent, networkDown, stubFetch } from '../test';
import { createPortalApi } from './create-portal-api';
import { createAppStore } from './store';

const stores: ReturnType<typeof createAppStore>[] = [];

afterEach(() => {
  // Each store listens on the one jsdom window: stop the earlier tests' stores refetching.
  for (const store of stores.splice(0)) store.unsubscribeListeners();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup() {
  const api = createPortalApi({ baseUrl: '/api', tagTypes: ['Tasks'] });
  const store = createAppStore(api);
  stores.push(store);
  return { api, store };
}

const health = {
  status: 'ok',
  version: '0.1.0',
  time: '2026-11-21T10:00:00.000Z',
  database: { driver: 'pglite', ok: true, latencyMs: 1.5 },
};

describe('createPortalApi: base query', () => {
  it('asks GET /api/me with the session cookie, never from the HTTP cache, and keeps the validated answer', async () => {
    const { calls } = stubFetch({ 'GET /api/me': () => Response.json(meAsParent('Ana')) });
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.getMe.initiate());
    expect(result.data?.user.name).toBe('Ana');
    const [request] = calls('GET /api/me');
    expect(request?.credentials).toBe('include');
    expect(request?.cache).toBe('no-store');
  });

  it('fetches /api/health and keeps the validated result', async () => {
    stubFetch({ 'GET /api/health': () => Response.json(health) });
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.getHealth.initiate());
    expect(result.data).toEqual(health);
  });

  it('turns an answer that breaks the contract into an error with a pt-BR message', async () => {
    stubFetch({ 'GET /api/health': () => Response.json({ status: 'great' }) });
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.getHealth.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      message: 'O servidor enviou uma resposta inesperada. Tente novamente.',
    });
  });

  it.each([
    [
      'the BFF message when it sent one',
      () => apiError(403, 'PARENT_ONLY', 'Apenas o responsável pode fazer isso.'),
      'Apenas o responsável pode fazer isso.',
    ],
    [
      'a server error without a body',
      () => new Response('boom', { status: 502 }),
      'O servidor não conseguiu responder agora. Tente novamente em instantes.',
    ],
    [
      'no connection',
      networkDown,
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    ],
    [
      'a session that ended',
      () => new Response(null, { status: 401 }),
      'Sua sessão terminou. Entre novamente.',
    ],
  ])('maps %s to a pt-BR message', async (_case, answer, message) => {
    stubFetch({ 'GET /api/me': answer });
    const { api, store } = setup();
    const result = await store.dispatch(api.endpoints.getMe.initiate());
    expect(result.error).toMatchObject({ message });
  });
});

describe('createAppStore: setupListeners', () => {
  it('refetches a shown query when the window regains focus and when the browser is back online', async () => {
    let name = 'Ana';
    const { calls } = stubFetch({ 'GET /api/me': () => Response.json(meAsParent(name)) });
    const { api, store } = setup();
    const subscription = store.dispatch(api.endpoints.getMe.initiate());
    await subscription;
    expect(calls('GET /api/me')).toHaveLength(1);

    name = 'Bruna';
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(calls('GET /api/me')).toHaveLength(2));
    await vi.waitFor(() =>
      expect(api.endpoints.getMe.select()(store.getState()).data?.user.name).toBe('Bruna'),
    );

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(calls('GET /api/me')).toHaveLength(3));
    subscription.unsubscribe();
    store.unsubscribeListeners();
  });

  it('does not refetch on focus once the listeners are removed', async () => {
    const { calls } = stubFetch({ 'GET /api/me': () => Response.json(meAsParent()) });
    const { api, store } = setup();
    const subscription = store.dispatch(api.endpoints.getMe.initiate());
    await subscription;
    store.unsubscribeListeners();
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls('GET /api/me')).toHaveLength(1);
    subscription.unsubscribe();
  });
});
