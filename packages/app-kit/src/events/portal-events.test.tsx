import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from '@portal/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalApi } from '../api/create-portal-api';
import { createAppStore } from '../api/store';
import { RemoteRoot } from '../session/remote-app';
import { apiError, FakeEventSource, meAsParent, stubFetch } from '../test';
import { reopenDelay, usePortalEvents, type EventInvalidations } from './portal-events';

const api = createPortalApi({ baseUrl: '/api', tagTypes: ['Tasks'] });
const tasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTaskTitles: build.query<string[], void>({ query: () => '/tasks', providesTags: ['Tasks'] }),
  }),
});
const INVALIDATES: EventInvalidations<'Tasks' | 'Me' | 'Health'> = { 'tasks.changed': ['Tasks'] };

function Screen() {
  usePortalEvents(api, { baseUrl: '/api', invalidates: INVALIDATES });
  const me = api.useGetMeQuery();
  const tasks = tasksApi.useGetTaskTitlesQuery();
  return (
    <>
      <p>{me.data ? `Olá, ${me.data.user.name}` : 'Carregando...'}</p>
      <ul>
        {tasks.data?.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
    </>
  );
}

let store: ReturnType<typeof createAppStore>;
beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  store = createAppStore(api);
});
afterEach(() => {
  store.unsubscribeListeners();
  vi.unstubAllGlobals();
});

/** The navigations the shell's session guard would see: how, where, and which visit. */
const visits: string[] = [];
function Navigations() {
  const { pathname, key } = useLocation();
  const type = useNavigationType();
  const visit = `${type} ${pathname} ${key}`;
  if (visits.at(-1) !== visit) visits.push(visit);
  return null;
}

function renderScreen() {
  visits.length = 0;
  return render(
    <MemoryRouter initialEntries={['/parent/dashboard']}>
      <Navigations />
      <RemoteRoot store={store} api={api} signOut={async () => {}}>
        <Screen />
      </RemoteRoot>
    </MemoryRouter>,
  );
}

describe('event stream → cache tags', () => {
  it('opens /api/events with the cookie, refetches the tagged list on its event, closes on unmount', async () => {
    let tasks = ['Arrumar a cama'];
    const { calls } = stubFetch({
      'GET /api/me': () => Response.json(meAsParent('Ana')),
      'GET /api/tasks': () => Response.json(tasks),
    });
    const { unmount } = renderScreen();
    expect(await screen.findByText('Arrumar a cama')).toBeVisible();
    const [source] = FakeEventSource.instances;
    expect(source?.url).toBe('/api/events');
    expect(source?.init).toEqual({ withCredentials: true });

    tasks = [...tasks, 'Lavar a louça'];
    act(() => source?.emit('tasks.changed', { type: 'tasks.changed', familyId: 'f1' }));
    expect(await screen.findByText('Lavar a louça')).toBeVisible();
    // Only the tagged query was read again; who is signed in did not change.
    expect(calls('GET /api/me')).toHaveLength(1);

    unmount();
    expect(source?.closed).toBe(true);
  });

  it('reads everything on screen again after the stream dropped and reconnected', async () => {
    let name = 'Ana';
    let tasks = ['Arrumar a cama'];
    const { calls } = stubFetch({
      'GET /api/me': () => Response.json(meAsParent(name)),
      'GET /api/tasks': () => Response.json(tasks),
    });
    renderScreen();
    expect(await screen.findByText('Arrumar a cama')).toBeVisible();
    const [source] = FakeEventSource.instances;

    // The first 'open' is the initial connection: nothing was missed.
    act(() => source?.open());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls('GET /api/tasks')).toHaveLength(1);

    // Down: changes happen on the server, their events are lost.
    act(() => source?.fail());
    name = 'Bia';
    tasks = ['Arrumar a cama', 'Regar as plantas'];
    act(() => source?.open());
    expect(await screen.findByText('Regar as plantas')).toBeVisible();
    expect(await screen.findByText('Olá, Bia')).toBeVisible();
  });

  it('opens a new stream when the browser gave up on one (an HTTP error), and reads everything again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let tasks = ['Arrumar a cama'];
      stubFetch({
        'GET /api/me': () => Response.json(meAsParent('Ana')),
        'GET /api/tasks': () => Response.json(tasks),
      });
      const { unmount } = renderScreen();
      expect(await screen.findByText('Arrumar a cama')).toBeVisible();
      const [first] = FakeEventSource.instances;
      act(() => first?.open());

      // A 502 while the BFF restarts: EventSource is closed for good; the change is missed.
      act(() => first?.refuse());
      tasks = ['Arrumar a cama', 'Regar as plantas'];
      expect(first?.closed).toBe(true);
      expect(FakeEventSource.instances).toHaveLength(1);

      await act(() => vi.advanceTimersByTimeAsync(reopenDelay(0)));
      expect(FakeEventSource.instances).toHaveLength(2);
      const second = FakeEventSource.instances[1];
      act(() => second?.open());
      expect(await screen.findByText('Regar as plantas')).toBeVisible();

      unmount();
      expect(second?.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when a refused stream finds the session ended (GET /api/me 401), visits the same screen again so the shell sends to the login (issue 36)', async () => {
    let signedIn = true;
    stubFetch({
      'GET /api/me': () =>
        signedIn ? Response.json(meAsParent('Ana')) : apiError(401, 'UNAUTHENTICATED'),
      'GET /api/tasks': () => Response.json([]),
    });
    renderScreen();
    expect(await screen.findByText('Olá, Ana')).toBeVisible();
    const [source] = FakeEventSource.instances;
    act(() => source?.open());
    expect(visits).toHaveLength(1);

    // The BFF ended the stream with its session; EventSource's reconnection got 401.
    signedIn = false;
    act(() => source?.refuse());
    await waitFor(() => expect(visits).toHaveLength(2));
    const [first, again] = visits.map((visit) => visit.split(' '));
    expect(again?.slice(0, 2)).toEqual(['REPLACE', '/parent/dashboard']);
    expect(again?.[2], 'a new visit, which the guard checks again').not.toBe(first?.[2]);
  });

  it('leaves the screen as it is when a stream is refused while still signed in (a BFF restarting)', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => Response.json(meAsParent('Ana')),
      'GET /api/tasks': () => Response.json([]),
    });
    renderScreen();
    expect(await screen.findByText('Olá, Ana')).toBeVisible();
    const [source] = FakeEventSource.instances;
    const asked = calls('GET /api/me').length;
    act(() => source?.refuse());
    await waitFor(() => expect(calls('GET /api/me').length).toBe(asked + 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(visits).toHaveLength(1);
  });

  it('waits longer after each refused stream, up to a minute', () => {
    expect([0, 1, 2, 5, 10].map(reopenDelay)).toEqual([3_000, 6_000, 12_000, 60_000, 60_000]);
  });

  it('does not reopen the stream on each render', async () => {
    stubFetch({
      'GET /api/me': () => Response.json(meAsParent('Ana')),
      'GET /api/tasks': () => Response.json([]),
    });
    renderScreen();
    await waitFor(() => expect(screen.getByText('Olá, Ana')).toBeVisible());
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
