import { lazy, Suspense } from 'react';
import { afterFirstScreen } from './after-first-screen';

// Asked for only once the first screen is done and the browser is idle (ADR 068).
const PwaFrame = lazy(() =>
  afterFirstScreen().then(() => import(/* webpackChunkName: "pwa" */ './pwa-frame')),
);

/**
 * Where the shell's PWA frame goes (above a remote's page): nothing until the first screen is
 * done and the browser is idle, then the `pwa` chunk — the service worker's registration, the
 * update and offline notices, the install offer (ADR 068). `signedIn`: the install offer is for
 * signed-in users only.
 */
export function PwaSlot({ signedIn }: { signedIn: boolean }) {
  return (
    <Suspense fallback={null}>
      <PwaFrame signedIn={signedIn} />
    </Suspense>
  );
}
