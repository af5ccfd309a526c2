import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { CHILD_CONSENT_TEXT, MSG } from '@portal/contracts/messages';
import { expectNoA11yViolations } from '../support/a11y';
import { submitParentLogin, uniqueSuffix } from '../support/api';
import { advanceSubscription, flushWebhooks, premiumAccessOf } from '../support/billing';
import { seedFamily, type FamilyNames, type SeededFamily } from '../support/families';
import { linkIn, waitForMail } from '../support/mailbox';
import { STRIPE_EMULATOR_PUBLIC_URL } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 13, "Must show" 1, 2 (the success page's part) and 4, offline: the project's Stripe
 * emulator (started by global setup on :4930) serves the hosted checkout and portal pages, and
 * its signed webhooks reach the BFF. New families start without premium access.
 */

/** parent-app's texts of the billing tab and the success page (not in the contracts). */
const TEXT = {
  billingPath: /\/parent\/settings\?tab=billing$/,
  subscriptionRequired: 'Assine um plano para usar o painel, as tarefas e a fila de aprovação.',
  choosePlan: 'Escolha um plano',
  successTitle: 'Assinatura ativada!',
  signInNotice: 'Entre na sua conta',
} as const;

/** The emulator's test cards: the one that pays and the one it declines. */
const CARD_PAYS = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';

const CHECKOUT_PAGE = new RegExp(`^${STRIPE_EMULATOR_PUBLIC_URL}/checkout/(cs_[A-Za-z0-9_]+)`);
const PORTAL_PAGE = new RegExp(`^${STRIPE_EMULATOR_PUBLIC_URL}/portal/`);

/** The monthly plan's card on the billing tab (one list item per plan). */
function monthlyPlan(page: Page): Locator {
  return page.getByRole('listitem').filter({ hasText: /R\$\s19,90/ });
}

/** 'Assinar' on the monthly plan: the browser goes to the emulator's checkout page. */
async function chooseMonthlyPlan(page: Page): Promise<string> {
  await monthlyPlan(page)
    .getByRole('button', { name: /^Assinar/ })
    .click();
  await expect(page).toHaveURL(CHECKOUT_PAGE);
  const sessionId = CHECKOUT_PAGE.exec(page.url())![1]!;
  await expect(page.getByText(/R\$\s19,90/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancelar' })).toBeVisible();
  return sessionId;
}

/** Types a card number on the emulator's checkout page and presses 'Pagar'. */
async function pay(page: Page, card: string): Promise<void> {
  await page.getByLabel('Número do cartão').fill(card);
  await page.getByRole('button', { name: 'Pagar' }).click();
}

/** A child signs in on a phone of its own (username and PIN typed in). */
async function childPhone(browser: Browser, username: string, pin: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/child/login');
  const typeUsername = page.getByRole('button', { name: 'Digitar meu usuário' });
  if (await typeUsername.isVisible()) await typeUsername.click();
  await page.getByLabel('Nome de usuário').fill(username);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  return page;
}

/** The parent of a seeded family on a browser of its own (its session cookies, no sign-in). */
async function parentBrowser(browser: Browser, family: SeededFamily): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies(family.parentCookies);
  return context.newPage();
}

/** The shell's page for a child whose family has no access (ADR 034). */
async function expectGuardianPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: MSG.billing.childNoAccessTitle })).toBeVisible();
  await expect(page.getByText(MSG.billing.childNoAccessBody)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

const family = (familyName: string, parentName: string, childName: string): FamilyNames => ({
  familyName,
  parentName,
  childName,
  tasks: [],
});

test.describe('premium subscription through the Stripe emulator (issue 13)', () => {
  test('a new parent signs up, sets up a child, is sent to the billing tab, pays the monthly plan and reaches the dashboard; the child uses its portal', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const parent = {
      fullName: 'Marta Ribeiro',
      email: `marta.${suffix}@example.com`,
      password: 'assinar123',
    };
    const child = { name: 'Nina', username: `nina.${suffix}`, pin: '362514' };

    // Sign-up in two steps, the confirmation e-mail, its link, the login.
    await page.goto('/parent/signup');
    await page.getByLabel('Nome completo').fill(parent.fullName);
    await page.getByLabel('E-mail').fill(parent.email);
    await page.getByLabel('Senha', { exact: true }).fill(parent.password);
    await page.getByLabel('Confirmar senha').fill(parent.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByLabel('Nome da família').fill('Ribeiro');
    await page.getByLabel(/Orçamento mensal/).fill('400');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText(MSG.signup.verifyEmail)).toBeVisible();
    await page.goto(linkIn(await waitForMail(parent.email), /verify-email/));
    await expect(page).toHaveURL(/\/parent\/login\?verified=1$/);
    await page.getByLabel('E-mail').fill(parent.email);
    await page.getByLabel('Senha', { exact: true }).fill(parent.password);
    await submitParentLogin(page);

    // The first sign-in after the link continues the sign-up: 'Adicionar Filhos', which needs
    // no subscription (the dashboard is out of reach without one).
    await expect(page).toHaveURL(/\/children\/setup$/);
    await expect(page.getByRole('heading', { name: 'Adicionar Filhos', level: 1 })).toBeVisible();
    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Criança 1', exact: true }) });
    await card.getByLabel('Nome', { exact: true }).fill(child.name);
    await card.getByLabel('Nome de usuário').fill(child.username);
    await card.getByLabel('Idade').fill('10');
    await card.getByLabel('E-mail da criança').fill(`nina.${suffix}@example.com`);
    await card.getByLabel('PIN (6 dígitos)').fill(child.pin);
    await page.getByRole('checkbox', { name: CHILD_CONSENT_TEXT }).click();
    await page.getByRole('button', { name: 'Finalizar Configuração' }).click();

    // 'Finalizar Configuração' heads for the dashboard: the gate sends the parent to billing.
    await expect(page).toHaveURL(TEXT.billingPath);
    await expect(
      page.getByRole('alert').filter({ hasText: TEXT.subscriptionRequired }),
    ).toBeVisible();
    await expect(page.getByText('Inativa', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.choosePlan, level: 2 })).toBeVisible();
    await expect(monthlyPlan(page)).toContainText('Período de teste: 7 dias');
    await saveScreenshot(page, 'issue-13-billing-tab-subscription-required');
    await expectNoA11yViolations(page);
    expect(await premiumAccessOf(page.request)).toBe(false);

    // 'Assinar' → the emulator's hosted checkout page (pt-BR).
    await chooseMonthlyPlan(page);
    await expect(page.getByText(/Mesadinha Premium/).first()).toBeVisible();
    await saveScreenshot(page, 'issue-13-emulator-checkout');
    await pay(page, CARD_PAYS);

    // Back at /assinatura/sucesso: verified, saved, access granted.
    await expect(page).toHaveURL(/\/assinatura\/sucesso\?.*session_id=cs_/);
    await expect(page.getByRole('heading', { name: TEXT.successTitle })).toBeVisible();
    await saveScreenshot(page, 'issue-13-checkout-success');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Ir para o painel' }).click();
    await expect(page).toHaveURL(/\/parent\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Painel dos Pais', level: 1 })).toBeVisible();
    expect(await premiumAccessOf(page.request)).toBe(true);

    // The billing tab now shows the trial and no plans.
    await page.goto('/parent/settings?tab=billing');
    await expect(page.getByText('Período de testes', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: TEXT.choosePlan })).toHaveCount(0);
    await saveScreenshot(page, 'issue-13-billing-tab-trialing');

    // The family's child signs in on its own phone and reaches its dashboard.
    const phone = await childPhone(browser, child.username, child.pin);
    await expect(phone).toHaveURL(/\/child\/dashboard$/);
    await expect(phone.getByRole('heading', { name: `Olá, ${child.name}!` })).toBeVisible();
    await expect(phone.getByText(MSG.billing.childNoAccessTitle)).toHaveCount(0);
    await phone.context().close();
  });

  test('a declined card leaves the family without access; the success page refuses the unpaid session; its child is asked to call a guardian', async ({
    browser,
  }) => {
    const seeded = await seedFamily(family('Família Teles', 'Rui Teles', 'Caio'), {
      subscribe: false,
    });
    try {
      const page = await parentBrowser(browser, seeded);
      await page.goto('/parent/dashboard');
      await expect(page).toHaveURL(TEXT.billingPath);
      await expect(
        page.getByRole('alert').filter({ hasText: TEXT.subscriptionRequired }),
      ).toBeVisible();

      const sessionId = await chooseMonthlyPlan(page);
      await pay(page, CARD_DECLINED);
      await expect(
        page.getByRole('alert').filter({ hasText: 'Seu cartão foi recusado.' }),
      ).toBeVisible();
      await expect(page).toHaveURL(CHECKOUT_PAGE);
      await saveScreenshot(page, 'issue-13-emulator-card-declined');
      await flushWebhooks();
      expect(await premiumAccessOf(page.request)).toBe(false);

      // Still no access: the gate sends the dashboard to billing again.
      await page.goto('/parent/dashboard');
      await expect(page).toHaveURL(TEXT.billingPath);

      // The success page with that (open, unpaid) session grants nothing.
      await page.goto(`/assinatura/sucesso?session_id=${sessionId}&mode=subscription`);
      await expect(
        page.getByRole('heading', { name: MSG.checkout.verifyFailedTitle }),
      ).toBeVisible();
      await expect(page.getByText(MSG.checkout.paymentNotFinished)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
      await saveScreenshot(page, 'issue-13-checkout-not-paid');
      await expectNoA11yViolations(page);
      expect(await premiumAccessOf(page.request)).toBe(false);

      const phone = await childPhone(browser, seeded.child.username, seeded.child.pin);
      await expect(phone).toHaveURL(/\/child\/dashboard$/);
      await expectGuardianPage(phone);
      await saveScreenshot(phone, 'issue-13-child-no-access');
      await expectNoA11yViolations(phone);
      await phone.context().close();
      await page.context().close();
    } finally {
      await seeded.dispose();
    }
  });

  test("another family's completed session grants nothing and says so", async ({ browser }) => {
    const paying = await seedFamily(family('Família Assis', 'Lúcia Assis', 'Davi'));
    const other = await seedFamily(family('Família Brito', 'Otto Brito', 'Elis'), {
      subscribe: false,
    });
    try {
      const page = await parentBrowser(browser, other);
      await page.goto(
        `/assinatura/sucesso?session_id=${paying.purchase!.sessionId}&mode=subscription`,
      );
      await expect(
        page.getByRole('heading', { name: MSG.checkout.verifyFailedTitle }),
      ).toBeVisible();
      await expect(page.getByText(MSG.checkout.otherFamily)).toBeVisible();
      await saveScreenshot(page, 'issue-13-checkout-other-family');
      expect(await premiumAccessOf(page.request)).toBe(false);
      await page.goto('/parent/dashboard');
      await expect(page).toHaveURL(TEXT.billingPath);
      await page.context().close();
    } finally {
      await paying.dispose();
      await other.dispose();
    }
  });

  test("cancelled on the emulator's billing portal, the subscription ends at the period's end, and access with it", async ({
    browser,
  }) => {
    const seeded = await seedFamily(family('Família Castro', 'Vera Castro', 'Gabi'));
    try {
      const page = await parentBrowser(browser, seeded);
      await page.goto('/parent/settings?tab=billing');
      await expect(page.getByText('Período de testes', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Cancelar assinatura' }).click();

      // The emulator's portal page: cancel at the period's end, then back to the billing tab.
      await expect(page).toHaveURL(PORTAL_PAGE);
      await saveScreenshot(page, 'issue-13-emulator-portal');
      await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
      await expect(page.getByRole('status')).toContainText('Sua assinatura termina em');
      await saveScreenshot(page, 'issue-13-emulator-portal-cancelled');
      // The webhook (customer.subscription.updated) reaches the BFF before the tab reloads.
      await flushWebhooks();
      await page.getByRole('link', { name: 'Voltar' }).click();
      await expect(page).toHaveURL(TEXT.billingPath);
      await expect(page.getByText(/Cancela em \d{1,2} de \p{L}+ de \d{4}/u)).toBeVisible();
      await saveScreenshot(page, 'issue-13-billing-tab-cancels-at-period-end');

      // Until the period ends, the family keeps its access.
      expect(await premiumAccessOf(page.request)).toBe(true);
      await page.goto('/parent/dashboard');
      await expect(page.getByRole('heading', { name: 'Painel dos Pais', level: 1 })).toBeVisible();

      // The period ends (emulator control): 'Cancelada', and the gate closes.
      await advanceSubscription(seeded.purchase!.subscriptionId!, 'period_end');
      await page.goto('/parent/settings?tab=billing');
      await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();
      await saveScreenshot(page, 'issue-13-billing-tab-cancelled');
      expect(await premiumAccessOf(page.request)).toBe(false);
      await page.goto('/parent/dashboard');
      await expect(page).toHaveURL(TEXT.billingPath);

      const childContext = await browser.newContext({
        storageState: await seeded.childDevice.storageState(),
      });
      const phone = await childContext.newPage();
      await phone.goto('/child/dashboard');
      await expectGuardianPage(phone);
      await childContext.close();
      await page.context().close();
    } finally {
      await seeded.dispose();
    }
  });

  test('signed out, /assinatura/sucesso asks to sign in and links back to itself', async ({
    page,
  }) => {
    const path = '/assinatura/sucesso?session_id=cs_test_signed_out&mode=subscription';
    await page.goto(path);
    await expect(page.getByText(TEXT.signInNotice).first()).toBeVisible();
    const signIn = page.getByRole('link', { name: 'Entrar' });
    const href = new URL((await signIn.getAttribute('href'))!, page.url());
    expect(href.pathname).toBe('/parent/login');
    expect(href.searchParams.get('redirectTo')).toBe(path);
    await saveScreenshot(page, 'issue-13-checkout-success-signed-out');
    await expectNoA11yViolations(page);
  });
});
