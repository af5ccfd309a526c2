import { expect, request as playwrightRequest, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { ORIGIN_HEADERS } from '../support/api';
import { seedFamily } from '../support/families';
import { linkIn, waitForMail } from '../support/mailbox';
import { SHELL_URL } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 36, item 7 (ADR 058): a parent who signed up with Google has no password, so 'Excluir
 * conta' could only answer 'Senha incorreta.'. Now the dialog has no password field: it e-mails
 * a one-time link, says where it went, and the link's page erases the family only on its
 * explicit 'Excluir'. Screenshots at 390 px (phone) and 1280 px, axe on the new page.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test('a Google-only parent deletes the family through the e-mailed link', async ({
  page,
  context,
}) => {
  const family = await seedFamily({
    parentName: 'Rita Google',
    familyName: 'Família Sem Senha',
    childName: 'Téo',
    tasks: ['Guardar os brinquedos'],
  });
  try {
    await context.addCookies(family.parentCookies);
    await page.setViewportSize(PHONE);
    await page.goto('/parent/settings?tab=privacy');

    await page.getByRole('button', { name: 'Excluir conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir a conta da família?' });
    await expect(dialog.getByText(/Sua conta entra com Google ou Apple, sem senha/)).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expect(dialog.getByLabel('Digite sua senha para confirmar')).toHaveCount(0);
    await saveScreenshot(page, 'issue-36-delete-dialog-390');

    await dialog.getByRole('button', { name: 'Enviar link por e-mail' }).click();
    await expect(
      dialog.getByText(
        `Enviamos um link para ${family.parent.email}. Abra-o em até 30 minutos e toque em 'Excluir' para apagar a conta.`,
      ),
    ).toBeVisible();
    await saveScreenshot(page, 'issue-36-delete-link-sent-390');
    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, 'issue-36-delete-link-sent-1280');
    await expectNoA11yViolations(page, { soft: true });

    const mail = await waitForMail(family.parent.email);
    expect(mail.subject).toBe('Confirme a exclusão da conta no Mesadinha');
    const link = linkIn(mail, /\/parent\/delete-account\?token=/);
    expect(new URL(link).origin).toBe(SHELL_URL);

    // Opening the link erases nothing: the page asks for 'Excluir'.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Excluir a conta da família?' })).toBeVisible();
    expect((await page.request.get('/api/me')).status(), 'still signed in').toBe(200);
    await expectNoA11yViolations(page);
    await saveScreenshot(page, 'issue-36-delete-page-1280');
    await page.setViewportSize(PHONE);
    await expectNoA11yViolations(page);
    await saveScreenshot(page, 'issue-36-delete-page-390');

    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(page).toHaveURL(`${SHELL_URL}/`);
    await expect(page.getByText('Conta excluída. Sentiremos sua falta!')).toBeVisible();
    expect((await page.request.get('/api/me')).status(), 'the session cookie is gone').toBe(401);

    // The child's session and sign-in are gone with the family.
    expect((await family.childDevice.get('/api/me')).status()).toBe(401);
    const childAgain = await playwrightRequest.newContext({ baseURL: SHELL_URL });
    try {
      const signIn = await childAgain.post('/api/child-auth/sign-in', {
        headers: ORIGIN_HEADERS,
        data: { username: family.child.username, pin: family.child.pin },
      });
      expect(signIn.status()).toBe(401);
    } finally {
      await childAgain.dispose();
    }
  } finally {
    await family.dispose();
  }
});
