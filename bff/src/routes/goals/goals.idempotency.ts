import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { ApiError, ERROR_MESSAGES } from '../../lib/errors';

/** A stored answer of an earlier request with the same key. */
export interface StoredAnswer<T> {
  status: number;
  body: T;
}

/** The request an `Idempotency-Key` belongs to: who, and what (method, path, parsed body). */
export interface KeyedRequest {
  scope: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
}

function hashOf(request: KeyedRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.path, request.body ?? null]))
    .digest('base64url');
}

/**
 * Claims `request.key` inside the caller's transaction (ADR 025). The caller holds the child
 * lock already, so two requests with one key run one after the other: the second finds the
 * first one's row (committed) and gets its answer back; the first one's rollback (an error)
 * removes the row, so a retry after a 4xx is evaluated again. The same key with another
 * method, path or body is a 409 IDEMPOTENCY_KEY_REUSED.
 *
 * Returns the stored answer of a replay, or null when this request is the first (then call
 * {@link storeAnswer} before the transaction ends).
 */
export async function claimKey<T>(tx: Db, request: KeyedRequest): Promise<StoredAnswer<T> | null> {
  const requestHash = hashOf(request);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope: request.scope, key: request.key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [earlier] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
  if (!earlier || earlier.requestHash !== requestHash || earlier.responseStatus === null) {
    throw new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', ERROR_MESSAGES.idempotencyKeyReused);
  }
  return { status: earlier.responseStatus, body: earlier.responseBody as T };
}

/** Records the answer of the request that claimed the key (same transaction). */
export async function storeAnswer<T>(
  tx: Db,
  request: Pick<KeyedRequest, 'scope' | 'key'>,
  answer: StoredAnswer<T>,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body as object })
    .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
}
