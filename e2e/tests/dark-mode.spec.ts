import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devices, expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { canWriteDatabase, setFamilyAppearance } from '../support/appearance';
import { seedFamily, type SeededFamily } from '../support/families';
import { ARTIFACTS } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 10, "Must show" 4: the login pages and 'Fila de Aprovação' in dark mode (the device asks
 * for it: prefers-color-scheme), on a phone (390 px) and a desktop (1280 px). Full-page
 * screenshots land in e2e/.artifacts/issue-10-dark-*.png (git-ignored) for people to look at;
 * the test checks that the page really is dark and axe-clean. Soft checks: every screenshot is
 * taken even when an earlier page fails.
 */

const FAMILY = {
  parentName: 'Noemi Duarte',
  familyName: 'Família Duarte',
  childName: 'Otávio',
  tasks: ['Estender a roupa'],
} as const;

/** A surface is "dark" at this WCAG relative luminance or below (#595959 is about 0.1). */
const DARK = 0.1;
/**
 * The screenshot as a whole, averaged over its pixels: light text and accent buttons lift a dark
 * page to about 0.05; a light page is near 0.9.
 */
const DARK_PICTURE = 0.15;
/** Text on a dark surface is light: at least this luminance (#aaaaaa is about 0.4). */
const LIGHT_TEXT = 0.4;

interface Surface {
  what: string;
  color: string;
  luminance: number;
}

/**
 * What a person sees as background and text: the main content's and the header's backdrop (the
 * first opaque background up the tree, else the canvas), every large opaque surface inside the
 * main content that is not a control (cards, panels, list items) and the colour of the h1. Colours go
 * through a canvas, so any CSS colour syntax (rgb, oklch, color-mix…) is measured alike.
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return { r: r!, g: g!, b: b!, a: a! / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const canvasColor = getComputedStyle(document.documentElement).colorScheme.includes('dark')
      ? 'rgb(18, 18, 18)'
      : 'rgb(255, 255, 255)';
    const backdrop = (element: Element | null) => {
      for (let e = element; e; e = e.parentElement) {
        const color = getComputedStyle(e).backgroundColor;
        if (rgba(color).a >= 0.5) return color;
      }
      return canvasColor;
    };
    const surface = (what: string, color: string) => ({
      what,
      color,
      luminance: Math.round(luminance(rgba(color)) * 1000) / 1000,
    });
    const main = document.querySelector('main');
    const h1 = document.querySelector('h1');
    const mainBox = main?.getBoundingClientRect();
    const controls = 'button, a, input, select, textarea, [role=button], [role=switch], [role=tab]';
    const large = [...(main?.querySelectorAll('*') ?? [])].filter((element) => {
      if (element.closest(controls)) return false;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        style.visibility !== 'hidden' &&
        rgba(style.backgroundColor).a >= 0.5 &&
        box.height >= 60 &&
        box.width >= Math.min(200, (mainBox?.width ?? 0) * 0.5)
      );
    });
    return {
      surfaces: [
        surface('main', backdrop(main)),
        surface('behind the h1', backdrop(h1)),
        ...large.map((element) =>
          surface(
            `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
            getComputedStyle(element).backgroundColor,
          ),
        ),
      ] as Surface[],
      heading: surface('h1 text', h1 ? getComputedStyle(h1).color : 'rgb(0, 0, 0)'),
    };
  });
}

/**
 * Mean WCAG relative luminance of a PNG's pixels, decoded by the browser on a blank page of the
 * same context (no CSP there to refuse a data: image).
 */
async function meanLuminance(page: Page, png: Buffer): Promise<number> {
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      let sum = 0;
      let count = 0;
      for (let i = 0; i < data.length; i += 4 * 7) {
        sum +=
          0.2126 * channel(data[i]!) +
          0.7152 * channel(data[i + 1]!) +
          0.0722 * channel(data[i + 2]!);
        count += 1;
      }
      return Math.round((sum / count) * 1000) / 1000;
    }, png.toString('base64'));
  } finally {
    await scratch.close();
  }
}

