import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PendingSubmission } from '@portal/contracts/submissions';
import { formatDate, saoPauloToday } from '@portal/domain';
import { expectNoA11yViolations } from '../support/a11y';
import { ORIGIN_HEADERS, uniqueSuffix } from '../support/api';
import { seedFamily, type SeededFamily } from '../support/families';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 40, items 3 and 4 (the parent's 'Relatórios'): a family whose child did two tasks (one
 * approved, one rejected) and was paid R$ 1,00 in cash. The parent opens the reports from the
 * dashboard's quick action on a phone (390 px) and on a desktop (1280 px): the month's money,
 * reviews, the charts with their tables, no axe violation; picks the child, downloads the CSV
 * of the same range (BOM, ';', decimal comma) and checks its lines; a chosen range is checked
 * with the contract's messages, and an empty one says so; in the family's dark appearance too.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const BED = 'Arrumar a cama';
const DISHES = 'Lavar a louça';
const CSV_HEADER = 'Data;Criança;Tipo;Descrição;Valor (R$);Saldo após (R$)';

/** Saves a screenshot for people (e2e/.artifacts/) and one in this test's test-results folder. */
async function screenshot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

async function pending(parent: APIRequestContext): Promise<PendingSubmission[]> {
  const response = await parent.get('/api/submissions/pending');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { submissions: PendingSubmission[] }).submissions;
}

/** The child's month: both tasks done, the bed approved, the dishes rejected, R$ 1,00 paid. */
async function seedActivity(parent: APIRequestContext, family: SeededFamily): Promise<void> {
  await family.complete(BED);
  await family.complete(DISHES);
  for (const submission of await pending(parent)) {
    const review =
      submission.taskTitle === BED
        ? parent.post(`/api/submissions/${submission.id}/approve`, {
            headers: ORIGIN_HEADERS,
            data: {},
          })
        : parent.post(`/api/submissions/${submission.id}/reject`, {
            headers: ORIGIN_HEADERS,
            data: { reason: 'A louça ficou na pia.' },
          });
    const response = await review;
    expect(response.status(), await response.text()).toBe(200);
  }
  const payout = await parent.post(`/api/children/${family.child.id}/payouts`, {
    headers: { ...ORIGIN_HEADERS, 'idempotency-key': `e2e-${uniqueSuffix()}` },
    data: { amount: '1,00', method: 'cash' },
  });
  expect(payout.status(), await payout.text()).toBe(201);
}

let family: SeededFamily;

test.beforeEach(async () => {
  family = await seedFamily({
    parentName: 'Marta Reis',
    familyName: 'Família Reis',
    childName: 'Caio',
    tasks: [BED, DISHES],
  });
});

test.afterEach(async () => {
  await family?.dispose();
});

