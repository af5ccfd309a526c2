import { MSG } from '@portal/contracts/messages';
import type { ApiFailure } from '../../../lib/api-error';
import type { SocialProvider } from '../../../lib/pending-social';

/** ours: the spec has no text for too many sign-in attempts. */
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde um minuto e tente novamente.';

/**
 * The spec message for a failed parent sign-in (spec 000 §8 "Sign-up and login"). Network
 * failures reach here only after the automatic retry.
 */
export function loginErrorMessage(failure: ApiFailure): string {
  if (failure.code === 'EMAIL_NOT_VERIFIED') return MSG.login.emailNotConfirmed;
  if (failure.code === 'PARENT_ONLY') return MSG.login.parentsOnly;
  if (failure.status === 401 || failure.code === 'INVALID_EMAIL_OR_PASSWORD') {
    return MSG.login.failed;
  }
  // Rate limiting: the BFF's own refusals carry a pt-BR message with a code; better-auth's
  // limiter answers in English without one, so the portal says it in pt-BR.
  if (failure.status === 429) return failure.message ?? TOO_MANY_ATTEMPTS;
  if (failure.status !== undefined && failure.status >= 400 && failure.status < 500) {
    return MSG.login.failed;
  }
  return MSG.login.unexpected;
}

const SOCIAL_MESSAGES = {
  google: { failed: MSG.login.googleStartFailed, unexpected: MSG.login.googleUnexpected },
  apple: { failed: MSG.login.appleStartFailed, unexpected: MSG.login.appleUnexpected },
} as const;

/**
 * The message when Google/Apple cannot start: an answer from the BFF (provider not configured,
 * refused) is "Não foi possível iniciar com …"; no answer at all is "Erro inesperado ao iniciar
 * com …"; Apple over plain HTTP carries the BFF's explanation.
 */
export function socialStartErrorMessage(
  provider: SocialProvider,
  failure: ApiFailure | 'not-configured',
): string {
  const messages = SOCIAL_MESSAGES[provider];
  if (failure === 'not-configured') return messages.failed;
  if (failure.code === 'APPLE_HTTPS_REQUIRED')
    return failure.message ?? MSG.login.appleRequiresHttps;
  if (failure.network || failure.status === undefined) return messages.unexpected;
  return messages.failed;
}
