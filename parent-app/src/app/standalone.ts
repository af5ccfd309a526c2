import { createStandaloneSignOut } from '@portal/app-kit';
import { env } from '../env';
import { clearPendingSocial } from '../lib/pending-social';

/**
 * The `signOut` used when parent-app runs without the shell (standalone dev server): ends the
 * session, drops pending social data and loads the parent login afresh.
 */
export const standaloneSignOut = createStandaloneSignOut({
  baseUrl: env.PUBLIC_API_BASE_URL,
  loginPath: '/parent/login',
  beforeLeave: clearPendingSocial,
});
