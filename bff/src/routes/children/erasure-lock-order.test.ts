import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskSubmissions } from '../../db/schema';
import { completeAs, createTaskAs, taskBody } from '../../test/task-flow';
import { createVerifiedParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/test-db';
import { childInput, setupFamily, signInChild } from './children.test-support';
import { removeChild } from './children.service';
import { eraseFamily } from '../privacy/privacy.service';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
function codeOf(error: unknown): string {
  const e = error as { cause?: { code?: string }; code?: string };
  return e?.cause?.code ?? e?.code ?? String(error);
}

/*
 * Review finding of issue 12: an erasure that locked the child first deadlocked with a money
 * movement (task → submission → child) and answered 500. Each case holds a movement's locks
 * in its order with a pause, and the real erasure must wait, not deadlock.
 */
describe.runIf(postgresAvailable)(
  "erasure takes the money movements' lock order (task → submission → child)",
  () => {
    let testDb: TestDatabase;
    let app: TestApp;
    beforeAll(async () => {
      testDb = await createTestDatabase({ max: 10 });
      app = createTestApp(testDb);
    });
    afterAll(async () => {
      await testDb.destroy();
    });

    it('DELETE /api/children/{id} waits for a review of its pending submission', async () => {
      const family = await createVerifiedParent(app);
      const [child] = await setupFamily(app, family.cookie, [childInput({ pin: '444444' })]);
      const signedIn = await signInChild(app, { username: child!.username, pin: '444444' });
      const task = await createTaskAs(
        app,
        family.cookie,
        taskBody([child!.id], { requiresApproval: true }),
      );
      expect((await completeAs(app, signedIn.cookie, task.id)).status).toBe(200);
      const [submission] = await testDb.db
        .select()
        .from(taskSubmissions)
        .where(eq(taskSubmissions.childId, child!.id));

      const errors: string[] = [];
      // T1 = lockForReview's order: task, submission, (pause), child.
      const review = testDb.db
        .transaction(async (tx) => {
          await tx.execute(sql`select id from tasks where id = ${task.id} for update`);
          await tx.execute(
            sql`select id from task_submissions where id = ${submission!.id} for update`,
          );
          await sleep(300);
          await tx.execute(sql`select id from children where id = ${child!.id} for no key update`);
        })
        .catch((e) => errors.push(`review:${codeOf(e)}`));
      await sleep(100);
      // T2 = the real erasure.
      const erase = removeChild(testDb.db, family.familyId, child!.id).catch((e) =>
        errors.push(`erase:${codeOf(e)}`),
      );
      await Promise.all([review, erase]);
      expect(errors).toEqual([]);
    }, 20_000);

    it('POST /api/family/delete waits for a completion (task locked, then the child)', async () => {
      const family = await createVerifiedParent(app);
      const [child] = await setupFamily(app, family.cookie, [childInput({ pin: '444444' })]);
      const task = await createTaskAs(app, family.cookie, taskBody([child!.id]));
      const errors: string[] = [];
      // T1 = completeTask's order: task, (pause), child.
      const completion = testDb.db
        .transaction(async (tx) => {
          await tx.execute(sql`select id from tasks where id = ${task.id} for update`);
          await sleep(300);
          await tx.execute(sql`select id from children where id = ${child!.id} for no key update`);
        })
        .catch((e) => errors.push(`completion:${codeOf(e)}`));
      await sleep(100);
      const erase = eraseFamily(testDb.db, family.familyId).catch((e) =>
        errors.push(`erase:${codeOf(e)}`),
      );
      await Promise.all([completion, erase]);
      expect(errors).toEqual([]);
    }, 20_000);
  },
);