test.describe("'Relatórios' (issue 40)", () => {
  test.use({ viewport: PHONE });

  test('the month at 390 and 1280 px, the child, the CSV and the ranges', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.addCookies(family.parentCookies);
    await seedActivity(page.request, family);
    const today = saoPauloToday();
    const monthStart = `${today.slice(0, 8)}01`;

    await page.goto('/parent/dashboard');
    const actions = page.getByRole('region', { name: 'Ações rápidas' });
    await expect(actions.getByText('Em breve')).toHaveCount(0);
    await actions.getByRole('link', { name: 'Relatórios' }).click();
    await expect(page).toHaveURL(/\/parent\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    await expect(
      page.getByText(`De ${formatDate(monthStart)} a ${formatDate(today)}`),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Este mês' })).toBeChecked();

    // The family's month: R$ 3,00 earned (the rejected task's reward taken back), R$ 1,00 paid.
    const money = page.getByRole('region', { name: 'Dinheiro no período' });
    await expect(money).toContainText('Ganho com tarefasR$ 3,00');
    await expect(money).toContainText('Pago à criançaR$ 1,00Dinheiro R$ 1,00 · Pix R$ 0,00');
    await expect(money).toContainText('Variação do saldo+R$ 2,00');
    const activity = page.getByRole('region', { name: 'Tarefas e revisões' });
    await expect(activity).toContainText('Tarefas feitas1');
    await expect(activity).toContainText('Aprovações1');
    await expect(activity).toContainText('Rejeições1');
    await expect(
      page.getByRole('table', { name: 'Por criança' }).getByRole('row', { name: /Caio/ }),
    ).toContainText('R$ 3,00');
    // The charts are drawn (uPlot's canvas), each with a table of its numbers.
    await expect(page.locator('.reports-chart__plot canvas')).toHaveCount(3);
    await expect(
      page
        .getByRole('table', { name: 'Saldo no fim de cada dia' })
        .getByRole('row', { name: new RegExp(formatDate(today)) }),
    ).toContainText('R$ 2,00');
    await expect(
      page
        .getByRole('table', { name: 'Entradas e saídas do período' })
        .getByRole('row', { name: /Pago à criança/ }),
    ).toContainText('-R$ 1,00');
    await screenshot(page, 'issue-40-reports-390');
    await expectNoA11yViolations(page);

    // One child: its streak, and the CSV of the same child and range.
    await page.getByLabel('Relatório de').selectOption({ label: family.child.name });
    await expect(page).toHaveURL(new RegExp(`child=${family.child.id}`));
    await expect(page.getByRole('region', { name: 'Sequências' })).toContainText('dia');
    await expect(page.getByRole('table', { name: 'Por criança' })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^mesadinha-extrato.*\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)], 'UTF-8 BOM for Excel').toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(CSV_HEADER);
    const rows = lines.slice(1).map((line) => line.split(';'));
    expect(rows.every((row) => row.length === 6)).toBe(true);
    expect(rows.every((row) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(row[0]!))).toBe(true);
    expect(rows.every((row) => row[1] === family.child.name)).toBe(true);
    expect(rows.map((row) => [row[2], row[4]])).toEqual(
      expect.arrayContaining([
        ['Tarefa', '3,00'],
        ['Saque', '-1,00'],
      ]),
    );
    expect(rows.at(-1)![5], 'the balance after the last line').toBe('2,00');

    // A chosen range: the contract's message under the field, then an empty past month.
    await page.getByRole('radio', { name: 'Escolher datas' }).check();
    await page.getByLabel('De', { exact: true }).fill('2025-02-10');
    await page.getByLabel('Até', { exact: true }).fill('2025-02-01');
    await page.getByRole('button', { name: 'Ver período' }).click();
    await expect(
      page.getByText('A data inicial deve ser igual ou anterior à final.'),
    ).toBeVisible();
    await page.getByLabel('De', { exact: true }).fill('2025-01-01');
    await page.getByLabel('Até', { exact: true }).fill('2025-01-31');
    await page.getByRole('button', { name: 'Ver período' }).click();
    await expect(page.getByText('De 01/01/2025 a 31/01/2025')).toBeVisible();
    await expect(page.getByText('Nenhuma movimentação neste período')).toBeVisible();
    await screenshot(page, 'issue-40-reports-empty-390');
    await expectNoA11yViolations(page);

    // The desktop: the family's month again, figures and charts side by side.
    await page.setViewportSize(DESKTOP);
    await page.goto('/parent/reports?range=month');
    await expect(page.getByRole('region', { name: 'Dinheiro no período' })).toContainText(
      'Ganho com tarefasR$ 3,00',
    );
    await expect(page.locator('.reports-chart__plot canvas')).toHaveCount(3);
    await screenshot(page, 'issue-40-reports-1280');
    await expectNoA11yViolations(page);

    // The family's dark appearance: the charts are drawn again in the theme's dark colours.
    const dark = await page.request.patch('/api/family', {
      headers: ORIGIN_HEADERS,
      data: { appearance: { theme: 'dark', language: 'pt-BR', currency: 'BRL' } },
    });
    expect(dark.status(), await dark.text()).toBe(200);
    await page.reload();
    await expect(page.locator('[data-mesa-scheme="dark"]').first()).toBeAttached();
    await expect(page.locator('.reports-chart__plot canvas')).toHaveCount(3);
    await screenshot(page, 'issue-40-reports-dark-1280');
    await expectNoA11yViolations(page);
  });
});
