/**
 * PostgreSQL's answers to two transactions that got in each other's way: a deadlock (40P01,
 * one side aborted) or a serialization failure (40001). Nothing was written — the aborted
 * transaction rolled back — so running it again is safe.
 */
const CONFLICT_STATES = new Set(['40P01', '40001']);

/** The SQLSTATE of `error` or of an error it wraps (drizzle wraps the driver's), if any. */
export function sqlStateOf(error: unknown): string | null {
  for (let current = error; current && typeof current === 'object';) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Whether `error` is a deadlock or serialization failure (the transaction may be rerun). */
export function isTransactionConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== null && CONFLICT_STATES.has(state);
}

/**
 * Runs `work` (one whole transaction) again when PostgreSQL aborted it as a deadlock or
 * serialization failure, up to `attempts` times with a short random pause, so the rare
 * collision of an erasure with a money movement is a retry, not an error for the parent.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}
