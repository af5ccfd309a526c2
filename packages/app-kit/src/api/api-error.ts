import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ErrorResponseAnswer } from '@portal/contracts/answers';
import type { ErrorResponse } from '@portal/contracts/errors';
import { kitCopy } from '../copy';

/**
 * A failed BFF call as RTK Query's `fetchBaseQuery` records it: an HTTP status with the
 * answer's body, no answer at all, an answer that is not JSON, or an answer that broke its
 * contract (`CUSTOM_ERROR`).
 */
export type FetchError = FetchBaseQueryError;

/** Something threw while a request was made or read (a bug, not an answer). */
export type { SerializedError };

/** What a screen needs to know about a failed BFF call to pick the right pt-BR message. */
export interface ApiFailure {
  /** The request never got an answer (offline, DNS, connection refused). */
  network: boolean;
  /** HTTP status when the BFF answered. */
  status?: number;
  /** The BFF's stable error code (`EMAIL_TAKEN`, `PARENT_ONLY`…), when it sent one. */
  code?: string;
  /** The BFF's user-facing pt-BR message, when it sent one. */
  message?: string;
  /** Field issues of a 400, paths as the request body's. */
  issues?: ErrorResponse['issues'];
}

function isFetchError(error: unknown): error is FetchError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/**
 * Reads a failed call's error (a `FetchError`, or a `SerializedError` when something
 * threw) into an {@link ApiFailure}. The body is trusted only when it has the contract's
 * `{ code, message }` shape; anything else counts as "no message" so the screen falls back to
 * its own text (or {@link errorMessage}).
 */
export function readApiError(error: FetchError | SerializedError | undefined): ApiFailure {
  if (!isFetchError(error)) return { network: false };
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return { network: true };
  const status =
    typeof error.status === 'number'
      ? error.status
      : 'originalStatus' in error
        ? error.originalStatus
        : undefined;
  const body = ErrorResponseAnswer.safeParse('data' in error ? error.data : undefined);
  if (!body.success) return { network: false, status };
  return {
    network: false,
    status,
    code: body.data.code,
    message: body.data.message,
    issues: body.data.issues,
  };
}

/**
 * One pt-BR sentence for a failed call: the BFF's own message when it sent one, otherwise the
 * kit's text for what went wrong (no connection, server error, unexpected answer…).
 */
export function errorMessage(error: FetchError | SerializedError | undefined): string {
  const failure = readApiError(error);
  if (failure.message) return failure.message;
  if (failure.network) return kitCopy.errors.network;
  if (failure.status !== undefined && failure.status >= 500) return kitCopy.errors.server;
  if (isFetchError(error) && error.status === 'PARSING_ERROR') {
    return kitCopy.errors.unexpectedResponse;
  }
  if (isFetchError(error) && error.status === 'CUSTOM_ERROR') {
    return kitCopy.errors.unexpectedResponse;
  }
  switch (failure.status) {
    case 401:
      return kitCopy.errors.unauthorized;
    case 403:
      return kitCopy.errors.forbidden;
    case 404:
      return kitCopy.errors.notFound;
    default:
      return kitCopy.errors.generic;
  }
}
