/**
 * The mark a remote sets once its first screen is done and the browser idle (app-kit's
 * `IDLE_MARK`, `packages/app-kit/src/session/idle-prefetch.ts`; the size check reads it too).
 * Named here: importing it would bring app-kit's store code into the shell's first bundle.
 */
const REMOTE_IDLE_MARK = 'portal:idle-work';
/** How long the shell waits for that mark (a remote that failed to load never sets it). */
const MARK_TIMEOUT_MS = 10_000;

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

function remoteIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName(REMOTE_IDLE_MARK).length > 0) return resolve();
    const timer = window.setTimeout(done, MARK_TIMEOUT_MS);
    let observer: PerformanceObserver | undefined;
    function done() {
      window.clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName(REMOTE_IDLE_MARK).length > 0) done();
      });
      observer.observe({ type: 'mark', buffered: true });
    } catch {
      // No PerformanceObserver: the timeout decides.
    }
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: 5000 });
    } else {
      window.setTimeout(resolve, 200);
    }
  });
}

let point: Promise<void> | null = null;

/**
 * Resolves once the page has loaded, the remote's first screen is done (its idle mark) and the
 * browser is idle: when the shell starts its PWA work (ADR 068), so no first screen waits for
 * it and a first visit's figures in the size check do not move.
 */
export function afterFirstScreen(): Promise<void> {
  point ??= loaded().then(remoteIdle).then(idle);
  return point;
}
