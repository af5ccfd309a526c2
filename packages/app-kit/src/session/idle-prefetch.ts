import { useEffect, useState } from 'react';
import { useStore } from '../api/query-hooks';
import type { QueryStore } from '../api/query-store';

/*
 * Work a signed-in first visit does not wait for (ADR 050): the forms' code (zod and the form
 * kit, chunk `idle-forms`) and the child's celebrations (`idle-celebrations`). It starts once the
 * page has loaded, the first screen's reads have answered and the browser is idle, so it never
 * competes with what the first screen shows. The size check reads `IDLE_MARK` and fails when an
 * `idle-*` chunk was requested before it.
 */

/** The `performance.mark` set when the first idle work starts. */
export const IDLE_MARK = 'portal:idle-work';

/** The store has answered a read and has none in flight. */
function readsSettled(store: QueryStore): boolean {
  const entries = Object.values(store.getState().api.queries);
  return (
    entries.some((entry) => entry?.status === 'fulfilled' || entry?.status === 'rejected') &&
    !entries.some((entry) => entry?.status === 'pending')
  );
}

function firstReadsSettled(store: QueryStore): Promise<void> {
  return new Promise((resolve) => {
    if (readsSettled(store)) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!readsSettled(store)) return;
      unsubscribe();
      resolve();
    });
  });
}

function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
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

const idlePoints = new WeakMap<QueryStore, Promise<void>>();

/** Resolves once per store, for every caller: loaded, first reads answered, browser idle. */
function idleAfterFirstScreen(store: QueryStore): Promise<void> {
  let point = idlePoints.get(store);
  if (!point) {
    point = (async () => {
      await pageLoaded();
      // A screen may start its reads after /api/me answered: settled must still hold at idle.
      do {
        await firstReadsSettled(store);
        await idle();
      } while (!readsSettled(store));
      performance.mark(IDLE_MARK);
    })();
    idlePoints.set(store, point);
  }
  return point;
}

/**
 * Downloads the `idle-forms` chunk (zod, the form kit, the contracts' field rules; see
 * `tooling/module-federation/remote-config.ts`) by importing zod, its smallest way in: zod's
 * modules run, the form kit's wait for the screen that imports them. A failed download is left
 * to that screen, which loads the chunk again and shows its own error.
 */
export function prefetchForms(): Promise<unknown> {
  return import(/* webpackExports: ["config"] */ 'zod').catch(() => undefined);
}

/** Runs `work` once the first screen is done and the browser idle (see above). */
export function useIdleWork(store: QueryStore, work: () => void): void {
  useEffect(() => {
    let cancelled = false;
    void idleAfterFirstScreen(store).then(() => {
      if (!cancelled) work();
    });
    return () => {
      cancelled = true;
    };
    // `work` runs once per store; a new function on each render is not new work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
}

/** False until the first screen is done and the browser idle (inside the store's provider). */
export function useAfterFirstScreen(): boolean {
  const store = useStore();
  const [done, setDone] = useState(false);
  useIdleWork(store, () => setDone(true));
  return done;
}
