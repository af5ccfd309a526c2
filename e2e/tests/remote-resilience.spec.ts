import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { documentWasKept, markDocument } from '../support/navigation';
import {
  mainParentManifest,
  remotesConfig,
  serveChildApp,
  startExtraShell,
} from '../support/portal';
import { saveScreenshot } from '../support/screenshots';

const SHELL_PORT = 4100;
const CHILD_PORT = 4102;

test('a child-app outage shows a fallback, retry recovers without a reload (issue 2)', async ({
  page,
}) => {
  const shell = await startExtraShell(
    SHELL_PORT,
    remotesConfig(mainParentManifest, `http://localhost:${CHILD_PORT}/mf-manifest.json`),
  );
  let childServer = await serveChildApp(CHILD_PORT);
  try {
    await page.goto(`${shell.url}/child/login`);
    await expect(page.locator('[data-remote="child_app"]')).toBeVisible();

    // The child-app's server goes away: a fresh visit gets the fallback, not a blank page.
    await childServer.close();
    await page.goto(`${shell.url}/child/login`);
    const fallback = page.getByRole('alert').filter({ hasText: 'Tentar novamente' });
    await expect(fallback).toBeVisible();
    await expect(page.locator('[data-remote="child_app"]')).toHaveCount(0);
    await saveScreenshot(page, 'issue-2-remote-fallback');
    await expectNoA11yViolations(page);
    await markDocument(page);

    // The rest of the portal keeps working meanwhile.
    const other = await page.context().newPage();
    await other.goto(`${shell.url}/`);
    await expect(other.locator('a, button', { hasText: 'Sou Pai/Mãe' })).toBeVisible();
    await other.goto(`${shell.url}/parent/login`);
    await expect(other.locator('[data-remote="parent_app"]')).toBeVisible();

    // A retry while the server is still down keeps the fallback.
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

    // The server comes back; retry renders the remote in the same document.
    childServer = await serveChildApp(CHILD_PORT);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.locator('[data-remote="child_app"]')).toBeVisible();
    await expect(
      page.locator('[data-remote="child_app"]').getByRole('heading', { level: 1 }),
    ).toBeVisible();
    expect(await documentWasKept(page)).toBe(true);

    await other.goto(`${shell.url}/`);
    await expect(other.locator('a, button', { hasText: 'Sou Criança' })).toBeVisible();
    await other.close();
  } finally {
    await childServer.close();
    await shell.close();
  }
});
