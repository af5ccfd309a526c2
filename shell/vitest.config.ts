import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    testTimeout: 15_000,
    setupFiles: ['./src/test-setup.ts'],
    // One jsdom and one module graph for all the files of a worker, not one per file (ADR 041):
    // 24 -> 5 s here. The setup file's afterEach unmounts and clears the device's storage; checked
    // with --sequence.shuffle (design-system stays isolated: its typing tests depend on order).
    isolate: false,
  },
});
