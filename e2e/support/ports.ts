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
} as const;

export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
