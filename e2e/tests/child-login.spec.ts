import { expect, test, type Page } from '@playwright/test';
import type { ChildPublic } from '@portal/contracts/children';
import { MSG } from '@portal/contracts/messages';
import { expectNoA11yViolations } from '../support/a11y';
import {
  createChild,
  createConfirmedParent,
  DEMO_PARENT,
  ORIGIN_HEADERS,
  signInParent,
  signOutViaApi,
  uniqueSuffix,
} from '../support/api';
import { saveScreenshot } from '../support/screenshots';

const LOCKED = 'Muitas tentativas. Tente novamente em alguns minutos.';

const profileCards = (page: Page) =>
  page.getByRole('list', { name: 'Perfis da família' }).getByRole('button');

/** The form's error alert (the toast region is an alert too, usually empty). */
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Fills the PIN of the child login form and presses 'Entrar'. */
async function submitPin(page: Page, pin: string): Promise<void> {
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test.describe('child login (issue 3)', () => {
  test('a child picks its card in "Quem é você?", a wrong PIN is refused, the right one signs in', async ({
    page,
  }) => {
    // The device learns the family's profiles when the parent signs in on it (the demo family
    // the BFF seeds: Ana 10 and Bruno 14, PIN 123456).
    await page.goto('/parent/login');
    await page.getByLabel('E-mail').fill(DEMO_PARENT.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PARENT.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/parent\/dashboard$/);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByText(MSG.signOut.parentSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.locator('a, button', { hasText: 'Sou Criança' }).click();
    await expect(page).toHaveURL(/\/child\/login$/);
    await expect(page.getByRole('heading', { name: 'Quem é você?', level: 1 })).toBeVisible();
    await expect(profileCards(page)).toHaveCount(2);
    const ana = profileCards(page).filter({ hasText: 'Ana' });
    await expect(ana).toContainText('@ana');
    await expect(ana).toContainText('10 anos');
    await expect(profileCards(page).filter({ hasText: 'Bruno' })).toContainText('@bruno');
    await expect(page.getByRole('button', { name: 'Digitar meu usuário' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar como responsável' })).toBeVisible();
    await saveScreenshot(page, 'issue-3-child-login-picker-demo');
    await expectNoA11yViolations(page);

    await ana.click();
    await expect(page.getByLabel('Nome de usuário')).toHaveValue('ana');
    await submitPin(page, '654321');
    await expect(alertWith(page, MSG.childLogin.accountNotFoundOrInvalidPin)).toBeVisible();
    await expect(page).toHaveURL(/\/child\/login$/);
    await saveScreenshot(page, 'issue-3-child-login-wrong-pin');
    await expectNoA11yViolations(page);

    await submitPin(page, '123456');
    await expect(page).toHaveURL(/\/child\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
    // Her age group's theme and greeting (kids, 9-12).
    await expect(page.locator('[data-mesa-theme="kids"]').first()).toBeVisible();
    await expect(page.getByText('Oba, que bom te ver!')).toBeVisible();
    await saveScreenshot(page, 'issue-3-child-dashboard-ana');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByText(MSG.signOut.childSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Signed out for real: the child area sends the visitor back to the login.
    await page.goto('/child/dashboard');
    await expect(page).toHaveURL(/\/child\/login$/);
  });

  test('repeated wrong PINs lock that account only, even with a different X-Forwarded-For each time, until the parent unlocks it', async ({
    page,
  }) => {
    // A family of its own, so the lock cannot touch children other specs sign in as.
    const parent = await createConfirmedParent(page.request, {
      fullName: 'Marta Lima',
      familyName: 'Família Lima',
    });
    await signInParent(page.request, parent);
    const suffix = uniqueSuffix();
    const lia = await createChild(page.request, {
      name: 'Lia',
      username: `lia.${suffix}`,
      age: 11,
      email: `lia.${suffix}@example.com`,
      weeklyLimit: 2000,
      pin: '111111',
    });
    const caio = await createChild(page.request, {
      name: 'Caio',
      username: `caio.${suffix}`,
      age: 15,
      email: `caio.${suffix}@example.com`,
      weeklyLimit: 3000,
      pin: '222222',
    });
    await signOutViaApi(page.request);

    // Wrong PINs through the shell's proxy, as deployed (the BFF runs with TRUST_PROXY), each
    // claiming another client address. The proxy overwrites X-Forwarded-For with the real
    // socket address, so the claims change nothing: every attempt counts against Lia's account.
    const bffSignIn = '/api/child-auth/sign-in';
    let lockedAt = 0;
    for (let attempt = 1; attempt <= 12 && lockedAt === 0; attempt += 1) {
      const response = await page.request.post(bffSignIn, {
        headers: { ...ORIGIN_HEADERS, 'x-forwarded-for': `203.0.113.${attempt}` },
        data: { username: lia.username, pin: '999999', familyId: lia.familyId },
      });
      const body = (await response.json()) as {
        code: string;
        message: string;
        retryAfterSeconds?: number;
      };
      if (response.status() === 429) {
        expect(body).toMatchObject({ code: 'CHILD_LOCKED', message: LOCKED });
        expect(body.retryAfterSeconds).toBeGreaterThan(0);
        lockedAt = attempt;
      } else {
        expect(response.status(), `attempt ${attempt}`).toBe(401);
        expect(body.message).toBe(MSG.childLogin.accountNotFoundOrInvalidPin);
      }
    }
    expect(lockedAt, 'the account locks after a handful of misses').toBeGreaterThan(1);
    expect(lockedAt).toBeLessThanOrEqual(11);

    // Now even the right PIN is refused for Lia, through the UI...
    await page.goto('/child/login');
    await expect(page.getByRole('heading', { name: 'Quem é você?', level: 1 })).toBeVisible();
    await profileCards(page).filter({ hasText: 'Lia' }).click();
    await submitPin(page, '111111');
    await expect(alertWith(page, LOCKED)).toBeVisible();
    await expect(page).toHaveURL(/\/child\/login$/);
    await saveScreenshot(page, 'issue-3-child-login-locked');

    // ...while her brother, same family, same device and same client address, signs in.
    await page.getByRole('button', { name: 'Não é você? Escolher outro perfil' }).click();
    await profileCards(page).filter({ hasText: 'Caio' }).click();
    await submitPin(page, '222222');
    await expect(page).toHaveURL(/\/child\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Olá, Caio!' })).toBeVisible();
    expect(caio.familyId).toBe(lia.familyId);

    // The parent sees the lock on Lia and ends it (ADR 014); then Lia signs in on this device.
    await signInParent(page.request, parent);
    const children = await page.request.get('/api/children');
    const listed = ((await children.json()) as { children: ChildPublic[] }).children;
    expect(listed.find((child) => child.id === lia.id)?.pinLockedUntil).not.toBeNull();
    const unlock = await page.request.post(`/api/children/${lia.id}/pin-unlock`, {
      headers: ORIGIN_HEADERS,
    });
    expect(unlock.status()).toBe(200);
    expect(((await unlock.json()) as ChildPublic).pinLockedUntil).toBeNull();
    await signOutViaApi(page.request);
    await page.goto('/child/login');
    await profileCards(page).filter({ hasText: 'Lia' }).click();
    await submitPin(page, '111111');
    await expect(page).toHaveURL(/\/child\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Olá, Lia!' })).toBeVisible();
  });
});
