import { config } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` unless told not to; under the portal's
 * Content-Security-Policy (no 'unsafe-eval', ADR 011) even its feature probe is reported as a
 * violation. Each remote's exposed root imports `@portal/app-kit/zod-csp` first, before any
 * schema parses.
 */
config({ jitless: true });
