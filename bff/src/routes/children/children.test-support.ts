import { ChildListResponseSchema, type ChildPublic } from '@portal/contracts';
import { expect } from 'vitest';
import { cookieHeader, fromIp, TEST_ORIGIN, type TestApp } from '../../test/test-app';

/*
 * Helpers shared by the tests of the children, child-auth, device and events routes (test
 * code only: nothing in the app imports this file).
 */

/** Options of {@link call}. */
export interface CallOptions {
  cookie?: string;
  body?: unknown;
  /** TCP peer address of the request (default: a random test address). */
  ip?: string;
  headers?: Record<string, string>;
}

/** One in-process request to the app, JSON in, from the shell's origin. */
export function call(app: TestApp, method: string, path: string, options: CallOptions = {}) {
  return app.request(
    path,
    {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    },
    fromIp(options.ip),
  );
}

let rowCounter = 0;

/** A valid setup / create row; usernames and e-mails are unique per call unless given. */
export function childInput(overrides: Record<string, unknown> = {}) {
  rowCounter += 1;
  const tag = `${Date.now().toString(36)}${rowCounter}`;
  return {
    name: `Criança ${tag}`,
    username: `kid.${tag}`,
    age: 10,
    email: `kid.${tag}@example.com`,
    weeklyLimit: 1000,
    pin: '123456',
    // Required by POST /api/children; a setup row ignores it (the setup body carries one).
    parentConsent: true,
    ...overrides,
  };
}

/** Runs POST /api/children/setup for the parent and returns the children it answered. */
export async function setupFamily(
  app: TestApp,
  cookie: string,
  rows: Record<string, unknown>[],
  monthlyBudget = 100_000,
): Promise<ChildPublic[]> {
  const res = await call(app, 'POST', '/api/children/setup', {
    cookie,
    body: { monthlyBudget, children: rows, parentConsent: true },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ChildListResponseSchema.parse(await res.json()).children;
}

/** POST /api/child-auth/sign-in; the response plus the cookie header it set. */
export async function signInChild(
  app: TestApp,
  body: { username: string; pin: string; familyId?: string },
  options: Omit<CallOptions, 'body'> = {},
) {
  const res = await call(app, 'POST', '/api/child-auth/sign-in', { ...options, body });
  return { res, cookie: cookieHeader(res, options.cookie) };
}

/**
 * Fails when a response body carries anything PIN-like: a `pin`/`pinHash`/`pin_hash` key, or
 * one of the stored hashes (or their salt) given in `hashes`.
 */
export function expectNoPinLeak(text: string, hashes: readonly string[] = []) {
  expect(text).not.toMatch(/pin_?hash|"pin"/i);
  for (const hash of hashes) {
    const [salt, key] = hash.split(':');
    expect(text).not.toContain(hash);
    if (salt) expect(text).not.toContain(salt);
    if (key) expect(text).not.toContain(key);
  }
}
