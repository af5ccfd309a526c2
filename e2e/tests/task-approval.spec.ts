import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MSG } from '@portal/contracts/messages';
import { addDays, formatDate, saoPauloToday } from '@portal/domain';
import { expectNoA11yViolations } from '../support/a11y';
import {
  createChild,
  createConfirmedParent,
  ORIGIN_HEADERS,
  signInParent,
  uniqueSuffix,
  type ParentAccount,
} from '../support/api';
import { REPO_ROOT } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';

/** A phone photo with a GPS position in its EXIF (e2e/fixtures/README.md). */
const PHOTO = path.join(REPO_ROOT, 'e2e/fixtures/task-photo.jpg');
const TASK = 'Arrumar a cama';
/** A quick reason of the rejection box (issue 41). */
const REASON = 'A foto não mostra a tarefa';

/** A signed-in parent page of a new family with one child (Lia, 10, kids theme). */
async function parentWithChild(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const parent: ParentAccount = await createConfirmedParent(page.request, {
    fullName: 'Marta Souza',
    familyName: 'Família Souza',
  });
  await signInParent(page.request, parent);
  const child = {
    name: 'Lia',
    username: `lia.${uniqueSuffix()}`,
    age: 10,
    email: `lia.${uniqueSuffix()}@example.com`,
    weeklyLimit: 1000,
    pin: '246810',
  };
  await createChild(page.request, child);
  return { page, child };
}

/** Signs a child in on a fresh browser (its own device) by typing its username and PIN. */
async function childPage(browser: Browser, child: { username: string; pin: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/child/login');
  const typeUsername = page.getByRole('button', { name: 'Digitar meu usuário' });
  if (await typeUsername.isVisible()) await typeUsername.click();
  await page.getByLabel('Nome de usuário').fill(child.username);
  await page.getByLabel('PIN', { exact: true }).fill(child.pin);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/child\/dashboard$/);
  // The celebration watcher took what it found as its starting point (ADR 026): later unlocks
  // are celebrated.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some(
          (key) =>
            key.startsWith('mesadinha.celebrated.') &&
            (localStorage.getItem(key) ?? '').includes('"achievements":{'),
        ),
      ),
    )
    .toBe(true);
  return page;
}

/** The card of the task in the child's list. */
const taskCard = (page: Page) => page.getByRole('article', { name: TASK });

/** The queue item of the task in 'Fila de Aprovação'. */
const queueItem = (page: Page) =>
  page.getByRole('list', { name: 'Tarefas aguardando aprovação' }).getByRole('article');

/**
 * Marks the task done from the child's phone, taking the fixture photo with the camera. The
 * child's first task ever unlocks 'Primeira Tarefa' (issue 11): its celebration is closed
 * before the page behind it is read again.
 */
async function completeWithPhoto(child: Page, { first = false } = {}): Promise<void> {
  const card = taskCard(child).first();
  await card.getByRole('button', { name: 'Marcar como Feita' }).click();
  await card.getByLabel(`Tirar foto da tarefa ${TASK}`).setInputFiles(PHOTO);
  await expect(card.getByRole('img', { name: `Foto da tarefa ${TASK}` })).toBeVisible();
  await card.getByRole('button', { name: 'Enviar foto e concluir' }).click();
  if (first) {
    const celebration = child.getByRole('dialog', { name: 'Nova conquista!' });
    await expect(celebration).toContainText('Primeira Tarefa');
    await celebration.getByRole('button', { name: 'Continuar' }).click();
    await expect(celebration).toBeHidden();
  }
  await expect(card.getByRole('button', { name: 'Concluída' })).toBeDisabled();
}

