import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.1 A/AA) on the current page and fails with a readable list of violations.
 * `soft`: the failure is recorded and the test goes on (e.g. to take its other screenshots).
 */
export async function expectNoA11yViolations(
  page: Page,
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  (soft ? expect.soft : expect)(
    summary,
    `axe violations on ${new URL(page.url()).pathname}`,
  ).toEqual([]);
}
