import { MSG } from '@portal/contracts/messages';
import { PENDING_SOCIAL_STORAGE_KEY, type RemoteAppProps } from '@portal/contracts/remote-app';
import type { ToastApi } from '@portal/design-system';
import { env } from '../env';
import { API_CACHE } from '../sw/messages';

/** What the shell's sign-out needs from the page; tests pass their own. */
export interface SignOutDeps {
  toast: ToastApi;
  navigate: (to: string, options: { replace: boolean }) => void;
  fetchImpl?: typeof fetch;
  storage?: Pick<Storage, 'removeItem'>;
  /** Empties the offline completion queue (ADR 069); loaded only when someone signs out. */
  clearOfflineQueue?: () => Promise<void>;
  /** Empties what the service worker stored of the user's API reads (ADR 068). */
  clearOfflineData?: () => Promise<unknown>;
}

function clearCompletionQueueLater(): Promise<void> {
  return import('@portal/app-kit/offline').then((queue) => queue.clearCompletionQueue());
}

/** Deletes the service worker's cache of API reads, where the browser has the Cache API. */
function clearApiCache(): Promise<unknown> {
  return globalThis.caches?.delete(API_CACHE).catch(() => false) ?? Promise.resolve(false);
}

/**
 * Builds the `signOut` the shell hands to every remote (`RemoteAppProps`): POST
 * /api/auth/sign-out, then the spec's toast — 'Sessão encerrada com sucesso.' (parent) or
 * 'Até logo! Você saiu da conta.' (child) — and `/` replacing history. An error answer gives
 * 'Não foi possível sair. Tente novamente.', a network failure 'Ocorreu um erro ao sair. Tente
 * novamente.'; the user then stays where they are. Pending social sign-up data is cleared in
 * every case; after a sign-out the service worker's stored API reads (ADR 068) and the child's
 * completions still waiting for a connection (whoever signs in next on this device must never
 * see or send them). Never rejects.
 */
export function createSignOut({
  toast,
  navigate,
  fetchImpl = globalThis.fetch,
  storage = globalThis.sessionStorage,
  clearOfflineQueue = clearCompletionQueueLater,
  clearOfflineData = clearApiCache,
}: SignOutDeps): RemoteAppProps['signOut'] {
  return async (role) => {
    try {
      storage.removeItem(PENDING_SOCIAL_STORAGE_KEY);
    } catch {
      // Storage can be unavailable (private mode, blocked cookies); nothing is pending then.
    }
    let response: Response;
    try {
      response = await fetchImpl(`${env.PUBLIC_API_BASE_URL}/auth/sign-out`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.show({ message: MSG.signOut.unexpected, tone: 'error' });
      return;
    }
    if (!response.ok) {
      toast.show({ message: MSG.signOut.failed, tone: 'error' });
      return;
    }
    // Nothing of this user may show offline to whoever uses the device next (the service
    // worker also empties it when it sees the sign-out go by).
    void clearOfflineData();
    toast.show({
      message: role === 'parent' ? MSG.signOut.parentSuccess : MSG.signOut.childSuccess,
      tone: 'success',
    });
    navigate('/', { replace: true });
    clearOfflineQueue().catch((error: unknown) => {
      console.error('Offline completion queue not cleared', error);
    });
  };
}