test.describe('tasks, photo proof, approvals and the ledger (issue 4)', () => {
  test('parent creates a recurring photo task; the child does it, is rejected, does it again and is paid once', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page: parent, child } = await parentWithChild(browser);

    // The parent creates the task: R$ 5,00, photo required, daily, for Lia only.
    await parent.goto('/tasks/create');
    await expect(
      parent.getByRole('heading', { name: 'Criar Nova Tarefa', level: 1 }),
    ).toBeVisible();
    await parent.getByRole('button', { name: 'Criar Tarefa' }).click();
    await expect(parent.getByText(MSG.task.titleRequired)).toBeVisible();
    await parent.getByLabel('Título').fill(TASK);
    await parent.getByLabel('Valor (R$)').fill('5,00');
    await parent.getByLabel('Categoria').selectOption({ label: '🧹 Limpeza' });
    await parent.getByRole('checkbox', { name: /Lia/ }).check();
    // A new family requires photo proof by default (its limits' 'requirePhotoApproval').
    await expect(parent.getByRole('switch', { name: 'Exigir foto como prova' })).toBeChecked();
    await parent.getByRole('switch', { name: 'Tarefa recorrente' }).click();
    await parent.getByLabel('Repetição').selectOption('daily');
    await saveScreenshot(parent, 'issue-4-create-task');
    await expectNoA11yViolations(parent);
    await parent.getByRole('button', { name: 'Criar Tarefa' }).click();
    await expect(parent).toHaveURL(/\/tasks\/manage$/);
    await expect(
      parent.getByRole('heading', { name: 'Gerenciar Tarefas', level: 1 }),
    ).toBeVisible();
    await expect(parent.getByRole('heading', { name: TASK })).toBeVisible();
    await expect(parent.getByText('Exibindo 1 de 1 tarefa(s)')).toBeVisible();
    // A recurring task says how it repeats (issue 41).
    await expect(parent.getByRole('article', { name: TASK })).toContainText('🔁 Repete todo dia');
    await saveScreenshot(parent, 'issue-4-manage-tasks');

    // The queue is empty and stays open while the child works.
    await parent.goto('/tasks/approve');
    await expect(parent.getByText('Tudo em dia!')).toBeVisible();
    await expect(parent.getByText('Não há tarefas aguardando aprovação no momento.')).toBeVisible();
    await saveScreenshot(parent, 'issue-4-approval-queue-empty');

    // The child finds the task and does it with a photo from the camera.
    const kid = await childPage(browser, child);
    await expect(kid.getByRole('region', { name: 'Tarefas de hoje' })).toContainText(
      'Repete todo dia',
    );
    await kid.getByRole('link', { name: /Tarefas/ }).click();
    await expect(kid).toHaveURL(/\/child\/tasks$/);
    await expect(taskCard(kid)).toHaveCount(1);
    await expect(taskCard(kid)).toContainText('Repete todo dia');
    await expect(kid.getByTestId('balance-available')).toHaveText('R$ 0,00');
    await saveScreenshot(kid, 'issue-4-child-tasks-before');
    await expectNoA11yViolations(kid);
    await completeWithPhoto(kid, { first: true });
    // The reward is credited at completion (spec 001 §4): R$ 5,00 and 50 XP; it waits for the
    // parent's review apart from what is free (issue 41).
    await expect(kid.getByTestId('balance-awaiting')).toHaveText('R$ 5,00');
    await expect(kid.getByTestId('balance-available')).toHaveText('R$ 0,00');
    await expect(kid.getByTestId('child-xp')).toHaveText('50');

    // The parent's queue shows it live, with the photo, which opens full screen.
    await expect(queueItem(parent)).toHaveCount(1);
    const item = queueItem(parent).first();
    await expect(item).toContainText(TASK);
    await expect(item).toContainText('Lia');
    await expect(item).toContainText('há poucos minutos');
    await expect(item).toContainText('R$ 5,00');
    const thumbnail = item.getByRole('img', { name: `Foto de Lia: ${TASK}` });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await saveScreenshot(parent, 'issue-4-approval-queue-item');
    await expectNoA11yViolations(parent);
    await item.getByRole('button', { name: `Ver foto de ${TASK} em tela cheia` }).click();
    const viewer = parent.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await saveScreenshot(parent, 'issue-4-approval-photo-full-screen');
    await parent.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // The parent rejects with a quick reason (issue 41), on a 390 px phone.
    const phone = parent.viewportSize();
    await parent.setViewportSize({ width: 390, height: 844 });
    await item.getByRole('button', { name: 'Rejeitar' }).click();
    await expect(item.getByRole('button', { name: 'Confirmar Rejeição' })).toBeDisabled();
    const box = item.getByLabel('Motivo da rejeição');
    await expect(box).toBeFocused();
    await item
      .getByRole('group', { name: 'Motivos rápidos' })
      .getByRole('button', { name: REASON })
      .click();
    await expect(box).toHaveValue(REASON);
    await expect(box).toBeFocused();
    await expect(item.getByRole('button', { name: 'Confirmar Rejeição' })).toBeEnabled();
    await item.scrollIntoViewIfNeeded();
    await saveScreenshot(parent, 'issue-41-reject-quick-reason-390');
    await expectNoA11yViolations(parent);
    await item.getByRole('button', { name: 'Confirmar Rejeição' }).click();
    await expect(parent.getByText('Tudo em dia!')).toBeVisible();
    if (phone) await parent.setViewportSize(phone);

    // The child sees why, the task reopened and the money taken back.
    const rejection = kid
      .getByRole('region', { name: 'Tarefas rejeitadas' })
      .or(kid.getByRole('list', { name: 'Tarefas rejeitadas' }));
    await expect(rejection).toContainText('Tarefa rejeitada');
    await expect(rejection).toContainText(
      `Sua tarefa ${TASK} foi rejeitada em ${formatDate(saoPauloToday())}.`,
    );
    await expect(rejection).toContainText(`Motivo: ${REASON}`);
    await expect(kid.getByTestId('balance-awaiting')).toBeHidden();
    await expect(kid.getByTestId('balance-available')).toHaveText('R$ 0,00');
    await expect(kid.getByTestId('child-xp')).toHaveText('0');
    await expect(
      taskCard(kid).first().getByRole('button', { name: 'Marcar como Feita' }),
    ).toBeEnabled();
    await saveScreenshot(kid, 'issue-4-child-tasks-rejected');

    // The child does it again; the parent approves it (live again).
    await completeWithPhoto(kid);
    await expect(queueItem(parent)).toHaveCount(1);
    await queueItem(parent).first().getByRole('button', { name: 'Aprovar', exact: true }).click();
    await expect(parent.getByText('Tudo em dia!')).toBeVisible();

    // Balance, XP and level as the spec computes them: R$ 5,00 → 50 XP, level floor(50/500)+1.
    await expect(kid.getByTestId('balance-available')).toHaveText('R$ 5,00');
    await expect(kid.getByTestId('balance-awaiting')).toBeHidden();
    await expect(kid.getByTestId('child-xp')).toHaveText('50');
    await expect(kid.getByTestId('child-level')).toHaveText('1');

    // The next occurrence exists: tomorrow, under 'Próximas', not yet available.
    await kid.getByRole('tab', { name: 'Próximas' }).click();
    const next = taskCard(kid).first();
    await expect(next).toBeVisible();
    const tomorrow = formatDate(addDays(saoPauloToday(), 1));
    await expect(next.getByRole('button', { name: `Disponível em ${tomorrow}` })).toBeDisabled();
    await saveScreenshot(kid, 'issue-4-child-next-occurrence');

    await parent.goto('/tasks/manage');
    await expect(parent.getByText('Exibindo 2 de 2 tarefa(s)')).toBeVisible();
    await saveScreenshot(parent, 'issue-4-manage-tasks-after');
  });

  test('parent manages tasks: 21 tasks page in, filters, edits one for everyone, bulk deletes, unknown id', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page: parent } = await parentWithChild(browser);
    const children = (await (await parent.request.get('/api/children')).json()) as {
      children: { id: string }[];
    };
    const lia = children.children[0]!.id;
    for (let i = 1; i <= 21; i += 1) {
      const response = await parent.request.post('/api/tasks', {
        // The page is still about:blank here (its origin would be "null"): the shell's origin.
        headers: ORIGIN_HEADERS,
        data: {
          title: i === 21 ? 'Passear com o cachorro' : `Tarefa ${String(i).padStart(2, '0')}`,
          value: '2,00',
          category: i === 21 ? 'Outro' : 'Limpeza',
          assignedChildren: [lia],
          requiresPhoto: false,
          ...(i === 1 ? { dueDate: addDays(saoPauloToday(), -2) } : {}),
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await parent.goto('/tasks/manage');
    await expect(parent.getByText('Exibindo 20 de 21 tarefa(s)')).toBeVisible();
    await expect(parent.getByRole('region', { name: 'Resumo das tarefas' })).toContainText(
      'R$ 42,00',
    );
    // Bringing 'Carregar mais' into view brings the sentinel above it too (200 px margin), so
    // infinite scroll loads the rest, as on a phone; the button then goes away, and a click
    // raced that (a fresh-clone CI run timed out on it). The button alone is unit-tested.
    await parent.getByRole('button', { name: 'Carregar mais' }).scrollIntoViewIfNeeded();
    await expect(parent.getByText('Exibindo 21 de 21 tarefa(s)')).toBeVisible();
    await expect(parent.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
    await expect(
      parent.getByRole('article', { name: 'Tarefa 01' }).getByText('Atrasada'),
    ).toBeVisible();
    await expectNoA11yViolations(parent);

    await parent.getByLabel('Buscar tarefas').fill('cachorro');
    await expect(parent.getByText('Exibindo 1 de 1 tarefa(s)')).toBeVisible();
    await parent.getByRole('link', { name: 'Editar Passear com o cachorro' }).click();
    await expect(parent).toHaveURL(/\/tasks\/[0-9a-f-]+\/edit$/);
    await expect(parent.getByRole('heading', { name: 'Editar Tarefa', level: 1 })).toBeVisible();
    await expect(parent.getByText('Pendente', { exact: true })).toBeVisible();
    await parent.getByRole('checkbox', { name: /Lia/ }).uncheck();
    await expect(parent.getByText(MSG.task.noChildrenSelected)).toBeVisible();
    await parent.getByLabel('Valor (R$)').fill('7.50');
    await parent.getByRole('button', { name: 'Manhã' }).click();
    await saveScreenshot(parent, 'issue-4-edit-task');
    await expectNoA11yViolations(parent);
    await parent.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(parent).toHaveURL(/\/tasks\/manage$/);
    const edited = parent.getByRole('article', { name: 'Passear com o cachorro' });
    await expect(edited).toContainText('Disponível para todas as crianças');
    await expect(edited).toContainText('R$ 7,50');
    await expect(edited).toContainText('Manhã');

    // Select everything shown, then bulk delete from the bar.
    await parent.getByLabel('Buscar tarefas').fill('Tarefa 0');
    await expect(parent.getByText('Exibindo 9 de 9 tarefa(s)')).toBeVisible();
    await parent.getByRole('checkbox', { name: 'Selecionar todas as exibidas' }).check();
    const bar = parent.getByRole('region', { name: '9 tarefa(s) selecionada(s)' });
    await expect(bar).toBeVisible();
    await saveScreenshot(parent, 'issue-4-manage-bulk-delete');
    await bar.getByRole('button', { name: 'Excluir selecionadas' }).click();
    await parent.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(parent.getByText('Nenhuma tarefa encontrada')).toBeVisible();
    await expect(
      parent.getByText('Tente ajustar os filtros ou criar uma nova tarefa'),
    ).toBeVisible();
    await parent.getByLabel('Buscar tarefas').fill('');
    await expect(parent.getByText('Exibindo 12 de 12 tarefa(s)')).toBeVisible();

    // An unknown task id goes back to the list.
    await parent.goto('/tasks/00000000-0000-4000-8000-000000000000/edit');
    await expect(parent).toHaveURL(/\/tasks\/manage$/);
  });
});
