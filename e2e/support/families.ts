import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { createChild, ORIGIN_HEADERS, uniqueSuffix } from './api';
import { subscribeFamily, type Purchase } from './billing';
import { setNextOidcUser, type OidcUser } from './oidc-provider';
import { E2E_PORTS, SHELL_URL } from './ports';

/** Who a seeded family is made of (names as a person would type them). */
export interface FamilyNames {
  parentName: string;
  familyName: string;
  childName: string;
  /** Tasks for the child (R$ 3,00 each, approval required, no photo), in creation order. */
  tasks: readonly string[];
}

/** A family made through the API: its parent's credentials, the child, the tasks' ids. */
export interface SeededFamily {
  /** The parent's Google account at the local provider ('Continuar com Google' signs it in). */
  parent: OidcUser;
  child: { id: string; name: string; username: string; pin: string };
  tasks: { id: string; title: string }[];
  /** The monthly plan the family bought (null with `subscribe: false`). */
  purchase: Purchase | null;
  /** The parent's signed-in cookies (for `context.addCookies`: no further e-mail sign-in). */
  parentCookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
  /** The child signed in on its own device (an API context): completes tasks as the child. */
  childDevice: APIRequestContext;
  /** `POST /api/tasks/{id}/complete` as the child: the task enters the parent's queue. */
  complete(title: string): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * Signs `user` up as a parent the way 'Continuar com Google' does, without a browser: the BFF's
 * social sign-in URL, the local provider's authorize step (non-interactive) and the BFF's
 * callback, followed as redirects by `device` (it keeps the cookies), then the social sign-up's
 * second step (family name and budget). `device` is then signed in as that parent. Google
 * sign-ups do not count against the suite's shared parent sign-up budget (10 per 10 minutes,
 * nearly spent by the specs that test sign-up itself) nor its e-mail sign-ins.
 */
export async function signUpWithGoogle(
  device: APIRequestContext,
  user: OidcUser,
  familyName: string,
  monthlyBudget = '500,00',
): Promise<void> {
  await setNextOidcUser(E2E_PORTS.oidc, user);
  const begin = () =>
    device.post('/api/auth/sign-in/social', {
      headers: ORIGIN_HEADERS,
      data: {
        provider: 'google',
        callbackURL: '/auth/callback',
        newUserCallbackURL: '/auth/callback',
        errorCallbackURL: '/parent/login?socialError=1',
      },
    });
  let start = await begin();
  // Every spec's family signs in from the proxy's one address: better-auth's sign-in window may
  // be spent by the specs before. Wait as its answer says, as a client would, then once more.
  for (let attempt = 0; start.status() === 429 && attempt < 2; attempt += 1) {
    const seconds = Number(
      start.headers()['x-retry-after'] ?? start.headers()['retry-after'] ?? 10,
    );
    await new Promise((resolve) => setTimeout(resolve, (Math.min(seconds, 60) + 1) * 1000));
    start = await begin();
  }
  expect(start.status(), await start.text()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const landed = await device.get(url);
  expect(new URL(landed.url()).pathname, 'back from the provider').toBe('/auth/callback');
  const complete = await device.post('/api/accounts/social/complete', {
    headers: ORIGIN_HEADERS,
    data: { fullName: user.name, familyName, phone: '', monthlyBudget },
  });
  expect(complete.status(), await complete.text()).toBe(200);
}

/**
 * Creates a family the way its people would, but through the API (no browser): a parent who
 * signs up with Google ({@link signUpWithGoogle}), one child, the tasks (the parent's session
 * cookies are returned, so a browser can reuse them); then the child signs in with username and
 * PIN on a device of its own, ready to complete tasks. New families start without premium
 * access (issue 13): unless `subscribe: false`, the family buys the monthly plan first
 * ({@link subscribeFamily}); a family without it can have no tasks (the tasks API answers 402).
 */
export async function seedFamily(
  names: FamilyNames,
  { subscribe = true }: { subscribe?: boolean } = {},
): Promise<SeededFamily> {
  const parentDevice = await playwrightRequest.newContext({ baseURL: SHELL_URL });
  const childDevice = await playwrightRequest.newContext({ baseURL: SHELL_URL });
  try {
    const suffix = uniqueSuffix();
    const parent: OidcUser = {
      sub: `google-oauth2|family-${suffix}`,
      email: `pais.${suffix}@example.com`,
      name: names.parentName,
      email_verified: true,
    };
    await signUpWithGoogle(parentDevice, parent, names.familyName);
    const purchase = subscribe ? await subscribeFamily(parentDevice) : null;
    const first = names.childName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
    const child = {
      name: names.childName,
      username: `${first}.${uniqueSuffix()}`,
      age: 10,
      email: `${first}.${uniqueSuffix()}@example.com`,
      weeklyLimit: 2000,
      pin: '135790',
    };
    const created = await createChild(parentDevice, child);
    const tasks: { id: string; title: string }[] = [];
    for (const title of names.tasks) {
      const response = await parentDevice.post('/api/tasks', {
        headers: ORIGIN_HEADERS,
        data: {
          title,
          value: '3,00',
          category: 'Outro',
          assignedChildren: [created.id],
          requiresPhoto: false,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      tasks.push({ id: ((await response.json()) as { id: string }).id, title });
    }
    const parentCookies = (await parentDevice.storageState()).cookies;
    await parentDevice.dispose();

    const signIn = await childDevice.post('/api/child-auth/sign-in', {
      headers: ORIGIN_HEADERS,
      data: { username: child.username, pin: child.pin },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);

    return {
      parent,
      purchase,
      parentCookies,
      child: { id: created.id, name: child.name, username: child.username, pin: child.pin },
      tasks,
      childDevice,
      async complete(title) {
        const task = tasks.find((t) => t.title === title);
        if (!task) throw new Error(`no task "${title}" in this family`);
        const response = await childDevice.post(`/api/tasks/${task.id}/complete`, {
          headers: ORIGIN_HEADERS,
          data: {},
        });
        expect(response.status(), `the child completes "${title}": ${await response.text()}`).toBe(
          200,
        );
      },
      dispose: () => childDevice.dispose(),
    };
  } catch (error) {
    await parentDevice.dispose().catch(() => {});
    await childDevice.dispose().catch(() => {});
    throw error;
  }
}
