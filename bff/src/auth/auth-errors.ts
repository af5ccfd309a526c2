import { MSG } from '@portal/contracts';
import type { BASE_ERROR_CODES } from 'better-auth';
import { ERROR_MESSAGES } from '../lib/errors';

/**
 * pt-BR texts for better-auth's error codes (its messages are English). The spec's own texts
 * where it has one; the others are ours. Typed against better-auth's BASE_ERROR_CODES, so an
 * upgrade that adds a code fails the typecheck until it has a text here.
 */
export const AUTH_ERROR_MESSAGES: Record<keyof typeof BASE_ERROR_CODES, string> & {
  [code: string]: string;
} = {
  USER_NOT_FOUND: 'Usuário não encontrado.', // ours
  FAILED_TO_CREATE_USER: MSG.signup.createAccountFailed,
  FAILED_TO_CREATE_SESSION: 'Não foi possível iniciar a sessão. Tente novamente.', // ours
  FAILED_TO_UPDATE_USER: 'Não foi possível atualizar a conta. Tente novamente.', // ours
  FAILED_TO_GET_SESSION: 'Não foi possível verificar a sessão. Tente novamente.', // ours
  INVALID_PASSWORD: 'Senha incorreta.', // ours
  INVALID_EMAIL: MSG.signup.emailInvalid,
  INVALID_EMAIL_OR_PASSWORD: 'E-mail ou senha incorretos.', // ours
  INVALID_USER: 'Conta inválida.', // ours
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'Esta conta social já está vinculada a outro usuário.', // ours
  PROVIDER_NOT_FOUND: 'Provedor de login não encontrado.', // ours
  INVALID_TOKEN: 'Link inválido ou expirado. Solicite um novo.', // ours
  TOKEN_EXPIRED: 'Link expirado. Solicite um novo.', // ours
  ID_TOKEN_NOT_SUPPORTED: 'Este provedor não aceita login por token.', // ours
  FAILED_TO_GET_USER_INFO: 'Não foi possível obter os dados da conta do provedor.', // ours
  USER_EMAIL_NOT_FOUND: 'O provedor não informou um e-mail para esta conta.', // ours
  EMAIL_NOT_VERIFIED: MSG.login.emailNotConfirmed,
  PASSWORD_TOO_SHORT: MSG.signup.passwordTooShort,
  PASSWORD_TOO_LONG: 'Senha deve ter no máximo 128 caracteres', // ours
  USER_ALREADY_EXISTS: MSG.signup.emailAlreadyRegistered,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: MSG.signup.emailAlreadyRegistered,
  EMAIL_CAN_NOT_BE_UPDATED: 'Não é possível alterar o e-mail desta conta.', // ours
  CHANGE_EMAIL_DISABLED: 'A alteração de e-mail está desativada.', // ours
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Esta conta não tem senha cadastrada.', // ours
  SESSION_EXPIRED: 'Sua sessão expirou. Entre novamente para continuar.', // ours
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'Não é possível desvincular o último acesso da conta.', // ours
  ACCOUNT_NOT_FOUND: 'Conta não encontrada.', // ours
  USER_ALREADY_HAS_PASSWORD: 'Esta conta já tem senha. Informe-a para excluir a conta.', // ours
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Login bloqueado: a requisição veio de outro site.', // ours
  VERIFICATION_EMAIL_NOT_ENABLED: 'A confirmação de e-mail não está ativada.', // ours
  EMAIL_ALREADY_VERIFIED: 'Este e-mail já foi confirmado.', // ours
  EMAIL_MISMATCH: 'O e-mail não confere.', // ours
  SESSION_NOT_FRESH: 'Por segurança, entre novamente para fazer esta alteração.', // ours
  LINKED_ACCOUNT_ALREADY_EXISTS: 'Esta conta já está vinculada.', // ours
  INVALID_ORIGIN: 'Origem da requisição não permitida.', // ours
  INVALID_CALLBACK_URL: 'Endereço de retorno inválido.', // ours
  INVALID_REDIRECT_URL: 'Endereço de redirecionamento inválido.', // ours
  INVALID_ERROR_CALLBACK_URL: 'Endereço de retorno de erro inválido.', // ours
  INVALID_NEW_USER_CALLBACK_URL: 'Endereço de retorno de nova conta inválido.', // ours
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição ausente.', // ours
  CALLBACK_URL_REQUIRED: 'Endereço de retorno é obrigatório.', // ours
  FAILED_TO_CREATE_VERIFICATION: 'Não foi possível gerar a confirmação. Tente novamente.', // ours
  FIELD_NOT_ALLOWED: 'Este campo não pode ser alterado.', // ours
  ASYNC_VALIDATION_NOT_SUPPORTED: ERROR_MESSAGES.validation,
  VALIDATION_ERROR: ERROR_MESSAGES.validation,
  MISSING_FIELD: 'Campo obrigatório não informado.', // ours
  METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED: 'Método não permitido.', // ours
  BODY_MUST_BE_AN_OBJECT: ERROR_MESSAGES.validation,
  // better-call's, for a body it cannot read (auth-routes.ts lets only JSON or nothing through).
  UNSUPPORTED_MEDIA_TYPE: ERROR_MESSAGES.unsupportedMediaType,
  PASSWORD_ALREADY_SET: 'Esta conta já tem senha cadastrada.', // ours
  // genericOAuth plugin (Google through a discovery document).
  INVALID_OAUTH_CONFIGURATION: 'Configuração de login social inválida.', // ours
  TOKEN_URL_NOT_FOUND: 'Configuração de login social inválida.', // ours
};

/** pt-BR by status, for a code this table does not know (ours, like lib/errors.ts). */
const STATUS_FALLBACK: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Você precisa entrar na sua conta.',
  403: 'Você não tem permissão para esta ação.',
  404: ERROR_MESSAGES.notFound,
  409: 'Conflito com o estado atual do recurso.',
};

/** The pt-BR text for a better-auth error `code` answered with `status`. */
export function authErrorMessage(code: string | undefined, status: number): string {
  if (code && Object.hasOwn(AUTH_ERROR_MESSAGES, code)) return AUTH_ERROR_MESSAGES[code]!;
  return STATUS_FALLBACK[status] ?? ERROR_MESSAGES.unexpected;
}

/**
 * better-auth's JSON error answers (`{ code, message }` in English) rewritten to the BFF's
 * error shape with a pt-BR message; the status, the code and the other headers stay. Its
 * other errors (an empty or plain-text 404) get that shape too; successes and redirects pass
 * untouched.
 */
export async function localizeAuthError(res: Response, requestId: string): Promise<Response> {
  if (res.status < 400) return res;
  const json = res.headers.get('content-type')?.includes('application/json') ?? false;
  // better-auth answers an unknown or disabled path with an empty or text/plain 404: the
  // BFF's JSON error instead, like every other route.
  const body = json
    ? ((await res
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null)
    : null;
  const code =
    typeof body?.code === 'string' && body.code !== ''
      ? body.code
      : res.status === 404
        ? 'not_found'
        : undefined;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(
    JSON.stringify({
      code: code ?? `http_${res.status}`,
      message: authErrorMessage(code, res.status),
      requestId,
    }),
    { status: res.status, headers },
  );
}
