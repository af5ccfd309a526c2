/** Stripe's error shape: `{ error: { type, code?, message, param?, … } }` with its HTTP status. */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
}

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON(): { error: StripeErrorBody } {
    return { error: this.body };
  }
}

export function invalidRequest(message: string, param?: string, code?: string, status = 400) {
  const body: StripeErrorBody = { type: 'invalid_request_error', message };
  if (code) {
    body.code = code;
    body.doc_url = `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;
  }
  if (param) body.param = param;
  return new StripeError(status, body);
}

export function resourceMissing(kind: string, id: string, param = 'id') {
  return invalidRequest(`No such ${kind}: '${id}'`, param, 'resource_missing', 404);
}

export function cardDeclined() {
  return new StripeError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
  });
}

/** The `last_payment_error` of an asynchronous payment (boleto, Pix) that never arrived. */
export function paymentAttemptFailed(): StripeErrorBody {
  return invalidRequest(
    'The latest payment attempt of this PaymentIntent has failed or been canceled, and the attached payment method has been removed. You can try confirming again with a new payment method.',
    undefined,
    'payment_intent_payment_attempt_failed',
  ).body;
}
