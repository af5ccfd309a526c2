import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createStore } from './app/store';
import ChildApp from './expose/app';

/** Node's Request (used by RTK Query) does not resolve '/api/…' against jsdom's page URL. */
class PageRelativeRequest extends Request {
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
 * Stubs `fetch` — the network boundary — with answers keyed by "METHOD /api/path". Unknown
 * requests fail like an unreachable server. Returns the list of requests seen.
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

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders child-app at `path` as the shell would, with a fresh store and a spy `signOut`. */
export function renderChildApp(
  path: string,
  signOut = vi.fn(async (_role: 'parent' | 'child') => {}),
  extra?: ReactNode,
) {
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Mesadinha</h1>} />
        <Route path="/parent/*" element={<h1>Login do responsável</h1>} />
        <Route path="*" element={<ChildApp store={createStore()} signOut={signOut} />} />
      </Routes>
      <CurrentLocation />
      {extra}
    </MemoryRouter>,
  );
  return { ...utils, signOut };
}

/** A child as GET /api/me returns it. */
export function meAsChild(name: string, age: number) {
  return {
    user: {
      id: `user-${name}`,
      name,
      email: `${name.toLowerCase()}@child.mesadinha.local`,
      emailVerified: true,
      role: 'child',
    },
    family: null,
    child: {
      id: `child-${name}`,
      familyId: 'family-1',
      name,
      username: name.toLowerCase(),
      age,
      email: null,
      weeklyLimit: 1500,
      active: true,
      balance: 0,
      totalEarned: 0,
      xp: 0,
      level: 1,
      streak: 0,
      pendingTasks: 0,
      completedToday: 0,
      tasksCompleted: 0,
      hasPin: true,
      pinLockedUntil: null,
    },
  };
}
