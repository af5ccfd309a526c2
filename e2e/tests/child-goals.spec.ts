import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { saoPauloToday } from '@portal/domain';
import { expectNoA11yViolations } from '../support/a11y';
import { ORIGIN_HEADERS } from '../support/api';
import { saveScreenshot } from '../support/screenshots';
import { seedSiblings, type SeededChild, type SeededSiblings } from '../support/siblings';

/*
 * Issue 11, "Must show" 1: a task for two children is done and paid per child; Ana saves for a
 * goal with the quick buttons until it is reached (celebration, 'Metas concluídas', the
 * achievement of the first finished goal), cancels a second goal and gets its money back; her
 * profile shows the movements and today's bar. Parent and children each on their own browser.
 */

const TASK = 'Lavar o carro';
const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/**
 * The child's phone on its dashboard, once the celebration watcher has taken what it found as
 * its starting point (ADR 026: what a device first sees is not news), so later unlocks are.
 */
async function open(browser: Browser, child: SeededChild) {
  const context = await browser.newContext({ storageState: await child.storageState() });
  const page = await context.newPage();
  await page.goto('/child/dashboard');
  await expect(page.getByText('Ganhos de Hoje')).toBeVisible();
  await expect
    .poll(() => page.evaluate((id) => localStorage.getItem(`mesadinha.celebrated.${id}`), child.id))
    .toContain('"achievements":{');
  return page;
}

