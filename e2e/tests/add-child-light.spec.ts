import { expect, test } from '@playwright/test';
import type { ChildListResponse } from '@portal/contracts/children';
import { CHILD_CONSENT_TEXT } from '@portal/contracts/messages';
import { expectNoA11yViolations } from '../support/a11y';
import { createConfirmedParent, signInParent } from '../support/api';
import { signInChildOnPage } from '../support/child-login';
import { SHELL_URL } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 41 item 5, "Adding a child is light": in 'Adicionar Filhos' the username follows the
 * name typed and is checked free with the BFF ('Ana' is the demo family's, so a free variant
 * is proposed), the e-mail is left blank (optional, LGPD), the consent's 'Política de
 * Privacidade' opens the public policy in a new tab without losing the form, and the child then
 * signs in on its own phone with the suggested username and its PIN.
 */
test('a parent adds a child without e-mail with the suggested username; the child signs in', async ({
  page,
  browser,
}) => {
  const parent = await createConfirmedParent(page.request, {
    fullName: 'Marina Lopes',
    familyName: 'Família Lopes',
  });
  await signInParent(page.request, parent);
  await page.goto('/children/setup');
  await expect(page.getByRole('heading', { name: 'Adicionar Filhos', level: 1 })).toBeVisible();

  const card = page.getByRole('region', { name: 'Criança 1' });
  await card.getByLabel('Nome', { exact: true }).fill('Ana Lopes');
  const username = card.getByLabel('Nome de usuário');
  // 'ana' is the demo family's child (usernames are unique across families, ADR 016).
  await expect(username).toHaveAccessibleDescription(/“ana” já está em uso; sugerimos “ana\d+”/);
  await expect(username).toHaveValue(/^ana\d+$/);
  const suggested = await username.inputValue();
  await card.getByLabel('Idade').fill('10');
  const email = card.getByLabel('E-mail da criança (opcional)');
  await expect(email).toHaveValue('');
  await expect(email).toHaveAccessibleDescription(/Pode ficar em branco.*LGPD/);
  const pin = '246810';
  await card.getByLabel('PIN (6 dígitos)').fill(pin);

  // The policy opens in a new tab; the form keeps what was typed, the consent stays unticked.
  const consent = page.getByRole('checkbox', { name: CHILD_CONSENT_TEXT });
  const [policy] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Política de Privacidade' }).click(),
  ]);
  await expect(policy).toHaveURL(/\/privacidade$/);
  await expect(
    policy.getByRole('heading', { name: 'Política de Privacidade', level: 1 }),
  ).toBeVisible();
  await expect(policy.getByRole('heading', { name: 'Dados das crianças', level: 2 })).toBeVisible();
  await expectNoA11yViolations(policy);
  await saveScreenshot(policy, 'privacy-policy');
  await policy.close();
  await expect(username).toHaveValue(suggested);
  await expect(consent).not.toBeChecked();

  await consent.click();
  await expect(consent).toBeChecked();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, 'add-child-without-email');

  await page.getByRole('button', { name: 'Finalizar Configuração' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  const listed = await page.request.get('/api/children');
  expect(listed.status()).toBe(200);
  const { children } = (await listed.json()) as ChildListResponse;
  expect(children.map((child) => [child.name, child.username, child.email])).toEqual([
    ['Ana Lopes', suggested, null],
  ]);

  // The child, on a phone of its own, with the suggested username and the PIN.
  const phone = await browser.newContext({ baseURL: SHELL_URL, locale: 'pt-BR' });
  try {
    const childPage = await phone.newPage();
    await signInChildOnPage(childPage, {
      id: children[0]!.id,
      name: 'Ana',
      username: suggested,
      pin,
    });
  } finally {
    await phone.close();
  }
});
