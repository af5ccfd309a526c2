import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../db/client';
import { notifications } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { createVerifiedParent } from '../../test/test-accounts';
import { createTestApp, TEST_ENV } from '../../test/test-app';
import { sendPendingEmails } from './notifications.service';

const silent = pino({ level: 'silent' });

/*
 * `npm start` runs on PGlite, one connection for everything: the mail pass must not hold a
 * transaction while the development outbox (which writes through that connection) keeps the
 * e-mail, or every request of the BFF waits forever (seen in the size check).
 */
describe('the parents’ e-mails on PGlite (the embedded default)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openPglite();
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('are kept in the outbox, and the database answers meanwhile', async () => {
    const app = createTestApp(handle);
    const parent = await createVerifiedParent(app);
    await handle.db.insert(notifications).values({
      familyId: parent.familyId,
      audience: 'parent',
      kind: 'achievement_unlocked',
      key: 'pglite:achievement',
      params: { childName: 'Ana', achievementTitle: 'Primeira Tarefa' },
      emailState: 'pending',
      emailAfter: new Date(Date.now() - 1000),
    });
    const outbox = createMailer({}, handle.db, silent);
    const sending = sendPendingEmails(
      handle.db,
      { mailer: outbox, env: TEST_ENV, logger: silent },
      new Date(),
    );
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error('the mail pass hung the database')), 10_000),
    );
    expect(await Promise.race([sending, timeout])).toBe(1);
    const kept = await outbox.listOutbox();
    expect(kept.map((mail) => mail.subject)).toContain('Nova conquista!');
  });
});
