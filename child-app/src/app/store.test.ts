import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthApi } from '../features/health/api/health-api';
import { createStore } from './store';

/** Node's Request (used by RTK Query) does not resolve '/api/…' against jsdom's page URL. */
class PageRelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

function respondWith(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => Response.json(body));
  vi.stubGlobal('Request', PageRelativeRequest);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const health = {
  status: 'ok',
  version: '0.1.0',
  time: '2026-11-21T10:00:00.000Z',
  database: { driver: 'pglite', ok: true, latencyMs: 1.5 },
};

describe('child-app store and api', () => {
  it('fetches /api/health with credentials and keeps the validated result', async () => {
    const fetchMock = respondWith(health);
    const store = createStore();
    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate(undefined));
    expect(result.data).toEqual(health);
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/health');
    expect(request.credentials).toBe('include');
  });

  it('rejects a response that breaks the HealthResponse contract', async () => {
    // RTK Query logs the schema failure; the assertion below is what matters.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    respondWith({ status: 'great' });
    const store = createStore();
    const result = await store.dispatch(healthApi.endpoints.getHealth.initiate(undefined));
    expect(result.data).toBeUndefined();
    expect(result.isError).toBe(true);
  });
});
