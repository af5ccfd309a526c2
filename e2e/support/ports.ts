/**
 * Ports of the composed portal during end-to-end runs. They differ from the `pnpm start` ports
 * (3000-3002, 8787) so that a developer's running portal does not collide with the tests, and so
 * that the shell is proven to take its remote URLs from the runtime config, not from its build.
 */
export const E2E_PORTS = {
  shell: 4000,
  parentApp: 4001,
  childApp: 4002,
  bff: 4787,
  /** A second BFF instance on the same database (two-instances event test). */
  secondBff: 4788,
  /** The shell behind a proxy that can cut the event stream (support/stream-cutter.ts). */
  streamCutter: 4310,
  /** The test SMTP server the BFF sends through, and the HTTP endpoint serving its inbox. */
  smtp: 4925,
  mailInbox: 4926,
  /** The local OpenID Connect provider standing in for Google. */
  oidc: 4927,
  /** The project's Stripe emulator (`@portal/stripe-emulator`), started in-process by global setup. */
  stripe: 4930,
} as const;

export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;

/** Issuer of the local OpenID provider (the BFF reads its discovery document at start-up). */
export const OIDC_ISSUER = `http://127.0.0.1:${E2E_PORTS.oidc}`;

/** The Stripe emulator as the BFF and the tests call it (its REST API and `/_emulator` controls). */
export const STRIPE_EMULATOR_URL = `http://127.0.0.1:${E2E_PORTS.stripe}`;

/** Origin of the emulator's hosted pages (checkout, portal) as the browser sees them. */
export const STRIPE_EMULATOR_PUBLIC_URL = `http://localhost:${E2E_PORTS.stripe}`;
