import { use } from 'react';

/**
 * The code of a remote's first screen (its layouts' and its screen's chunks, fetched together
 * when the remote's routes module runs), awaited above the screens' own 'Carregando...'
 * boundaries: `useFirstScreenCode()` suspends the remote's first render until `load` settles.
 * The shell renders a remote's first screen in a transition (ADR 042) and has no `Suspense`
 * above it, so its spinner stays until the whole screen can render at once.
 *
 * Why: each lazy screen that showed its spinner was revealed by a React retry, and React holds
 * a retry back until 300 ms after the last spinner it showed (its fallback throttle). On a
 * dashboard that idle wait came after every chunk had arrived; the browser's idle callback then
 * started the idle work (ADR 050) before the screen's own reads, inside its first paint.
 *
 * A failed download settles it too: the screens then load their code again and show their own
 * error. Later screens are unaffected (the hook returns at once once `load` has settled).
 */
export function firstScreenCode(load: Promise<unknown> | undefined): () => void {
  let settled = load === undefined;
  const ready = load?.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  return function useFirstScreenCode() {
    if (!settled && ready) use(ready);
  };
}

/**
 * Runs each start-up step of a remote's module in a browser task of its own, in order, after
 * the module's evaluation: evaluated with the module, the first screen's chunk requests and its
 * first reads (each a first dispatch through the store) made one long task on a phone's CPU
 * (TBT). The promise settles with the first step's result, or its failure.
 */
export function startUpSteps<T>(first: () => Promise<T>, ...rest: (() => unknown)[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const steps = [() => first().then(resolve, reject), ...rest];
    const run = (index: number) => {
      const step = steps[index];
      if (!step) return;
      setTimeout(() => {
        try {
          step();
        } catch (error) {
          if (index === 0) reject(error instanceof Error ? error : new Error(String(error)));
          else throw error;
        } finally {
          run(index + 1);
        }
      }, 0);
    };
    run(0);
  });
}
