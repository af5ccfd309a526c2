import { expect, test, type Page } from '@playwright/test';
import { seedFamily } from '../support/families';
import { documentWasKept, markDocument } from '../support/navigation';
import { E2E_PORTS } from '../support/ports';
import { startStreamCutter } from '../support/stream-cutter';

/*
 * Issue 10, "Must show" 5: the event stream drops, the data changes on the server while it is
 * down (so its event is lost), the stream comes back — and the screen shows the change without a
 * reload. The parent keeps 'Fila de Aprovação' open; the child completes tasks on its own device.
 */

const FAMILY = {
  parentName: 'Rosalva Teixeira',
  familyName: 'Família Teixeira',
  childName: 'Caetano',
  tasks: ['Dobrar as toalhas', 'Varrer a varanda', 'Lavar a bicicleta'],
} as const;

const queueItems = (page: Page) =>
  page.getByRole('list', { name: 'Tarefas aguardando aprovação' }).getByRole('article');

const isEventStream = (url: string) => new URL(url).pathname === '/api/events';

test.describe('the event stream reconnects (issue 10)', () => {
  test('the stream drops, a task is completed meanwhile, the stream comes back: the queue shows it without a reload', async ({
    page,
  }) => {
    const family = await seedFamily(FAMILY);
    const cutter = await startStreamCutter(E2E_PORTS.streamCutter);
    try {
      await page.context().addCookies(family.parentCookies);
      const streamOpened = page.waitForResponse((r) => isEventStream(r.url()) && r.ok());
      await page.goto(`${cutter.url}/tasks/approve`);
      await expect(
        page.getByRole('heading', { name: 'Fila de Aprovação', level: 1 }),
      ).toBeVisible();
      await expect(page.getByText('Tudo em dia!')).toBeVisible();
      await streamOpened;
      await markDocument(page);

      // While connected, a completion arrives live (the stream works).
      await family.complete(FAMILY.tasks[0]);
      await expect(queueItems(page)).toHaveCount(1);
      await expect(queueItems(page).first()).toContainText(FAMILY.tasks[0]);

      // The connection drops, and reconnection attempts fail for now.
      const dropped = page.waitForEvent('requestfailed', {
        predicate: (r) => isEventStream(r.url()),
        timeout: 10_000,
      });
      expect(cutter.cut(), 'open event streams cut').toBeGreaterThan(0);
      await dropped;

      // Meanwhile the child completes another task: its event reaches nobody on this page.
      const refusedBefore = cutter.refused;
      await family.complete(FAMILY.tasks[1]);
      // The browser tries to reconnect after the change and is refused at least once: nothing
      // the stream could have carried reached the page.
      await expect.poll(() => cutter.refused, { timeout: 15_000 }).toBeGreaterThan(refusedBefore);
      await expect(queueItems(page)).toHaveCount(1);

      // The stream may come back: the browser reconnects by itself, and the screen catches up.
      const back = page.waitForResponse((r) => isEventStream(r.url()) && r.ok(), {
        timeout: 15_000,
      });
      cutter.restore();
      await back;
      await expect(queueItems(page)).toHaveCount(2);
      await expect(page.getByRole('list', { name: 'Tarefas aguardando aprovação' })).toContainText(
        FAMILY.tasks[1],
      );

      // And the new connection carries events again.
      await family.complete(FAMILY.tasks[2]);
      await expect(queueItems(page)).toHaveCount(3);
      expect(await documentWasKept(page), 'no page load happened').toBe(true);
    } finally {
      await cutter.close();
      await family.dispose();
    }
  });
});
