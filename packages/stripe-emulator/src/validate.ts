import { invalidRequest, type StripeError } from './errors';
import type { FormValue } from './form';

/** The slice of JSON Schema kept by scripts/extract-openapi.mjs. */
export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  items?: Schema;
  anyOf?: Schema[];
  maxLength?: number;
  format?: string;
  additionalProperties?: boolean | Schema;
}

function paramName(path: string[]): string {
  const [head, ...rest] = path;
  return `${head}${rest.map((part) => `[${part}]`).join('')}`;
}

/** Returns the first problem of `value` against `schema` (like stripe-mock's validator), or null. */
function check(schema: Schema, value: FormValue, path: string[]): StripeError | null {
  const name = paramName(path);
  if (schema.anyOf) {
    let first: StripeError | null = null;
    for (const option of schema.anyOf) {
      const problem = check(option, value, path);
      if (!problem) return null;
      // prefer the branch whose type matches the value's shape
      if (!first || (typeof value !== 'string' && option.type === 'object')) first = problem;
    }
    return first;
  }
  switch (schema.type) {
    case 'object': {
      if (typeof value === 'string' && value === '') return null; // Stripe: '' empties a hash
      if (typeof value !== 'object' || Array.isArray(value)) {
        return invalidRequest(`Invalid object`, name, 'parameter_invalid_string');
      }
      for (const key of schema.required ?? []) {
        if (value[key] === undefined) {
          return invalidRequest(
            `Missing required param: ${paramName([...path, key])}.`,
            paramName([...path, key]),
            'parameter_missing',
          );
        }
      }
      for (const [key, sub] of Object.entries(value)) {
        const property = schema.properties?.[key];
        if (property) {
          const problem = check(property, sub, [...path, key]);
          if (problem) return problem;
        } else if (typeof schema.additionalProperties === 'object') {
          const problem = check(schema.additionalProperties, sub, [...path, key]);
          if (problem) return problem;
        } else if (schema.properties && !schema.additionalProperties) {
          return unknownParameter(paramName([...path, key]));
        }
      }
      return null;
    }
    case 'array': {
      if (!Array.isArray(value)) {
        if (value === '') return null;
        return invalidRequest(`Invalid array`, name, 'parameter_invalid_string');
      }
      for (const [index, item] of value.entries()) {
        const problem = schema.items ? check(schema.items, item, [...path, String(index)]) : null;
        if (problem) return problem;
      }
      return null;
    }
    case 'integer':
      return typeof value === 'string' && /^-?\d+$/.test(value)
        ? null
        : invalidRequest(`Invalid integer: ${String(value)}`, name, 'parameter_invalid_integer');
    case 'number':
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? null
        : invalidRequest(`Invalid decimal: ${String(value)}`, name);
    case 'boolean':
      return value === 'true' || value === 'false'
        ? null
        : invalidRequest(`Invalid boolean: ${String(value)}`, name);
    case 'string': {
      if (typeof value !== 'string') {
        return invalidRequest(
          `Invalid ${name}: must be a string`,
          name,
          'parameter_invalid_string',
        );
      }
      if (schema.enum && !schema.enum.includes(value)) {
        return invalidRequest(
          `Invalid ${name}: must be one of ${schema.enum.join(', ')}`,
          name,
          'parameter_invalid_string',
        );
      }
      if (schema.maxLength !== undefined && value.length > schema.maxLength) {
        return invalidRequest(
          `Invalid ${name}: must be at most ${schema.maxLength} characters`,
          name,
          'parameter_invalid_string',
        );
      }
      return null;
    }
    default:
      return null;
  }
}

export function unknownParameter(name: string): StripeError {
  return invalidRequest(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
}

/** Validates top-level params (and everything under them) against an operation's schema. */
export function validateParams(
  schema: Schema,
  params: Record<string, FormValue>,
): StripeError | null {
  for (const key of Object.keys(params)) {
    if (!schema.properties?.[key]) return unknownParameter(key);
  }
  for (const key of schema.required ?? []) {
    if (params[key] === undefined) {
      return invalidRequest(`Missing required param: ${key}.`, key, 'parameter_missing');
    }
  }
  for (const [key, value] of Object.entries(params)) {
    const problem = check(schema.properties?.[key] as Schema, value, [key]);
    if (problem) return problem;
  }
  return null;
}
