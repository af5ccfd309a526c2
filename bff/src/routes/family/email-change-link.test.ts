import { EMAIL_CHANGE_LINK_SUPERSEDED, FamilySchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createVerifiedParent,
  resetPasswordByMail,
  type TestParent,
} from '../../test/test-accounts';
import { createTestApp, fromIp, signIn, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { call } from '../children/children.test-support';

/*
 * Issue 36, item 5 (ADR 028): a pending e-mail-change link dies with the password it was asked
 * with, and with a newer request. Someone who had the session and the password can no longer
 * take the account over by opening an old link after the owner changed or reset the password.
 */
describe('e-mail change links (issue 36)', () => {
  let testDb: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const REFUSED = `/parent/settings?tab=family&emailChanged=1&error=${EMAIL_CHANGE_LINK_SUPERSEDED}`;

  /** Asks for `newEmail` with `password`; returns the confirmation link sent there. */
  async function askChange(parent: TestParent, cookie: string, newEmail: string, password: string) {
    const res = await call(app, 'PATCH', '/api/family', {
      cookie,
      body: { parentEmail: newEmail, currentPassword: password },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(FamilySchema.parse(await res.json()).pendingParentEmail).toBe(newEmail);
    const link = new URL(app.mail.linkTo(newEmail));
    return `${link.pathname}${link.search}`;
  }

  /** Opens a link in a browser without a session (the attacker's, at the new address). */
  const open = (path: string) => app.request(path, {}, fromIp());

  async function emailOf(parent: TestParent, cookie: string): Promise<string> {
    const res = await call(app, 'GET', '/api/family', { cookie });
    expect(res.status).toBe(200);
    return FamilySchema.parse(await res.json()).parentEmail;
  }

  it('refuses a link asked before a password change; one asked after it works', async () => {
    const parent = await createVerifiedParent(app);
    const stolen = `ladrao-${Date.now()}@example.com`;
    const link = await askChange(parent, parent.cookie, stolen, parent.password);

    const changed = await call(app, 'POST', '/api/account/password', {
      cookie: parent.cookie,
      body: {
        currentPassword: parent.password,
        newPassword: 'senha-nova-1',
        confirmPassword: 'senha-nova-1',
      },
    });
    expect(changed.status).toBe(204);
    const signedIn = await signIn(app, parent.email, 'senha-nova-1');
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

    const opened = await open(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(REFUSED);
    expect(await emailOf(parent, cookie)).toBe(parent.email);
    expect((await signIn(app, stolen, 'senha-nova-1')).status).toBe(401);
    // Nor does it work later, or with the owner's session.
    const again = await app.request(link, { headers: { cookie } }, fromIp());
    expect(again.headers.get('location')).toBe(REFUSED);

    // The owner asking again after the change gets a link that works.
    const wanted = `dono-${Date.now()}@example.com`;
    const fresh = await askChange(parent, cookie, wanted, 'senha-nova-1');
    const confirmed = await open(fresh);
    expect(confirmed.headers.get('location')).toBe('/parent/settings?tab=family&emailChanged=1');
    expect((await signIn(app, wanted, 'senha-nova-1')).status).toBe(200);
  });

  it('refuses a link asked before a password reset', async () => {
    const parent = await createVerifiedParent(app);
    const stolen = `ladrao-reset-${Date.now()}@example.com`;
    const link = await askChange(parent, parent.cookie, stolen, parent.password);

    const reset = await resetPasswordByMail(app, parent.email, 'redefinida-1');
    expect(reset.status).toBe(200);

    const opened = await open(link);
    expect(opened.headers.get('location')).toBe(REFUSED);
    expect((await signIn(app, stolen, 'redefinida-1')).status).toBe(401);
    expect((await signIn(app, parent.email, 'redefinida-1')).status).toBe(200);
  });

  it("refuses an older request's link once a newer one was asked", async () => {
    const parent = await createVerifiedParent(app);
    const first = `primeiro-${Date.now()}@example.com`;
    const second = `segundo-${Date.now()}@example.com`;
    const older = await askChange(parent, parent.cookie, first, parent.password);
    const newer = await askChange(parent, parent.cookie, second, parent.password);

    expect((await open(older)).headers.get('location')).toBe(REFUSED);
    expect(await emailOf(parent, parent.cookie)).toBe(parent.email);
    const confirmed = await open(newer);
    expect(confirmed.headers.get('location')).toBe('/parent/settings?tab=family&emailChanged=1');
    expect((await signIn(app, second, parent.password)).status).toBe(200);
    expect((await signIn(app, first, parent.password)).status).toBe(401);
    // Used once, it does not work again.
    expect((await open(newer)).headers.get('location')).not.toBe(
      '/parent/settings?tab=family&emailChanged=1',
    );
  });
});
