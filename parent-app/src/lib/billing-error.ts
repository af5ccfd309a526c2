import type { FetchError, SerializedError } from '@portal/app-kit';
import { billingRequestFailed } from '@portal/contracts/messages';

/** Why a billing call failed, read the way spec 001 §8 "Billing" reads it. */
export interface BillingFailure {
  /** The BFF's stable error code (`CHECKOUT_OTHER_FAMILY`…), when it sent one. */
  code?: string;
  /**
   * The text to show: the JSON field `message`, `error` or `reason`, else the plain-text body,
   * else 'Falha na requisição ao Stripe (<status>)'. Absent when the request got no answer or
   * the answer broke its contract (the screen shows its own text then).
   */
  message?: string;
  /** The answer was not the shape the contract promises (e.g. no checkout URL). */
  contractBroken: boolean;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Spec 001 §8 "Billing": an RTK Query error of a billing endpoint as the text to show. */
export function readBillingError(error: FetchError | SerializedError | undefined): BillingFailure {
  if (!error || !('status' in error)) return { contractBroken: false };
  if (error.status === 'CUSTOM_ERROR') return { contractBroken: true };
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { contractBroken: false };
  }
  const status =
    typeof error.status === 'number'
      ? error.status
      : 'originalStatus' in error
        ? error.originalStatus
        : undefined;
  const body = 'data' in error ? error.data : undefined;
  if (body && typeof body === 'object') {
    const fields = body as Record<string, unknown>;
    const message = text(fields.message) ?? text(fields.error) ?? text(fields.reason);
    const code = text(fields.code);
    if (message) return { code, message, contractBroken: false };
  }
  const plain = text(body);
  if (plain) return { message: plain, contractBroken: false };
  return {
    message: status !== undefined ? billingRequestFailed(status) : undefined,
    contractBroken: false,
  };
}
