/** Tone of a toast: errors are announced assertively (role="alert"), others politely. */
export type ToastTone = 'success' | 'error' | 'info';

/** What a caller passes to `show`. */
export interface ToastOptions {
  message: string;
  /** Defaults to 'info'. */
  tone?: ToastTone;
  /** Time on screen; defaults to 5000 ms. 0 keeps it until dismissed. */
  durationMs?: number;
}

type Listener = (options: ToastOptions) => void;

const listeners = new Set<Listener>();
let pending: ToastOptions[] = [];

/**
 * Subscribes a `ToastProvider` to toasts sent through the `toast` helper. Toasts sent before any
 * provider mounted (e.g. a remote that loaded first) are delivered on subscription.
 */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  const queued = pending;
  pending = [];
  queued.forEach(listener);
  return () => {
    listeners.delete(listener);
  };
}

function emit(options: ToastOptions): void {
  if (listeners.size === 0) {
    pending.push(options);
    return;
  }
  // Only one provider (the last to subscribe) shows it, so nested providers never duplicate it.
  const last = Array.from(listeners).at(-1);
  last?.(options);
}

/**
 * Shows a toast from anywhere (including code outside React, such as an RTK Query listener).
 * The design system is a Module Federation singleton, so this reaches the shell's `ToastProvider`.
 */
export const toast = {
  show: (options: ToastOptions): void => emit(options),
  success: (message: string, durationMs?: number): void =>
    emit({ message, tone: 'success', ...(durationMs === undefined ? {} : { durationMs }) }),
  error: (message: string, durationMs?: number): void =>
    emit({ message, tone: 'error', ...(durationMs === undefined ? {} : { durationMs }) }),
  info: (message: string, durationMs?: number): void =>
    emit({ message, tone: 'info', ...(durationMs === undefined ? {} : { durationMs }) }),
};
