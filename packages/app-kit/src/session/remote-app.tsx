import { signOut as signOutEndpoint } from '@portal/contracts/endpoints/better-auth';
import type { RemoteAppProps } from '@portal/contracts/remote-app';
import type { Store, UnknownAction } from '@reduxjs/toolkit';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { endpointPath } from '../api/endpoint-request';

const RemoteAppContext = createContext<RemoteAppProps | null>(null);

/** The parts of a remote's API sign-out needs (any `createPortalApi` result). */
export interface ResettableApi {
  util: { resetApiState: () => UnknownAction };
}

/**
 * Wraps the shell's `signOut` so the remote's API cache is emptied
 * (`api.util.resetApiState()`) once it has run: the shell has then navigated away from the
 * remote's screens, and whoever signs in next on this tab starts from an empty cache — never a
 * glimpse of the previous user's family, children or tasks. The reset happens even when the
 * sign-out failed (the user stays and the screen reads its data again).
 */
export function signOutResettingCache(
  signOut: RemoteAppProps['signOut'],
  reset: () => void,
): RemoteAppProps['signOut'] {
  return async (role) => {
    try {
      await signOut(role);
    } finally {
      reset();
    }
  };
}

/**
 * `onQueryStarted` for a mutation that starts a session (sign in, sign up): once it succeeds,
 * the API cache is emptied, so nothing read for whoever used this tab before survives — also
 * when that session ended without 'Sair' (it expired, or was closed in another tab). The
 * mutation's own promise (`unwrap()`) still resolves with its answer.
 */
export function startsNewSession(api: ResettableApi) {
  return async (
    _arg: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (action: UnknownAction) => unknown; queryFulfilled: Promise<unknown> },
  ): Promise<void> => {
    try {
      await queryFulfilled;
    } catch {
      return;
    }
    dispatch(api.util.resetApiState());
  };
}

/**
 * The layout route of every screen of a remote (its `app/store-root.tsx`): the remote's own
 * Redux store, and what the shell gives it (`RemoteAppProps`) for any screen below, with
 * `signOut` resetting the API cache ({@link signOutResettingCache}).
 */
export function RemoteRoot({
  store,
  api,
  signOut,
  onAppearance,
  children,
}: {
  store: Store;
  api: ResettableApi;
  signOut: RemoteAppProps['signOut'];
  /** The shell's (RemoteAppProps); the remote's `AppearanceBoundary` reports to it. */
  onAppearance?: RemoteAppProps['onAppearance'];
  children: ReactNode;
}) {
  const value = useMemo<RemoteAppProps>(
    () => ({
      signOut: signOutResettingCache(signOut, () => store.dispatch(api.util.resetApiState())),
      onAppearance,
    }),
    [signOut, store, api, onAppearance],
  );
  return (
    <Provider store={store}>
      <RemoteAppContext.Provider value={value}>{children}</RemoteAppContext.Provider>
    </Provider>
  );
}

/** What the shell gave the remote's root, or null outside a `RemoteRoot` (screens under test). */
export function useRemoteAppIfAny(): RemoteAppProps | null {
  return useContext(RemoteAppContext);
}

/** What the shell gave the remote's root (`signOut`). Using it outside a `RemoteRoot` is a bug. */
export function useRemoteApp(): RemoteAppProps {
  const value = useContext(RemoteAppContext);
  if (!value) throw new Error('useRemoteApp must be used inside a remote root (RemoteRoot).');
  return value;
}

/**
 * The minimal `signOut` of a remote running without the shell (its standalone dev server):
 * ends the session at the BFF, runs `beforeLeave` (e.g. drop pending social data), empties the
 * offline completion queue and loads `loginPath` with a full page load, so nothing of the
 * signed-out user survives in memory. The
 * shell's own implementation (toasts, `/` with history replaced) is what portal users see.
 * Never rejects.
 */
export function createStandaloneSignOut({
  baseUrl,
  loginPath,
  beforeLeave,
}: {
  baseUrl: string;
  loginPath: string;
  beforeLeave?: () => void;
}): RemoteAppProps['signOut'] {
  return async () => {
    try {
      await fetch(`${baseUrl}${endpointPath(signOutEndpoint)}`, {
        method: signOutEndpoint.method,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    } catch (error) {
      // Offline: the page still leaves the signed-in area; the cookie expires on its own.
      console.error('Sign-out failed', error);
    }
    beforeLeave?.();
    // The child's completions waiting for a connection are not the next user's (ADR 069).
    await import('../offline/completion-queue')
      .then((queue) => queue.clearCompletionQueue())
      .catch(() => undefined);
    window.location.replace(loginPath);
  };
}
