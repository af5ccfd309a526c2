import { expect, test } from '@playwright/test';
import {
  mainChildManifest,
  mainParentManifest,
  remotesConfig,
  serveChildApp,
  startExtraShell,
} from '../support/portal';

const SHELL_PORT = 4200;
const MOVED_PORT = 4202;
const MOVED_PATH = '/cdn/child-app/v2';

test('moving child-app to another port and path needs only the runtime config (issue 2)', async ({
  page,
}) => {
  const shell = await startExtraShell(
    SHELL_PORT,
    remotesConfig(mainParentManifest, mainChildManifest),
  );
  const moved = await serveChildApp(MOVED_PORT, MOVED_PATH);
  try {
    const childAppRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        url.port === String(MOVED_PORT) ||
        url.href.startsWith(mainChildManifest.replace('mf-manifest.json', ''))
      ) {
        childAppRequests.push(url.href);
      }
    });

    await page.goto(`${shell.url}/child/login`);
    await expect(page.locator('[data-remote="child_app"]')).toBeVisible();
    expect(childAppRequests).toContain(mainChildManifest);

    // Operations edit only the shell's remotes.json; the shell build is untouched.
    shell.setConfig(
      remotesConfig(
        mainParentManifest,
        `http://localhost:${MOVED_PORT}${MOVED_PATH}/mf-manifest.json`,
      ),
    );
    childAppRequests.length = 0;
    await page.goto(`${shell.url}/child/login`);
    await expect(page.locator('[data-remote="child_app"]')).toBeVisible();
    expect(childAppRequests).toContain(
      `http://localhost:${MOVED_PORT}${MOVED_PATH}/mf-manifest.json`,
    );
    // Its code (not only the manifest) came from the new place.
    expect(
      childAppRequests.filter(
        (url) =>
          url.startsWith(`http://localhost:${MOVED_PORT}${MOVED_PATH}/`) && url.endsWith('.js'),
      ),
    ).not.toHaveLength(0);
    expect(childAppRequests.filter((url) => url.startsWith(`http://localhost:4002/`))).toHaveLength(
      0,
    );
  } finally {
    await moved.close();
    await shell.close();
  }
});
