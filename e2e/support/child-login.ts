import { expect, type Page } from '@playwright/test';
import type { SeededFamily } from './families';

/**
 * Signs the family's child in on `page` as a child does on its own phone: 'Digitar meu usuário'
 * when the login offers remembered profiles, the username and the PIN typed, 'Entrar'; resolves
 * once Home greets the child.
 */
export async function signInChildOnPage(page: Page, child: SeededFamily['child']): Promise<void> {
  await page.goto('/child/login');
  const typeUsername = page.getByRole('button', { name: 'Digitar meu usuário' });
  if (await typeUsername.isVisible()) await typeUsername.click();
  await page.getByLabel('Nome de usuário').fill(child.username);
  await page.getByLabel('PIN', { exact: true }).fill(child.pin);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Olá, ${child.name}!` })).toBeVisible();
}
