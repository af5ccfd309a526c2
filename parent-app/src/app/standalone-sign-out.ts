import type { RemoteAppProps } from '@portal/contracts/remote-app';
import { env } from '../env';
import { clearPendingSocial } from '../lib/pending-social';

/**
 * The minimal `signOut` used when parent-app runs without the shell (standalone dev server):
 * ends the session at the BFF, drops pending social data and goes to the parent login with a
 * full page load, so no cached data of the signed-out user survives. The shell's own
 * implementation (toasts, `/` with history replaced) is what users of the portal see.
 */
export const standaloneSignOut: RemoteAppProps['signOut'] = async () => {
  try {
    await fetch(`${env.PUBLIC_API_BASE_URL}/auth/sign-out`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  } catch {
    // Offline: the page still leaves the signed-in area; the cookie expires on its own.
  }
  clearPendingSocial();
  window.location.assign('/parent/login');
};
