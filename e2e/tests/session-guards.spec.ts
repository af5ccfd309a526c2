import { expect, test } from '@playwright/test';
import {
  DEMO_PARENT,
  ORIGIN_HEADERS,
  signInParent,
  signOutViaApi,
  submitParentLogin,
} from '../support/api';

test.describe('route guards of the shell (issue 3)', () => {
  test('a parent route without a session goes to the login, and back after signing in', async ({
    page,
  }) => {
    await page.goto('/parent/settings');
    await expect(page).toHaveURL(/\/parent\/login\?redirectTo=%2Fparent%2Fsettings$/);
    await page.getByLabel('E-mail').fill(DEMO_PARENT.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PARENT.password);
    await submitParentLogin(page);
    await expect(page).toHaveURL(/\/parent\/settings$/);

    // A parent is not a child: the child area sends it to the child login.
    await page.goto('/child/dashboard');
    await expect(page).toHaveURL(/\/child\/login$/);
  });

  test('a child signed in cannot open a parent route', async ({ page }) => {
    // The device learns the demo family (the child sign-in below then carries it).
    await signInParent(page.request, DEMO_PARENT);
    await signOutViaApi(page.request);
    const signIn = await page.request.post('/api/child-auth/sign-in', {
      headers: ORIGIN_HEADERS,
      data: { username: 'bruno', pin: '123456' },
    });
    expect(signIn.status()).toBe(200);

    await page.goto('/child/dashboard');
    await expect(page.getByRole('heading', { name: 'Olá, Bruno!' })).toBeVisible();
    await page.goto('/parent/dashboard');
    await expect(page).toHaveURL(/\/parent\/login\?redirectTo=%2Fparent%2Fdashboard$/);
    // The API agrees: a child calling a parent route gets 403.
    expect((await page.request.get('/api/children')).status()).toBe(403);
  });
});
