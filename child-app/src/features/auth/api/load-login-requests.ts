import { loadOnce } from '@portal/app-kit/plain-request';

/**
 * The login's requests and schemas (`login-requests.ts`), downloaded once when the child first
 * focuses a field or the device turns out to remember profiles. Not with the page: they bring
 * zod, which the first paint does not need (ADR 045).
 */
export const loadLoginRequests = loadOnce(() => import('./login-requests'));

/** The login form's schema, from {@link loadLoginRequests}. */
export const loadLoginFormSchema = () =>
  loadLoginRequests().then((requests) => requests.ChildLoginFormSchema);
