import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A row a SQL function returned as `to_jsonb(row)` (snake_case columns, JSON values), as the
 * row drizzle would have read from the table: each column mapped from its driver value the
 * way the column maps it (timestamps to `Date`, ISO strings parsed like the driver's). Used
 * where one statement returns several rows at once (ADR 037, "Approvals in one round trip").
 */
export function rowFromJson<T extends Table>(table: T, json: unknown): InferSelectModel<T> {
  const source = json as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = source[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** A `jsonb` value as the driver handed it (postgres.js may leave it as text). */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
