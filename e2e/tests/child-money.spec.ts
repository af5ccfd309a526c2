import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import type { PendingSubmissionListResponse } from '@portal/contracts';
import { formatDate, saoPauloToday } from '@portal/domain';
import { expectNoA11yViolations } from '../support/a11y';
import { ORIGIN_HEADERS } from '../support/api';
import { seedFamily, type SeededFamily } from '../support/families';
import { SHELL_URL } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 41 item 1, "Money a child understands": the reward is credited at completion (spec 001
 * §4), so the child's Home shows what is free apart from what waits for approval. The child
 * completes a task on Home (another on its other device): 'Esperando aprovação' grows, live.
 * The parent rejects one and approves the other: without a reload, Home shows a card for each
 * ('Tarefa rejeitada' in the spec's words, '+R$ 3,00 aprovado'), the balance moves, and
 * 'Entendi' makes a card go for good (a reload does not bring it back). Axe on Home in both
 * states; screenshots `issue-41-*` at 390 px.
 */

const PHONE = { width: 390, height: 844 };
const BED = 'Arrumar a cama';
const DISHES = 'Lavar a louça';
const REASON = 'Faltou esticar o lençol';

let family: SeededFamily;

test.beforeEach(async () => {
  family = await seedFamily({
    parentName: 'Clara Nunes',
    familyName: 'Família Nunes',
    childName: 'Nina',
    tasks: [BED, DISHES],
  });
});

test.afterEach(async () => {
  await family?.dispose();
});

/** The child signs in on its phone; its celebrations' starting point is taken (ADR 026). */
async function childPhone(page: Page): Promise<void> {
  await page.goto('/child/login');
  const typeUsername = page.getByRole('button', { name: 'Digitar meu usuário' });
  if (await typeUsername.isVisible()) await typeUsername.click();
  await page.getByLabel('Nome de usuário').fill(family.child.username);
  await page.getByLabel('PIN', { exact: true }).fill(family.child.pin);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Olá, ${family.child.name}!` })).toBeVisible();
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
}

/** What the phone's screen shows (for people, in e2e/.artifacts/ and the test's results). */
async function screenshot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe("the child's money on Home (issue 41)", () => {
  test.use({ viewport: PHONE });

  test("'Esperando aprovação' after a completion; the parent's review shows as a card, live, until seen", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await childPhone(page);
    const balance = page.getByRole('region', { name: 'Meu saldo' });
    await expect(balance.getByTestId('balance-available')).toHaveText('R$ 0,00');
    await expect(balance.getByTestId('balance-awaiting')).toBeHidden();

    // The child does a task on Home: its reward is in, but waits for approval.
    const today = page.getByRole('region', { name: 'Tarefas de hoje' });
    await today
      .getByRole('article', { name: BED })
      .getByRole('button', { name: 'Marcar como Feita' })
      .click();
    const celebration = page.getByRole('dialog', { name: 'Nova conquista!' });
    await expect(celebration).toContainText('Primeira Tarefa');
    await celebration.getByRole('button', { name: 'Continuar' }).click();
    await expect(celebration).toBeHidden();
    await expect(balance).toContainText('Esperando aprovação');
    await expect(balance.getByTestId('balance-awaiting')).toHaveText('R$ 3,00');
    await expect(balance.getByTestId('balance-available')).toHaveText('R$ 0,00');

    // The other task from its other device: Home follows the event stream.
    await family.complete(DISHES);
    await expect(balance.getByTestId('balance-awaiting')).toHaveText('R$ 6,00');
    await expect(balance.getByTestId('balance-available')).toHaveText('R$ 0,00');
    await screenshot(page, 'issue-41-home-waiting-390');
    await expectNoA11yViolations(page);

    // The parent rejects one, with a reason, and approves the other.
    const parent = await playwrightRequest.newContext({
      baseURL: SHELL_URL,
      storageState: { cookies: family.parentCookies, origins: [] },
    });
    try {
      const queue = await parent.get('/api/submissions/pending');
      expect(queue.status(), await queue.text()).toBe(200);
      const { submissions } = (await queue.json()) as PendingSubmissionListResponse;
      const idOf = (title: string) => submissions.find((s) => s.taskTitle === title)!.id;
      const rejected = await parent.post(`/api/submissions/${idOf(BED)}/reject`, {
        headers: ORIGIN_HEADERS,
        data: { reason: REASON },
      });
      expect(rejected.status(), await rejected.text()).toBe(200);
      const approved = await parent.post(`/api/submissions/${idOf(DISHES)}/approve`, {
        headers: ORIGIN_HEADERS,
        data: {},
      });
      expect(approved.status(), await approved.text()).toBe(200);
    } finally {
      await parent.dispose();
    }

    // Live, no reload: a card per review, and the balance free.
    const reviews = page.getByRole('region', { name: 'Suas tarefas revisadas' });
    const rejectionCard = reviews.getByRole('listitem').filter({ hasText: 'Tarefa rejeitada' });
    const approvalCard = reviews.getByRole('listitem').filter({ hasText: '+R$ 3,00 aprovado' });
    await expect(rejectionCard).toContainText(
      `Sua tarefa ${BED} foi rejeitada em ${formatDate(saoPauloToday())}.`,
    );
    await expect(rejectionCard).toContainText(`Motivo: ${REASON}`);
    await expect(approvalCard).toContainText(`Sua tarefa “${DISHES}” foi aprovada`);
    await expect(balance.getByTestId('balance-available')).toHaveText('R$ 3,00');
    await expect(balance.getByTestId('balance-awaiting')).toBeHidden();
    await screenshot(page, 'issue-41-home-reviews-390');
    await expectNoA11yViolations(page);

    // Seen: the rejection's card goes, and stays gone after a reload.
    await rejectionCard.getByRole('button', { name: 'Entendi: Tarefa rejeitada' }).click();
    await expect(rejectionCard).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Olá, ${family.child.name}!` })).toBeVisible();
    await expect(approvalCard).toBeVisible();
    await expect(rejectionCard).toHaveCount(0);
    await approvalCard.getByRole('button', { name: 'Entendi: +R$ 3,00 aprovado' }).click();
    await expect(reviews).toHaveCount(0);
    const messagesRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/notifications',
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: `Olá, ${family.child.name}!` })).toBeVisible();
    await expect(balance.getByTestId('balance-available')).toHaveText('R$ 3,00');
    // The messages were read again after the reload: the cards would be back if still unseen.
    expect((await messagesRead).status()).toBe(200);
    await expect(page.getByRole('button', { name: /^Notificações/ })).toBeVisible();
    await expect(reviews).toHaveCount(0);
  });
});
