import { defineConfig } from 'vitest/config';

/**
 * BFF tests run against real PostgreSQL (TEST_DATABASE_URL, default the local server): the
 * global setup probes it once and each test file creates its own throwaway database.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
