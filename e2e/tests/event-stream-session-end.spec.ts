import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import type { ChildPublic } from '@portal/contracts/children';
import {
  createChild,
  createConfirmedParent,
  ORIGIN_HEADERS,
  signInParent,
  uniqueSuffix,
  type ParentAccount,
} from '../support/api';
import { SHELL_URL } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 36, item 2: an event stream ends with its session. A signed-in screen stays open on one
 * device while the session is ended from another: the BFF ends the screen's stream,
 * EventSource's reconnection is refused (401), and the page goes to its login — before, the
 * stream went on receiving the family's events.
 */

const isEventStream = (url: string) => new URL(url).pathname === '/api/events';

/** A new family (e-mail and password) with one child; `request` stays signed in as the parent. */
async function familyWithChild(
  request: APIRequestContext,
  names: { fullName: string; familyName: string; childName: string },
): Promise<{ parent: ParentAccount; child: ChildPublic; pin: string }> {
  const parent = await createConfirmedParent(request, names);
  await signInParent(request, parent);
  const suffix = uniqueSuffix();
  const pin = '482910';
  const child = await createChild(request, {
    name: names.childName,
    username: `${names.childName.toLowerCase()}.${suffix}`,
    age: 11,
    email: `${names.childName.toLowerCase()}.${suffix}@example.com`,
    weeklyLimit: 2000,
    pin,
  });
  return { parent, child, pin };
}

/** Opens `path` on `page` and returns its event stream's response once the screen shows. */
async function openWithStream(page: Page, path: string, heading: string): Promise<Response> {
  const streamOpened = page.waitForResponse((r) => isEventStream(r.url()) && r.ok());
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  return streamOpened;
}

/**
 * After `endSession` (on another device), `stream` is ended by the server (within seconds: a
 * revocation is announced at once), EventSource's reconnection is refused with 401, and the
 * page lands on `login`.
 */
async function expectSentToLogin(
  page: Page,
  stream: Response,
  endSession: () => Promise<void>,
  login: RegExp,
) {
  const refused = page.waitForResponse((r) => isEventStream(r.url()) && r.status() === 401, {
    timeout: 30_000,
  });
  await endSession();
  const ended = await Promise.race([
    stream.finished().then(() => 'ended'),
    new Promise((resolve) => setTimeout(() => resolve('still open'), 15_000)),
  ]);
  expect(ended, 'the stream of the ended session').toBe('ended');
  await refused;
  await expect(page).toHaveURL(login, { timeout: 30_000 });
}

test.describe('an event stream ends with its session (issue 36)', () => {
  test('a password change on the phone ends the laptop’s dashboard stream, and the laptop goes to the login', async ({
    page,
    browser,
  }) => {
    const { parent } = await familyWithChild(page.request, {
      fullName: 'Leocádia Fontoura',
      familyName: 'Família Fontoura',
      childName: 'Teodoro',
    });
    const stream = await openWithStream(page, '/parent/dashboard', 'Painel dos Pais');
    await expect(page.getByText('Família Fontoura')).toBeVisible();

    const phone = await browser.newContext({ baseURL: SHELL_URL });
    try {
      await signInParent(phone.request, parent);
      await expectSentToLogin(
        page,
        stream,
        async () => {
          const changed = await phone.request.post('/api/account/password', {
            headers: ORIGIN_HEADERS,
            data: {
              currentPassword: parent.password,
              newPassword: 'senha-nova-36',
              confirmPassword: 'senha-nova-36',
            },
          });
          expect(changed.status()).toBe(204);
        },
        // Where a signed-out visitor goes, told where to come back.
        /\/parent\/login\?redirectTo=%2Fparent%2Fdashboard$/,
      );
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
      await saveScreenshot(page, 'issue-36-session-ended-login');
      // The phone, whose session the change renewed, is still signed in.
      expect((await phone.request.get('/api/me')).status()).toBe(200);
    } finally {
      await phone.close();
    }
  });

  test('a parent deactivating the child ends the stream of the child’s tablet, which goes to the child login', async ({
    page,
    browser,
  }) => {
    const parentDevice = await browser.newContext({ baseURL: SHELL_URL });
    try {
      const { child, pin } = await familyWithChild(parentDevice.request, {
        fullName: 'Olavo Bittencourt',
        familyName: 'Família Bittencourt',
        childName: 'Iolanda',
      });
      // Usernames are unique across families: the child signs in on its tablet with it alone.
      const signedIn = await page.request.post('/api/child-auth/sign-in', {
        headers: ORIGIN_HEADERS,
        data: { username: child.username, pin },
      });
      expect(signedIn.status()).toBe(200);
      const stream = await openWithStream(page, '/child/dashboard', `Olá, ${child.name}!`);

      await expectSentToLogin(
        page,
        stream,
        async () => {
          const deactivated = await parentDevice.request.patch(`/api/children/${child.id}`, {
            headers: ORIGIN_HEADERS,
            data: { active: false },
          });
          expect(deactivated.status()).toBe(200);
        },
        /\/child\/login$/,
      );
      await saveScreenshot(page, 'issue-36-child-deactivated-login');
    } finally {
      await parentDevice.close();
    }
  });
});
