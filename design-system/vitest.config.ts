import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Rendering every story with axe is the slow part; a few workers on 2 cores is the sweet spot.
    pool: 'threads',
  },
});
