import { readdirSync, readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { ApproveSubmissionInputSchema, ReviewSubmissionResponseSchema } from './submissions';
import * as endpoints from './endpoints';
import type { AnyEndpoint, InputOf, OutputOf, PathParamNames } from './endpoints/endpoint';
import { approveSubmission } from './endpoints/submissions';
import type { getTasks } from './endpoints/tasks';

/** Every descriptor of the barrel. */
const DESCRIPTORS = Object.entries(endpoints as Record<string, unknown>).filter(
  (entry): entry is [string, AnyEndpoint] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'operationId' in entry[1],
);

/** The schema modules: what a descriptor may name as types, never import. */
const SCHEMA_MODULES = [
  './auth',
  './billing',
  './child-public',
  './children',
  './dashboard',
  './goals',
  './health',
  './money-out',
  './pix',
  './privacy',
  './progress',
  './session',
  './settings',
  './submissions',
  './task-view',
  './tasks',
];

describe('route descriptors (ADR 062)', () => {
  it('run without zod and without the schema modules: a remote gets a few bytes', async () => {
    vi.resetModules();
    for (const module of ['zod', ...SCHEMA_MODULES]) {
      vi.doMock(module, () => {
        throw new Error(`the descriptors imported ${module}`);
      });
    }
    try {
      const loaded = await import('./endpoints');
      expect(loaded.approveSubmission).toEqual({
        method: 'POST',
        path: '/submissions/{id}/approve',
        operationId: 'approveSubmission',
      });
    } finally {
      for (const module of ['zod', ...SCHEMA_MODULES]) vi.doUnmock(module);
    }
  });

  it('hold the method, the path template and the operationId, nothing more', () => {
    expect(DESCRIPTORS.length).toBeGreaterThan(50);
    for (const [name, descriptor] of DESCRIPTORS) {
      expect(Object.keys(descriptor).sort(), name).toEqual(['method', 'operationId', 'path']);
      expect(descriptor.operationId, name).toBe(name);
      // OpenAPI's template (`{id}`), relative to the API base; no query string, no `:id`.
      expect(descriptor.path, name).toMatch(/^(\/([a-z0-9-]+|\{[A-Za-z]+\}))+$/);
    }
  });

  it('are marked pure, so a bundle drops the descriptors a remote does not call', () => {
    const folder = new URL('./endpoints/', import.meta.url);
    for (const file of readdirSync(folder).filter((name) => name !== 'endpoint.ts')) {
      const source = readFileSync(new URL(file, folder), 'utf8');
      const definitions = source.match(/= (\/\* @__PURE__ \*\/ )?endpoint</g) ?? [];
      expect(definitions.length, file).toBeGreaterThan(0);
      expect(definitions, file).toEqual(definitions.map(() => '= /* @__PURE__ */ endpoint<'));
    }
  });

  it('name each operation and each method and path once', () => {
    const operations = DESCRIPTORS.map(([, d]) => d.operationId);
    const routes = DESCRIPTORS.map(([, d]) => `${d.method} ${d.path}`);
    expect(new Set(operations).size).toBe(operations.length);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("carry the input and the answer as types, the path's {names} as required params", () => {
    expectTypeOf<PathParamNames<'/children/{childId}/goals/{id}'>>().toEqualTypeOf<
      'childId' | 'id'
    >();
    expectTypeOf<InputOf<typeof approveSubmission>>().toEqualTypeOf<{
      params: Record<'id', string>;
      body?: z.input<typeof ApproveSubmissionInputSchema>;
    }>();
    expectTypeOf<OutputOf<typeof approveSubmission>>().toEqualTypeOf<
      z.output<typeof ReviewSubmissionResponseSchema>
    >();
    expectTypeOf(approveSubmission.method).toEqualTypeOf<'POST'>();
    expectTypeOf(approveSubmission.path).toEqualTypeOf<'/submissions/{id}/approve'>();
    expectTypeOf<keyof InputOf<typeof getTasks>>().toEqualTypeOf<'query'>();
  });
});
