import '@testing-library/jest-dom/vitest';
// Browser APIs jsdom lacks that the design system's Radix primitives use (ResizeObserver).
import '@portal/design-system/jsdom-shims';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setIdleWorkDelay } from '../session/idle-prefetch';

/**
 * The setup of every jsdom suite that renders portal screens (app-kit, shell, parent-app,
 * child-app): each `src/test-setup.ts` calls it. A call, not import side effects: the files of
 * a worker share one module graph (`isolate: false`, ADR 041), so an imported module runs once,
 * while the hooks must be registered for every test file.
 */
export function setUpJsdomTests(): void {
  // A loaded machine (CI, parallel suites) can take over a second to render a lazy screen: wait
  // up to 5 s for findBy/waitFor instead of the default 1 s; the tests stay assertions on what
  // the user sees, never on time.
  configure({ asyncUtilTimeout: 5_000 });
  // The work after the first screen starts as soon as the screen is done and jsdom idle.
  setIdleWorkDelay(0);

  afterEach(() => {
    cleanup();
    // What a test left on the device (remembered profiles, celebrations seen, appearance,
    // drafts) must not reach the next one: the files of a worker share one jsdom.
    localStorage.clear();
    sessionStorage.clear();
  });
}
