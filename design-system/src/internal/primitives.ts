/*
 * The Radix primitives are not part of the design system's first chunk (ADR 018): the design
 * system is a Module Federation shared module, loaded whole on every first visit, and most first
 * screens (welcome, logins) use none of them. Each group (form controls, dialog, floating) is
 * one async chunk, fetched the first time a component that needs it renders; until then that
 * component suspends (the nearest <Suspense> shows its fallback, as for a lazy route). `Dialog`,
 * `Sheet` and the signed-in areas ask for the controls and dialog chunks ahead of need with
 * `prefetchCorePrimitives`: they are fetched at the person's first touch, click or key on the
 * page, not while the first screen is still loading on a slow network (ADR 042).
 */

type Loader<T> = { load: () => Promise<T>; use: () => T; isLoaded: () => boolean };

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
  // Until loaded, the component suspends by throwing the load (Suspense's own protocol, as
  // `lazy` does): React renders it again from scratch once the chunk is there. `use()` here
  // broke React's replay of the suspended component when it answered the loaded module without
  // calling `use()` again (React error 467, recovered by re-rendering the whole root: error 520
  // on the first visit of every screen with tabs or checkboxes); and calling it on every render
  // disturbed renders that update state while rendering.
  return {
    load,
    use: () => {
      if (loaded === undefined) throw load();
      return loaded;
    },
    isLoaded: () => loaded !== undefined,
  };
}

const core = loader(() => import('./radix-core'));
const dialog = loader(() => import('./radix-dialog'));
const floating = loader(() => import('./radix-floating'));

/** Tabs, Switch, Checkbox primitives; suspends until their chunk is loaded. */
export const useCorePrimitives = core.use;
/** The Dialog primitive (Dialog, Sheet); suspends until its chunk is loaded. */
export const useDialogPrimitive = dialog.use;
/** Popover and DropdownMenu primitives (Floating UI); suspends until their chunk is loaded. */
export const useFloatingPrimitives = floating.use;

/** Loads every primitive now (tests, or an app that wants them before the first screen). */
export function preloadPrimitives(): Promise<unknown> {
  return Promise.all([core.load(), dialog.load(), floating.load()]);
}

/** A touch, a click or a key: the person is using the page, which has finished loading. */
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;
/** Chunks waiting for an input. */
const listening = new WeakSet<object>();

/**
 * Has `chunk` fetched at the first of `INPUT_EVENTS` on `target` (listened to in the capture
 * phase, so a handler that stops propagation cannot hide it). Returns at once; listens once per
 * chunk however often it is called; does nothing for a chunk already loaded.
 * @internal
 */
export function onFirstInput(
  chunk: Pick<Loader<unknown>, 'load' | 'isLoaded'>,
  target: EventTarget,
) {
  if (chunk.isLoaded() || listening.has(chunk)) return;
  listening.add(chunk);
  const onInput = () => {
    for (const type of INPUT_EVENTS) target.removeEventListener(type, onInput, true);
    listening.delete(chunk);
    chunk.load().catch(() => {
      // Nothing to show yet: the component that needs the chunk fetches it again and shows
      // the failure.
    });
  };
  for (const type of INPUT_EVENTS) {
    target.addEventListener(type, onInput, { capture: true, passive: true });
  }
}

/**
 * Fetches the core primitives (Tabs, Switch, Checkbox) and the dialog's (Dialog, Sheet) at the person's first
 * touch, click or key on the page, so a closed dialog opens without waiting and a list that
 * arrives later has its checkboxes, while the first screen's own requests keep a slow network
 * to themselves (the chunk is not part of a first visit's JavaScript). The tap that opens a
 * dialog starts the fetch on `pointerdown`, before its `click`. A component that renders a
 * primitive still loads the chunk itself.
 */
export function prefetchCorePrimitives(): void {
  onFirstInput(core, window);
  onFirstInput(dialog, window);
}
