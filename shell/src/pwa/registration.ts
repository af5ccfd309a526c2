/** Where the service worker is served (`Cache-Control: no-cache`, ADR 068) and what it controls. */
export const SERVICE_WORKER_URL = '/sw.js';

let registering: Promise<ServiceWorkerRegistration | null> | null = null;

/**
 * Registers the portal's service worker once per page (production builds in a browser that has
 * them; the dev servers run none). Resolves null where there is none or it failed.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<ServiceWorkerRegistration | null> {
  registering ??=
    container && import.meta.env.PROD
      ? container
          .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
          .catch((error: unknown) => {
            console.error('The service worker could not be registered', error);
            return null;
          })
      : Promise.resolve(null);
  return registering;
}

/**
 * The portal's service worker registration (for Web Push subscriptions, Background Sync), or
 * null when this browser or build has none. Remotes do not import the shell: they call
 * `navigator.serviceWorker.ready` themselves (ADR 068).
 */
export async function getServiceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return null;
  return (await container.getRegistration('/')) ?? (await registering) ?? null;
}
