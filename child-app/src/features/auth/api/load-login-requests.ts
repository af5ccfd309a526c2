import type * as LoginRequestsModule from './login-requests';

type LoginRequests = typeof LoginRequestsModule;

let loading: Promise<LoginRequests> | undefined;

/**
 * The login's requests and schemas (`login-requests.ts`), downloaded once when the child first
 * focuses a field or the device turns out to remember profiles (again after a failed download).
 * Not with the page: they bring zod, which the first paint does not need (ADR 045).
 */
export function loadLoginRequests(): Promise<LoginRequests> {
  loading ??= import('./login-requests').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The login form's schema, from {@link loadLoginRequests}. */
export const loadLoginFormSchema = () =>
  loadLoginRequests().then((requests) => requests.ChildLoginFormSchema);
