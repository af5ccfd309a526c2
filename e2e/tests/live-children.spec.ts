import { expect, test, type Page } from '@playwright/test';
import {
  createChild,
  createConfirmedParent,
  signInParent,
  uniqueSuffix,
  type NewChild,
} from '../support/api';
import { E2E_DATABASE_URL_VAR, startBff } from '../support/bff';
import { E2E_PORTS } from '../support/ports';
import {
  mainChildManifest,
  mainParentManifest,
  remotesConfig,
  startExtraShell,
} from '../support/portal';
import { saveScreenshot } from '../support/screenshots';

/** The product requirement: a change made in one tab shows in the other within 2 seconds. */
const MAX_DELAY_MS = 2_000;
const SECOND_SHELL_PORT = 4300;

type Received = { type: string; familyId: string; at: number }[];

/**
 * Opens the page's own connection to the BFF's event stream (`GET /api/events`, same origin, the
 * session cookie) and records each `children.changed` with its arrival time (`Date.now()`: the
 * browser and this test run on one machine and share the clock). Resolves once connected.
 */
async function listenToEvents(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const received: Received = [];
        (window as unknown as { __childrenEvents: Received }).__childrenEvents = received;
        const source = new EventSource('/api/events');
        source.addEventListener('children.changed', (event) => {
          const data = JSON.parse((event as MessageEvent<string>).data) as Received[number];
          received.push({ ...data, at: Date.now() });
        });
        source.onopen = () => resolve();
        source.onerror = () => reject(new Error('the event stream did not open'));
      }),
  );
}

/** Waits for the n-th `children.changed` seen by `listenToEvents` and returns it. */
async function nthChildrenEvent(page: Page, n: number): Promise<Received[number]> {
  await page.waitForFunction(
    (count) =>
      (window as unknown as { __childrenEvents: Received }).__childrenEvents.length >= count,
    n,
    { timeout: 10_000 },
  );
  return page.evaluate(
    (index) => (window as unknown as { __childrenEvents: Received }).__childrenEvents[index]!,
    n - 1,
  );
}

/**
 * Starts watching (every animation frame) for `text` in the page, e.g. a child's name in the
 * dashboard's children overview, which parent-app refreshes on `children.changed`. Resolves
 * with the time it appeared.
 */
function appearanceOf(page: Page, text: string): Promise<number> {
  return page
    .waitForFunction((wanted) => document.body.innerText.includes(wanted), text, {
      timeout: 10_000,
    })
    .then(() => Date.now());
}

/** Puts the measured delays in the report (the margin under 2 s matters on slow CI machines). */
function reportDelays(eventMs: number, listedMs: number): void {
  test.info().annotations.push({
    type: 'delay',
    description: `event ${eventMs} ms, listed ${listedMs} ms after the POST answered`,
  });
  console.log(`${test.info().title}: event ${eventMs} ms, listed ${listedMs} ms`);
}

function newChild(name: string, age: number): NewChild {
  const suffix = uniqueSuffix();
  const username = `${name.toLowerCase()}.${suffix}`;
  return {
    name,
    username,
    age,
    email: `${username}@example.com`,
    weeklyLimit: 2500,
    pin: '135790',
  };
}

test.describe('children list, live across tabs and BFF instances (issue 3)', () => {
  test('a child added in one tab reaches the other tab through the event stream within 2 s', async ({
    page,
    context,
  }) => {
    const parent = await createConfirmedParent(page.request, {
      fullName: 'Paulo Reis',
      familyName: 'Família Reis',
    });
    await signInParent(page.request, parent);
    const first = await createChild(page.request, newChild('Nina', 10));

    const otherTab = await context.newPage();
    await otherTab.goto('/parent/dashboard');
    await expect(otherTab).toHaveURL(/\/parent\/dashboard$/);
    await listenToEvents(otherTab);

    await expect(otherTab.getByRole('heading', { level: 3, name: first.name })).toBeVisible();

    const theo = newChild('Theo', 13);
    const shown = appearanceOf(otherTab, theo.name);
    const added = await createChild(page.request, theo);
    const respondedAt = Date.now();
    const event = await nthChildrenEvent(otherTab, 1);
    expect(event).toMatchObject({ type: 'children.changed', familyId: first.familyId });
    expect(added.familyId).toBe(first.familyId);
    const listedAt = await shown;
    reportDelays(event.at - respondedAt, listedAt - respondedAt);
    expect(event.at - respondedAt, 'delay until the other tab hears of it').toBeLessThan(
      MAX_DELAY_MS,
    );
    expect(listedAt - respondedAt, 'delay until the other tab lists it').toBeLessThan(MAX_DELAY_MS);
    await saveScreenshot(otherTab, 'issue-3-live-children-other-tab');
  });

  test('the same works when the two tabs talk to two BFF instances on one PostgreSQL database', async ({
    page,
    context,
  }) => {
    const databaseUrl = process.env[E2E_DATABASE_URL_VAR];
    test.skip(!databaseUrl, 'needs PostgreSQL: PGlite cannot be shared by two BFF processes');
    test.setTimeout(90_000);

    const secondBff = await startBff(E2E_PORTS.secondBff, databaseUrl);
    const secondShell = await startExtraShell(
      SECOND_SHELL_PORT,
      remotesConfig(mainParentManifest, mainChildManifest),
      { apiTarget: secondBff.url },
    );
    try {
      const parent = await createConfirmedParent(page.request, {
        fullName: 'Rita Alves',
        familyName: 'Família Alves',
      });
      await signInParent(page.request, parent);
      const first = await createChild(page.request, newChild('Gabi', 12));

      // Cookies are per host, not per port: the session cookie set by localhost:4000 also goes
      // to localhost:4300, whose /api is the second BFF (it validates it in the shared database).
      const otherTab = await context.newPage();
      await otherTab.goto(`${secondShell.url}/parent/dashboard`);
      await expect(otherTab).toHaveURL(/:4300\/parent\/dashboard$/);
      const viaSecond = await otherTab.evaluate(async () => {
        const response = await fetch('/api/me', { credentials: 'include' });
        return response.status;
      });
      expect(viaSecond, 'the second instance knows the session').toBe(200);
      await listenToEvents(otherTab);

      await expect(otherTab.getByRole('heading', { level: 3, name: first.name })).toBeVisible();

      // The change goes through the FIRST instance (tab 1's shell, :4000).
      const lucas = newChild('Lucas', 16);
      const shown = appearanceOf(otherTab, lucas.name);
      await createChild(page.request, lucas);
      const respondedAt = Date.now();
      const event = await nthChildrenEvent(otherTab, 1);
      expect(event).toMatchObject({ type: 'children.changed', familyId: first.familyId });
      const listedAt = await shown;
      reportDelays(event.at - respondedAt, listedAt - respondedAt);
      expect(event.at - respondedAt, 'delay across instances').toBeLessThan(MAX_DELAY_MS);
      expect(listedAt - respondedAt, 'listed across instances').toBeLessThan(MAX_DELAY_MS);
    } finally {
      await secondShell.close();
      await secondBff.close();
    }
  });
});
