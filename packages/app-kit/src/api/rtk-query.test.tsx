import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, deferred, json, renderWithStore, stubFetch } from '../test';
import { createPortalApi } from './create-portal-api';
import { skipToken, type SkipToken } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { PortalQueryError } from './base-query';
import { createAppStore } from './store';

const TaskSchema = z.object({ id: z.string(), title: z.string() });
type Task = z.infer<typeof TaskSchema>;
const FeedPageSchema = z.object({ titles: z.array(z.string()), next: z.number().nullable() });
type FeedPage = z.infer<typeof FeedPageSchema>;

/** A fresh API per test: `injectEndpoints` adds to the API it is called on. */
function makeApi() {
  /** What the optimistic rename's `queryFulfilled` rejected with. */
  const rejections: unknown[] = [];
  const tasksApi = createPortalApi({
    baseUrl: '/api',
    tagTypes: ['Tasks', 'Task', 'Feed'],
  }).injectEndpoints({
    endpoints: (build) => ({
      getTasks: build.query<Task[], { childId: string; status: string }>({
        query: (params) => ({ url: '/tasks', params }),
        responseSchema: z.array(TaskSchema),
        providesTags: ['Tasks'],
      }),
      getTask: build.query<Task, string>({
        query: (id) => `/tasks/${id}`,
        responseSchema: TaskSchema,
        providesTags: (_task, _error, id) => [{ type: 'Task', id }],
      }),
      getTaskNow: build.query<Task, string>({
        query: (id) => `/tasks/${id}`,
        responseSchema: TaskSchema,
        keepUnusedDataFor: 0,
      }),
      getFeed: build.infiniteQuery<FeedPage, void, number>({
        query: ({ pageParam }) => ({ url: '/feed', params: { cursor: pageParam } }),
        infiniteQueryOptions: {
          initialPageParam: 0,
          getNextPageParam: (lastPage) => lastPage.next,
        },
        responseSchema: FeedPageSchema,
        providesTags: ['Feed'],
      }),
      renameTask: build.mutation<Task, { id: string; title: string }>({
        query: ({ id, title }) => ({ url: `/tasks/${id}`, method: 'PATCH', body: { title } }),
        responseSchema: TaskSchema,
        invalidatesTags: (_task, _error, { id }) => [{ type: 'Task', id }],
      }),
    }),
  });
  const api = tasksApi.injectEndpoints({
    endpoints: (build) => ({
      renameTaskOptimistically: build.mutation<Task, { id: string; title: string }>({
        query: ({ id, title }) => ({ url: `/tasks/${id}`, method: 'PATCH', body: { title } }),
        responseSchema: TaskSchema,
        async onQueryStarted({ id, title }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            tasksApi.util.updateQueryData('getTask', id, (draft) => {
              draft.title = title;
            }),
          );
          try {
            await queryFulfilled;
          } catch (rejection) {
            rejections.push(rejection);
            patch.undo();
          }
        },
      }),
    }),
  });
  return { api, rejections };
}

type TestApi = ReturnType<typeof makeApi>['api'];

const stores: ReturnType<typeof createAppStore>[] = [];

