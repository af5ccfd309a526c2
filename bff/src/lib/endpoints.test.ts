import { z } from '@hono/zod-openapi';
import * as endpoints from '@portal/contracts/endpoints';
import { endpoint, type AnyEndpoint } from '@portal/contracts/endpoints/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openPglite } from '../db/client';
import { loadEnv } from '../env';
import { RAW_ROUTE_ACCESS, defineRoute } from './access';
import { createLogger } from './logger';
import type { OpenApiDocument } from './openapi-compat';

/*
 * The route descriptors of @portal/contracts are the seam the remotes call the BFF by (ADR 062):
 * each one must be a route the BFF serves under that method, path and operationId, and each
 * operation of the document must be built from one (defineRoute takes nothing else).
 */

const DESCRIPTORS = Object.values(endpoints as Record<string, unknown>).filter(
  (value): value is AnyEndpoint =>
    typeof value === 'object' && value !== null && 'operationId' in value,
);

/** The development document: the production one plus `/api/dev/*`. */
async function developmentDocument(): Promise<OpenApiDocument> {
  const env = loadEnv({ LOG_LEVEL: 'silent' });
  const db = await openPglite();
  try {
    const app = createApp({ env, db, logger: createLogger(env) });
    return (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
  } finally {
    await db.close();
  }
}

/** Every operation of the document as `METHOD /api/path` → operationId. */
function operations(document: OpenApiDocument): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const { operationId } = operation as { operationId?: string };
      found.set(`${method.toUpperCase()} ${path}`, operationId);
    }
  }
  return found;
}

/** Paths better-auth serves (`/api/auth/*` in RAW_ROUTE_ACCESS), not the document. */
const BETTER_AUTH = RAW_ROUTE_ACCESS.filter(
  (route) => route.access === 'auth' && route.path.endsWith('/*'),
);

describe('route descriptors and the BFF', () => {
  let served: Map<string, string | undefined>;
  beforeAll(async () => {
    served = operations(await developmentDocument());
  });

  it('each descriptor is an operation of the document (method, path, operationId) or better-auth’s', () => {
    const unserved = DESCRIPTORS.filter((descriptor) => {
      const route = `${descriptor.method} /api${descriptor.path}`;
      if (served.has(route)) return served.get(route) !== descriptor.operationId;
      return !BETTER_AUTH.some(
        (raw) =>
          raw.method === descriptor.method &&
          `/api${descriptor.path}`.startsWith(raw.path.slice(0, -1)),
      );
    });
    expect(unserved.map((d) => `${d.operationId}: ${d.method} ${d.path}`)).toEqual([]);
  });

  it('each operation of the document has its descriptor', () => {
    const described = new Set(DESCRIPTORS.map((d) => `${d.method} /api${d.path} ${d.operationId}`));
    const undescribed = [...served]
      .map(([route, operationId]) => `${route} ${operationId}`)
      .filter((operation) => !described.has(operation));
    expect(undescribed).toEqual([]);
  });
});

describe('defineRoute and its descriptor', () => {
  const renameThing = endpoint<{ body: { title: string } }, { id: string; title: string }>()(
    'PATCH',
    '/things/{id}',
    'renameThing',
  );
  const params = z.object({ id: z.string() });
  const json = <S extends z.ZodType>(schema: S) => ({ 'application/json': { schema } });
  const Title = z.object({ title: z.string() });
  const Thing = z.object({ id: z.string(), title: z.string() });

  it('takes the method, the path and the operationId from the descriptor', () => {
    const route = defineRoute(renameThing, {
      access: 'parent',
      request: { params, body: { required: true, content: json(Title) } },
      responses: { 200: { description: 'Renamed.', content: json(Thing) } },
    });
    expect([route.method, route.path, route.operationId]).toEqual([
      'patch',
      '/things/{id}',
      'renameThing',
    ]);
  });

  it('refuses, when compiling, schemas that read or answer other types', () => {
    const body = { required: true, content: json(Title) } as const;
    const answer = { 200: { description: 'Renamed.', content: json(Thing) } } as const;
    // @ts-expect-error the path's {id} is not read
    defineRoute(renameThing, { access: 'parent', request: { body }, responses: answer });
    // A body the caller may leave out, where the descriptor requires one:
    // @ts-expect-error the request schemas differ from the descriptor
    defineRoute(renameThing, {
      access: 'parent',
      request: { params, body: { content: json(Title) } },
      responses: answer,
    });
    // A query the descriptor does not send:
    // @ts-expect-error the request schemas differ from the descriptor
    defineRoute(renameThing, {
      access: 'parent',
      request: { params, body, query: z.object({ dryRun: z.string().optional() }) },
      responses: answer,
    });
    // An answer without the descriptor's `title`:
    // @ts-expect-error the 2xx answer schemas differ from the descriptor
    defineRoute(renameThing, {
      access: 'parent',
      request: { params, body },
      responses: { 200: { description: 'Renamed.', content: json(params) } },
    });
  });
});