/** The value of one figure of 'Resumo do plano' (a `<dt>` label and its `<dd>`). */
function planFigure(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Resumo do plano' })
    .locator('div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}

/** The card of an active goal. */
function goalCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** Completes the task from the child's tasks screen; the first task unlocks an achievement. */
async function completeTask(page: Page, achievementTitle: string): Promise<void> {
  await page.goto('/child/tasks');
  const card = page.getByRole('article', { name: TASK });
  await card.getByRole('button', { name: 'Marcar como Feita' }).click();
  // 'Primeira Tarefa' unlocked: the celebration comes through the event stream, and while it
  // is open the page behind it is inert, so it is closed first.
  const celebration = page.getByRole('dialog', { name: achievementTitle });
  await expect(celebration).toBeVisible();
  await expect(celebration).toContainText('Primeira Tarefa');
  await celebration.getByRole('button', { name: 'Continuar' }).click();
  await expect(celebration).toBeHidden();
  await expect(card.getByRole('button', { name: 'Concluída' })).toBeDisabled();
  // Credited at completion, and waiting for the parent's review apart (issue 41).
  await expect(page.getByTestId('balance-awaiting')).toHaveText('R$ 40,00');
  await expect(page.getByTestId('balance-available')).toHaveText('R$ 0,00');
}

let family: SeededSiblings;

test.beforeEach(async () => {
  family = await seedSiblings('Família Prado', 'Rita Prado', [
    { name: 'Ana', age: 10 },
    { name: 'Bruno', age: 14 },
  ]);
});

test.afterEach(async () => {
  await family.dispose();
});

test('a task for Ana and Bruno is paid to each; Ana reaches a goal, cancels another, and sees it all in her profile', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [ana, bruno] = family.children as [SeededChild, SeededChild];

  // The parent creates one task for both children (each does and is paid for their own).
  const parent = await (await browser.newContext({ storageState: family.parentState })).newPage();
  await parent.goto('/tasks/create');
  await parent.getByLabel('Título').fill(TASK);
  await parent.getByLabel('Valor (R$)').fill('40,00');
  await parent.getByLabel('Categoria').selectOption({ label: '🧹 Limpeza' });
  await parent.getByRole('checkbox', { name: /Ana/ }).check();
  await parent.getByRole('checkbox', { name: /Bruno/ }).check();
  await expect(parent.getByRole('switch', { name: 'Para quem fizer primeiro' })).not.toBeChecked();
  // The family requires photo proof by default; this task is done without one.
  const photo = parent.getByRole('switch', { name: 'Exigir foto como prova' });
  await expect(photo).toBeChecked();
  await photo.click();
  await expect(photo).not.toBeChecked();
  await parent.getByRole('button', { name: 'Criar Tarefa' }).click();
  await expect(parent).toHaveURL(/\/tasks\/manage$/);

  // Both children complete it, each on their own phone.
  const anaPage = await open(browser, ana);
  const brunoPage = await open(browser, bruno);
  await completeTask(anaPage, 'Nova conquista!');
  // Ana's completion did not close it for Bruno.
  await completeTask(brunoPage, 'Conquista desbloqueada');

  // The parent sees who did what, approves both, and each child was paid exactly once.
  await parent.goto('/tasks/manage');
  await expect(parent.getByText(/^Quem fez:/)).toContainText('Ana');
  await expect(parent.getByText(/^Quem fez:/)).toContainText('Bruno');
  await parent.goto('/tasks/approve');
  const queue = parent.getByRole('list', { name: 'Tarefas aguardando aprovação' });
  await expect(queue.getByRole('article')).toHaveCount(2);
  await saveScreenshot(parent, 'issue-11-approval-queue-two-children');
  for (let i = 0; i < 2; i += 1) {
    await queue
      .getByRole('article')
      .first()
      .getByRole('button', { name: 'Aprovar', exact: true })
      .click();
    await expect(queue.getByRole('article')).toHaveCount(1 - i);
  }
  for (const child of [ana, bruno]) {
    const ledger = (await (
      await parent.request.get(`/api/children/${child.id}/transactions`)
    ).json()) as { transactions: { type: string; amount: number }[] };
    expect(ledger.transactions, `${child.name} was paid once`).toEqual([
      expect.objectContaining({ type: 'task_reward', amount: 4000 }),
    ]);
  }

  // Ana creates a custom goal 'Bicicleta' of R$ 30,00 in the Navegador de Metas.
  await anaPage.goto('/child/goals');
  await expect(anaPage.getByText('Você ainda não tem metas')).toBeVisible();
  await anaPage.getByRole('button', { name: 'Abrir Navegador de Metas' }).click();
  await anaPage.getByRole('button', { name: 'Criar meta' }).click();
  await expect(anaPage.getByText('Informe um nome para a meta.')).toBeVisible();
  await anaPage.getByLabel('Nome da meta').fill('Bicicleta');
  await anaPage.getByLabel('Valor da meta').fill('30,00');
  await anaPage.getByRole('button', { name: 'Criar meta' }).click();
  const bike = goalCard(anaPage, 'Bicicleta');
  await expect(bike).toBeVisible();
  await expect(planFigure(anaPage, 'Total das metas')).toHaveText('R$ 30,00');
  await expect(
    anaPage.getByRole('region', { name: 'Resumo do plano' }).getByTestId('balance-available'),
  ).toHaveText('R$ 40,00');

  // R$ 5 and R$ 20 with the quick buttons: balance and plan figures move.
  await bike.getByRole('button', { name: 'Guardar R$ 5,00 em Bicicleta' }).click();
  await expect(planFigure(anaPage, 'Total guardado')).toHaveText('R$ 5,00');
  await expect(
    anaPage.getByRole('region', { name: 'Resumo do plano' }).getByTestId('balance-available'),
  ).toHaveText('R$ 35,00');
  await bike.getByRole('button', { name: 'Guardar R$ 20,00 em Bicicleta' }).click();
  await expect(planFigure(anaPage, 'Total guardado')).toHaveText('R$ 25,00');
  await expect(planFigure(anaPage, 'Falta guardar')).toHaveText('R$ 5,00');
  await expect(
    anaPage.getByRole('region', { name: 'Resumo do plano' }).getByTestId('balance-available'),
  ).toHaveText('R$ 15,00');
  await saveScreenshot(anaPage, 'issue-11-goals-saving');

  // The rest (R$ 10 asked, R$ 5 applied): the goal is reached and celebrated.
  await bike.getByRole('button', { name: 'Guardar R$ 10,00 em Bicicleta' }).click();
  const reached = anaPage.getByRole('dialog', { name: 'Meta alcançada!' });
  await expect(reached).toBeVisible();
  await expect(reached).toContainText('Bicicleta');
  await saveScreenshot(anaPage, 'issue-11-goal-celebration');
  await reached.getByRole('button', { name: 'Continuar' }).click();
  const unlocked = anaPage.getByRole('dialog', { name: 'Nova conquista!' });
  await expect(unlocked).toContainText('Meta Alcançada');
  await unlocked.getByRole('button', { name: 'Continuar' }).click();
  await expect(unlocked).toBeHidden();
  const finished = anaPage.getByRole('region', { name: 'Metas concluídas' });
  await expect(finished.getByRole('article', { name: 'Bicicleta', exact: true })).toContainText(
    'Concluída em',
  );
  await expect(
    anaPage.getByRole('region', { name: 'Resumo do plano' }).getByTestId('balance-available'),
  ).toHaveText('R$ 10,00');

  // A second goal gets R$ 10 and is cancelled: the money is back in the balance.
  await anaPage.getByLabel('Nome da meta').fill('Patins');
  await anaPage.getByLabel('Valor da meta').fill('50.00');
  await anaPage.getByRole('button', { name: 'Criar meta' }).click();
  const skates = goalCard(anaPage, 'Patins');
  await skates.getByRole('button', { name: 'Guardar R$ 10,00 em Patins' }).click();
  await expect(
    anaPage.getByRole('region', { name: 'Resumo do plano' }).getByTestId('balance-available'),
  ).toHaveText('R$ 0,00');
  // Nothing left to save: every quick deposit is disabled.
  await expect(skates.getByRole('button', { name: 'Guardar R$ 5,00 em Patins' })).toBeDisabled();
  await skates.getByRole('button', { name: 'Cancelar meta' }).click();
  const confirm = anaPage.getByRole('dialog', { name: 'Cancelar a meta Patins?' });
  await expect(confirm).toContainText('R$ 10,00');
  await confirm.getByRole('button', { name: 'Cancelar meta' }).click();
  await expect(skates).toBeHidden();
  await expect(
    anaPage.getByRole('region', { name: 'Resumo do plano' }).getByTestId('balance-available'),
  ).toHaveText('R$ 10,00');
  await expectNoA11yViolations(anaPage);

  // The achievement of the first finished goal, unlocked.
  await anaPage.goto('/child/achievements');
  await anaPage.getByRole('tab', { name: /Metas/ }).click();
  await expect(anaPage.getByRole('article', { name: /Meta Alcançada/ })).toContainText(
    'Desbloqueada em',
  );

  // The profile: the movements in Histórico, today's bar in the chart.
  await anaPage.goto('/child/profile');
  const today = WEEKDAYS[new Date(`${saoPauloToday()}T12:00:00Z`).getUTCDay()]!;
  const chart = anaPage.getByRole('table', { name: 'Desempenho da semana' });
  await expect(chart.getByRole('row', { name: new RegExp(`^${today}`) })).toContainText('R$ 40,00');
  await anaPage.getByRole('tab', { name: 'Histórico' }).click();
  const history = anaPage.getByRole('tabpanel', { name: 'Histórico' });
  await expect(history).toContainText('Meta cancelada: Patins');
  await expect(history).toContainText('Depósito na meta: Bicicleta');
  await expect(history).toContainText(`Tarefa concluída: ${TASK}`);
  await saveScreenshot(anaPage, 'issue-11-profile-history');
  await expectNoA11yViolations(anaPage);
});

test("a refused deposit's message and its buttons fit a 360 px phone, and quick taps deposit once", async ({
  browser,
}) => {
  const ana = family.children[0]!;
  // R$ 10,00 to save: a task approved at once, done.
  const task = await family.parent.post('/api/tasks', {
    headers: ORIGIN_HEADERS,
    data: {
      title: 'Regar as plantas',
      value: '10,00',
      category: 'Limpeza',
      assignedChildren: [ana.id],
      requiresPhoto: false,
      requiresApproval: false,
    },
  });
  expect(task.status()).toBe(201);
  const { id: taskId } = (await task.json()) as { id: string };
  const done = await ana.device.post(`/api/tasks/${taskId}/complete`, {
    headers: ORIGIN_HEADERS,
    data: {},
  });
  expect(done.status()).toBe(200);
  const made = await ana.device.post('/api/goals', {
    headers: ORIGIN_HEADERS,
    data: { title: 'Kit de pintura', targetAmount: '120,00' },
  });
  expect(made.status()).toBe(201);
  const context = await browser.newContext({
    storageState: await ana.storageState(),
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // The BFF's refusal when the balance still waits for approvals, without making one.
    let deposits = 0;
    await page.route('**/api/goals/*/deposit', async (route) => {
      deposits += 1;
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'GOAL_DEPOSIT_PENDING',
          message: 'Parte do seu saldo ainda espera a aprovação das suas tarefas.',
          requestId: 'e2e',
        }),
      });
    });
    await page.goto('/child/goals');
    const card = goalCard(page, 'Kit de pintura');
    await card.getByRole('button', { name: 'Guardar R$ 5,00 em Kit de pintura' }).dblclick();
    await expect(card.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(deposits).toBe(1);
    // Nothing sticks out sideways: the page scrolls only down.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await saveScreenshot(page, 'child-goal-deposit-refused-360');
  } finally {
    await context.close();
  }
});