afterEach(() => {
  // Each store listens on the one jsdom window: stop this file's stores refetching later.
  for (const store of stores.splice(0)) store.unsubscribeListeners();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup() {
  const { api, rejections } = makeApi();
  const store = createAppStore(api);
  stores.push(store);
  return { api, store, rejections };
}

/** The BFF's tasks: GET and PATCH `/api/tasks/:id`, answering from `titles`. */
function taskRoutes(titles: Record<string, string>) {
  const routes: Record<string, (request: Request) => Promise<Response>> = {};
  for (const id of Object.keys(titles)) {
    routes[`GET /api/tasks/${id}`] = async () => json({ id, title: titles[id] });
    routes[`PATCH /api/tasks/${id}`] = async (request) => {
      const { title } = (await request.json()) as { title: string };
      titles[id] = title;
      return json({ id, title });
    };
  }
  return routes;
}

/** Answers one after another, each when the test resolves it. */
function answersInTurn(count: number) {
  const answers = Array.from({ length: count }, () => deferred<Response>());
  let next = 0;
  return { answers, handler: () => answers[next++]!.promise };
}

function TaskTitle({
  api,
  id,
  options,
}: {
  api: TestApi;
  id: string | SkipToken;
  options?: { skip?: boolean; refetchOnMountOrArgChange?: boolean };
}) {
  const task = api.useGetTaskQuery(id, options);
  return (
    <>
      <p>
        {task.isUninitialized
          ? 'Não pedida'
          : task.isLoading
            ? 'Carregando...'
            : (task.data?.title ?? 'Sem tarefa')}
      </p>
      {task.isFetching && !task.isLoading && <p>Atualizando...</p>}
    </>
  );
}

describe('RTK Query as the remotes use it: one entry per endpoint and argument', () => {
  it('makes one request when two screens read the same task while it is on its way', async () => {
    const answer = deferred<Response>();
    const { calls } = stubFetch({ 'GET /api/tasks/t1': () => answer.promise });
    const { api, store } = setup();
    renderWithStore(
      <>
        <TaskTitle api={api} id="t1" />
        <TaskTitle api={api} id="t1" />
      </>,
      { store },
    );
    expect(screen.getAllByText('Carregando...')).toHaveLength(2);

    answer.resolve(json({ id: 't1', title: 'Arrumar a cama' }));
    expect(await screen.findAllByText('Arrumar a cama')).toHaveLength(2);
    expect(calls('GET /api/tasks/t1')).toHaveLength(1);
  });

  it('shares one entry between object arguments whose keys come in a different order', async () => {
    const { calls } = stubFetch({
      'GET /api/tasks': () => json([{ id: 't1', title: 'Arrumar a cama' }]),
    });
    const { api, store } = setup();
    const [first, second] = await Promise.all([
      store.dispatch(api.endpoints.getTasks.initiate({ childId: 'c1', status: 'open' })),
      store.dispatch(api.endpoints.getTasks.initiate({ status: 'open', childId: 'c1' })),
    ]);
    expect(first.data).toEqual([{ id: 't1', title: 'Arrumar a cama' }]);
    expect(second.data).toEqual(first.data);
    expect(calls('GET /api/tasks')).toHaveLength(1);
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  });
});

describe('RTK Query as the remotes use it: tags', () => {
  it('asks again for a shown read when a change invalidates a tag it provides', async () => {
    const { calls } = stubFetch(taskRoutes({ t1: 'Arrumar a cama' }));
    const { api, store } = setup();
    renderWithStore(<TaskTitle api={api} id="t1" />, { store });
    expect(await screen.findByText('Arrumar a cama')).toBeVisible();

    await act(() =>
      store.dispatch(api.endpoints.renameTask.initiate({ id: 't1', title: 'Arrumar o quarto' })),
    );
    expect(await screen.findByText('Arrumar o quarto')).toBeVisible();
    expect(calls('GET /api/tasks/t1')).toHaveLength(2);
  });

  it('drops a read nobody shows any more instead of asking for it again', async () => {
    const { calls } = stubFetch({
      'GET /api/tasks': () => json([{ id: 't1', title: 'Arrumar a cama' }]),
    });
    const { api, store } = setup();
    const args = { childId: 'c1', status: 'open' };
    const read = store.dispatch(api.endpoints.getTasks.initiate(args));
    await read;
    read.unsubscribe();
    // Kept a while for a screen that comes back…
    expect(api.endpoints.getTasks.select(args)(store.getState()).data).toHaveLength(1);

    // …but stale now: nobody reads it, so it goes.
    store.dispatch(api.util.invalidateTags(['Tasks']));
    expect(store.getState().api.queries).toEqual({});
    expect(calls('GET /api/tasks')).toHaveLength(1);
  });

  it('matches a tag with an id to that id only, and a plain tag type to every id', async () => {
    const { calls } = stubFetch(taskRoutes({ t1: 'Arrumar a cama', t2: 'Lavar a louça' }));
    const { api, store } = setup();
    const reads = [
      store.dispatch(api.endpoints.getTask.initiate('t1')),
      store.dispatch(api.endpoints.getTask.initiate('t2')),
    ];
    await Promise.all(reads);

    store.dispatch(api.util.invalidateTags([{ type: 'Task', id: 't1' }]));
    await vi.waitFor(() => expect(calls('GET /api/tasks/t1')).toHaveLength(2));
    expect(calls('GET /api/tasks/t2')).toHaveLength(1);

    store.dispatch(api.util.invalidateTags(['Task']));
    await vi.waitFor(() => expect(calls('GET /api/tasks/t2')).toHaveLength(2));
    await vi.waitFor(() => expect(calls('GET /api/tasks/t1')).toHaveLength(3));
    for (const read of reads) read.unsubscribe();
  });

  it('asks again once the request on its way settles when invalidated meanwhile, ending with the newer answer', async () => {
    const { answers, handler } = answersInTurn(2);
    const { calls } = stubFetch({ 'GET /api/tasks/t1': handler });
    const { api, store } = setup();
    renderWithStore(<TaskTitle api={api} id="t1" />, { store });
    await waitFor(() => expect(calls('GET /api/tasks/t1')).toHaveLength(1));

    act(() => store.dispatch(api.util.invalidateTags([{ type: 'Task', id: 't1' }])));
    // Not a second request at the same time: the answer on its way may predate the change.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls('GET /api/tasks/t1')).toHaveLength(1);

    answers[0]!.resolve(json({ id: 't1', title: 'Arrumar a cama' }));
    await waitFor(() => expect(calls('GET /api/tasks/t1')).toHaveLength(2));
    answers[1]!.resolve(json({ id: 't1', title: 'Arrumar o quarto' }));
    expect(await screen.findByText('Arrumar o quarto')).toBeVisible();
    expect(calls('GET /api/tasks/t1')).toHaveLength(2);
  });
  it('drops an entry made stale while on its way when its screen left before the answer', async () => {
    const { answers, handler } = answersInTurn(2);
    const { calls } = stubFetch({ 'GET /api/tasks/t1': handler });
    const { api, store } = setup();
    const read = store.dispatch(api.endpoints.getTask.initiate('t1'));
    store.dispatch(api.util.invalidateTags([{ type: 'Task', id: 't1' }]));
    read.unsubscribe();
    // The answer was read before the change: nobody may be shown it as fresh later.
    answers[0]!.resolve(json({ id: 't1', title: 'Arrumar a cama' }));
    await read;
    await vi.waitFor(() => expect(store.getState().api.queries).toEqual({}));

    const again = store.dispatch(api.endpoints.getTask.initiate('t1'));
    answers[1]!.resolve(json({ id: 't1', title: 'Arrumar o quarto' }));
    expect((await again).data?.title).toBe('Arrumar o quarto');
    expect(calls('GET /api/tasks/t1')).toHaveLength(2);
    again.unsubscribe();
  });
});

describe('RTK Query as the remotes use it: keepUnusedDataFor', () => {
  it('keeps a read for 60 s after its last reader leaves, then drops it', async () => {
    stubFetch(taskRoutes({ t1: 'Arrumar a cama' }));
    const { api, store } = setup();
    const read = store.dispatch(api.endpoints.getTask.initiate('t1'));
    await read;
    vi.useFakeTimers();
    read.unsubscribe();

    vi.advanceTimersByTime(59_999);
    expect(api.endpoints.getTask.select('t1')(store.getState()).data?.title).toBe('Arrumar a cama');
    vi.advanceTimersByTime(1);
    expect(store.getState().api.queries).toEqual({});
  });

  it('shows a screen that comes back within the 60 s the kept answer without asking again', async () => {
    const { calls } = stubFetch(taskRoutes({ t1: 'Arrumar a cama' }));
    const { api, store } = setup();
    const first = store.dispatch(api.endpoints.getTask.initiate('t1'));
    await first;
    vi.useFakeTimers();
    first.unsubscribe();
    vi.advanceTimersByTime(30_000);

    const again = store.dispatch(api.endpoints.getTask.initiate('t1'));
    expect((await again).data?.title).toBe('Arrumar a cama');
    expect(calls('GET /api/tasks/t1')).toHaveLength(1);
    // Read again: the first reader's countdown no longer applies.
    vi.advanceTimersByTime(60_000);
    expect(api.endpoints.getTask.select('t1')(store.getState()).status).toBe('fulfilled');
    again.unsubscribe();
  });

  it('drops a keepUnusedDataFor: 0 read as soon as its last reader leaves', async () => {
    stubFetch(taskRoutes({ t1: 'Arrumar a cama' }));
    const { api, store } = setup();
    const first = store.dispatch(api.endpoints.getTaskNow.initiate('t1'));
    const second = store.dispatch(api.endpoints.getTaskNow.initiate('t1'));
    await Promise.all([first, second]);

    first.unsubscribe();
    expect(api.endpoints.getTaskNow.select('t1')(store.getState()).status).toBe('fulfilled');
    second.unsubscribe();
    await vi.waitFor(() => expect(store.getState().api.queries).toEqual({}));
  });

  it('shows a keepUnusedDataFor: 0 read to a screen that comes back while the request of the one that left is on its way', async () => {
    const answer = deferred<Response>();
    // Each request reads its own copy of the one answer the BFF gives when released.
    const { calls } = stubFetch({
      'GET /api/tasks/t1': () => answer.promise.then((response) => response.clone()),
    });
    const { api, store } = setup();
    function Now() {
      const task = api.useGetTaskNowQuery('t1');
      return <p>{task.data?.title ?? 'Carregando...'}</p>;
    }
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((was) => !was)}>
            Alternar
          </button>
          {shown && <Now />}
        </>
      );
    }
    renderWithStore(<Page />, { store });
    // Leaves and comes back before the BFF answers (also what StrictMode does on mount).
    await userEvent.click(screen.getByRole('button', { name: 'Alternar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Alternar' }));
    expect(screen.getByText('Carregando...')).toBeVisible();

    answer.resolve(json({ id: 't1', title: 'Arrumar a cama' }));
    expect(await screen.findByText('Arrumar a cama')).toBeVisible();
    // The screen that came back asked again: the first request was dropped with its entry.
    expect(calls('GET /api/tasks/t1')).toHaveLength(2);
  });
});

