import { ErrorResponseAnswer } from '@portal/contracts/answers';
import { MSG } from '@portal/contracts/messages';

/** The BFF's lock-out text, used when a 429 arrives without a readable body. */
export const CHILD_LOCKED_FALLBACK = 'Muitas tentativas. Tente novamente em alguns minutos.';

/** What the login form does with a failed sign-in. */
export interface SignInFailure {
  message: string;
  /** True when the PIN was (probably) wrong: the form clears it and puts the focus back on it. */
  retryPin: boolean;
}

/**
 * Maps a failed `POST /api/child-auth/sign-in` (an RTK Query error: `{ status, data }`, or
 * `{ status: 'FETCH_ERROR' }` when the network failed) to the spec's message. 401 is the one
 * generic answer for unknown username or wrong PIN; 429 carries the BFF's lock-out text; 403
 * OTHER_FAMILY means a parent of another family is signed in on this device; a 400 carries a
 * validation message of the contract. Anything else is 'Não foi possível validar a conta infantil'.
 */
export function signInFailure(error: unknown): SignInFailure {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  const body = ErrorResponseAnswer.safeParse(
    typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined,
  );
  if (status === 401) {
    return { message: MSG.childLogin.accountNotFoundOrInvalidPin, retryPin: true };
  }
  if (status === 429) {
    return { message: body.success ? body.data.message : CHILD_LOCKED_FALLBACK, retryPin: false };
  }
  if (status === 403 && body.success && body.data.code === 'OTHER_FAMILY') {
    return { message: MSG.childLogin.otherParentsChild, retryPin: false };
  }
  if (status === 400 && body.success) {
    return { message: body.data.issues?.[0]?.message ?? body.data.message, retryPin: true };
  }
  return { message: MSG.childLogin.childAccountValidationFailed, retryPin: false };
}
