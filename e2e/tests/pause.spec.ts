import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays, saoPauloToday } from '@portal/domain';
import { expectNoA11yViolations } from '../support/a11y';
import { seedFamily, type SeededFamily } from '../support/families';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 38, item 3 ('Modo férias'), shown on both sides: the parent pauses the whole family from
 * today to a week later in Configurações › Família, sees 'Férias de dd/mm a dd/mm' and 'Pausado
 * até dd/mm' there, on the child's row in 'Filhos' and on the child's dashboard card; the child,
 * signing in on a phone of its own, sees 'Pausado até dd/mm — aproveite as férias!'. A fresh
 * family per test; waits are expectations, never sleeps.
 */

const PHONE = { width: 390, height: 844 };

/** 'dd/mm' of a São Paulo day. */
function dayMonth(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** Saves a screenshot for people (e2e/.artifacts/) and one in this test's test-results folder. */
async function screenshot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A child signs in on a phone of its own (username and PIN typed in). */
async function childPhone(browser: Browser, family: SeededFamily): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/child/login');
  const typeUsername = page.getByRole('button', { name: 'Digitar meu usuário' });
  if (await typeUsername.isVisible()) await typeUsername.click();
  await page.getByLabel('Nome de usuário').fill(family.child.username);
  await page.getByLabel('PIN', { exact: true }).fill(family.child.pin);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Olá, ${family.child.name}!` })).toBeVisible();
  return page;
}

let family: SeededFamily;

test.beforeEach(async () => {
  family = await seedFamily({
    parentName: 'Marta Rocha',
    familyName: 'Família Rocha',
    childName: 'Iara',
    tasks: [],
  });
});

test.afterEach(async () => {
  await family?.dispose();
});

test.describe("'Modo férias' (issue 38)", () => {
  test.use({ viewport: PHONE });

  test("the family's pause shows in the settings, on the child's card and to the child", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const today = saoPauloToday();
    const end = addDays(today, 7);
    const paused = `Pausado até ${dayMonth(end)}`;

    await context.addCookies(family.parentCookies);
    await page.goto('/parent/settings?tab=family');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    const pause = page.getByRole('region', { name: 'Modo férias' });
    await expect(
      pause.getByText('Sem mesada, sem novas tarefas recorrentes e a sequência não se perde.'),
    ).toBeVisible();
    await expect(pause.getByText('Sem férias programadas')).toBeVisible();

    await pause.getByRole('button', { name: 'Programar férias da família' }).click();
    const form = pause.getByRole('form', { name: 'Modo férias da família' });
    const from = form.getByLabel('De');
    await expect(from).toBeFocused();
    // A new pause starts as today to a week later; the parent sets them anyway.
    await from.fill(today);
    await form.getByLabel('Até').fill(end);
    await screenshot(page, 'issue-38-pause-form-390');
    await expectNoA11yViolations(page);

    await form.getByRole('button', { name: 'Salvar férias' }).click();
    await expect(form).toBeHidden();
    await expect(pause.getByText(`Férias de ${dayMonth(today)} a ${dayMonth(end)}`)).toBeVisible();
    await expect(pause.getByText(paused, { exact: true })).toBeVisible();
    await expect(pause.getByRole('button', { name: 'Alterar férias da família' })).toBeFocused();
    await expect(pause.getByRole('button', { name: 'Desligar férias da família' })).toBeVisible();
    await screenshot(page, 'issue-38-pause-saved-390');
    await expectNoA11yViolations(page);

    // The child's own section says the family's pause covers it.
    await page.getByRole('tab', { name: /Filhos/ }).click();
    const row = page.getByRole('listitem', { name: family.child.name });
    const childPause = row.getByRole('region', { name: 'Modo férias' });
    await expect(childPause.getByText(`${paused} · Pelas férias da família.`)).toBeVisible();
    await childPause.scrollIntoViewIfNeeded();
    await screenshot(page, 'issue-38-pause-child-row-390');
    await expectNoA11yViolations(page);

    await page.goto('/parent/dashboard');
    const card = page
      .getByRole('region', { name: 'Visão geral dos filhos' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: family.child.name }) });
    await expect(card.getByText(paused)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'issue-38-pause-dashboard-390');
    await expectNoA11yViolations(page);

    const phone = await childPhone(browser, family);
    const banner = phone
      .getByRole('status')
      .filter({ hasText: `${paused} — aproveite as férias!` });
    await expect(banner).toBeVisible();
    await screenshot(phone, 'issue-38-pause-child-dashboard-390');
    await expectNoA11yViolations(phone);
    await phone.context().close();
  });
});
