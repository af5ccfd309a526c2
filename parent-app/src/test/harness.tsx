import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from '@portal/router';
import { vi } from 'vitest';
import { preloadScreens } from '../app/routes';
import { createStore } from '../app/store';
import ParentApp from '../expose/app';

export { apiError, json, networkDown, stubFetch, type RouteHandler } from '@portal/app-kit/test';
export { createStore, ParentApp };

// Screens load on first visit in the app; tests render them at once.
await preloadScreens();

/**
 * The router location the app last rendered at (pathname, search, state) and how it got there
 * (`REPLACE` when the previous entry was replaced).
 */
export const currentLocation: { value: Location | null; navigation: NavigationType | null } = {
  value: null,
  navigation: null,
};

function LocationProbe() {
  // Written while rendering on purpose: a navigation renders in a transition and a lazy route
  // suspends before it commits, so an effect would still hold the old location when a test
  // checks the URL a user already sees (MemoryRouter offers no listener to subscribe to).
  /* eslint-disable react-hooks/immutability -- test probe, not app code: see above */
  currentLocation.value = useLocation();
  currentLocation.navigation = useNavigationType();
  /* eslint-enable react-hooks/immutability */
  return null;
}

/**
 * Renders the exposed app (fresh store) at `path`, with optional navigation state, as the
 * shell would. `signOut` stands in for the shell's.
 */
export function renderApp(
  path: string,
  options: { state?: unknown; signOut?: (role: 'parent' | 'child') => Promise<void> } = {},
): ReturnType<typeof render> {
  const url = new URL(path, 'http://localhost');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter
      initialEntries={[{ pathname: url.pathname, search: url.search, state: options.state }]}
    >
      {children}
      <LocationProbe />
    </MemoryRouter>
  );
  return render(<ParentApp store={createStore()} signOut={options.signOut ?? (async () => {})} />, {
    wrapper,
  });
}

/**
 * Unmounts first, lets requests already dispatched settle, then removes the stubs: a screen
 * the test navigated to may still have started requests, which must not reach the real `fetch`.
 */
export async function resetHarness(): Promise<void> {
  cleanup();
  // Requests dispatched just before unmounting build their Request on a later tick.
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
}

/**
 * Replaces `IntersectionObserver` with one the test drives (jsdom has none): `intersect()`
 * tells the newest observer that its element came into view, as `LoadMore`'s sentinel does
 * when the end of a list scrolls into view.
 */
export function stubIntersectionObserver(): { intersect: () => void } {
  const observers: { callback: IntersectionObserverCallback }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(readonly callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    intersect: () =>
      act(() =>
        observers
          .at(-1)
          ?.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          ),
      ),
  };
}
