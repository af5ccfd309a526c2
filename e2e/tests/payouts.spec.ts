import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Transaction } from '@portal/contracts/progress';
import { expectNoA11yViolations } from '../support/a11y';
import { signInChildOnPage } from '../support/child-login';
import { ORIGIN_HEADERS } from '../support/clients';
import { seedFamily, type SeededFamily } from '../support/families';
import { ARTIFACTS } from '../support/paths';
import { SHELL_URL } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 40 items 1–3 over the composed portal: the parent sets the child's Pix key in
 * Configurações › Filhos, pays R$ 5,00 by Pix from the dashboard's 'Pagar' (QR image and 'Pix
 * Copia e Cola' shown, 'Copiar' → 'Copiado!'), confirms 'Já paguei', and the child — signed in on
 * a phone of its own — sees the 'Saque via Pix' line and 'Meu dinheiro' change without a reload;
 * a cash payout is recorded once however often it is tapped, and more than the available
 * balance is refused before anything is sent. A fresh family per test, with R$ 10,00 earned by a
 * task that needs no approval (available at once); waits are expectations, never sleeps.
 */

const PHONE = { width: 390, height: 844 };

/** Saves a screenshot for people (e2e/.artifacts/) and one in this test's results folder. */
async function screenshot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The child's payout lines ('Saque'), read on the child's own device. */
async function payoutLines(
  family: SeededFamily,
): Promise<Pick<Transaction, 'description' | 'amount'>[]> {
  const response = await family.childDevice.get(`/api/children/${family.child.id}/transactions`);
  expect(response.status(), await response.text()).toBe(200);
  const { transactions } = (await response.json()) as { transactions: Transaction[] };
  return transactions
    .filter((line) => line.kind === 'payout')
    .map(({ description, amount }) => ({ description, amount }));
}

