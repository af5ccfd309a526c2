import { config } from 'zod/v4';

/**
 * zod as the remotes' browser builds import it (`import { z } from 'zod'` is resolved here by
 * `tooling/module-federation/remote-config.ts`): zod itself, told first not to compile parsers
 * with `new Function`. Under the portal's Content-Security-Policy (no 'unsafe-eval', ADR 011)
 * even zod's feature probe is reported as a violation, and zod probes when it BUILDS an object
 * schema, not only when it parses. Importing this module first in the store root was not
 * enough: a screen's chunk evaluated before the store root's (they load in parallel) built its
 * contract schemas unconfigured, and the CSP test saw the probe once in a while. Through the
 * alias no contract module can build a schema before this has run.
 */
config({ jitless: true });

export * from 'zod/v4';
export { z, default } from 'zod/v4';
