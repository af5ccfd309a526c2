import '@testing-library/jest-dom/vitest';
// Browser APIs jsdom lacks that the design system's Radix primitives use (ResizeObserver).
import '@portal/design-system/jsdom-shims';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
