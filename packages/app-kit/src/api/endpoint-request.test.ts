import { endpoint } from '@portal/contracts/endpoints/endpoint';
import { completeTask } from '@portal/contracts/endpoints/child-tasks';
import { streamEvents } from '@portal/contracts/endpoints/events';
import { approveSubmission } from '@portal/contracts/endpoints/submissions';
import { getTasks } from '@portal/contracts/endpoints/tasks';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { stubFetch } from '../test';
import { createPortalApi } from './create-portal-api';
import { endpointPath, fetchArgs } from './endpoint-request';
import { createAppStore } from './store';

/** A test route with two path parameters, a query and a JSON body. */
const renameThing = endpoint<
  {
    query?: { dryRun?: boolean };
    headers?: { 'idempotency-key'?: string };
    body: { name: string };
  },
  { name: string }
>()('PATCH', '/families/{familyId}/things/{id}', 'renameThing');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchArgs: a request from a route descriptor (ADR 062)', () => {
  it('fills the path parameters URI-encoded and places query, headers and body', () => {
    expect(
      fetchArgs(renameThing, {
        params: { familyId: 'f 1', id: 'a/b?c' },
        query: { dryRun: true },
        headers: { 'idempotency-key': 'k1' },
        body: { name: 'Bola' },
      }),
    ).toEqual({
      url: '/families/f%201/things/a%2Fb%3Fc',
      method: 'PATCH',
      params: { dryRun: true },
      headers: { 'idempotency-key': 'k1' },
      body: { name: 'Bola' },
    });
    expect(fetchArgs(getTasks)).toMatchObject({ url: '/tasks', method: 'GET' });
    expect(endpointPath(streamEvents)).toBe('/events');
    expect(endpointPath(approveSubmission, { id: 's 1' })).toBe('/submissions/s%201/approve');
  });

  it("types the input as the contract's: the path's params, the route's parts", () => {
    // @ts-expect-error the path's `{id}` is required
    fetchArgs(approveSubmission, { body: {} });
    // @ts-expect-error the body is required
    fetchArgs(renameThing, { params: { familyId: 'f', id: 't' } });
    // @ts-expect-error the body's field is a string
    fetchArgs(renameThing, { params: { familyId: 'f', id: 't' }, body: { name: 1 } });
    // @ts-expect-error a route without a query string takes none
    fetchArgs(approveSubmission, { params: { id: 's' }, query: { x: 1 } });
    fetchArgs(completeTask, { params: { id: 't' }, body: new FormData() });
    expectTypeOf(fetchArgs(getTasks, { query: { status: 'pending' } })).toHaveProperty('url');
  });

  it('is what RTK Query sends: method, path under the base, query string, JSON body', async () => {
    const { calls } = stubFetch({
      'PATCH /api/families/f1/things/t%201': () => Response.json({ name: 'Bola' }),
    });
    const api = createPortalApi({ baseUrl: '/api', tagTypes: [] }).injectEndpoints({
      endpoints: (build) => ({
        renameThing: build.mutation<{ name: string }, { id: string; name: string }>({
          query: ({ id, name }) =>
            fetchArgs(renameThing, {
              params: { familyId: 'f1', id },
              query: { dryRun: undefined },
              headers: { 'idempotency-key': 'tap-1' },
              body: { name },
            }),
        }),
      }),
    });
    const store = createAppStore(api);
    try {
      const result = await store.dispatch(
        api.endpoints.renameThing.initiate({ id: 't 1', name: 'Bola' }),
      );
      expect(result.data).toEqual({ name: 'Bola' });
      const [request] = calls('PATCH /api/families/f1/things/t%201');
      expect(new URL(request!.url).search).toBe('');
      expect(request!.headers.get('Idempotency-Key')).toBe('tap-1');
      expect(request!.headers.get('content-type')).toBe('application/json');
      expect(await request!.json()).toEqual({ name: 'Bola' });
    } finally {
      store.unsubscribeListeners();
    }
  });
});
