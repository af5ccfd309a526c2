import { lazy, type ComponentType } from 'react';

/** A screen whose code loads on first visit, and can be loaded ahead (`preload`). */
export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * `React.lazy` for a remote's screens (`app/routes.tsx`, inside a `ScreenSuspense`): the code
 * is downloaded the first time the screen renders. Once `preload()` has run (tests do it before
 * rendering; a link could do it on hover) the screen renders at once, without suspending.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Screen(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return Object.assign(Screen, { preload });
}
