import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@portal/contracts/messages';
import { expectNoA11yViolations } from '../support/a11y';
import { createChild, me, uniqueSuffix } from '../support/api';
import { subscribeFamily } from '../support/billing';
import { setNextOidcUser, type OidcUser } from '../support/oidc-provider';
import { E2E_PORTS, SHELL_URL } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';

/** 'Continuar com Google' on /parent/login: the browser goes to the local provider and back. */
async function continueWithGoogle(page: Page, user: OidcUser): Promise<string[]> {
  await setNextOidcUser(E2E_PORTS.oidc, user);
  await page.goto('/parent/login');
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  const providerVisit = page.waitForRequest(
    (request) =>
      request.url().startsWith(`http://127.0.0.1:${E2E_PORTS.oidc}/authorize`) &&
      request.isNavigationRequest(),
  );
  await page.getByRole('button', { name: 'Continuar com Google' }).click();
  // A real protocol exchange: authorize (PKCE + nonce) at the provider, then the BFF's callback.
  const authorize = new URL((await providerVisit).url());
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  // The provider sends the browser back to the BFF's callback, through the shell's /api.
  expect(authorize.searchParams.get('redirect_uri')).toMatch(
    new RegExp(`^${SHELL_URL}/api/auth/.*callback.*google$`),
  );
  return visited;
}

test('Google sign-in round trip: a new user completes the social sign-up, the next sign-in goes straight to the dashboard (issue 3)', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const carla: OidcUser = {
    sub: `google-oauth2|carla-${suffix}`,
    email: `carla.${suffix}@example.com`,
    name: 'Carla Souza',
    email_verified: true,
  };

  const visited = await continueWithGoogle(page, carla);
  await expect(page).toHaveURL(/\/parent\/signup$/);
  // Back from the provider, the social landing route decided where to go.
  expect(visited).toContain('/auth/callback');
  await expect(page.getByText('Cadastro com conta social')).toBeVisible();
  const email = page.getByLabel('E-mail');
  const fullName = page.getByLabel('Nome completo');
  await expect(email).toHaveValue(carla.email);
  await expect(email).not.toBeEditable();
  await expect(fullName).toHaveValue('Carla Souza');
  await expect(fullName).not.toBeEditable();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Confirmar senha')).toHaveCount(0);
  await saveScreenshot(page, 'issue-3-google-social-signup-step-1');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Nome da família').fill('Família Souza');
  await page.getByLabel(/Orçamento mensal/).fill('300');
  await saveScreenshot(page, 'issue-3-google-social-signup-step-2');
  // The submit label of the social variant is not fixed by the spec.
  await page.getByRole('button', { name: /^(Concluir cadastro|Criar conta)$/ }).click();

  await expect(page).toHaveURL(/\/children\/setup$/);
  await expect(page.getByRole('heading', { name: 'Adicionar Filhos', level: 1 })).toBeVisible();
  const session = await me(page.request);
  expect(session.user).toMatchObject({ email: carla.email, role: 'parent' });
  expect(session.family).toMatchObject({ name: 'Família Souza', monthlyBudget: 30000 });

  // With a child the dashboard stays the dashboard (without, it forwards to the setup).
  await createChild(page.request, {
    name: 'Duda',
    username: `duda.${suffix}`,
    age: 9,
    email: `duda.${suffix}@example.com`,
    weeklyLimit: 2000,
    pin: '246810',
  });
  // The dashboard is behind the subscription gate (issue 13): the family buys the monthly plan.
  await subscribeFamily(page.request);
  await page.goto('/parent/dashboard');
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText(MSG.signOut.parentSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await continueWithGoogle(page, carla);
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Painel dos Pais', level: 1 })).toBeVisible();
  expect((await me(page.request)).family?.id).toBe(session.family?.id);
  await saveScreenshot(page, 'issue-3-google-second-sign-in-dashboard');
});
