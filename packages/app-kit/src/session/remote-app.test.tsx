import type { RemoteAppProps } from '@portal/contracts/remote-app';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalApi } from '../api/create-portal-api';
import { createAppStore } from '../api/store';
import { meAsParent, stubFetch } from '../test';
import { RemoteRoot, startsNewSession, useRemoteApp } from './remote-app';

const api = createPortalApi({ baseUrl: '/api', tagTypes: [] });

function Greeting() {
  const me = api.useGetMeQuery();
  return <p>{me.data ? `Olá, ${me.data.user.name}` : 'Carregando...'}</p>;
}

/** The shell's page after signing out (the shell's `navigate('/')`). */
const shell = { leave: () => {} };

/** A signed-in screen with 'Sair'; after signing out the shell shows its own page. */
function SignedIn() {
  const { signOut } = useRemoteApp();
  const [left, setLeft] = useState(false);
  useEffect(() => {
    shell.leave = () => setLeft(true);
  }, []);
  if (left) return <p>Página inicial</p>;
  return (
    <>
      <Greeting />
      <button type="button" onClick={() => void signOut('parent')}>
        Sair
      </button>
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-out resets the API cache', () => {
  it('leaves no data of the signed-out user in the store; the next user is read afresh', async () => {
    let user: string | null = 'Ana';
    const { calls } = stubFetch({
      'GET /api/me': () =>
        user ? Response.json(meAsParent(user)) : new Response(null, { status: 401 }),
    });
    const store = createAppStore(api);
    // The shell ends the session at the BFF, then navigates to its own page.
    const shellSignOut = vi.fn<RemoteAppProps['signOut']>(async () => {
      user = null;
      shell.leave();
    });
    const { unmount } = render(
      <RemoteRoot store={store} api={api} signOut={shellSignOut}>
        <SignedIn />
      </RemoteRoot>,
    );
    expect(await screen.findByText('Olá, Ana')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Página inicial')).toBeVisible();
    expect(shellSignOut).toHaveBeenCalledWith('parent');
    // The cached /api/me of Ana is gone (not merely stale).
    expect(api.endpoints.getMe.select()(store.getState()).data).toBeUndefined();
    expect(store.getState().api.queries).toEqual({});
    unmount();

    // Bruna signs in on the same tab (same store): she never sees Ana's name, even for a moment.
    user = 'Bruna';
    render(
      <RemoteRoot store={store} api={api} signOut={shellSignOut}>
        <Greeting />
      </RemoteRoot>,
    );
    expect(screen.queryByText('Olá, Ana')).toBeNull();
    expect(screen.getByText('Carregando...')).toBeVisible();
    expect(await screen.findByText('Olá, Bruna')).toBeVisible();
    expect(calls('GET /api/me').length).toBeGreaterThanOrEqual(2);
    store.unsubscribeListeners();
  });

  it('still resets when the shell could not end the session', async () => {
    stubFetch({ 'GET /api/me': () => Response.json(meAsParent('Ana')) });
    const store = createAppStore(api);
    const failing = vi.fn<RemoteAppProps['signOut']>(async () => {
      throw new Error('offline');
    });
    render(
      <RemoteRoot store={store} api={api} signOut={failing}>
        <Greeting />
      </RemoteRoot>,
    );
    expect(await screen.findByText('Olá, Ana')).toBeVisible();
    const reset = vi.spyOn(api.util, 'resetApiState');
    let signOut!: RemoteAppProps['signOut'];
    function Grab() {
      const remote = useRemoteApp();
      useEffect(() => {
        signOut = remote.signOut;
      }, [remote]);
      return null;
    }
    render(
      <RemoteRoot store={store} api={api} signOut={failing}>
        <Grab />
      </RemoteRoot>,
    );
    await expect(signOut('parent')).rejects.toThrow('offline');
    await waitFor(() => expect(reset).toHaveBeenCalled());
    store.unsubscribeListeners();
  });
});

describe('a new session starts from an empty cache (issue 10 review: a session that ended without Sair)', () => {
  const sessionApi = api.injectEndpoints({
    endpoints: (build) => ({
      signInForTest: build.mutation<unknown, { ok: boolean }>({
        query: ({ ok }) => ({ url: ok ? '/sign-in' : '/sign-in-fails', method: 'POST' }),
        onQueryStarted: startsNewSession(api),
      }),
    }),
  });

  it("drops the previous user's cached data once a sign-in succeeds, and keeps it when it fails", async () => {
    let name = 'Ana';
    stubFetch({
      'GET /api/me': () => Response.json(meAsParent(name)),
      'POST /api/sign-in': () => Response.json({ ok: true }),
      'POST /api/sign-in-fails': () =>
        Response.json({ message: 'Senha incorreta' }, { status: 401 }),
    });
    const store = createAppStore(api);
    await store.dispatch(api.endpoints.getMe.initiate());
    expect(api.endpoints.getMe.select()(store.getState()).data?.user.name).toBe('Ana');

    // Ana's session expired; a failed attempt changes nothing.
    await store.dispatch(sessionApi.endpoints.signInForTest.initiate({ ok: false }));
    expect(api.endpoints.getMe.select()(store.getState()).data?.user.name).toBe('Ana');

    // Bia signs in on the same tab: nothing of Ana is left to show, /api/me is read afresh.
    name = 'Bia';
    const answer = await store.dispatch(sessionApi.endpoints.signInForTest.initiate({ ok: true }));
    expect(answer.data).toEqual({ ok: true });
    expect(api.endpoints.getMe.select()(store.getState()).data).toBeUndefined();
    const me = await store.dispatch(api.endpoints.getMe.initiate());
    expect(me.data?.user.name).toBe('Bia');
    store.unsubscribeListeners();
  });
});
