import { expect, test, type Page } from '@playwright/test';
import { submitParentLogin } from '../support/api';
import { watchForText } from '../support/dom-watch';
import { seedFamily, type SeededFamily } from '../support/families';

/*
 * Issue 10, "Must show" 5: a tablet shared by two families' parents. The first one signs out, the
 * second signs in on the same tab, and nothing of the first family is ever shown — not even for
 * one frame while the second one's data loads (parent-app's cache lives as long as the tab).
 */

const FIRST = {
  parentName: 'Ataulfo Quintanilha',
  familyName: 'Família Quintanilha',
  childName: 'Eustáquio',
  tasks: ['Polir o trombone', 'Regar as bromélias'],
} as const;
const SECOND = {
  parentName: 'Berenice Bragança',
  familyName: 'Família Bragança',
  childName: 'Filomena',
  tasks: ['Alimentar o jabuti', 'Guardar os patins'],
} as const;

const queue = (page: Page) => page.getByRole('list', { name: 'Tarefas aguardando aprovação' });

async function signInOnTheForm(page: Page, family: SeededFamily): Promise<void> {
  await page.getByLabel('E-mail').fill(family.parent.email);
  await page.getByLabel('Senha', { exact: true }).fill(family.parent.password);
  await submitParentLogin(page);
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
}

/** The parent's screens, reached with the app's own navigation (no page loads). */
async function visitParentScreens(page: Page, names: typeof FIRST | typeof SECOND) {
  const nav = page.getByRole('navigation', { name: /./ }).last();
  await expect(page.getByText(names.familyName)).toBeVisible();
  await expect(page.getByText(names.childName, { exact: true })).toBeVisible();

  await nav.getByRole('link', { name: /Aprovações/ }).click();
  await expect(page.getByRole('heading', { name: 'Fila de Aprovação', level: 1 })).toBeVisible();
  await expect(queue(page).getByRole('article')).toHaveCount(1);
  await expect(queue(page)).toContainText(names.tasks[0]);
  await expect(queue(page)).toContainText(names.childName);

  await nav.getByRole('link', { name: /Tarefas/ }).click();
  await expect(page.getByRole('heading', { name: 'Gerenciar Tarefas', level: 1 })).toBeVisible();
  for (const title of names.tasks) {
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  }
  await expect(page.getByText('Exibindo 2 de 2 tarefa(s)')).toBeVisible();

  await nav.getByRole('link', { name: /Painel/ }).click();
  await expect(page.getByRole('heading', { name: 'Painel dos Pais', level: 1 })).toBeVisible();
  await expect(page.getByText(names.familyName)).toBeVisible();
}

test.describe('a shared device (issue 10)', () => {
  test('one parent signs out, another signs in on the same tab: nothing of the first is ever shown', async ({
    page,
  }) => {
    // Each family: a child who completed its first task, so the queue has one item.
    const first = await seedFamily(FIRST);
    const second = await seedFamily(SECOND);
    await first.complete(FIRST.tasks[0]);
    await second.complete(SECOND.tasks[0]);
    await Promise.all([first.dispose(), second.dispose()]);

    // Everything a person could recognise the first family by.
    const watch = await watchForText(page, [
      FIRST.parentName,
      'Quintanilha',
      FIRST.childName,
      first.child.username,
      first.parent.email,
      ...FIRST.tasks,
    ]);

    // The first parent signs in and looks at the family's screens.
    await page.goto('/parent/login');
    await signInOnTheForm(page, first);
    await visitParentScreens(page, FIRST);

    // 'Sair' on the dashboard: the shell confirms and goes to the welcome screen.
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await expect(page.getByText('Sessão encerrada com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const signedOutAt = Date.now();
    await watch.arm();

    // The second parent, on the same tab: the welcome screen's parent button, then the login.
    try {
      await page.getByRole('button', { name: 'Sou Pai/Mãe' }).click();
      await expect(page).toHaveURL(/\/parent\/login$/);
      await signInOnTheForm(page, second);
      const signInTook = Date.now() - signedOutAt;
      // parent-app keeps unused answers for 60 s: past that, a cache that outlived the sign-out
      // would have expired by itself and this test would prove less (a rate-limited sign-in
      // waits up to a minute).
      test.info().annotations.push({
        type: 'timing',
        description: `second sign-in done ${signInTook} ms after the first parent signed out`,
      });
      if (signInTook > 50_000) {
        console.warn(`second sign-in took ${signInTook} ms: a stale cache may have expired`);
      }
      await visitParentScreens(page, SECOND);
      // Each screen once more, now that any late answer had time to arrive.
      await visitParentScreens(page, SECOND);
    } finally {
      // Soft: when a screen above already failed, both failures are reported.
      expect
        .soft(watch.hits, 'texts of the first family that entered the page after sign-out')
        .toEqual([]);
    }
  });
});
