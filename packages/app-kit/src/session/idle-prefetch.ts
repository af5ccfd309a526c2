import type { Store } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';

/** What the idle point reads of a remote's store: RTK Query's reads and their status. */
type QueryStore = Store<{
  api: { queries: Readonly<Record<string, { status: string } | undefined>> };
}>;

/*
 * Work a first visit does not wait for (ADR 050): the forms' code (react-hook-form, the form
 * kit and zod, chunks `forms` and `zod`) and the child's celebrations (`idle-celebrations`). It
 * starts once the page has loaded, the first screen's reads have answered and the browser is idle, so it never
 * competes with what the first screen shows. The size check reads `IDLE_MARK` and fails when an
 * `idle-*` chunk was requested before it.
 */

/** The `performance.mark` set when the first idle work starts. */
export const IDLE_MARK = 'portal:idle-work';

/**
 * How long the idle work waits once the first screen is done and the browser idle: the phone's
 * CPU stays free for the first taps on the screen (Lighthouse's TBT: the child dashboard's idle
 * work cost it about 150 ms at a 5× slowdown). A screen that needs a piece sooner loads it.
 */
export const IDLE_WORK_DELAY_MS = 5000;

let idleWorkDelayMs = IDLE_WORK_DELAY_MS;

/** Sets the wait of {@link IDLE_WORK_DELAY_MS}: the jsdom suites use 0. @internal */
export function setIdleWorkDelay(ms: number): void {
  idleWorkDelayMs = ms;
}

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

/**
 * Resolves once per store, for every caller: loaded, first reads answered, browser idle, then
 * {@link IDLE_WORK_DELAY_MS} more.
 */
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
      await new Promise((resolve) => window.setTimeout(resolve, idleWorkDelayMs));
      performance.mark(IDLE_MARK);
    })();
    idlePoints.set(store, point);
  }
  return point;
}

/**
 * Downloads the forms' chunks (`forms`: react-hook-form and the form kit; `zod`: zod and the
 * contracts' field rules; see `tooling/module-federation/remote-config.ts`) and the spec's
 * messages they show, so a form screen opened later waits for none of them. A failed download
 * is left to that screen, which loads the chunk again and shows its own error.
 */
export function prefetchForms(): Promise<unknown> {
  return Promise.all([
    import(/* webpackExports: ["config"] */ 'zod'),
    import(/* webpackExports: ["Form"] */ '../form'),
    import(/* webpackExports: ["MSG"] */ '@portal/contracts/messages'),
  ]).catch(() => undefined);
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

/**
 * Downloads the forms' code once the first screen is done and the browser idle (inside the
 * store's provider): for the signed-in layouts, whose first screens read answers without zod
 * while most later screens are forms (ADR 050). Not for a login, whose form loads its own.
 */
export function usePrefetchFormsWhenIdle(): void {
  useIdleWork(useStore() as QueryStore, () => void prefetchForms());
}

/** False until the first screen is done and the browser idle (inside the store's provider). */
export function useAfterFirstScreen(): boolean {
  const store = useStore() as QueryStore;
  const [done, setDone] = useState(false);
  useIdleWork(store, () => setDone(true));
  return done;
}
