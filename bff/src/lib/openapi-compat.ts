/**
 * Backward compatibility of the BFF's HTTP API (ADR 040): compares the OpenAPI document of a
 * released BFF with the current one and lists every change that can break a caller built
 * against the release (a deployed remote, the shell). Requests that were valid must stay valid;
 * responses must stay readable by the old caller's types and switches.
 */

/** A JSON Schema node as @hono/zod-openapi emits it (OpenAPI 3.1). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  [key: string]: unknown;
}

interface MediaType {
  schema?: JsonSchema;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}

/** The parts of an OpenAPI document the comparison reads. */
export interface OpenApiDocument {
  info?: { version?: string };
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One change that can break a caller of the released API. */
export interface BreakingChange {
  /** `GET /api/tasks/{id}` */
  operation: string;
  /** Where in the operation: `response 200 body.tasks[].title`, `query limit`, … */
  where: string;
  /** What changed, in words. */
  change: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Which side of the wire a schema describes: callers write requests and read responses. */
type Direction = 'request' | 'response';

interface Context {
  released: OpenApiDocument;
  current: OpenApiDocument;
  operation: string;
  changes: BreakingChange[];
  /** Pairs of `$ref`s already being compared (recursive schemas). */
  seen: Set<string>;
}

/**
 * Every change between `released` and `current` that can break a caller of `released`: an
 * operation or a success status removed; a request that no longer validates (new required
 * input, a narrower type, enum or bound, a new pattern); a response an old caller cannot read
 * (a property removed or made optional, a value that may now be null, a new type, new enum
 * values). Additions (operations, optional inputs, response properties) are compatible.
 */
export function breakingChanges(
  released: OpenApiDocument,
  current: OpenApiDocument,
): BreakingChange[] {
  const changes: BreakingChange[] = [];
  for (const [path, releasedItem] of Object.entries(released.paths ?? {})) {
    for (const method of METHODS) {
      const before = releasedItem[method] as Operation | undefined;
      if (!before) continue;
      const operation = `${method.toUpperCase()} ${path}`;
      const after = current.paths?.[path]?.[method] as Operation | undefined;
      if (!after) {
        changes.push({ operation, where: 'operation', change: 'removed' });
        continue;
      }
      const context: Context = { released, current, operation, changes, seen: new Set() };
      compareParameters(context, before.parameters ?? [], after.parameters ?? []);
      compareRequestBody(context, before.requestBody, after.requestBody);
      compareResponses(context, before.responses ?? {}, after.responses ?? {});
    }
  }
  return changes;
}

function compareParameters(context: Context, before: Parameter[], after: Parameter[]): void {
  const key = (parameter: Parameter) => `${parameter.in} ${parameter.name}`;
  const released = new Map(before.map((parameter) => [key(parameter), parameter]));
  for (const parameter of after) {
    const old = released.get(key(parameter));
    const where = key(parameter);
    if (!old) {
      if (parameter.required) report(context, where, 'new required parameter');
      continue;
    }
    if (parameter.required && !old.required) report(context, where, 'now required');
    if (old.schema && parameter.schema) {
      compareSchemas(context, where, old.schema, parameter.schema, 'request');
    }
  }
}

function compareRequestBody(
  context: Context,
  before: Operation['requestBody'],
  after: Operation['requestBody'],
): void {
  if (!after) return;
  if (!before) {
    if (after.required) report(context, 'request body', 'new required body');
    return;
  }
  if (after.required && !before.required) report(context, 'request body', 'now required');
  for (const [mediaType, media] of Object.entries(before.content ?? {})) {
    const next = after.content?.[mediaType];
    const where = `request body (${mediaType})`;
    if (!next) {
      report(context, where, 'media type no longer accepted');
      continue;
    }
    if (media.schema && next.schema) {
      compareSchemas(context, 'body', media.schema, next.schema, 'request');
    }
  }
}

function compareResponses(
  context: Context,
  before: NonNullable<Operation['responses']>,
  after: NonNullable<Operation['responses']>,
): void {
  for (const [status, response] of Object.entries(before)) {
    if (!status.startsWith('2')) continue;
    const next = after[status];
    if (!next) {
      report(context, `response ${status}`, 'removed');
      continue;
    }
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      const nextMedia = next.content?.[mediaType];
      if (!nextMedia) {
        report(context, `response ${status} (${mediaType})`, 'media type no longer sent');
        continue;
      }
      if (media.schema && nextMedia.schema) {
        const where = `response ${status} body`;
        compareSchemas(context, where, media.schema, nextMedia.schema, 'response');
      }
    }
  }
}

function report(context: Context, where: string, change: string): void {
  context.changes.push({ operation: context.operation, where, change });
}

/** A schema with its `$ref` resolved and `X | null` unions folded into `nullable`. */
interface Normalized {
  schema: JsonSchema;
  nullable: boolean;
  ref?: string;
}

function resolve(document: OpenApiDocument, schema: JsonSchema): Normalized {
  let ref: string | undefined;
  let node = schema;
  for (let depth = 0; node.$ref && depth < 32; depth += 1) {
    ref = node.$ref;
    const name = node.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) break;
    node = target;
  }
  let nullable = node.nullable === true;
  const union = node.anyOf ?? node.oneOf;
  if (union) {
    const others = union.filter((member) => !isNull(member));
    if (others.length < union.length) nullable = true;
    if (others.length === 1 && others[0]) {
      const inner = resolve(document, others[0]);
      return { schema: inner.schema, nullable: nullable || inner.nullable, ref: inner.ref ?? ref };
    }
    const key = node.anyOf ? 'anyOf' : 'oneOf';
    return { schema: { ...node, [key]: others }, nullable, ref };
  }
  if (Array.isArray(node.type) && node.type.includes('null')) {
    nullable = true;
    const types = node.type.filter((type) => type !== 'null');
    return { schema: { ...node, type: types.length === 1 ? types[0] : types }, nullable, ref };
  }
  if (node.enum?.includes(null)) {
    nullable = true;
    return { schema: { ...node, enum: node.enum.filter((value) => value !== null) }, nullable };
  }
  return { schema: node, nullable, ref };
}

