import { expect, test, type Browser, type Page } from '@playwright/test';
import { ChildListResponseSchema } from '@portal/contracts/children';
import { formatMoney } from '@portal/domain';
import { expectNoA11yViolations } from '../support/a11y';
import { DEMO_PARENT, ORIGIN_HEADERS, signInParent } from '../support/api';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 12, "Must show" 1: the demo parent's 'Painel dos Pais' shows both children's balances,
 * the weekly spending card and the 'Revisar' banner (Bruno's seeded 'Regar as plantas' waits
 * for approval); when Ana completes a task on her own phone, the banner's count and the
 * activity feed change without a reload. Screenshots at 390 px and 1280 px, axe at both.
 */

const TASK = 'Guardar os brinquedos';

/** Ana's phone: signs in by typing her username and PIN (the seeded demo child). */
async function anaPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/child/login');
  const typeUsername = page.getByRole('button', { name: 'Digitar meu usuário' });
  if (await typeUsername.isVisible()) await typeUsername.click();
  await page.getByLabel('Nome de usuário').fill('ana');
  await page.getByLabel('PIN', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/child\/dashboard$/);
  return page;
}

const banner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'aguardando sua aprovação' });

test('the demo parent follows the family live on "Painel dos Pais"', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const parent = await context.newPage();
  await signInParent(parent.request, DEMO_PARENT);
  const list = ChildListResponseSchema.parse(
    await (await parent.request.get('/api/children')).json(),
  );
  const byName = new Map(list.children.map((child) => [child.name, child]));
  const ana = byName.get('Ana')!;
  const bruno = byName.get('Bruno')!;

  await parent.setViewportSize({ width: 390, height: 844 });
  await parent.goto('/parent/dashboard');
  await expect(parent.getByRole('heading', { level: 1, name: 'Painel dos Pais' })).toBeVisible();
  await expect(parent.getByText('2 filhos')).toBeVisible();

  // Both children with their balances.
  const overview = parent.getByRole('region', { name: 'Visão geral dos filhos' });
  for (const child of [ana, bruno]) {
    const row = overview.getByRole('listitem').filter({
      has: parent.getByRole('heading', { level: 3, name: child.name }),
    });
    await expect(row).toContainText(`Saldo: ${formatMoney(child.balance)}`);
  }
  await expect(parent.getByRole('region', { name: 'Saldo total' })).toContainText(
    formatMoney(ana.balance + bruno.balance),
  );
  // The weekly spending card, against the demo family's default limit (R$ 100,00).
  const weekly = parent.getByRole('region', { name: 'Gastos da semana' });
  await expect(weekly).toContainText(/R\$ \d+,\d{2}/);
  await expect(weekly).toContainText('Limite semanal: R$ 100,00');
  // What the figure counts (issue 41).
  await expect(weekly).toContainText(
    'Desde domingo: o que os filhos gastaram mais o valor das tarefas criadas nesta semana',
  );
  await expect(parent.getByRole('region', { name: 'Tarefas hoje' })).toBeVisible();

  // Bruno's seeded completion waits: the banner with 'Revisar'.
  await expect(banner(parent)).toContainText('1 tarefa aguardando sua aprovação');
  await expect(banner(parent).getByRole('button', { name: 'Revisar' })).toBeVisible();
  const activity = parent.getByRole('region', { name: 'Atividade recente' });
  await expect(activity.getByRole('listitem').first()).toContainText(
    'Bruno aguarda aprovação de "Regar as plantas"',
  );

  await saveScreenshot(parent, 'issue-12-dashboard-390');
  await expectNoA11yViolations(parent);
  await parent.setViewportSize({ width: 1280, height: 900 });
  // Two columns from 1024 px: the quick actions sit beside the children.
  const actions = parent.getByRole('region', { name: 'Ações rápidas' });
  await expect
    .poll(async () => {
      const [a, b] = [await overview.boundingBox(), await actions.boundingBox()];
      return a && b ? b.x > a.x + a.width - 1 && Math.abs(b.y - a.y) < 2 : false;
    })
    .toBe(true);
  await saveScreenshot(parent, 'issue-12-dashboard-1280');
  await expectNoA11yViolations(parent);

  // The parent gives Ana a task (no photo); Ana does it on her phone.
  const created = await parent.request.post('/api/tasks', {
    headers: ORIGIN_HEADERS,
    data: {
      title: TASK,
      value: '2,00',
      category: 'Organização',
      assignedChildren: [ana.id],
      requiresPhoto: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const phone = await anaPhone(browser);
  await phone.goto('/child/tasks');
  const card = phone.getByRole('article', { name: TASK });
  const completion = phone.waitForResponse(
    (response) => response.url().endsWith('/complete') && response.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Marcar como Feita' }).click();
  expect((await completion).status()).toBe(200);

  // Without a reload, the banner counts two and the feed starts with Ana's completion.
  await expect(banner(parent)).toContainText('2 tarefas aguardando sua aprovação');
  await expect(activity.getByRole('listitem').first()).toContainText(
    `Ana aguarda aprovação de "${TASK}"`,
  );
  await expect(activity.getByRole('listitem').first()).toContainText('agora mesmo');
  await expect(actions.getByRole('link', { name: 'Aprovar tarefas 2 pendentes' })).toBeVisible();
  await saveScreenshot(parent, 'issue-12-dashboard-1280-live');
  await parent.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(parent, 'issue-12-dashboard-390-live');
  await expectNoA11yViolations(parent);
});
