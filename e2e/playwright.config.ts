import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { SHELL_URL } from './support/ports';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  // One worker: the composed portal is shared, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A test may wait out the suite's shared sign-in window once (Retry-After, up to 61 s: see
  // signInParent / submitParentLogin), on top of its own work.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SHELL_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium with the flags every script uses (scripts/lib/chromium.mjs).
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
});
