import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Statements whose SQL text drizzle builds once per shape, not once per request (ADR 037,
 * amended): turning a large statement (a completion's write: two inserts, two updates, a
 * returning each) into text walks every chunk of it with drizzle's `is()` checks, about 1 ms of
 * CPU per completion. Here the statement is built with a placeholder for every value, turned into
 * text the first time its shape is seen, and then only its values change: drizzle fills them in,
 * with each column's encoder (dates, jsonb) as when it builds the statement itself.
 *
 * What drizzle computes while building — a column's `$onUpdate` or `$defaultFn` — is computed
 * once, with the text, and then sent by every later statement of that shape: give every such
 * column a value of its own (a completion sets `updatedAt`).
 */
const dialect = new PgDialect();

/** At most this many shapes are kept; a statement of a shape beyond them is built each time. */
const MAX_SHAPES = 256;

/** One row's values as placeholders named `<prefix><column>`, their values and their shape. */
export interface Slots<T extends Record<string, unknown>> {
  /** What goes into the builder (`.values()`, `.set()`): a placeholder per column, or null. */
  slots: { [K in keyof T]: null extends T[K] ? Placeholder | null : Placeholder };
  /** The values of those placeholders, by name. */
  values: Record<string, unknown>;
  /** The columns, in order: statements with the same columns have the same text. */
  shape: string;
}

/**
 * Turns `row` (columns with their values) into placeholders for a cached statement. Columns
 * whose value is `undefined` are left out, as drizzle leaves them out of an insert or update;
 * a `null` stays a null, and which columns are null is part of the shape.
 */
export function slotsOf<T extends Record<string, unknown>>(prefix: string, row: T): Slots<T> {
  const slots: Record<string, Placeholder | null> = {};
  const values: Record<string, unknown> = {};
  const columns: string[] = [];
  for (const [column, value] of Object.entries(row)) {
    if (value === undefined) continue;
    if (value === null) {
      // A null is part of the shape: drizzle sends it as is, where a placeholder's value would
      // go through the column's encoder, which takes no null.
      slots[column] = null;
      columns.push(`${column}=null`);
      continue;
    }
    slots[column] = sql.placeholder(`${prefix}${column}`);
    values[`${prefix}${column}`] = value;
    columns.push(column);
  }
  return { slots: slots as Slots<T>['slots'], values, shape: columns.join(',') };
}

/**
 * The shape and values of a statement made of several rows' slots, in order; a `null` part (a
 * row the statement leaves out) is part of the shape too.
 */
export function joinSlots(parts: readonly (Slots<Record<string, unknown>> | null)[]): {
  shape: string;
  values: Record<string, unknown>;
} {
  return {
    shape: parts.map((part) => part?.shape ?? '-').join('|'),
    values: Object.assign({}, ...parts.map((part) => part?.values)),
  };
}

/**
 * A family of statements cached by shape: `run` builds the statement with `build` (placeholders
 * only, never a value) the first time `shape` is seen, and runs it with `values` on `db` (a
 * transaction too). The result is what `db.execute` answers for the same statement.
 */
export function statementCache() {
  const texts = new Map<string, Query>();
  return {
    run(db: Db, shape: string, build: () => SQL, values: Record<string, unknown>) {
      let query = texts.get(shape);
      if (!query) {
        query = dialect.sqlToQuery(build());
        if (texts.size < MAX_SHAPES) texts.set(shape, query);
      }
      return db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
    },
    /** How many shapes are kept (tests). */
    get size() {
      return texts.size;
    },
  };
}
