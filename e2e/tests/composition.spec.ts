import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { navigateInApp } from '../support/navigation';
import { E2E_PORTS } from '../support/ports';
import { installRendererCounter, loadedRenderers } from '../support/react-renderers';
import { saveScreenshot } from '../support/screenshots';

const entry = (page: Page, name: string) => page.locator('a, button', { hasText: name });

test.describe('composed portal (issue 2)', () => {
  test('/ shows the role chooser in pt-BR, rendered by the shell', async ({ page }) => {
    await page.goto('/');
    const shell = page.locator('[data-owner="shell"]');
    await expect(shell).toBeVisible();
    await expect(entry(page, 'Conhecer o Mesadinha')).toBeVisible();
    await expect(entry(page, 'Sou Pai/Mãe')).toBeVisible();
    await expect(entry(page, 'Sou Criança')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await saveScreenshot(page, 'issue-2-role-chooser');
    await expectNoA11yViolations(page);
  });

  test('the role chooser leads to each login, each rendered by its remote', async ({ page }) => {
    await page.goto('/');
    await entry(page, 'Sou Pai/Mãe').click();
    await expect(page).toHaveURL(/\/parent\/login$/);
    await expect(page.locator('[data-remote="parent_app"]')).toBeVisible();

    await page.goto('/');
    await entry(page, 'Sou Criança').click();
    await expect(page).toHaveURL(/\/child\/login$/);
    await expect(page.locator('[data-remote="child_app"]')).toBeVisible();
  });

  test('/parent/login comes from parent-app and /child/login from child-app, with one react-dom', async ({
    page,
  }) => {
    await installRendererCounter(page);
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
    });

    await page.goto('/parent/login');
    const parentRoot = page.locator('[data-remote="parent_app"]');
    await expect(parentRoot).toBeVisible();
    await expect(parentRoot.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote="child_app"]')).toHaveCount(0);
    await saveScreenshot(page, 'issue-2-parent-login-frame');
    await expectNoA11yViolations(page);

    // Same page, client-side navigation: now the child remote joins the parent one.
    await navigateInApp(page, '/child/login');
    const childRoot = page.locator('[data-remote="child_app"]');
    await expect(childRoot).toBeVisible();
    await expect(childRoot.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote="parent_app"]')).toHaveCount(0);
    await saveScreenshot(page, 'issue-2-child-login-frame');
    await expectNoA11yViolations(page);

    expect(manifests).toContain(`http://localhost:${E2E_PORTS.parentApp}/mf-manifest.json`);
    expect(manifests).toContain(`http://localhost:${E2E_PORTS.childApp}/mf-manifest.json`);
    const renderers = await loadedRenderers(page);
    expect(renderers.filter((renderer) => renderer.packageName === 'react-dom')).toHaveLength(1);
  });

  test('a first visit to /child/login also loads exactly one react-dom', async ({ page }) => {
    await installRendererCounter(page);
    await page.goto('/child/login');
    await expect(page.locator('[data-remote="child_app"]')).toBeVisible();
    const renderers = await loadedRenderers(page);
    expect(renderers.map((renderer) => renderer.packageName)).toEqual(['react-dom']);
  });

  test('onboarding carousel: previous, next, dots, Começar and Fazer Login', async ({ page }) => {
    await page.goto('/');
    await entry(page, 'Conhecer o Mesadinha').click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await saveScreenshot(page, 'issue-2-onboarding-1');
    await expectNoA11yViolations(page);

    const next = page.getByRole('button', { name: 'Próximo' });
    const previous = page.getByRole('button', { name: 'Anterior' });
    const dots = page.getByRole('button', { name: /Ir para o slide/ });
    await expect(dots).toHaveCount(4);
    await next.click();
    await expect(page.getByRole('button', { name: 'Ir para o slide 2' })).toHaveAttribute(
      'aria-current',
      /true|step/,
    );
    await previous.click();
    await expect(page.getByRole('button', { name: 'Ir para o slide 1' })).toHaveAttribute(
      'aria-current',
      /true|step/,
    );
    await page.getByRole('button', { name: 'Ir para o slide 4' }).click();
    await expect(next).toHaveCount(0);
    await saveScreenshot(page, 'issue-2-onboarding-4');
    await entry(page, 'Começar').click();
    await expect(page).toHaveURL(/\/parent\/signup$/);
    await expect(page.locator('[data-remote="parent_app"]')).toBeVisible();

    await page.goto('/onboarding');
    await entry(page, 'Fazer Login').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/welcome redirects to / and an unknown path shows a pt-BR not-found page', async ({
    page,
  }) => {
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/$/);
    await expect(entry(page, 'Sou Criança')).toBeVisible();

    await page.goto('/nada-aqui');
    await expect(page.getByText('Página não encontrada')).toBeVisible();
  });
});
