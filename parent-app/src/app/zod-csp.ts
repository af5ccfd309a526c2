import { config } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` unless told not to; under the portal's
 * Content-Security-Policy (no 'unsafe-eval', ADR 011) even its feature probe is reported as a
 * violation. Imported first by the app's entry, before any schema parses.
 */
config({ jitless: true });
