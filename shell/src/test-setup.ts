import '@testing-library/jest-dom/vitest';
// Browser APIs jsdom lacks that the design system's Radix primitives use (ResizeObserver).
import '@portal/design-system/jsdom-shims';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A loaded machine (CI, parallel suites) can take over a second to render a lazy screen: wait
// up to 5 s for findBy/waitFor instead of the default 1 s; the tests stay assertions on what
// the user sees, never on time.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // What a test left on the device (remembered profiles, appearance, drafts) must not reach
  // the next one: the files share one jsdom (vitest.config.ts).
  localStorage.clear();
  sessionStorage.clear();
});
