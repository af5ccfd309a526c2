import { env } from '../env';
import { parseRemoteConfig } from '../remotes/remote-config';
import { registeredRemoteConfig } from '../remotes/remote-loader';
import type { PageMessage, WorkerMessage } from '../sw/messages';
import { diffRemoteVersions } from '../sw/remote-versions';
import { installPrompt, onInstallPrompt, forgetInstallPrompt } from './install-capture';
import { countVisit, dismissInstall, installDismissed } from './install-rule';
import { registerServiceWorker } from './registration';

/** What the PWA frame shows; one store per page. */
export interface PwaState {
  /** A newer shell (a waiting service worker) or another remote deployment is available. */
  updateAvailable: boolean;
  /** The page shows API data stored at this time (ms since the epoch), the network failing. */
  offlineSince: number | null;
  visits: number;
  hasInstallPrompt: boolean;
  installDismissed: boolean;
  standalone: boolean;
}

/** How often an open page asks whether a new deployment came (also when it becomes visible). */
const CHECK_EVERY_MS = 10 * 60_000;

let state: PwaState = {
  updateAvailable: false,
  offlineSince: null,
  visits: 0,
  hasInstallPrompt: false,
  installDismissed: false,
  standalone: false,
};
const listeners = new Set<() => void>();
let registration: ServiceWorkerRegistration | null = null;
let reloadOnControllerChange = false;
let started = false;

function set(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getPwaState(): PwaState {
  return state;
}

export function subscribePwa(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Starts the page's PWA work once: counts the visit, registers the service worker, listens to
 * it (stored data shown offline, new deployments) and checks for new deployments when the page
 * becomes visible and every ten minutes.
 */
export function startPwa(): void {
  if (started) return;
  started = true;
  set({
    visits: countVisit(localStorage, sessionStorage),
    installDismissed: installDismissed(localStorage),
    standalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    hasInstallPrompt: installPrompt() !== null,
  });
  onInstallPrompt(() => set({ hasInstallPrompt: installPrompt() !== null }));
  window.addEventListener('online', () => set({ offlineSince: null }));

  const container = navigator.serviceWorker;
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    onWorkerMessage(event.data);
  });
  container.startMessages();
  container.addEventListener('controllerchange', () => {
    if (reloadOnControllerChange) window.location.reload();
  });
  void registerServiceWorker(container).then((found) => {
    registration = found;
    if (!found) return;
    watchForWaitingWorker(found);
    // The worker may have answered reads from its cache before this page listened.
    container.controller?.postMessage({ type: 'status' } satisfies PageMessage);
  });
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < 60_000) return;
    lastCheck = Date.now();
    void checkForUpdates();
  });
  window.setInterval(() => {
    if (document.visibilityState === 'visible') void checkForUpdates();
  }, CHECK_EVERY_MS);
}

function onWorkerMessage(message: WorkerMessage | undefined): void {
  switch (message?.type) {
    case 'offline-data':
      set({ offlineSince: Math.min(message.storedAt, state.offlineSince ?? Infinity) });
      break;
    case 'online-data':
      set({ offlineSince: null });
      break;
    case 'remotes-changed':
      noticeRemoteConfig(message.config);
      break;
    case 'navigate':
      window.location.assign(message.url);
      break;
    default:
    // 'flush-completions' is for the child's completion queue, which listens itself.
  }
}

/** Another deployment of a remote than the one this page runs: offer the reload. */
function noticeRemoteConfig(next: unknown): void {
  const loaded = registeredRemoteConfig();
  if (!loaded) return;
  try {
    const config = parseRemoteConfig(next);
    if (diffRemoteVersions(loaded, config, window.location.href).length > 0) {
      set({ updateAvailable: true });
    }
  } catch {
    // A broken remotes.json is the next load's problem (it shows the fallback).
  }
}

function watchForWaitingWorker(found: ServiceWorkerRegistration): void {
  const waiting = () => {
    if (found.waiting && navigator.serviceWorker.controller) set({ updateAvailable: true });
  };
  waiting();
  found.addEventListener('updatefound', () => {
    const worker = found.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') waiting();
    });
  });
}

/** A new shell (`registration.update()`) or a remotes.json naming other deployments. */
async function checkForUpdates(): Promise<void> {
  void registration?.update().catch(() => {});
  try {
    const response = await fetch(env.PUBLIC_REMOTES_CONFIG_URL, { cache: 'no-store' });
    if (response.ok) noticeRemoteConfig(await response.json());
  } catch {
    // Offline: the next check.
  }
}

/**
 * 'Atualizar': a waiting service worker takes over first (the page reloads when it does), else
 * the page reloads, reading the new remotes.json and the deployments it names.
 */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (waiting && navigator.serviceWorker.controller) {
    reloadOnControllerChange = true;
    waiting.postMessage({ type: 'skip-waiting' } satisfies PageMessage);
    return;
  }
  window.location.reload();
}

/** 'Instalar o Mesadinha': the browser's own install dialog, once. */
export async function install(): Promise<void> {
  const prompt = installPrompt();
  if (!prompt) return;
  forgetInstallPrompt();
  await prompt.prompt();
  const choice = await prompt.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
  if (choice.outcome === 'dismissed') dismiss();
}

/** 'Agora não': remembered on this device. */
export function dismiss(): void {
  dismissInstall(localStorage);
  set({ installDismissed: true });
}
