import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { createChild, ORIGIN_HEADERS, uniqueSuffix } from './api';
import { subscribeFamily } from './billing';
import { signUpWithGoogle } from './families';
import type { OidcUser } from './oidc-provider';
import { SHELL_URL } from './ports';

/** A child of a {@link seedSiblings} family, signed in on a device of its own (an API context). */
export interface SeededChild {
  id: string;
  name: string;
  username: string;
  pin: string;
  age: number;
  device: APIRequestContext;
  /** Cookies of the child's device, for `browser.newContext({ storageState })`. */
  storageState(): ReturnType<APIRequestContext['storageState']>;
}

/** A family with several children, made through the API (Google sign-up: no e-mail budget). */
export interface SeededSiblings {
  parent: APIRequestContext;
  parentState: Awaited<ReturnType<APIRequestContext['storageState']>>;
  children: SeededChild[];
  dispose(): Promise<void>;
}

/** Lowercase ASCII of a first name, for usernames ('Otávio' → 'otavio'). */
function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

/**
 * A parent who signs up with Google and adds `children` (name and age); each child then signs
 * in with username and PIN on its own device. Everything a person would do, without a browser.
 * Unless `subscribe: false`, the family buys the monthly plan first (new families start without
 * premium access, issue 13).
 */
export async function seedSiblings(
  familyName: string,
  parentName: string,
  children: readonly { name: string; age: number }[],
  { subscribe = true }: { subscribe?: boolean } = {},
): Promise<SeededSiblings> {
  const parent = await playwrightRequest.newContext({ baseURL: SHELL_URL });
  const suffix = uniqueSuffix();
  const user: OidcUser = {
    sub: `google-oauth2|siblings-${suffix}`,
    email: `pais.${suffix}@example.com`,
    name: parentName,
    email_verified: true,
  };
  await signUpWithGoogle(parent, user, familyName);
  if (subscribe) await subscribeFamily(parent);
  const seeded: SeededChild[] = [];
  for (const { name, age } of children) {
    const child = {
      name,
      username: `${slug(name)}.${uniqueSuffix()}`,
      age,
      email: `${slug(name)}.${uniqueSuffix()}@example.com`,
      weeklyLimit: 2000,
      pin: '135790',
    };
    const created = await createChild(parent, child);
    const device = await playwrightRequest.newContext({ baseURL: SHELL_URL });
    const signIn = await device.post('/api/child-auth/sign-in', {
      headers: ORIGIN_HEADERS,
      data: { username: child.username, pin: child.pin },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    seeded.push({
      id: created.id,
      name,
      username: child.username,
      pin: child.pin,
      age,
      device,
      storageState: () => device.storageState(),
    });
  }
  return {
    parent,
    parentState: await parent.storageState(),
    children: seeded,
    async dispose() {
      await parent.dispose().catch(() => {});
      for (const child of seeded) await child.device.dispose().catch(() => {});
    },
  };
}

/** `POST` as an API caller with a fresh Idempotency-Key; fails the test unless `status`. */
export async function postJson<T>(
  device: APIRequestContext,
  url: string,
  data: unknown,
  status = 200,
): Promise<T> {
  const response = await device.post(url, {
    headers: { ...ORIGIN_HEADERS, 'Idempotency-Key': randomUUID() },
    data,
  });
  expect(response.status(), `POST ${url}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}
