import { describe, expect, it } from 'vitest';
import { breakingChanges, formatBreakingChanges, type OpenApiDocument } from './openapi-compat';
import { productionOpenApiDocument } from './openapi-document';
import { breakingChangesAllowed, compareVersions, newestRelease } from './openapi-releases';
import { APP_VERSION } from './version';

/** A document with one operation whose request and response schemas are given. */
function documentWith({
  query = [],
  body,
  response,
  schemas,
}: {
  query?: { name: string; required?: boolean; schema: object }[];
  body?: object;
  response: object;
  schemas?: Record<string, object>;
}): OpenApiDocument {
  return {
    components: { schemas: schemas ?? {} },
    paths: {
      '/api/things': {
        post: {
          parameters: query.map((parameter) => ({ in: 'query', ...parameter })),
          requestBody: body && {
            required: true,
            content: { 'application/json': { schema: body } },
          },
          responses: { '200': { content: { 'application/json': { schema: response } } } },
        },
      },
    },
  } as OpenApiDocument;
}

const thing = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    status: { type: 'string', enum: ['active', 'inactive'] },
    note: { type: ['string', 'null'] },
  },
  required: ['id', 'status', 'note'],
};

const input = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 80 },
    value: { type: 'integer', minimum: 0, maximum: 100_000 },
    kind: { type: 'string', enum: ['a', 'b'] },
  },
  required: ['title', 'value'],
};

const released = documentWith({
  query: [{ name: 'limit', schema: { type: 'integer', maximum: 50 } }],
  body: input,
  response: thing,
});

function changesAfter(edit: (document: OpenApiDocument) => void) {
  const current = structuredClone(released);
  edit(current);
  return breakingChanges(released, current).map(({ where, change }) => `${where}: ${change}`);
}

const operation = (document: OpenApiDocument) =>
  document.paths?.['/api/things']?.post as {
    parameters: {
      in?: string;
      name: string;
      required?: boolean;
      schema: Record<string, unknown>;
    }[];
    requestBody: { content: { 'application/json': { schema: typeof input } } };
    responses: Record<string, { content: { 'application/json': { schema: typeof thing } } }>;
  };
const bodyOf = (document: OpenApiDocument) =>
  operation(document).requestBody.content['application/json'].schema as {
    properties: Record<string, Record<string, unknown>>;
    required: string[];
  };
const responseOf = (document: OpenApiDocument) =>
  operation(document).responses['200']!.content['application/json'].schema as {
    properties: Record<string, Record<string, unknown>>;
    required: string[];
  };

describe('breakingChanges (ADR 040)', () => {
  it('accepts additions: a new operation, an optional input, a new response property, a wider bound', () => {
    const changes = changesAfter((document) => {
      document.paths!['/api/other'] = { get: { responses: {} } };
      operation(document).parameters.push({
        in: 'query',
        name: 'cursor',
        schema: { type: 'string' },
      });
      bodyOf(document).properties.emoji = { type: 'string' };
      responseOf(document).properties.nextCursor = { type: ['string', 'null'] };
      bodyOf(document).properties.title!.maxLength = 120;
      bodyOf(document).properties.kind!.enum = ['a', 'b', 'c'];
    });
    expect(changes).toEqual([]);
  });

  it('reports a removed operation and a removed success status', () => {
    const withoutOperation = structuredClone(released);
    delete withoutOperation.paths!['/api/things'];
    expect(breakingChanges(released, withoutOperation)).toEqual([
      { operation: 'POST /api/things', where: 'operation', change: 'removed' },
    ]);
    expect(
      changesAfter((document) => {
        const responses = operation(document).responses;
        responses['201'] = responses['200']!;
        delete responses['200'];
      }),
    ).toEqual(['response 200: removed']);
  });

  it('reports inputs an old caller does not send: a new required parameter or property', () => {
    expect(
      changesAfter((document) => {
        operation(document).parameters.push({
          in: 'query',
          name: 'familyId',
          required: true,
          schema: { type: 'string' },
        });
        bodyOf(document).required.push('kind');
      }),
    ).toEqual(['query familyId: new required parameter', 'body.kind: new required property']);
  });

  it('reports requests that no longer validate: narrower type, enum and bounds, a new pattern', () => {
    expect(
      changesAfter((document) => {
        const properties = bodyOf(document).properties;
        properties.title!.maxLength = 40;
        properties.title!.pattern = '^[a-z]+$';
        properties.value!.minimum = 1;
        properties.kind!.enum = ['a'];
        operation(document).parameters[0]!.schema = { type: 'string' };
      }),
    ).toEqual([
      'query limit: type integer → string',
      'body.title: maxLength 80 → 40',
      'body.title: pattern none → ^[a-z]+$',
      'body.value: minimum 0 → 1',
      'body.kind: no longer accepted: b',
    ]);
  });

  it('reports responses an old caller cannot read: removed, optional, nullable, retyped, new enum values', () => {
    expect(
      changesAfter((document) => {
        const schema = responseOf(document);
        delete schema.properties.note;
        schema.required = ['status'];
        schema.properties.status!.enum = ['active', 'inactive', 'paused'];
        schema.properties.id = { type: ['integer', 'null'] };
      }),
    ).toEqual([
      'response 200 body.id: now optional',
      'response 200 body.note: removed',
      'response 200 body.id: may now be null',
      'response 200 body.id: type string → integer',
      'response 200 body.status: new values: paused',
    ]);
  });

  it('follows $ref and `anyOf` with null on both sides', () => {
    const before = documentWith({
      response: { $ref: '#/components/schemas/Thing' },
      schemas: { Thing: thing },
    });
    const after = documentWith({
      response: { anyOf: [{ $ref: '#/components/schemas/Thing' }, { type: 'null' }] },
      schemas: { Thing: { ...thing, required: ['id', 'status'] } },
    });
    expect(
      breakingChanges(before, after).map(({ where, change }) => `${where}: ${change}`),
    ).toEqual(['response 200 body: may now be null', 'response 200 body.note: now optional']);
  });
});

describe('released versions', () => {
  it('orders versions numerically and allows breaking changes only in a new major', () => {
    expect(['1.10.0', '1.9.2', '0.1.0'].sort(compareVersions)).toEqual([
      '0.1.0',
      '1.9.2',
      '1.10.0',
    ]);
    expect(breakingChangesAllowed('1.4.0', '2.0.0')).toBe(true);
    expect(breakingChangesAllowed('1.4.0', '1.5.0')).toBe(false);
    expect(breakingChangesAllowed('0.1.0', '0.2.0')).toBe(true);
  });

  it('the current API keeps every operation of the newest release working for its callers', async () => {
    const release = newestRelease();
    expect(release, 'bff/openapi/releases/ holds the released documents').toBeDefined();
    const current = await productionOpenApiDocument();
    const changes = breakingChanges(release!.document, current);
    if (!breakingChangesAllowed(release!.version, APP_VERSION)) {
      expect(
        changes,
        `changes that break callers of BFF ${release!.version}:\n${formatBreakingChanges(changes)}`,
      ).toEqual([]);
    }
    // The check has teeth on the real document: dropping a field remotes read is caught.
    const broken = structuredClone(current);
    const pending = broken.paths?.['/api/submissions/pending']?.get as {
      responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
    };
    const body = pending.responses['200']!.content['application/json']!.schema;
    delete (body.properties as Record<string, unknown>).submissions;
    expect(formatBreakingChanges(breakingChanges(release!.document, broken))).toContain(
      'GET /api/submissions/pending: response 200 body.submissions: removed',
    );
  });
});
