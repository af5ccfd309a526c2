import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ANSWERS_DIR,
  answerJsonSchema,
  answerName,
  answerSchemas,
  answersFiles,
} from '../scripts/answers';
import { answerCheck, type AnswerCheck, type JsonSchema } from './answer-check';
import * as answers from './answers';

/*
 * The remotes read answers with `answers.ts` instead of zod (ADR 050). These tests hold the two
 * together: the file is what the schemas write, and for each answer, on a valid example and on
 * every single-point change of it, the check and zod's `safeParse` agree on success and on what
 * comes out.
 */

const checks = answers as unknown as Record<string, AnswerCheck<unknown>>;

/** Strings tried, in order, for a field with a pattern (ids, days, instants, e-mails...). */
const CANDIDATES = [
  'ana',
  'a',
  '0b6f1e0e-3c1a-4c57-9a3e-6f1d2f3e4a5b',
  '2026-11-27',
  '2026-11-27T13:45:00.000Z',
  '2026-11-27T13:45:00Z',
  '2026-11-27T13:45:00.000-03:00',
  'ana_01',
  'ana@example.com',
  'https://example.com/a.png',
  '/api/photos/a.jpg',
  '#22aa88',
];

function firstType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.find((type) => type !== 'null') ?? types[0];
}

/** A value the schema accepts, with (`full`) or without its optional fields. */
function example(schema: JsonSchema, full: boolean): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const option = options.find((o) => firstType(o) !== 'null') ?? options[0];
    return example(option!, full);
  }
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (firstType(schema)) {
    case 'string': {
      const min = schema.minLength ?? 0;
      const fits = (text: string) =>
        text.length >= min &&
        text.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern).test(text));
      const found = [...CANDIDATES, 'a'.repeat(Math.max(min, 1))].find(fits);
      if (found === undefined) throw new Error(`no example string for /${schema.pattern}/`);
      return found;
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return Math.min(Math.max(low, 1), schema.maximum ?? Infinity);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 0, 2), schema.maxItems ?? 2);
      return Array.from({ length: count }, () => example(schema.items ?? {}, full));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (full || schema.required?.includes(key)) out[key] = example(property, full);
      }
      if (typeof schema.additionalProperties === 'object') {
        out.someKey = example(schema.additionalProperties, full);
      }
      return out;
    }
    default:
      return 'anything';
  }
}

const REPLACEMENTS: unknown[] = [
  null,
  undefined,
  '',
  'x',
  ' ana ',
  'a'.repeat(300),
  '2026-02-30',
  0,
  -1,
  1.5,
  2 ** 53,
  true,
  {},
  [],
  [1],
];

/** The example with one point changed: each field removed, replaced, or one field added. */
function* variants(value: unknown): Generator<unknown> {
  if (Array.isArray(value)) {
    yield [];
    for (let index = 0; index < value.length; index += 1) {
      for (const inner of variants(value[index])) {
        yield value.map((item, at) => (at === index ? inner : item));
      }
    }
    return;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    yield { ...record, notInTheContract: 'x' };
    for (const key of Object.keys(record)) {
      const { [key]: _removed, ...rest } = record;
      yield rest;
      for (const inner of variants(record[key])) yield { ...record, [key]: inner };
    }
    return;
  }
  yield* REPLACEMENTS;
}

describe('answers.ts', () => {
  it('and answers/ are what scripts/answers.ts writes from the schemas (run `pnpm --filter @portal/contracts answers`)', () => {
    const files = answersFiles();
    for (const [file, text] of Object.entries(files)) expect(readFileSync(file, 'utf8')).toBe(text);
    const written = readdirSync(ANSWERS_DIR).map((name) => path.join(ANSWERS_DIR, name));
    expect(written.filter((file) => !(file in files))).toEqual([]);
  });

  it.each(answerSchemas().map((answer) => [answerName(answer.name), answer] as const))(
    '%s agrees with zod on an example and every one-point change of it',
    (name, { schema }) => {
      const check = checks[name]!;
      expect(check).toBeDefined();
      const json = answerJsonSchema(schema, name) as JsonSchema;
      let compared = 0;
      for (const full of [true, false]) {
        const valid = example(json, full);
        expect(schema.safeParse(valid).success, JSON.stringify(valid)).toBe(true);
        for (const input of [valid, ...variants(valid)]) {
          const byZod = schema.safeParse(input);
          const byCheck = check.safeParse(input);
          expect({ input, success: byCheck.success }).toEqual({ input, success: byZod.success });
          if (byZod.success && byCheck.success) expect(byCheck.data).toEqual(byZod.data);
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(20);
    },
  );
});

describe('answerCheck', () => {
  const check = answerCheck<{ id: string; tags: string[] }>({
    type: 'object',
    properties: {
      id: { type: 'string', pattern: '^[a-z]+$' },
      tags: { type: 'array', items: { type: 'string' } },
    },
    required: ['id', 'tags'],
  });

  it('returns a copy without the fields the schema does not name', () => {
    const input = { id: 'ana', tags: ['a'], pin: '1234' };
    const outcome = check.safeParse(input);
    expect(outcome).toEqual({ success: true, data: { id: 'ana', tags: ['a'] } });
    expect(input.pin).toBe('1234');
  });

  it('reads objects as zod does: an empty schema drops every field, a loose one keeps them', () => {
    const empty = answerCheck<object>({ type: 'object', properties: {}, required: [] });
    expect(empty.safeParse({ a: 1 })).toEqual({ success: true, data: {} });
    const bare = answerCheck<object>({ type: 'object' });
    expect(bare.safeParse({ a: 1 })).toEqual({ success: true, data: {} });
    const loose = answerCheck<object>({ type: 'object', additionalProperties: {} });
    expect(loose.safeParse({ a: 1 })).toEqual({ success: true, data: { a: 1 } });
    const record = answerCheck<object>({
      type: 'object',
      propertyNames: { type: 'string', pattern: '^[a-z]+$' },
      additionalProperties: { type: 'integer' },
    });
    expect(record.safeParse({ a: 1 })).toEqual({ success: true, data: { a: 1 } });
    expect(record.safeParse({ a: 1.5 }).success).toBe(false);
    expect(record.safeParse({ A: 1 }).success).toBe(false);
  });

  it('names where an answer does not fit, and what was expected', () => {
    expect(check.safeParse({ id: 'ana', tags: ['a', 2] })).toEqual({
      success: false,
      error: { message: 'answer.tags[1]: string' },
    });
    expect(check.safeParse({ id: 'Ana', tags: [] })).toEqual({
      success: false,
      error: { message: 'answer.id: a string matching /^[a-z]+$/' },
    });
    expect(check.safeParse({ tags: [] })).toEqual({
      success: false,
      error: { message: 'answer.id: a value' },
    });
    expect(check.safeParse('ana').success).toBe(false);
  });

  it("is a Standard Schema (what RTK Query's responseSchema reads): the same copy, or the misfit as an issue", () => {
    const standard = check['~standard'];
    expect(standard.version).toBe(1);
    expect(standard.validate({ id: 'ana', tags: ['a'], pin: '1234' })).toEqual({
      value: { id: 'ana', tags: ['a'] },
    });
    expect(standard.validate({ id: 'ana', tags: [2] })).toEqual({
      issues: [{ message: 'answer.tags[0]: string' }],
    });
  });
});
