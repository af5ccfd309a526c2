import { use } from 'react';

/*
 * The Radix primitives are not part of the design system's first chunk (ADR 018): the design
 * system is a Module Federation shared module, loaded whole on every first visit, and most first
 * screens (welcome, logins) use none of them. Each group is one async chunk, fetched the first
 * time a component that needs it renders; until then that component suspends (the nearest
 * <Suspense> shows its fallback, as for a lazy route). `Dialog` and `Sheet` start the fetch when
 * they mount closed, so opening them does not wait.
 */

type Loader<T> = { load: () => Promise<T>; use: () => T };

/** One on-demand chunk: `load()` fetches it once (again after a failure), `use()` suspends until it is there. */
export function loader<T>(importer: () => Promise<T>): Loader<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed download (a flaky network, a deploy that replaced the chunk) is not
        // remembered: the next render, or a retry, fetches again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // `use` may be called conditionally; once loaded this returns synchronously.
  return { load, use: () => loaded ?? use(load()) };
}

const core = loader(() => import('./radix-core'));
const floating = loader(() => import('./radix-floating'));

/** Dialog, Tabs, Switch, Checkbox primitives; suspends until their chunk is loaded. */
export const useCorePrimitives = core.use;
/** Popover and DropdownMenu primitives (Floating UI); suspends until their chunk is loaded. */
export const useFloatingPrimitives = floating.use;

/** Loads every primitive now (tests, or an app that wants them before the first screen). */
export function preloadPrimitives(): Promise<unknown> {
  return Promise.all([core.load(), floating.load()]);
}

/** Starts loading the core primitives without waiting (e.g. a closed dialog). */
export function prefetchCorePrimitives(): void {
  void core.load();
}