describe('RTK Query as the remotes use it: infinite reads', () => {
  /** The BFF's feed: two titles a page, the cursor is the index of the page's first. */
  function feedRoute(titles: string[]) {
    return (request: Request) => {
      const cursor = Number(new URL(request.url).searchParams.get('cursor'));
      const next = cursor + 2 < titles.length ? cursor + 2 : null;
      return json({ titles: titles.slice(cursor, cursor + 2), next });
    };
  }
  const cursorsOf = (requests: Request[]) =>
    requests.map((request) => new URL(request.url).searchParams.get('cursor'));

  function Feed({ api }: { api: TestApi }) {
    const feed = api.useGetFeedInfiniteQuery();
    const titles = feed.data?.pages.flatMap((page) => page.titles) ?? [];
    return (
      <>
        <ul>
          {titles.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
        {feed.hasNextPage ? (
          <button type="button" onClick={() => void feed.fetchNextPage()}>
            Ver mais
          </button>
        ) : (
          feed.isSuccess && <p>Fim da lista</p>
        )}
      </>
    );
  }
  const shownTitles = () => screen.getAllByRole('listitem').map((item) => item.textContent);

  it('shows the first page, appends the next with the cursor getNextPageParam gave, and has no next page after the last', async () => {
    const { calls } = stubFetch({
      'GET /api/feed': feedRoute(['Tarefa 1', 'Tarefa 2', 'Tarefa 3', 'Tarefa 4', 'Tarefa 5']),
    });
    const { api, store } = setup();
    renderWithStore(<Feed api={api} />, { store });
    expect(await screen.findByText('Tarefa 2')).toBeVisible();
    expect(shownTitles()).toEqual(['Tarefa 1', 'Tarefa 2']);

    await userEvent.click(screen.getByRole('button', { name: 'Ver mais' }));
    expect(await screen.findByText('Tarefa 4')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Ver mais' }));
    expect(await screen.findByText('Fim da lista')).toBeVisible();

    expect(shownTitles()).toEqual(['Tarefa 1', 'Tarefa 2', 'Tarefa 3', 'Tarefa 4', 'Tarefa 5']);
    expect(screen.queryByRole('button', { name: 'Ver mais' })).toBeNull();
    expect(cursorsOf(calls('GET /api/feed'))).toEqual(['0', '2', '4']);
  });

  it('asks for every loaded page again, in order from the first cursor, when invalidated', async () => {
    const titles = ['Tarefa 1', 'Tarefa 2', 'Tarefa 3', 'Tarefa 4', 'Tarefa 5'];
    const { calls } = stubFetch({ 'GET /api/feed': feedRoute(titles) });
    const { api, store } = setup();
    renderWithStore(<Feed api={api} />, { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Ver mais' }));
    expect(await screen.findByText('Tarefa 4')).toBeVisible();

    titles[0] = 'Tarefa 1 (feita)';
    titles[3] = 'Tarefa 4 (feita)';
    act(() => store.dispatch(api.util.invalidateTags(['Feed'])));
    expect(await screen.findByText('Tarefa 4 (feita)')).toBeVisible();
    expect(shownTitles()).toEqual(['Tarefa 1 (feita)', 'Tarefa 2', 'Tarefa 3', 'Tarefa 4 (feita)']);
    expect(cursorsOf(calls('GET /api/feed'))).toEqual(['0', '2', '0', '2']);
  });
});

describe('RTK Query as the remotes use it: updateQueryData', () => {
  it('puts the old answer back on undo', async () => {
    stubFetch(taskRoutes({ t1: 'Arrumar a cama' }));
    const { api, store } = setup();
    const read = store.dispatch(api.endpoints.getTask.initiate('t1'));
    await read;
    const title = () => api.endpoints.getTask.select('t1')(store.getState()).data?.title;

    const patch = store.dispatch(
      api.util.updateQueryData('getTask', 't1', (draft) => {
        draft.title = 'Arrumar o quarto';
      }),
    );
    expect(title()).toBe('Arrumar o quarto');
    patch.undo();
    expect(title()).toBe('Arrumar a cama');
    read.unsubscribe();
  });

  it('rolls back an optimistic change whose request fails (queryFulfilled rejects with { error })', async () => {
    const answer = deferred<Response>();
    stubFetch({
      ...taskRoutes({ t1: 'Arrumar a cama' }),
      'PATCH /api/tasks/t1': () => answer.promise,
    });
    const { api, store, rejections } = setup();
    const read = store.dispatch(api.endpoints.getTask.initiate('t1'));
    await read;
    const title = () => api.endpoints.getTask.select('t1')(store.getState()).data?.title;

    const change = store.dispatch(
      api.endpoints.renameTaskOptimistically.initiate({ id: 't1', title: 'Arrumar o quarto' }),
    );
    expect(title()).toBe('Arrumar o quarto');

    answer.resolve(apiError(409, 'TITLE_TAKEN', 'Já existe uma tarefa com esse nome.'));
    expect((await change).error).toMatchObject({ status: 409 });
    await vi.waitFor(() => expect(title()).toBe('Arrumar a cama'));
    expect(rejections).toEqual([
      expect.objectContaining({
        error: expect.objectContaining({
          status: 409,
          message: 'Já existe uma tarefa com esse nome.',
        }),
      }),
    ]);
    read.unsubscribe();
  });
  it('undoes a refused change alone when a later change stands on top of it (two taps)', async () => {
    stubFetch({
      'GET /api/tasks': () =>
        json([
          { id: 'a', title: 'Arrumar a cama' },
          { id: 'b', title: 'Lavar a louça' },
        ]),
    });
    const { api, store } = setup();
    const args = { childId: 'c1', status: 'open' };
    const read = store.dispatch(api.endpoints.getTasks.initiate(args));
    await read;
    const titles = () =>
      api.endpoints.getTasks
        .select(args)(store.getState())
        .data?.map((task) => task.title);
    const markDone = (id: string) =>
      store.dispatch(
        api.util.updateQueryData('getTasks', args, (draft) => {
          const task = draft.find((item) => item.id === id);
          if (task) task.title = `${task.title} ✓`;
        }),
      );

    const first = markDone('a');
    const second = markDone('b');
    expect(titles()).toEqual(['Arrumar a cama ✓', 'Lavar a louça ✓']);
    // The first tap is refused: only its change goes, the second still stands.
    first.undo();
    expect(titles()).toEqual(['Arrumar a cama', 'Lavar a louça ✓']);
    second.undo();
    expect(titles()).toEqual(['Arrumar a cama', 'Lavar a louça']);
    read.unsubscribe();
  });
});

describe('RTK Query as the remotes use it: mutation hook', () => {
  function RenameTask({
    api,
    onError,
  }: {
    api: TestApi;
    onError?: (error: PortalQueryError | SerializedError) => void;
  }) {
    const [rename, state] = api.useRenameTaskMutation();
    const [failure, setFailure] = useState<string>();
    const save = () =>
      rename({ id: 't1', title: 'Arrumar o quarto' })
        .unwrap()
        .catch((error: PortalQueryError | SerializedError) => {
          onError?.(error);
          setFailure(error.message);
        });
    return (
      <>
        <button type="button" onClick={() => void save()}>
          Salvar
        </button>
        {state.isLoading && <p>Salvando...</p>}
        {state.isSuccess && <p>Salvo: {state.data?.title}</p>}
        {failure && <p role="alert">{failure}</p>}
      </>
    );
  }

  it('reports loading while the change is on its way, then its answer', async () => {
    const answer = deferred<Response>();
    stubFetch({ 'PATCH /api/tasks/t1': () => answer.promise });
    const { api, store } = setup();
    renderWithStore(<RenameTask api={api} />, { store });

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvando...')).toBeVisible();
    answer.resolve(json({ id: 't1', title: 'Arrumar o quarto' }));
    expect(await screen.findByText('Salvo: Arrumar o quarto')).toBeVisible();
    expect(screen.queryByText('Salvando...')).toBeNull();
  });

  it("throws the error with the BFF's pt-BR message from unwrap for a 4xx", async () => {
    stubFetch({
      'PATCH /api/tasks/t1': () =>
        apiError(409, 'TITLE_TAKEN', 'Já existe uma tarefa com esse nome.'),
    });
    const { api, store } = setup();
    const onError = vi.fn();
    renderWithStore(<RenameTask api={api} onError={onError} />, { store });

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Já existe uma tarefa com esse nome.',
    );
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        status: 409,
        data: { code: 'TITLE_TAKEN', message: 'Já existe uma tarefa com esse nome.' },
      }),
    );
    expect(screen.queryByText(/Salvo/)).toBeNull();
  });

  it('forgets the change when its screen unmounts', async () => {
    stubFetch(taskRoutes({ t1: 'Arrumar a cama' }));
    const { api, store } = setup();
    const { unmount } = renderWithStore(<RenameTask api={api} />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Salvo: Arrumar o quarto')).toBeVisible();
    expect(Object.values(store.getState().api.mutations)).toHaveLength(1);

    unmount();
    expect(store.getState().api.mutations).toEqual({});
  });
});

describe('RTK Query as the remotes use it: query hook', () => {
  it('reports loading from the first render, never an empty frame that is not loading', async () => {
    stubFetch(taskRoutes({ t1: 'Arrumar a cama' }));
    const { api, store } = setup();
    const frames: { isLoading: boolean; title: string | undefined }[] = [];
    function Recorder() {
      const task = api.useGetTaskQuery('t1');
      frames.push({ isLoading: task.isLoading, title: task.data?.title });
      return <p>{task.data?.title ?? 'Carregando...'}</p>;
    }
    renderWithStore(<Recorder />, { store });
    expect(await screen.findByText('Arrumar a cama')).toBeVisible();

    expect(frames[0]).toEqual({ isLoading: true, title: undefined });
    expect(frames.filter((frame) => !frame.isLoading && frame.title === undefined)).toEqual([]);
  });

  it('makes no request for a read skipped with skip: true or skipToken', async () => {
    const { fetchMock, calls } = stubFetch(
      taskRoutes({ t1: 'Arrumar a cama', t2: 'Lavar a louça', t3: 'Regar as plantas' }),
    );
    const { api, store } = setup();
    renderWithStore(
      <>
        <TaskTitle api={api} id="t1" options={{ skip: true }} />
        <TaskTitle api={api} id={skipToken} />
        <TaskTitle api={api} id="t3" />
      </>,
      { store },
    );
    // The read that is not skipped was asked and answered in the same commit as the others.
    expect(await screen.findByText('Regar as plantas')).toBeVisible();
    expect(screen.getAllByText('Não pedida')).toHaveLength(2);
    expect(calls('GET /api/tasks/t1')).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again on remount with refetchOnMountOrArgChange, showing the kept answer meanwhile', async () => {
    const { answers, handler } = answersInTurn(2);
    const { calls } = stubFetch({ 'GET /api/tasks/t1': handler });
    const { api, store } = setup();
    answers[0]!.resolve(json({ id: 't1', title: 'Arrumar a cama' }));
    const first = renderWithStore(<TaskTitle api={api} id="t1" />, { store });
    expect(await screen.findByText('Arrumar a cama')).toBeVisible();
    first.unmount();

    renderWithStore(<TaskTitle api={api} id="t1" options={{ refetchOnMountOrArgChange: true }} />, {
      store,
    });
    // isFetching, not isLoading: the kept answer stays on screen.
    expect(screen.getByText('Arrumar a cama')).toBeVisible();
    expect(await screen.findByText('Atualizando...')).toBeVisible();
    await waitFor(() => expect(calls('GET /api/tasks/t1')).toHaveLength(2));

    answers[1]!.resolve(json({ id: 't1', title: 'Arrumar o quarto' }));
    expect(await screen.findByText('Arrumar o quarto')).toBeVisible();
    expect(screen.queryByText('Atualizando...')).toBeNull();
  });

  it('shows a change made between its first render and its subscription', async () => {
    stubFetch(taskRoutes({ t1: 'Arrumar a cama' }));
    const { api, store } = setup();
    const first = renderWithStore(<TaskTitle api={api} id="t1" />, { store });
    expect(await screen.findByText('Arrumar a cama')).toBeVisible();
    first.unmount();

    // A layout effect runs after every render of the commit and before any passive effect, so
    // the change lands after TaskTitle read the kept answer and before it subscribed.
    function RenameInLayoutEffect() {
      useLayoutEffect(() => {
        store.dispatch(
          api.util.updateQueryData('getTask', 't1', (draft) => {
            draft.title = 'Arrumar o quarto';
          }),
        );
      }, []);
      return null;
    }
    renderWithStore(
      <>
        <TaskTitle api={api} id="t1" />
        <RenameInLayoutEffect />
      </>,
      { store },
    );
    expect(await screen.findByText('Arrumar o quarto')).toBeVisible();
  });

  it('does not render a screen again for an answer to a read it does not show', async () => {
    const { answers, handler } = answersInTurn(1);
    stubFetch({ ...taskRoutes({ t1: 'Arrumar a cama' }), 'GET /api/tasks/t2': handler });
    const { api, store } = setup();
    const renders: (string | undefined)[] = [];
    function CountedTitle() {
      const task = api.useGetTaskQuery('t1');
      renders.push(task.data?.title);
      return <p>{task.data?.title ?? 'Carregando...'}</p>;
    }
    renderWithStore(
      <>
        <CountedTitle />
        <TaskTitle api={api} id="t2" />
      </>,
      { store },
    );
    expect(await screen.findByText('Arrumar a cama')).toBeVisible();
    const before = renders.length;

    answers[0]!.resolve(json({ id: 't2', title: 'Lavar a louça' }));
    expect(await screen.findByText('Lavar a louça')).toBeVisible();
    expect(renders).toHaveLength(before);
  });

  it("keeps showing the previous argument's data while the new one loads, with currentData undefined", async () => {
    const answer = deferred<Response>();
    stubFetch({
      ...taskRoutes({ t1: 'Arrumar a cama' }),
      'GET /api/tasks/t2': () => answer.promise,
    });
    const { api, store } = setup();
    function Tasks() {
      const [id, setId] = useState('t1');
      const task = api.useGetTaskQuery(id);
      return (
        <>
          <button type="button" onClick={() => setId('t2')}>
            Próxima
          </button>
          <p>Mostrando: {task.data?.title ?? 'nada'}</p>
          <p>Desta tarefa: {task.currentData?.title ?? 'nada'}</p>
        </>
      );
    }
    renderWithStore(<Tasks />, { store });
    expect(await screen.findByText('Desta tarefa: Arrumar a cama')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByText('Mostrando: Arrumar a cama')).toBeVisible();
    expect(screen.getByText('Desta tarefa: nada')).toBeVisible();

    answer.resolve(json({ id: 't2', title: 'Lavar a louça' }));
    expect(await screen.findByText('Desta tarefa: Lavar a louça')).toBeVisible();
    expect(screen.getByText('Mostrando: Lavar a louça')).toBeVisible();
  });
});

describe('RTK Query as the remotes use it: resetApiState', () => {
  it('empties the cache, and a screen still shown asks again', async () => {
    const titles = { t1: 'Arrumar a cama' };
    const { calls } = stubFetch(taskRoutes(titles));
    const { api, store } = setup();
    renderWithStore(<TaskTitle api={api} id="t1" />, { store });
    expect(await screen.findByText('Arrumar a cama')).toBeVisible();

    titles.t1 = 'Arrumar o quarto';
    let queriesAfterReset: unknown;
    act(() => {
      store.dispatch(api.util.resetApiState());
      queriesAfterReset = store.getState().api.queries;
    });
    expect(queriesAfterReset).toEqual({});
    expect(await screen.findByText('Arrumar o quarto')).toBeVisible();
    expect(calls('GET /api/tasks/t1')).toHaveLength(2);
  });

  it('does not write into the emptied cache an answer to a request started before the reset', async () => {
    const answer = deferred<Response>();
    const { calls } = stubFetch({ 'GET /api/tasks/t1': () => answer.promise });
    const { api, store } = setup();
    const read = store.dispatch(api.endpoints.getTask.initiate('t1'));
    await vi.waitFor(() => expect(calls('GET /api/tasks/t1')).toHaveLength(1));

    store.dispatch(api.util.resetApiState());
    answer.resolve(json({ id: 't1', title: 'Arrumar a cama' }));
    await read;
    expect(store.getState().api.queries).toEqual({});
    read.unsubscribe();
  });
});
