import { config } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` unless told not to; under the portal's
 * Content-Security-Policy (no 'unsafe-eval', ADR 011) even its feature probe is reported as a
 * violation. It must run before the first parse, in the same copy of zod (zod is not shared
 * between the apps): each remote imports it first in the modules through which zod arrives,
 * its store root (every screen but the login) and its login's requests (loaded on demand). Not
 * in the exposed root: `config` alone is 3.6 KiB of zod's core, which a first visit of a login
 * does not otherwise download (ADR 047).
 */
config({ jitless: true });
