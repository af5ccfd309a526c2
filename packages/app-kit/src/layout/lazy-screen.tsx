import { lazy, useState, type ComponentType } from 'react';
import { ScreenSuspense } from './screen-suspense';

/** A screen whose code loads on first visit, and can be loaded ahead (`preload`). */
export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * `React.lazy` for a remote's screens (`app/routes.tsx`): the code is downloaded the first time
 * the screen renders, with the kit's 'Carregando...' spinner (`ScreenSuspense`, in a div of
 * `loadingClassName`) meanwhile — or, without `loadingClassName`, inside the caller's own
 * `Suspense`. Once `preload()` has run (tests do it before rendering; a link could do it on
 * hover) the screen renders at once, without suspending.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadingClassName?: string,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Screen(props: P) {
    // What this instance first rendered, kept for its life: a screen that started as `Lazy`
    // stays `Lazy` (which renders the loaded code at once). Swapping it for the loaded component
    // at the next render would change the element type, and React would remount the screen,
    // losing what the user typed (a settings tab written to the URL did exactly that).
    const [Loaded] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    if (Loaded !== Lazy || loadingClassName === undefined) return <Loaded {...props} />;
    return (
      <ScreenSuspense className={loadingClassName}>
        <Loaded {...props} />
      </ScreenSuspense>
    );
  }
  return Object.assign(Screen, { preload });
}
