import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { createConfirmedParent, ORIGIN_HEADERS, submitParentLogin } from '../support/api';
import { linkIn, waitForMail } from '../support/mailbox';
import { saveScreenshot } from '../support/screenshots';

test('a parent who forgot the password gets a reset e-mail and signs in with the new one (issue 3)', async ({
  page,
}) => {
  const parent = await createConfirmedParent(page.request, {
    fullName: 'Sérgio Prado',
    familyName: 'Prado',
  });
  const newPassword = 'nova-senha-42';

  await page.goto('/parent/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/parent\/forgot-password$/);
  await page.getByLabel('E-mail').fill(parent.email);
  await saveScreenshot(page, 'issue-3-forgot-password');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(
    page.getByText(
      'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.',
    ),
  ).toBeVisible();

  // The second message to this address (the first was the sign-up confirmation).
  const mail = await waitForMail(parent.email, 2);
  expect(mail.subject).toContain('Mesadinha');
  expect(mail.subject).toContain('senha');
  await page.goto(linkIn(mail, /reset-password/));
  await expect(page).toHaveURL(/\/parent\/reset-password\?token=/);
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar nova senha').fill(newPassword);
  await saveScreenshot(page, 'issue-3-reset-password');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();

  await expect(page).toHaveURL(/\/parent\/login$/);
  await expect(page.getByText('Senha redefinida! Faça login com a nova senha.')).toBeVisible();
  const oldPassword = await page.request.post('/api/auth/sign-in/email', {
    headers: ORIGIN_HEADERS,
    data: { email: parent.email, password: parent.password },
  });
  expect(oldPassword.status(), 'the old password no longer works').toBe(401);

  await page.getByLabel('E-mail').fill(parent.email);
  await page.getByLabel('Senha', { exact: true }).fill(newPassword);
  await submitParentLogin(page);
  // Signed in; the family has no children yet, so the dashboard forwards to the setup.
  await expect(page).toHaveURL(/\/children\/setup$/);

  // The link works once.
  await page.goto(linkIn(mail, /reset-password/));
  await expect(
    page.getByText('Este link para redefinir a senha é inválido ou expirou.'),
  ).toBeVisible();
});
