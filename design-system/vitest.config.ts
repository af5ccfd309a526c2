import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    pool: 'threads',
    // A fresh jsdom per file costs ~1 s each on 2 cores; files clean up after themselves
    // (Testing Library cleanup, story unmounts), so sharing the environment is safe and ~3x faster.
    isolate: false,
  },
});
