import { vi } from 'vitest';

/** Node's Request (RTK Query makes one) does not resolve '/api/…' against jsdom's page URL. */
export class PageRelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

/**
 * Node's `FormData` (the one Node's Request encodes as multipart). jsdom replaces the global
 * with its own, which Node's Request cannot read, so the stub puts Node's back for the app.
 * Files sent through it must be Node's too (`File` from `node:buffer`).
 */
const NodeFormData = (
  await new Response('', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData()
).constructor as typeof FormData;

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

/** A stubbed BFF route: `'POST /api/auth/sign-in/email'` → answer (or a thrown network error). */
export type RouteHandler = (request: Request) => Response | Promise<Response>;

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

/** One stubbed BFF answer: a JSON body with a status, or a thrown network error. */
export type StubAnswer =
  | { status: number; body?: unknown }
  | { networkError: true }
  | Promise<{ status: number; body?: unknown }>;

/** A file field of a multipart body, as the stub saw it. */
export interface SeenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Requests the stub received: JSON bodies parsed, multipart bodies as an object of their
 * fields (files described by name, type and size), and the request headers.
 */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  credentials: RequestCredentials;
  headers: Headers;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const fields: Record<string, string | SeenFile> = {};
    for (const [key, value] of await request.formData()) {
      fields[key] =
        typeof value === 'string'
          ? value
          : { name: value.name, type: value.type, size: value.size };
    }
    return fields;
  }
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Stubs `fetch` with answers keyed by "METHOD /api/path" (bodies and statuses rather than
 * Responses). Unknown requests fail like an unreachable server. Returns the list of requests
 * seen.
 */
export function stubBff(answers: Record<string, StubAnswer | (() => StubAnswer)>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('Request', PageRelativeRequest);
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        body: await readBody(request),
        credentials: request.credentials,
        headers: request.headers,
      });
      const entry = answers[`${request.method} ${url.pathname}`];
      const answer = await (typeof entry === 'function' ? entry() : entry);
      if (!answer || 'networkError' in answer) throw new TypeError('Failed to fetch');
      return answer.body === undefined
        ? new Response(null, { status: answer.status })
        : Response.json(answer.body, { status: answer.status });
    }),
  );
  return seen;
}

/** A promise the test resolves when it wants (to observe a screen while a request runs). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
