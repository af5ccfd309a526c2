import { expect, request as playwrightRequest, test } from '@playwright/test';
import {
  addDays,
  saoPauloInstantAt,
  saoPauloToday,
  weekdayOf,
  WEEKLY_REPORT_HOUR,
} from '@portal/domain';
import { expectNoA11yViolations } from '../support/a11y';
import { uniqueSuffix } from '../support/api';
import { startBff, type RunningBff } from '../support/bff';
import { nextClientAddress, ORIGIN_HEADERS } from '../support/clients';
import { inboxOf, linkIn, waitForMail } from '../support/mailbox';
import type { ReceivedMail } from '../support/mail-server';
import { E2E_PORTS } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';

/*
 * Issue 38, "Must show" 2 (the weekly report): a BFF whose clock reads the coming Sunday just
 * after 19:00 in São Paulo (its own embedded database, the suite's real SMTP server) e-mails the
 * family's weekly report by itself, readable as plain text and as an HTML table; in Chromium the
 * e-mail's 'desativar' link opens a page whose button turns the weekly reports off.
 */

/** Seconds from `now` to 30 s past the next Sunday's 19:00 in São Paulo. */
function secondsToSundayEvening(now: Date): number {
  const today = saoPauloToday(now);
  let sunday = addDays(today, (7 - weekdayOf(today)) % 7);
  if (saoPauloInstantAt(sunday, WEEKLY_REPORT_HOUR).getTime() <= now.getTime()) {
    sunday = addDays(sunday, 7);
  }
  const target = saoPauloInstantAt(sunday, WEEKLY_REPORT_HOUR).getTime() + 30_000;
  return Math.ceil((target - now.getTime()) / 1000);
}

/** The same path and query on the Sunday BFF (links name the portal's public address). */
const on = (bff: RunningBff, link: string) => {
  const url = new URL(link);
  return `${bff.url}${url.pathname}${url.search}`;
};

test.describe('the weekly report (issue 38)', () => {
  test('arrives on Sunday at 19:00, and its link turns the weekly reports off', async ({
    page,
  }) => {
    // The queue's first pass after start-up, then the send: about a minute on this machine.
    test.setTimeout(240_000);
    const bff = await startBff(E2E_PORTS.secondBff, undefined, {
      clockOffsetSeconds: secondsToSundayEvening(new Date()),
    });
    const api = await playwrightRequest.newContext({
      baseURL: bff.url,
      extraHTTPHeaders: { ...ORIGIN_HEADERS, 'x-forwarded-for': nextClientAddress() },
    });
    try {
      const email = `pais.${uniqueSuffix()}@example.com`;
      const signUp = await api.post('/api/accounts/parent-sign-up', {
        data: {
          fullName: 'Clara Nunes',
          email,
          password: 'segredo123',
          confirmPassword: 'segredo123',
          familyName: 'Família Nunes',
          phone: '',
          monthlyBudget: '500,00',
        },
      });
      expect(signUp.status(), await signUp.text()).toBe(201);
      const confirmation = await waitForMail(email);
      const confirmed = await api.get(on(bff, linkIn(confirmation, /verify-email/)), {
        maxRedirects: 0,
      });
      expect(confirmed.status()).toBeLessThan(400);
      const signIn = await api.post('/api/auth/sign-in/email', {
        data: { email, password: 'segredo123' },
      });
      expect(signIn.status(), await signIn.text()).toBe(200);
      const username = `theo.${uniqueSuffix()}`;
      const child = await api.post('/api/children', {
        data: {
          name: 'Théo',
          username,
          age: 11,
          email: `${username}@example.com`,
          weeklyLimit: 2000,
          pin: '135790',
          parentConsent: true,
        },
      });
      expect(child.status(), await child.text()).toBe(201);

      let report: ReceivedMail | undefined;
      await expect
        .poll(
          async () => {
            report = (await inboxOf(email)).find((mail) =>
              mail.subject.startsWith('Resumo da semana'),
            );
            return Boolean(report);
          },
          { message: 'the weekly report e-mail', timeout: 180_000, intervals: [2_000] },
        )
        .toBe(true);
      // Plain text readable as it is, and an HTML table.
      expect(report!.text).toContain('Théo');
      expect(report!.text).toContain('  Ganhou: R$ 0,00');
      expect(report!.text).toContain('  Esperando aprovação: 0');
      expect(report!.html).toContain('<table');

      await page.goto(on(bff, linkIn(report!, /notifications\/unsubscribe/)));
      await expect(page.getByRole('heading', { name: 'Desativar e-mails' })).toBeVisible();
      await expectNoA11yViolations(page);
      await saveScreenshot(page, 'issue-38-weekly-report-unsubscribe');
      await page.getByRole('button', { name: 'Desativar resumos semanais' }).click();
      await expect(page.getByRole('heading', { name: 'Pronto!' })).toBeVisible();
      await expect(page.getByText('Você não receberá mais resumos semanais.')).toBeVisible();
      await expectNoA11yViolations(page);
      await saveScreenshot(page, 'issue-38-weekly-report-unsubscribed');

      const family = await api.get('/api/family');
      expect(family.status()).toBe(200);
      const settings = (await family.json()) as { notifications: { weeklyReports: boolean } };
      expect(settings.notifications.weeklyReports).toBe(false);
    } finally {
      await api.dispose();
      await bff.close();
    }
  });
});
