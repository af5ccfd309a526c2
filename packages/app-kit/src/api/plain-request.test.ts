import { act, renderHook, waitFor } from '@testing-library/react';
import { apiError, json, stubFetch } from '../test';
import { readApiError } from './api-error';
import { bffRequest, loadOnce, useBffGet } from './plain-request';

afterEach(() => vi.unstubAllGlobals());

describe('bffRequest', () => {
  it('sends JSON with the session cookie and returns the answer', async () => {
    const { calls } = stubFetch({ 'POST /api/x': () => json({ ok: 1 }) });
    await expect(bffRequest('/api', '/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      data: { ok: 1 },
    });
    const [request] = calls('POST /api/x');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ a: 1 });
  });

  it("reports a refusal and a dropped connection as RTK Query's errors, which readApiError reads", async () => {
    stubFetch({ 'GET /api/x': () => apiError(403, 'PARENT_ONLY', 'Apenas pais.') });
    const refused = await bffRequest('/api', '/x');
    expect(readApiError(refused.error)).toMatchObject({
      network: false,
      status: 403,
      code: 'PARENT_ONLY',
      message: 'Apenas pais.',
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const dropped = await bffRequest('/api', '/x');
    expect(readApiError(dropped.error)).toEqual({ network: true });
  });
});

describe('useBffGet', () => {
  it('fails while the BFF is unreachable and recovers when the device is back online', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useBffGet('/api', '/health'));
    await waitFor(() => expect(result.current.failed).toBe(true));
    stubFetch({ 'GET /api/health': () => json({ status: 'ok' }) });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toEqual({ data: { status: 'ok' }, failed: false }));
  });
});

describe('loadOnce', () => {
  it('loads once for every caller, and again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(Promise.all([get(), get()])).resolves.toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
