import { MSG } from '@portal/contracts';
import { ApiError } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a row id (uuid) at all: anything else is answered "not found". */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** Position of a row in a (created_at desc, id desc) order, to microsecond precision. */
export interface CursorKey {
  micros: string;
  id: string;
}

/** Opaque page cursor: base64url of `<epoch microseconds>.<row id>`. */
export function encodeCursor(key: CursorKey): string {
  return Buffer.from(`${key.micros}.${key.id}`).toString('base64url');
}

/**
 * The key of a cursor this BFF made, or a 400 'Cursor de paginação inválido.'. Microseconds
 * since 1970 have 16 digits until the year 2286: more would overflow PostgreSQL's
 * bigint/timestamp (a 500 before issue 9).
 */
export function decodeCursor(cursor: string): CursorKey {
  const [micros, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('.');
  if (rest.length > 0 || !micros || !/^\d{1,16}$/.test(micros) || !id || !isUuid(id)) {
    throw new ApiError(400, 'INVALID_CURSOR', MSG.text.cursorInvalid);
  }
  return { micros, id };
}

/** Rows of `db.execute` on both drivers (postgres-js returns an array, PGlite `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
