/*
 * The BFF's answers, checked in a browser without zod (ADR 050).
 *
 * `answers.ts` holds, for each answer schema a remote reads, the JSON Schema zod makes of it
 * (`scripts/answers.ts` writes it; a test fails when it is out of date). `answerCheck` reads a
 * parsed JSON answer with such a schema the way zod's `safeParse` reads it with the schema
 * itself: the same answers pass, and what comes out is a copy without the fields the schema does
 * not name (zod's objects strip them). The generator only lets through the keywords handled
 * here, so no rule of a schema is silently skipped.
 */

/** The part of JSON Schema (draft 2020-12) that zod writes for the portal's answers. */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** Absent: fields the schema does not name are dropped; `false`: refused; a schema: kept. */
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

export type AnswerOutcome<T> =
  { success: true; data: T } | { success: false; error: { message: string } };

/**
 * A check of one answer: zod's `safeParse`, which the error readers call, and the Standard
 * Schema interface (`~standard`), through which RTK Query's `responseSchema` reads it.
 */
export interface AnswerCheck<T> {
  safeParse(data: unknown): AnswerOutcome<T>;
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    validate(
      value: unknown,
    ): { value: T; issues?: undefined } | { issues: readonly { message: string }[] };
    /** Types only (Standard Schema's inference): what the check reads and returns. */
    readonly types?: { readonly input: T; readonly output: T };
  };
}

/** A value that does not fit: where, and what was expected there. */
class Misfit {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {}
}

function typeOf(value: unknown): JsonType | 'other' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'object':
      return 'object';
    case 'number':
      return Number.isFinite(value) ? 'number' : 'other';
    default:
      return 'other';
  }
}

function fitsType(value: unknown, type: JsonType): boolean {
  const actual = typeOf(value);
  if (type === 'integer') return actual === 'number' && Number.isSafeInteger(value);
  return actual === type;
}

const patterns = new Map<string, RegExp>();
function matches(pattern: string, text: string): boolean {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern);
    patterns.set(pattern, regex);
  }
  return regex.test(text);
}

function checkNumber(schema: JsonSchema, value: number, path: string): void {
  const fail = (expected: string) => {
    throw new Misfit(path, expected);
  };
  if (schema.minimum !== undefined && value < schema.minimum) fail(`>= ${schema.minimum}`);
  if (schema.maximum !== undefined && value > schema.maximum) fail(`<= ${schema.maximum}`);
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
    fail(`> ${schema.exclusiveMinimum}`);
  }
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) {
    fail(`< ${schema.exclusiveMaximum}`);
  }
  if (schema.multipleOf !== undefined && !Number.isInteger(value / schema.multipleOf)) {
    fail(`a multiple of ${schema.multipleOf}`);
  }
}

function checkString(schema: JsonSchema, value: string, path: string): void {
  // zod counts UTF-16 code units, as `length` does.
  if (schema.minLength !== undefined && value.length < schema.minLength) {
    throw new Misfit(path, `at least ${schema.minLength} characters`);
  }
  if (schema.maxLength !== undefined && value.length > schema.maxLength) {
    throw new Misfit(path, `at most ${schema.maxLength} characters`);
  }
  if (schema.pattern !== undefined && !matches(schema.pattern, value)) {
    throw new Misfit(path, `a string matching /${schema.pattern}/`);
  }
}

function readObject(schema: JsonSchema, value: object, path: string): Record<string, unknown> {
  const input = value as Record<string, unknown>;
  const output: Record<string, unknown> = {};
  const properties = schema.properties ?? {};
  for (const key of schema.required ?? []) {
    if (input[key] === undefined) throw new Misfit(`${path}.${key}`, 'a value');
  }
  for (const [key, property] of Object.entries(properties)) {
    if (input[key] !== undefined) output[key] = read(property, input[key], `${path}.${key}`);
  }
  const rest = schema.additionalProperties;
  if (rest === undefined) return output;
  for (const key of Object.keys(input)) {
    if (Object.hasOwn(properties, key)) continue;
    if (rest === false) throw new Misfit(`${path}.${key}`, 'no such field');
    if (schema.propertyNames) read(schema.propertyNames, key, `${path}.${key} (name)`);
    output[key] = rest === true ? input[key] : read(rest, input[key], `${path}.${key}`);
  }
  return output;
}

function readOneOf(options: JsonSchema[], value: unknown, path: string): unknown {
  let closest: Misfit | undefined;
  for (const option of options) {
    try {
      return read(option, value, path);
    } catch (error) {
      if (!(error instanceof Misfit)) throw error;
      // The option that got deepest into the value says best what was wrong.
      if (!closest || error.path.length > closest.path.length) closest = error;
    }
  }
  throw closest ?? new Misfit(path, 'one of no options');
}

function read(schema: JsonSchema, value: unknown, path: string): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return readOneOf(options, value, path);
  if ('const' in schema && value !== schema.const) {
    throw new Misfit(path, JSON.stringify(schema.const));
  }
  if (schema.enum && !schema.enum.includes(value)) {
    throw new Misfit(path, `one of ${JSON.stringify(schema.enum)}`);
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => fitsType(value, type))) throw new Misfit(path, types.join(' | '));
  }
  switch (typeOf(value)) {
    case 'number':
      checkNumber(schema, value as number, path);
      return value;
    case 'string':
      checkString(schema, value as string, path);
      return value;
    case 'array': {
      const list = value as unknown[];
      if (schema.minItems !== undefined && list.length < schema.minItems) {
        throw new Misfit(path, `at least ${schema.minItems} items`);
      }
      if (schema.maxItems !== undefined && list.length > schema.maxItems) {
        throw new Misfit(path, `at most ${schema.maxItems} items`);
      }
      const items = schema.items;
      return items ? list.map((item, index) => read(items, item, `${path}[${index}]`)) : list;
    }
    case 'object':
      // An object schema (zod's `z.object({})` has no `properties`) keeps only what it names;
      // a schema without a type (`z.unknown()`) keeps the value as it is.
      return schema.type === undefined ? value : readObject(schema, value as object, path);
    default:
      return value;
  }
}

/**
 * A check of one answer against its JSON Schema (from `answers.ts`). `safeParse` never throws:
 * a misfit is `{ success: false, error: { message } }`, the message naming where and what was
 * expected (`answer.children[0].balance: integer`).
 */
export function answerCheck<T>(schema: JsonSchema): AnswerCheck<T> {
  const safeParse = (data: unknown): AnswerOutcome<T> => {
    try {
      return { success: true, data: read(schema, data, 'answer') as T };
    } catch (error) {
      if (!(error instanceof Misfit)) throw error;
      return { success: false, error: { message: `${error.path}: ${error.expected}` } };
    }
  };
  return {
    safeParse,
    '~standard': {
      version: 1,
      vendor: 'portal-answers',
      validate(value) {
        const outcome = safeParse(value);
        return outcome.success ? { value: outcome.data } : { issues: [outcome.error] };
      },
    },
  };
}
