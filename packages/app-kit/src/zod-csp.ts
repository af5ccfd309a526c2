import { config } from 'zod/v4';

/**
 * zod as the remotes' browser builds import it (`import { z } from 'zod'` is resolved here by
 * `tooling/module-federation/remote-config.ts`): zod itself, told first not to compile parsers
 * with `new Function`. Under the portal's Content-Security-Policy (no 'unsafe-eval', ADR 011)
 * even zod's feature probe is reported as a violation, and zod probes when it BUILDS an object
 * schema, not only when it parses. Being what `zod` resolves to, this runs before any contract
 * module can build a schema, whatever order the chunks (loaded in parallel) are evaluated in;
 * importing it first in one module would not order it before another chunk's schemas.
 */
config({ jitless: true });

export * from 'zod/v4';
export { z, default } from 'zod/v4';
