// The one definition of how every root script and the e2e suite start Chromium (Debian's: this
// machine cannot download Playwright's or Lighthouse's own builds). Imported by
// scripts/lib/first-visit.mjs (size check, bench), scripts/lighthouse.mjs and
// e2e/playwright.config.ts. No imports, so the Playwright config can load it as it is.

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
