import type { Page } from '@playwright/test';

/** One time a watched text was found in the page after the watch was armed. */
export interface ForeignTextHit {
  text: string;
  path: string;
  /** Whether it was rendered text (`innerText`), not only in the DOM (attributes, hidden nodes). */
  rendered: boolean;
  /** Milliseconds since the watch was armed. */
  afterArmMs: number;
}

const ARMED_KEY = '__e2eForeignTextArmedAt';

/**
 * Watches every change of `page`'s DOM (a MutationObserver on the whole document, installed
 * before any page script runs, in every document the page loads) for any of `texts`, in text,
 * attributes (labels, alt texts) or the title. Nothing is recorded until {@link arm}; once armed
 * (kept in sessionStorage, so a full page load stays armed), the first appearance of each text
 * in each path is reported to the test, even if it was in the DOM for a single frame.
 */
export async function watchForText(page: Page, texts: readonly string[]) {
  const hits: ForeignTextHit[] = [];
  await page.exposeFunction('__e2eForeignText', (hit: ForeignTextHit) => {
    hits.push(hit);
  });
  await page.addInitScript(
    ({ needles, key }) => {
      const report = (window as unknown as { __e2eForeignText: (hit: unknown) => void })
        .__e2eForeignText;
      const seen = new Set<string>();
      const check = () => {
        const armedAt = (() => {
          try {
            return Number(sessionStorage.getItem(key) ?? 0);
          } catch {
            return 0; // about:blank and opaque origins have no storage, and no page of ours.
          }
        })();
        if (!armedAt) return;
        const html = document.documentElement?.outerHTML ?? '';
        const text = document.body?.innerText ?? '';
        for (const needle of needles) {
          const id = `${location.pathname}|${needle}`;
          if (seen.has(id) || !html.includes(needle)) continue;
          seen.add(id);
          report({
            text: needle,
            path: location.pathname,
            rendered: text.includes(needle),
            afterArmMs: Date.now() - armedAt,
          });
        }
      };
      (window as unknown as { __e2eForeignTextCheck: () => void }).__e2eForeignTextCheck = check;
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    { needles: [...texts], key: ARMED_KEY },
  );
  return {
    hits,
    /** From now on (this document and the next ones of the tab) every appearance is recorded. */
    async arm(): Promise<void> {
      await page.evaluate((key) => {
        sessionStorage.setItem(key, String(Date.now()));
        (window as unknown as { __e2eForeignTextCheck: () => void }).__e2eForeignTextCheck();
      }, ARMED_KEY);
    },
  };
}
