import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { NotificationsResponse } from '@portal/contracts/notifications';
import { expectNoA11yViolations } from '../support/a11y';
import { seedFamily, type SeededFamily } from '../support/families';
import { ARTIFACTS } from '../support/paths';

/*
 * Issue 38, item 4 (the notification centre): a fresh family's child completes its first task
 * and the parent approves it in 'Fila de Aprovação'; the child unlocks 'Primeira Tarefa' and the
 * parent's bell, with no reload, counts one unread message saying so. The panel lists it as
 * 'não lida'; 'Marcar todas como lidas' zeroes the count (on screen and at the BFF). Axe with the
 * panel open, on the parent's dashboard and on the child's, both 360 px wide; screenshots
 * `issue-38-notifications-*` (also in the test's test-results folder).
 */

const PHONE = { width: 360, height: 780 };
const TASK = 'Arrumar a cama';

/**
 * Saves what the phone shows (the panel is fixed to the screen, so not the full page) for people
 * (e2e/.artifacts/) and in this test's test-results folder.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
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

const navLink = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Navegação dos pais' }).getByRole('link', { name });
const bell = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notificações' });

let family: SeededFamily;

test.beforeEach(async () => {
  family = await seedFamily({
    parentName: 'Marta Lima',
    familyName: 'Família Lima',
    childName: 'Theo',
    tasks: [TASK],
  });
});

test.afterEach(async () => {
  await family?.dispose();
});

test.describe('the notification centre (issue 38)', () => {
  test.use({ viewport: PHONE });

  test("a first approved task puts 'Nova conquista!' in the parent's bell; 'Marcar todas como lidas' clears it", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(180_000);
    await context.addCookies(family.parentCookies);
    await page.goto('/parent/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel dos Pais' })).toBeVisible();
    // A new family has no messages: the bell is there, without a count.
    await expect(bell(page, 'Notificações')).toBeVisible();

    // The child does the task on its own phone; the parent approves it in the queue.
    await family.complete(TASK);
    await navLink(page, /^Aprovações/).click();
    const queue = page.getByRole('list', { name: 'Tarefas aguardando aprovação' });
    await queue
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Aprovar', exact: true })
      .click();
    await expect(page.getByText('Tudo em dia!')).toBeVisible();

    // 'Primeira Tarefa' unlocked: the bell counts it, live (no reload), on every screen's header.
    await expect(bell(page, 'Notificações, 1 não lida')).toHaveText('1');
    await navLink(page, /^Painel/).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Painel dos Pais' })).toBeVisible();
    const parentBell = bell(page, 'Notificações, 1 não lida');
    await expect(parentBell).toHaveText('1');

    await parentBell.click();
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    const message = panel.getByRole('link', { name: /^não lida: Nova conquista!/ });
    await expect(message).toHaveCount(1);
    await expect(message).toContainText(
      `${family.child.name} desbloqueou a conquista “Primeira Tarefa”.`,
    );
    await expect(message).toContainText('há poucos minutos');
    await expect(message).toHaveAttribute('href', '/parent/dashboard');
    await screenshot(page, 'issue-38-notifications-parent-360');
    await expectNoA11yViolations(page);

    await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(panel.getByText('não lida')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
    await screenshot(page, 'issue-38-notifications-parent-read-360');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell(page, 'Notificações')).toBeFocused();
    await expect(bell(page, 'Notificações')).toHaveText('');
    const stored = (await (
      await page.request.get('/api/notifications')
    ).json()) as NotificationsResponse;
    expect(stored.unreadCount).toBe(0);
    expect(stored.items.map((item) => item.title)).toEqual(['Nova conquista!']);

    // The child's dashboard has its own bell next to 'Sair'.
    const phone = await childPhone(browser, family);
    const childBell = phone.getByRole('button', { name: /^Notificações/ });
    await expect(childBell).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Sair' })).toBeVisible();
    await childBell.click();
    const childPanel = panelOf(phone);
    await expect(childPanel).toBeVisible();
    // Outside 18:00–21:00 a new child has no reminder yet; either way the panel is complete.
    await expect(
      childPanel.getByText('Nenhuma notificação por enquanto.').or(childPanel.getByRole('list')),
    ).toBeVisible();
    await screenshot(phone, 'issue-38-notifications-child-360');
    await expectNoA11yViolations(phone);
    await phone.keyboard.press('Escape');
    await expect(childPanel).toBeHidden();
    await expect(childBell).toBeFocused();
    await phone.context().close();
  });
});
