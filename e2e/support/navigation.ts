import type { Page } from '@playwright/test';

/**
 * Client-side navigation (what a router link does), without a page load: pushes the path and
 * lets react-router react to popstate.
 */
export async function navigateInApp(page: Page, pathname: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

/** Marks the current document; `documentWasKept` is true while no reload happened since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __mesaMarker: number }).__mesaMarker = 1;
  });
}

export function documentWasKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __mesaMarker?: number }).__mesaMarker === 1);
}
