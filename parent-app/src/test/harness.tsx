import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import { vi } from 'vitest';
import { createStore } from '../app/store';
import ParentApp from '../expose/app';

/** Node's Request (used by RTK Query) does not resolve '/api/…' against jsdom's page URL. */
class PageRelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

/** A stubbed BFF route: `'POST /api/auth/sign-in/email'` → answer (or a thrown network error). */
export type RouteHandler = (request: Request) => Response | Promise<Response>;

/** A JSON response, as the BFF sends them. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/** The BFF's error shape `{ code, message }`. */
export function apiError(status: number, code: string, message = code): Response {
  return json({ code, message }, status);
}

/** What `fetch` throws when the network is down. */
export function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

/**
 * Stubs `globalThis.fetch` — the app's network boundary — with per-route answers. Unknown
 * routes answer 404 in the BFF's error shape. Returns the recorded requests.
 */
export function stubFetch(routes: Record<string, RouteHandler>) {
  const requests: Request[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new PageRelativeRequest(input, init);
    requests.push(request.clone());
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = routes[key];
    if (!handler) return apiError(404, 'NOT_FOUND', 'Recurso não encontrado.');
    return handler(request);
  });
  vi.stubGlobal('Request', PageRelativeRequest);
  vi.stubGlobal('fetch', fetchMock);
  /** Requests made to `method path`, in order. */
  const calls = (route: string) =>
    requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
  return { fetchMock, requests, calls };
}

/**
 * The router location the app last rendered at (pathname, search, state) and how it got there
 * (`REPLACE` when the previous entry was replaced).
 */
export const currentLocation: { value: Location | null; navigation: NavigationType | null } = {
  value: null,
  navigation: null,
};

function LocationProbe() {
  // Written while rendering on purpose: a navigation renders in a transition and a lazy route
  // suspends before it commits, so an effect would still hold the old location when a test
  // checks the URL a user already sees (MemoryRouter offers no listener to subscribe to).
  /* eslint-disable react-hooks/immutability -- test probe, not app code: see above */
  currentLocation.value = useLocation();
  currentLocation.navigation = useNavigationType();
  /* eslint-enable react-hooks/immutability */
  return null;
}

/**
 * Renders the exposed app (fresh store) at `path`, with optional navigation state, as the
 * shell would. `signOut` stands in for the shell's.
 */
export function renderApp(
  path: string,
  options: { state?: unknown; signOut?: (role: 'parent' | 'child') => Promise<void> } = {},
): ReturnType<typeof render> {
  const url = new URL(path, 'http://localhost');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter
      initialEntries={[{ pathname: url.pathname, search: url.search, state: options.state }]}
    >
      {children}
      <LocationProbe />
    </MemoryRouter>
  );
  return render(<ParentApp store={createStore()} signOut={options.signOut ?? (async () => {})} />, {
    wrapper,
  });
}

/**
 * Unmounts first, lets requests already dispatched settle, then removes the stubs: a screen
 * the test navigated to may still have started requests, which must not reach the real `fetch`.
 */
export async function resetHarness(): Promise<void> {
  cleanup();
  // Requests dispatched just before unmounting build their Request on a later tick.
  await new Promise((resolve) => setTimeout(resolve, 20));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
}