function isNull(schema: JsonSchema): boolean {
  return schema.type === 'null' || (schema.enum?.length === 1 && schema.enum[0] === null);
}

function typesOf(schema: JsonSchema): string[] | undefined {
  if (schema.type === undefined) return undefined;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function valuesOf(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  if ('const' in schema) return [schema.const];
  return undefined;
}

/** Whether every value of type `inner` is also of type `outer` (integers are numbers). */
function typeWithin(inner: string, outer: string[]): boolean {
  return outer.includes(inner) || (inner === 'integer' && outer.includes('number'));
}

function compareSchemas(
  context: Context,
  where: string,
  releasedSchema: JsonSchema,
  currentSchema: JsonSchema,
  direction: Direction,
): void {
  const before = resolve(context.released, releasedSchema);
  const after = resolve(context.current, currentSchema);
  if (before.ref && after.ref) {
    const pair = `${direction} ${before.ref} ${after.ref}`;
    if (context.seen.has(pair)) return;
    context.seen.add(pair);
  }
  const old = before.schema;
  const next = after.schema;

  // Null: a request may no longer send null; a response may now carry it.
  if (direction === 'request' && before.nullable && !after.nullable) {
    report(context, where, 'no longer accepts null');
  }
  if (direction === 'response' && after.nullable && !before.nullable) {
    report(context, where, 'may now be null');
  }

  // Types: what the writer may produce must be a subset of what the reader accepts.
  const oldTypes = typesOf(old);
  const newTypes = typesOf(next);
  const [writer, reader] = direction === 'request' ? [oldTypes, newTypes] : [newTypes, oldTypes];
  if (reader && (!writer || writer.some((type) => !typeWithin(type, reader)))) {
    const name = (types?: string[]) => types?.join('|') ?? 'any';
    report(context, where, `type ${name(oldTypes)} → ${name(newTypes)}`);
    return;
  }

  // Enumerations: the reader must know every value the writer may produce.
  const oldValues = valuesOf(old);
  const newValues = valuesOf(next);
  const [written, known] =
    direction === 'request' ? [oldValues, newValues] : [newValues, oldValues];
  if (known) {
    if (!written) {
      report(context, where, `values now limited to ${known.map(String).join(', ')}`);
    } else {
      const unknown = written.filter((value) => !known.includes(value));
      if (unknown.length > 0) {
        const verb = direction === 'request' ? 'no longer accepted' : 'new values';
        report(context, where, `${verb}: ${unknown.map(String).join(', ')}`);
      }
    }
  }

  if (direction === 'request') compareRequestBounds(context, where, old, next);

  compareObjects(context, where, old, next, direction);

  if (old.items && next.items) {
    compareSchemas(context, `${where}[]`, old.items, next.items, direction);
  }

  const oldUnion = old.anyOf ?? old.oneOf;
  const newUnion = next.anyOf ?? next.oneOf;
  if (oldUnion && newUnion) {
    if (oldUnion.length !== newUnion.length) {
      report(context, where, `union of ${oldUnion.length} → ${newUnion.length} alternatives`);
    } else {
      oldUnion.forEach((member, index) => {
        const counterpart = newUnion[index];
        if (counterpart)
          compareSchemas(context, `${where}<${index}>`, member, counterpart, direction);
      });
    }
  }
}

/** A request bound that got tighter turns a once-valid request into a 400. */
function compareRequestBounds(
  context: Context,
  where: string,
  old: JsonSchema,
  next: JsonSchema,
): void {
  const lower = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'] as const;
  const upper = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'] as const;
  for (const key of lower) {
    const after = next[key];
    const before = old[key];
    if (after !== undefined && (before === undefined || after > before)) {
      report(context, where, `${key} ${before ?? 'none'} → ${after}`);
    }
  }
  for (const key of upper) {
    const after = next[key];
    const before = old[key];
    if (after !== undefined && (before === undefined || after < before)) {
      report(context, where, `${key} ${before ?? 'none'} → ${after}`);
    }
  }
  if (next.pattern !== undefined && next.pattern !== old.pattern) {
    report(context, where, `pattern ${old.pattern ?? 'none'} → ${next.pattern}`);
  }
}

function compareObjects(
  context: Context,
  where: string,
  old: JsonSchema,
  next: JsonSchema,
  direction: Direction,
): void {
  if (!old.properties && !next.properties) return;
  const oldProperties = old.properties ?? {};
  const newProperties = next.properties ?? {};
  const oldRequired = new Set(old.required ?? []);
  const newRequired = new Set(next.required ?? []);
  const path = (name: string) => `${where}.${name}`;

  if (direction === 'request') {
    for (const name of newRequired) {
      if (!oldRequired.has(name)) report(context, path(name), 'new required property');
    }
    if (next.additionalProperties === false && old.additionalProperties !== false) {
      report(context, where, 'no longer accepts unknown properties');
    }
    for (const name of Object.keys(oldProperties)) {
      if (!(name in newProperties) && next.additionalProperties === false) {
        report(context, path(name), 'no longer accepted');
      }
    }
  } else {
    for (const name of oldRequired) {
      if (!(name in newProperties)) report(context, path(name), 'removed');
      else if (!newRequired.has(name)) report(context, path(name), 'now optional');
    }
  }

  for (const [name, schema] of Object.entries(oldProperties)) {
    const counterpart = newProperties[name];
    if (counterpart) compareSchemas(context, path(name), schema, counterpart, direction);
  }
}

/** One line per change, for CI logs. */
export function formatBreakingChanges(changes: readonly BreakingChange[]): string {
  return changes
    .map((change) => `  - ${change.operation}: ${change.where}: ${change.change}`)
    .join('\n');
}
