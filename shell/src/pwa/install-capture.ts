/**
 * Chromium's `beforeinstallprompt`, kept from the moment the entry runs: it may fire before the
 * PWA chunk loads (ADR 068). Its default (the browser's own mini-infobar) is prevented: the shell
 * offers installing itself, from the second visit on, after sign-in (`install-rule.ts`).
 */

/** The event Chromium fires when the portal can be installed (not in TypeScript's DOM lib). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let captured: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/** Starts listening; the entry calls it once. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as InstallPromptEvent;
    for (const listener of listeners) listener();
  });
  target.addEventListener('appinstalled', () => {
    captured = null;
    for (const listener of listeners) listener();
  });
}

/** The install prompt the browser offered, if any (null once used or installed). */
export function installPrompt(): InstallPromptEvent | null {
  return captured;
}

/** Forgets the prompt (it can be shown once). */
export function forgetInstallPrompt(): void {
  captured = null;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the prompt comes or goes; returns the unsubscribe. */
export function onInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
