import { loadOnce } from '@portal/app-kit/plain-request';

/**
 * The login's requests and schema (`login-requests.ts`), downloaded once when the parent first
 * focuses a field or presses a button. Not with the page: they bring zod, which the first paint
 * does not need (ADR 045).
 */
export const loadLoginRequests = loadOnce(() => import('./login-requests'));

/** The sign-in form's schema (the contract's), from {@link loadLoginRequests}. */
export const loadSignInSchema = () =>
  loadLoginRequests().then((requests) => requests.ParentSignInInputSchema);
