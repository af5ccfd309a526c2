import { pathToFileURL } from 'node:url';
import type * as StripeEmulatorModule from '@portal/stripe-emulator';
import { DIST } from './paths';

/**
 * `@portal/stripe-emulator` as `pnpm build` bundled it (`dist/index.mjs`), like every other
 * part of the portal the e2e runs. Its source imports its OpenAPI subset as JSON without an
 * import attribute (fine for esbuild and vitest), which Node's ESM loader under Playwright
 * refuses; the bundle has the JSON inlined. Types come from the package's source.
 */
const emulator = (await import(
  pathToFileURL(DIST.stripeEmulator).href
)) as typeof StripeEmulatorModule;

export const { startStripeEmulator, EMULATOR_API_KEY, EMULATOR_WEBHOOK_SECRET } = emulator;
