import path from 'node:path';
import type { Page } from '@playwright/test';
import { ARTIFACTS } from './paths';

/** Saves a full-page screenshot under e2e/.artifacts/ for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}
