import { E2E_PORTS, SHELL_URL } from './ports';

/**
 * better-auth refuses state-changing calls without a trusted Origin (and so do the BFF's own
 * routes); a browser sends it by itself, API calls must.
 */
export const ORIGIN_HEADERS = { origin: SHELL_URL } as const;

/** The BFF itself (the e2e instance), bypassing the shell's proxy. */
export const BFF_URL = `http://127.0.0.1:${E2E_PORTS.bff}`;

let clientAddresses = 0;
/** A TEST-NET-2 address (RFC 5737) for the next sign-up, unique within this worker. */
export function nextClientAddress(): string {
  clientAddresses += 1;
  return `198.51.${100 + (process.pid % 50)}.${clientAddresses % 250}`;
}
