import { devices, expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { canWriteDatabase, setFamilyAppearance } from '../support/appearance';
import { seedFamily, type SeededFamily } from '../support/families';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 12, "Appearance applied": a family that chose dark, English and euros sees its parent
 * screens and its child's screens dark on a light device, the document language follows, and
 * amounts show the euro symbol with the same value (never converted). The choice is remembered
 * on the device, so the next load is dark before /api/me answers. Screenshots at 390 px in
 * e2e/.artifacts/issue-12-appearance-*.png; axe finds no violation in dark.
 */

const FAMILY = {
  parentName: 'Helena Prado',
  familyName: 'Família Prado',
  childName: 'Ícaro',
  tasks: ['Regar as plantas'],
} as const;

const PHONE = (() => {
  const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  return {
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    viewport: { width: 390, height: 844 },
  };
})();

/** WCAG relative luminance of the backdrop behind `main` (the first opaque background up). */
function mainBackdropLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return ctx.getImageData(0, 0, 1, 1).data;
    };
    let color = 'rgb(255, 255, 255)';
    for (let e: Element | null = document.querySelector('main'); e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (rgba(bg)[3]! >= 128) {
        color = bg;
        break;
      }
    }
    const [r, g, b] = rgba(color);
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  });
}

async function expectDarkPage(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
    'dark',
  );
  expect(await mainBackdropLuminance(page), `${name}: the page behind main is dark`).toBeLessThan(
    0.1,
  );
  await saveScreenshot(page, name);
  await expectNoA11yViolations(page, { soft: true });
}

let family: SeededFamily;

test.beforeAll(async () => {
  test.skip(!canWriteDatabase(), 'sets families.appearance in the e2e PostgreSQL database');
  family = await seedFamily(FAMILY);
  await family.complete(FAMILY.tasks[0]);
  await setFamilyAppearance(family.parent.email, {
    theme: 'dark',
    language: 'en-US',
    currency: 'EUR',
  });
});

test.afterAll(async () => {
  await family?.dispose();
});

test.describe("the family's appearance is applied (issue 12)", () => {
  test.use({ ...PHONE, colorScheme: 'light' });

  test('the parent screens are dark, in the family language attribute and currency symbol', async ({
    page,
    context,
  }) => {
    await context.addCookies(family.parentCookies);
    await page.goto('/tasks/approve');
    await expect(page.getByRole('heading', { name: 'Fila de Aprovação', level: 1 })).toBeVisible();
    await expect(page.locator('.shell-root')).toHaveAttribute('data-mesa-scheme', 'dark');
    // R$ 3,00 of the task: the same value with the family's symbol, pt-BR digits.
    await expect(page.getByText('€ 3,00').first()).toBeVisible();
    await expect(page.getByText(/R\$/)).toHaveCount(0);
    await expectDarkPage(page, 'issue-12-appearance-approval-queue-390');

    await page.goto('/parent/dashboard');
    await expect(page.getByRole('heading', { name: 'Painel dos Pais', level: 1 })).toBeVisible();
    await expectDarkPage(page, 'issue-12-appearance-parent-dashboard-390');
    expect(await page.evaluate(() => localStorage.getItem('appearanceSettings'))).toBe(
      JSON.stringify({ theme: 'dark', language: 'en-US', currency: 'EUR' }),
    );
  });

  test('the next load is dark before /api/me answers (remembered on the device, no flash)', async ({
    page,
    context,
  }) => {
    await context.addCookies(family.parentCookies);
    await page.goto('/tasks/approve');
    await expect(page.locator('.shell-root')).toHaveAttribute('data-mesa-scheme', 'dark');
    // Hold the next /api/me: whatever shows meanwhile comes from the remembered appearance.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.locator('.shell-root')).toHaveAttribute('data-mesa-scheme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );
    release();
    await expect(page.getByRole('heading', { name: 'Fila de Aprovação', level: 1 })).toBeVisible();
  });

  test("the child's screens follow the family's dark choice and currency", async ({
    page,
    context,
  }) => {
    await context.addCookies((await family.childDevice.storageState()).cookies);
    await page.goto('/child/dashboard');
    await expect(page.getByRole('heading', { name: `Olá, ${FAMILY.childName}!` })).toBeVisible();
    await expect(page.locator('[data-remote="child_app"]')).toHaveAttribute(
      'data-mesa-scheme',
      'dark',
    );
    await expect(page.getByText(/€ \d/).first()).toBeVisible();
    await expect(page.getByText(/R\$/)).toHaveCount(0);
    await expectDarkPage(page, 'issue-12-appearance-child-dashboard-390');

    await page.goto('/child/tasks');
    await expect(page.getByRole('heading', { name: 'Tarefas', level: 1 })).toBeVisible();
    // The completed task's reward, waiting for approval: already in the balance, in euros.
    await expect(
      page.getByRole('region', { name: 'Meu progresso' }).getByText('€ 3,00'),
    ).toBeVisible();
    await expectDarkPage(page, 'issue-12-appearance-child-tasks-390');
  });
});
