import type * as LoginRequestsModule from './login-requests';

type LoginRequests = typeof LoginRequestsModule;

let loading: Promise<LoginRequests> | undefined;

/**
 * The login's requests and schema (`login-requests.ts`), downloaded once when the parent first
 * focuses a field or presses a button (again after a failed download). Not with the page: they
 * bring zod, which the first paint does not need (ADR 045).
 */
export function loadLoginRequests(): Promise<LoginRequests> {
  loading ??= import('./login-requests').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The sign-in form's schema (the contract's), from {@link loadLoginRequests}. */
export const loadSignInSchema = () =>
  loadLoginRequests().then((requests) => requests.ParentSignInInputSchema);