/** Screenshot, then: a dark picture, dark surfaces, light heading, axe clean (all soft). */
async function lookAt(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
  const picture = await meanLuminance(page, readFileSync(path.join(ARTIFACTS, `${name}.png`)));
  const { surfaces, heading } = await measure(page);
  console.log(`${name}: picture ${picture}, ${JSON.stringify([...surfaces, heading])}`);
  expect
    .soft(picture, `${name}: mean luminance of the screenshot`)
    .toBeLessThanOrEqual(DARK_PICTURE);
  expect
    .soft(
      surfaces.filter((s) => s.luminance > DARK),
      `${name}: light surfaces in dark mode`,
    )
    .toEqual([]);
  expect
    .soft(heading.luminance, `${name}: the h1 is light text`)
    .toBeGreaterThanOrEqual(LIGHT_TEXT);
  // Nothing sticks out of its card (a text field once forced the child login's form wider than
  // the card at 390 px: a grid column sized by the input's intrinsic width).
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('.mesa-card')].flatMap((card) => {
      const { right } = card.getBoundingClientRect();
      return [...card.querySelectorAll('input, button, select, textarea')]
        .filter((control) => control.getBoundingClientRect().right > right + 0.5)
        .map((control) => control.outerHTML.slice(0, 80));
    }),
  );
  expect.soft(overflowing, `${name}: controls wider than their card`).toEqual([]);
  await expectNoA11yViolations(page, { soft: true });
}

/** A device's context options (not its browser: the project's Chromium runs both). */
function like(device: (typeof devices)[string], viewport: { width: number; height: number }) {
  const { userAgent, deviceScaleFactor, isMobile, hasTouch } = device;
  return { userAgent, deviceScaleFactor, isMobile, hasTouch, viewport };
}

const SIZES = [
  { width: 390, use: like(devices['Pixel 7'], { width: 390, height: 844 }) },
  { width: 1280, use: like(devices['Desktop Chrome'], { width: 1280, height: 800 }) },
] as const;

let family: SeededFamily;

test.beforeAll(async () => {
  family = await seedFamily(FAMILY);
  await family.complete(FAMILY.tasks[0]);
  // Issue 12: a signed-in family's screens follow its appearance (light unless chosen); this
  // family chose 'auto', so its screens follow the device's dark scheme like the login pages.
  if (canWriteDatabase()) {
    await setFamilyAppearance(family.parent.email, {
      theme: 'auto',
      language: 'pt-BR',
      currency: 'BRL',
    });
  }
});

test.afterAll(async () => {
  await family?.dispose();
});

for (const size of SIZES) {
  test.describe(`dark mode at ${size.width} px (issue 10)`, () => {
    test.use({ ...size.use, colorScheme: 'dark' });

    test(`the login pages and 'Fila de Aprovação' are dark and axe-clean at ${size.width} px`, async ({
      page,
      context,
    }) => {
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        true,
      );

      await page.goto('/parent/login');
      await expect(page.getByRole('heading', { name: 'Entrar', level: 1 })).toBeVisible();
      await expect(page.getByLabel('E-mail')).toBeVisible();
      await lookAt(page, `issue-10-dark-parent-login-${size.width}`);

      await page.goto('/child/login');
      await expect(page.getByLabel('Nome de usuário')).toBeVisible();
      await lookAt(page, `issue-10-dark-child-login-${size.width}`);

      await context.addCookies(family.parentCookies);
      await page.goto('/tasks/approve');
      await expect(
        page.getByRole('heading', { name: 'Fila de Aprovação', level: 1 }),
      ).toBeVisible();
      const item = page
        .getByRole('list', { name: 'Tarefas aguardando aprovação' })
        .getByRole('article');
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(FAMILY.tasks[0]);
      await lookAt(page, `issue-10-dark-approval-queue-${size.width}`);
    });
  });
}
