// The one definition of how every root script and the e2e suite start Chromium (Debian's: this
// machine cannot download Playwright's or Lighthouse's own builds). Imported by
// scripts/lib/first-visit.mjs (size check, bench), scripts/lighthouse.mjs and
// e2e/playwright.config.ts. Only node: imports, so the Playwright config can load it as it is.
import { existsSync } from 'node:fs';

/** Chromium's flags: no sandbox (root in CI), nothing of its own on the network. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** The Chromium binary: CHROMIUM_PATH, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end suite's browser: Debian's `chromium-headless-shell`, the old headless Chromium
 * Playwright itself uses for headless runs (no GPU process, less work per page than the full
 * browser; ADR 041). E2E_CHROMIUM_PATH overrides it; without it installed, Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);
