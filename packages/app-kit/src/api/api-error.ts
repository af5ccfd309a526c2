import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ErrorResponseSchema, type ErrorResponse } from '@portal/contracts/errors';
import { kitCopy } from '../copy';

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

function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/**
 * Reads an RTK Query error (a `FetchBaseQueryError`, or a `SerializedError` when something
 * threw) into an {@link ApiFailure}. The body is trusted only when it has the contract's
 * `{ code, message }` shape; anything else counts as "no message" so the screen falls back to
 * its own text (or {@link errorMessage}).
 */
export function readApiError(error: FetchBaseQueryError | SerializedError | undefined): ApiFailure {
  if (!isFetchBaseQueryError(error)) return { network: false };
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return { network: true };
  const status =
    typeof error.status === 'number'
      ? error.status
      : 'originalStatus' in error
        ? error.originalStatus
        : undefined;
  const body = ErrorResponseSchema.safeParse('data' in error ? error.data : undefined);
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
export function errorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  const failure = readApiError(error);
  if (failure.message) return failure.message;
  if (failure.network) return kitCopy.errors.network;
  if (failure.status !== undefined && failure.status >= 500) return kitCopy.errors.server;
  if (isFetchBaseQueryError(error) && error.status === 'PARSING_ERROR') {
    return kitCopy.errors.unexpectedResponse;
  }
  if (isFetchBaseQueryError(error) && error.status === 'CUSTOM_ERROR') {
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
