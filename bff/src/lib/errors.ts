import type { ErrorResponse } from '@portal/contracts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { isTransactionConflict } from '../db/retry';
import type { AppBindings } from './app-types';

/** pt-BR messages of the generic error responses. */
export const ERROR_MESSAGES = {
  notFound: 'Recurso não encontrado.',
  validation: 'Dados inválidos.',
  /** ours: a required field the request did not send (zod's own text, app.ts). */
  missingField: 'Campo obrigatório não informado.',
  unexpected: 'Ocorreu um erro inesperado. Tente novamente.',
  /** ours: a request body over the route's limit (64 KiB for JSON). */
  payloadTooLarge: 'O conteúdo enviado é grande demais.',
  /** ours: a body that is not the JSON the route reads (wrong or missing Content-Type). */
  unsupportedMediaType:
    'Formato de conteúdo não suportado. Envie os dados em JSON (Content-Type: application/json).',
  /** ours: a body that says it is JSON but does not parse. */
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  /** ours: an Idempotency-Key sent again with a different request. */
  idempotencyKeyReused: 'Esta chave de idempotência já foi usada em outra operação.',
  /** ours: two requests collided in the database (deadlock, serialization); nothing was saved. */
  busy: 'Muitas alterações ao mesmo tempo. Nada foi salvo; tente novamente.',
} as const;

/** Fallback pt-BR text for an HTTPException thrown without a message. */
const STATUS_MESSAGES: Partial<Record<number, string>> = {
  400: 'Requisição inválida.',
  401: 'Você precisa entrar na sua conta.',
  403: 'Você não tem permissão para esta ação.',
  404: ERROR_MESSAGES.notFound,
  409: 'Conflito com o estado atual do recurso.',
  413: ERROR_MESSAGES.payloadTooLarge,
  415: ERROR_MESSAGES.unsupportedMediaType,
  429: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
};

/** Stable `code` for a status when the thrower did not choose one. */
const STATUS_CODES: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/**
 * An error a handler throws on purpose: its `message` is shown to the user (pt-BR) and its
 * `code` is stable for callers.
 */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Field issues for the form (ErrorResponse `issues`), when the error is about a field. */
    readonly issues?: ErrorResponse['issues'],
  ) {
    super(status, { message });
  }
}

/** Builds the JSON error body of ErrorResponseSchema and sends it with `status`. */
export function errorResponse(
  c: Context<AppBindings>,
  status: ContentfulStatusCode,
  body: Omit<ErrorResponse, 'requestId'>,
) {
  return c.json<ErrorResponse>({ ...body, requestId: c.get('requestId') }, status);
}

/** Converts zod issues to the `issues` array of ErrorResponseSchema. */
export function toIssues(error: z.ZodError): NonNullable<ErrorResponse['issues']> {
  return error.issues.map((issue) => ({
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    message: issue.message,
  }));
}

/** `app.onError`: known HTTP errors keep their status; anything else is a logged 500. */
export function handleError(error: Error, c: Context<AppBindings>) {
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const code =
      error instanceof ApiError ? error.code : (STATUS_CODES[status] ?? `http_${status}`);
    // hono's JSON validator throws a 400 with this English text for a body that does not parse.
    if (status === 400 && error.message.startsWith('Malformed JSON')) {
      return errorResponse(c, 400, {
        code: 'malformed_json',
        message: ERROR_MESSAGES.malformedJson,
      });
    }
    const message =
      error instanceof ApiError
        ? error.message
        : (STATUS_MESSAGES[status] ?? ERROR_MESSAGES.unexpected);
    if (status >= 500) c.var.logger.error({ err: error }, 'http exception');
    const issues = error instanceof ApiError ? error.issues : undefined;
    return errorResponse(c, status, { code, message, ...(issues ? { issues } : {}) });
  }
  // A deadlock or serialization failure rolled everything back: the caller may simply retry.
  if (isTransactionConflict(error)) {
    c.var.logger.warn({ err: error }, 'transaction conflict');
    c.header('Retry-After', '1');
    return errorResponse(c, 503, { code: 'busy', message: ERROR_MESSAGES.busy });
  }
  // Stack traces and driver messages go to the log only, never to the client.
  c.var.logger.error({ err: error }, 'unhandled error');
  return errorResponse(c, 500, { code: 'internal_error', message: ERROR_MESSAGES.unexpected });
}