/** R$ 10,00 for the child: a task without approval, created by the parent, done by the child. */
async function earnTen(page: Page, family: SeededFamily): Promise<void> {
  const created = await page.request.post('/api/tasks', {
    headers: ORIGIN_HEADERS,
    data: {
      title: 'Lavar a louça',
      value: '10,00',
      category: 'Limpeza',
      assignedChildren: [family.child.id],
      requiresPhoto: false,
      requiresApproval: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const done = await family.childDevice.post(`/api/tasks/${id}/complete`, {
    headers: ORIGIN_HEADERS,
    data: {},
  });
  expect(done.status(), await done.text()).toBe(200);
}

/** The child on a phone of its own, on its profile's 'Histórico'. */
async function childHistory(browser: Browser, family: SeededFamily): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  await signInChildOnPage(phone, family.child);
  await phone.goto('/child/profile');
  await phone.getByRole('tab', { name: 'Histórico' }).click();
  return phone;
}

/** Opens the child's 'Pagar' dialog on the dashboard, once its balance is read. */
async function openPayout(page: Page, family: SeededFamily) {
  await page.goto('/parent/dashboard');
  await page.getByRole('button', { name: `Pagar a ${family.child.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pagar a ${family.child.name}` });
  await expect(dialog.getByText('Disponível para pagar')).toBeVisible();
  return dialog;
}

let family: SeededFamily;

test.beforeEach(async ({ context, page }) => {
  family = await seedFamily({
    parentName: 'Marta Lins',
    familyName: 'Família Lins',
    childName: 'Davi',
    tasks: [],
  });
  await context.addCookies(family.parentCookies);
  await earnTen(page, family);
});

test.afterEach(async () => {
  await family?.dispose();
});

test.describe("'Pagar ao filho' (issue 40)", () => {
  test.use({ viewport: PHONE });

  test("Pix: the parent sets the key, pays R$ 5,00 by QR or 'Copia e Cola', and the child sees the 'Saque' live", async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHELL_URL });
    const phone = await childHistory(browser, family);
    const money = phone.getByRole('region', { name: 'Meu dinheiro' });
    await expect(money.getByTestId('figure-money-available')).toHaveText(/R\$ 10,00/);
    await expect(money.getByTestId('figure-money-received')).toHaveText(/R\$ 0,00/);
    await expect(money.getByTestId('figure-money-earned')).toHaveText(/R\$ 10,00/);
    // Davi is 10: his own profile offers no Pix key.
    await phone.getByRole('tab', { name: 'Configurações' }).click();
    await expect(phone.getByRole('region', { name: 'Meus dados' })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Chave Pix' })).toHaveCount(0);
    await phone.getByRole('tab', { name: 'Histórico' }).click();
    await expect(
      phone.getByText('Nenhuma transação registrada.').or(phone.getByText('Lavar a louça')),
    ).toBeVisible();

    // Without a key, Pix says where to set it.
    let dialog = await openPayout(page, family);
    await dialog.getByRole('radio', { name: /Pix/ }).check();
    await expect(
      dialog.getByText('Cadastre uma chave Pix da criança para pagar via Pix.'),
    ).toBeVisible();
    await dialog.getByRole('link', { name: 'Cadastrar chave Pix' }).click();

    // Configurações › Filhos: the key, validated with the contracts' messages.
    await expect(page).toHaveURL(/\/parent\/settings\?tab=children$/);
    const row = page.getByRole('listitem', { name: family.child.name });
    const pix = row.getByRole('region', { name: 'Chave Pix' });
    await pix.getByRole('button', { name: `Cadastrar chave Pix de ${family.child.name}` }).click();
    const form = pix.getByRole('form', { name: `Chave Pix de ${family.child.name}` });
    await expect(form.getByLabel('Tipo da chave')).toBeFocused();
    await form.getByLabel('Tipo da chave').selectOption({ label: 'CPF' });
    await form.getByLabel('Chave', { exact: true }).fill('529.982.247-24');
    await form.getByRole('button', { name: 'Salvar chave Pix' }).click();
    await expect(form.getByText('CPF inválido. Confira os 11 dígitos.')).toBeVisible();
    await form.getByLabel('Chave', { exact: true }).fill('529.982.247-25');
    await screenshot(page, 'issue-40-pix-key-form-390');
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: 'Salvar chave Pix' }).click();
    await expect(pix.getByText('CPF: 529.982.247-25')).toBeVisible();

    // The dashboard's 'Pagar': R$ 5,00 by Pix.
    dialog = await openPayout(page, family);
    await expect(dialog.getByText('R$ 10,00', { exact: true })).toBeVisible();
    await dialog.getByRole('radio', { name: /Pix/ }).check();
    await expect(dialog.getByText('Chave Pix: 529.982.247-25')).toBeVisible();
    await dialog.getByLabel('Valor a pagar').fill('5,00');
    await screenshot(page, 'issue-40-payout-form-390');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Pagar via Pix' }).click();

    await expect(dialog.getByRole('heading', { name: 'Pix de R$ 5,00' })).toBeFocused();
    const qr = dialog.getByRole('img', {
      name: `QR Code do Pix de R$ 5,00 para ${family.child.name}`,
    });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(200);
    const code = dialog.getByLabel('Pix Copia e Cola');
    await expect(code).toBeVisible();
    const brCode = await code.inputValue();
    expect(brCode).toMatch(/^000201/);
    expect(brCode).toContain('br.gov.bcb.pix');
    expect(brCode).toContain('52998224725');
    expect(brCode).toContain('54045.00');
    await expect(
      dialog.getByText(
        'O Mesadinha não movimenta dinheiro: pague pelo app do seu banco e confirme aqui.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Copiar' }).click();
    await expect(dialog.getByText('Copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(brCode);
    await screenshot(page, 'issue-40-payout-pix-390');
    // What a phone shows once the parent scrolled to the confirmation (the dialog scrolls inside).
    await dialog.getByRole('button', { name: 'Já paguei' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'issue-40-payout-pix-buttons-390.png') });
    await expectNoA11yViolations(page);
    expect(await payoutLines(family), 'showing the code records nothing').toEqual([]);

    await dialog.getByRole('button', { name: 'Já paguei' }).dblclick();
    await expect(dialog.getByText('Pagamento registrado!')).toBeVisible();
    await expect(dialog.getByText(`R$ 5,00 pagos a ${family.child.name} via Pix.`)).toBeVisible();
    await expect(dialog.getByText('Novo saldo: R$ 5,00')).toBeVisible();
    await screenshot(page, 'issue-40-payout-done-390');
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.locator('.parent-dashboard__child').filter({ hasText: family.child.name }),
    ).toContainText('R$ 5,00');
    expect(await payoutLines(family)).toEqual([{ description: 'Saque via Pix', amount: -500 }]);

    // The child's phone, never reloaded: the 'Saque' line and 'Meu dinheiro' follow the event.
    const line = phone
      .getByRole('list', { name: 'Últimas movimentações' })
      .getByRole('listitem')
      .filter({ hasText: 'Saque via Pix' });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('−R$ 5,00');
    await expect(money.getByTestId('figure-money-available')).toHaveText(/R\$ 5,00/);
    await expect(money.getByTestId('figure-money-received')).toHaveText(/R\$ 5,00/);
    await expect(money.getByTestId('figure-money-earned')).toHaveText(/R\$ 10,00/);
    await screenshot(phone, 'issue-40-child-history-390');
    await expectNoA11yViolations(phone);
    await phone.context().close();
  });

  test('cash: more than available is refused, a double tap records once', async ({ page }) => {
    const dialog = await openPayout(page, family);
    await expect(dialog.getByRole('radio', { name: /Dinheiro/ })).toBeChecked();
    const amount = dialog.getByLabel('Valor a pagar');
    await amount.fill('20,00');
    await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
    await expect(
      dialog.getByText('O valor é maior que o saldo disponível da criança. Disponível: R$ 10,00.'),
    ).toBeVisible();
    await expect(amount).toBeFocused();
    expect(await payoutLines(family)).toEqual([]);

    await amount.fill('3,00');
    await dialog.getByRole('button', { name: 'Confirmar pagamento' }).dblclick();
    await expect(
      dialog.getByText(`R$ 3,00 pagos a ${family.child.name} em dinheiro.`),
    ).toBeVisible();
    await expect(dialog.getByText('Novo saldo: R$ 7,00')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Concluir' })).toBeFocused();
    expect(await payoutLines(family)).toEqual([{ description: 'Saque em dinheiro', amount: -300 }]);
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await expect(
      page.locator('.parent-dashboard__child').filter({ hasText: family.child.name }),
    ).toContainText('R$ 7,00');
    await screenshot(page, 'issue-40-dashboard-after-cash-390');
  });

  test('a 13-year-old sets its own Pix key; the parent sees it live in Configurações', async ({
    page,
    browser,
  }) => {
    const older = await page.request.patch(`/api/children/${family.child.id}`, {
      headers: ORIGIN_HEADERS,
      data: { age: 13 },
    });
    expect(older.status(), await older.text()).toBe(200);
    await page.goto('/parent/settings?tab=children');
    const parentPix = page
      .getByRole('listitem', { name: family.child.name })
      .getByRole('region', { name: 'Chave Pix' });
    await expect(parentPix.getByText('Sem chave Pix')).toBeVisible();

    const context = await browser.newContext({ viewport: PHONE });
    const phone = await context.newPage();
    await signInChildOnPage(phone, family.child);
    await phone.goto('/child/profile');
    await phone.getByRole('tab', { name: 'Configurações' }).click();
    const card = phone.getByRole('region', { name: 'Chave Pix' });
    await card.getByRole('button', { name: 'Cadastrar minha chave Pix' }).click();
    const form = card.getByRole('form', { name: 'Minha chave Pix' });
    await form.getByLabel('Tipo da chave').selectOption({ label: 'Celular' });
    await form.getByLabel('Chave', { exact: true }).fill('(11) 1234-5678');
    await form.getByRole('button', { name: 'Salvar chave Pix' }).click();
    await expect(form.getByText(/^Celular inválido/)).toBeVisible();
    await form.getByLabel('Chave', { exact: true }).fill('(11) 91234-5678');
    await screenshot(phone, 'issue-40-child-pix-key-form-390');
    await expectNoA11yViolations(phone);
    await form.getByRole('button', { name: 'Salvar chave Pix' }).click();
    await expect(card.getByText('Celular: +55 11 91234-5678')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Alterar minha chave Pix' })).toBeFocused();
    await expectNoA11yViolations(phone);
    await context.close();

    // The parent's settings, never reloaded, follow the child's change (children.changed).
    await expect(parentPix.getByText('Celular: +55 11 91234-5678')).toBeVisible();
  });
});
