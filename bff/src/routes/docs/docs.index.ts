import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { COOKIE_PREFIX } from '../../auth/auth';
import { SESSION_SECURITY_SCHEME } from '../../lib/access';
import type { AppBindings } from '../../lib/app-types';
import { APP_VERSION } from '../../lib/version';

/** Path of the OpenAPI 3.1 document. */
export const OPENAPI_PATH = '/api/openapi.json';
/** Path of the API reference page. */
export const DOCS_PATH = '/api/docs';
const SCALAR_SCRIPT_PATH = '/api/docs/scalar.js';
/** The page's start-up call, as a file: the page's CSP allows no inline script (ADR 011). */
const SCALAR_INIT_PATH = '/api/docs/init.js';

/**
 * The vendored Scalar browser bundle, stored gzipped (see vendor/scalar/README.md). Under tsx
 * this module is `src/routes/docs/`, so the file is `../../../vendor/scalar/`; the bundled
 * server (`dist/server.mjs`) gets a copy in `dist/vendor/scalar/` from build.mjs.
 */
const SCALAR_SCRIPT_CANDIDATES = [
  new URL('../../../vendor/scalar/standalone.js.gz', import.meta.url),
  new URL('./vendor/scalar/standalone.js.gz', import.meta.url),
];

interface ScalarScript {
  gzip: Buffer;
  plain: Buffer;
}

/**
 * Configuration of the reference. Everything avoids network calls the offline page cannot
 * make: default fonts (fonts.scalar.com), telemetry, and the hosted "Ask AI" agent
 * (`agent` is understood by the vendored 1.46 bundle).
 */
const SCALAR_CONFIG = {
  _integration: 'hono',
  url: OPENAPI_PATH,
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
};

const SCALAR_INIT = `Scalar.createApiReference('#app', ${JSON.stringify(SCALAR_CONFIG)});\n`;

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Mesadinha BFF — API</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${SCALAR_SCRIPT_PATH}"></script>
    <script src="${SCALAR_INIT_PATH}"></script>
  </body>
</html>
`;

let scalarScript: Promise<ScalarScript> | undefined;

async function loadScalarScript(): Promise<ScalarScript> {
  for (const candidate of SCALAR_SCRIPT_CANDIDATES) {
    let gzip: Buffer;
    try {
      gzip = await readFile(fileURLToPath(candidate));
    } catch {
      continue;
    }
    return { gzip, plain: gunzipSync(gzip) };
  }
  throw new Error('vendor/scalar/standalone.js.gz not found next to the BFF');
}

/**
 * Publishes `GET /api/openapi.json` (OpenAPI 3.1 of every route registered so far) and
 * `GET /api/docs` (Scalar API reference, its script served by the BFF itself so the page
 * works offline). Call after every router is mounted. These routes are not in the document.
 */
export function registerDocs(app: OpenAPIHono<AppBindings>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', SESSION_SECURITY_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: `${COOKIE_PREFIX}.session_token`,
    description:
      "The better-auth session cookie set by a sign-in (parents: `POST /api/auth/sign-in/email`; children: `POST /api/child-auth/sign-in`). Over https its name carries the `__Secure-` prefix. Unsafe methods must also come from the portal's origin (`Origin` header).",
  });
  app.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'Mesadinha BFF',
      version: APP_VERSION,
      description:
        'Backend-for-frontend of the Mesadinha portal. Errors follow ErrorResponse with a pt-BR `message`.',
      // OpenAPI 3.1's SPDX `identifier` is missing from the library's (3.0) type.
      license: {
        name: 'Proprietary: all rights reserved',
        identifier: 'LicenseRef-Proprietary',
      } as { name: string },
    },
    servers: [{ url: '/' }],
  });

  app.get(SCALAR_SCRIPT_PATH, async (c) => {
    scalarScript ??= loadScalarScript();
    const body = await scalarScript.catch((error: unknown) => {
      // Do not cache a failure: the file may be restored without a restart.
      scalarScript = undefined;
      throw error;
    });
    const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const headers: Record<string, string> = {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      vary: 'accept-encoding',
    };
    if (acceptsGzip) headers['content-encoding'] = 'gzip';
    return c.body(new Uint8Array(acceptsGzip ? body.gzip : body.plain), 200, headers);
  });

  app.get(SCALAR_INIT_PATH, (c) =>
    c.body(SCALAR_INIT, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    }),
  );

  // The page and its start-up script are ours (no inline script); scalar.js is the bundle.
  app.get(DOCS_PATH, (c) => c.html(DOCS_PAGE));
}
