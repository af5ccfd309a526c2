import {
  MSG,
  PENDING_SUBMISSIONS_PAGE_SIZE,
  PendingSubmissionListResponseSchema,
  type PendingSubmissionListResponse,
} from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, taskSubmissions } from '../../db/schema';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { approveAs, errorOf, uniqueUsername } from '../../test/task-flow';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';

/**
 * The approval queue in pages (issue 14, ADR 038): 20 per page, oldest first by
 * (completedAt, id), an opaque cursor to the next page, nothing lost or repeated while the
 * queue changes between two pages.
 */
describe('GET /api/submissions/pending: keyset pages', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let otherParent: TestParent;
  let childId: string;
  let otherChildId: string;
  const base = Date.parse('2026-03-01T12:00:00Z');

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
    otherParent = await createVerifiedParent(app);
    childId = (await createSignedInChild(app, parent.familyId, { username: uniqueUsername() }))
      .childId;
    otherChildId = (
      await createSignedInChild(app, otherParent.familyId, { username: uniqueUsername() })
    ).childId;
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /**
   * `count` pending submissions of a child of `familyId`, each of its own task, completed at
   * the given instants (several share one: the id breaks the tie). Returns their ids.
   */
  async function addPending(
    familyId: string,
    kid: string,
    completedAt: readonly Date[],
  ): Promise<string[]> {
    const made = await testDb.db
      .insert(tasks)
      .values(
        completedAt.map((_, i) => ({
          familyId,
          title: `Tarefa ${i + 1}`,
          valueCents: 100,
          category: 'Limpeza',
          completed: true,
        })),
      )
      .returning({ id: tasks.id });
    const rows = await testDb.db
      .insert(taskSubmissions)
      .values(
        completedAt.map((at, i) => ({
          familyId,
          childId: kid,
          taskId: made[i]!.id,
          childName: 'Ana',
          childAge: 10,
          taskTitle: `Tarefa ${i + 1}`,
          category: 'Limpeza',
          valueCents: 100,
          completedAt: at,
          status: 'pending' as const,
          rewardCreditedAtCompletion: false,
        })),
      )
      .returning({ id: taskSubmissions.id });
    return rows.map((row) => row.id);
  }

  async function page(cookie: string, cursor?: string | null): Promise<Response> {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    return call(app, 'GET', `/api/submissions/pending${query}`, { cookie });
  }

  async function pageOf(cookie: string, cursor?: string | null) {
    const res = await page(cookie, cursor);
    expect(res.status, await res.clone().text()).toBe(200);
    return PendingSubmissionListResponseSchema.parse(await res.json());
  }

  async function allPages(cookie: string) {
    const pages: PendingSubmissionListResponse[] = [await pageOf(cookie)];
    while (pages.at(-1)!.nextCursor) pages.push(await pageOf(cookie, pages.at(-1)!.nextCursor));
    return pages;
  }

  /** The ids in the queue's order: (completedAt, id) ascending, as the database sorts uuids. */
  async function expectedOrder(familyId: string): Promise<string[]> {
    const rows = await testDb.db
      .select({ id: taskSubmissions.id })
      .from(taskSubmissions)
      .where(and(eq(taskSubmissions.familyId, familyId), eq(taskSubmissions.status, 'pending')))
      .orderBy(asc(taskSubmissions.completedAt), asc(taskSubmissions.id));
    return rows.map((row) => row.id);
  }

  it('answers 20 at a time, oldest first, each submission once, and null after the last page', async () => {
    // 45 submissions: every fifth shares the instant of the one before it.
    const instants = Array.from(
      { length: 45 },
      (_, i) => new Date(base + (i - (i % 5 === 4 ? 1 : 0)) * 60_000),
    );
    const ids = await addPending(parent.familyId, childId, instants.reverse());

    const pages = await allPages(parent.cookie);
    expect(pages.map((p) => p.submissions.length)).toEqual([20, 20, 5]);
    expect(pages.map((p) => p.nextCursor === null)).toEqual([false, false, true]);
    // Every page tells the whole queue's size and value (45 × R$ 1,00).
    expect(pages.map((p) => [p.total, p.totalValue])).toEqual([
      [45, 4500],
      [45, 4500],
      [45, 4500],
    ]);
    const read = pages.flatMap((p) => p.submissions.map((s) => s.id));
    expect(new Set(read).size).toBe(45);
    expect([...read].sort()).toEqual([...ids].sort());
    expect(read).toEqual(await expectedOrder(parent.familyId));
    const times = pages.flatMap((p) => p.submissions.map((s) => Date.parse(s.completedAt)));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(PENDING_SUBMISSIONS_PAGE_SIZE).toBe(20);
  });

  it('loses and repeats nothing when submissions arrive and are reviewed between two pages', async () => {
    const first = await pageOf(parent.cookie);
    const before = await expectedOrder(parent.familyId);
    // Meanwhile: a child completes three more tasks, and the parent approves one already read
    // and one not read yet.
    const arrived = await addPending(parent.familyId, childId, [
      new Date(),
      new Date(),
      new Date(),
    ]);
    const readOne = first.submissions[3]!.id;
    const unreadOne = before[30]!;
    for (const id of [readOne, unreadOne]) {
      expect((await approveAs(app, parent.cookie, id)).status).toBe(200);
    }

    const rest: string[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await pageOf(parent.cookie, cursor);
      rest.push(...next.submissions.map((s) => s.id));
      cursor = next.nextCursor;
    }
    const read = [...first.submissions.map((s) => s.id), ...rest];
    expect(new Set(read).size).toBe(read.length);
    // Every submission pending at the start and not reviewed since, then the new ones, in order.
    const stillPending = before.filter((id) => id !== unreadOne);
    const arrivedInOrder = (await expectedOrder(parent.familyId)).filter((id) =>
      arrived.includes(id),
    );
    expect(arrivedInOrder).toHaveLength(3);
    expect(read).toEqual([...stillPending, ...arrivedInOrder]);
  });

  it("gives another family's parent nothing of this family, even with its cursor", async () => {
    const mine = await pageOf(parent.cookie);
    expect(mine.nextCursor).not.toBeNull();
    const theirs = await pageOf(otherParent.cookie, mine.nextCursor);
    expect(theirs).toEqual({ submissions: [], nextCursor: null, total: 0, totalValue: 0 });
    // Their own queue, read with this family's cursor, is theirs only.
    const [own] = await addPending(otherParent.familyId, otherChildId, [new Date()]);
    const after = await pageOf(otherParent.cookie, mine.nextCursor);
    expect(after.submissions.map((s) => s.id)).toEqual([own]);
    expect(after.submissions.every((s) => s.childId === otherChildId)).toBe(true);
  });

  it("refuses a cursor it did not make: 400 'Cursor de paginação inválido.'", async () => {
    // Not base64url at all: refused by the contract, the message on the field.
    const garbage = await page(parent.cookie, '!!%%');
    expect(garbage.status).toBe(400);
    expect((await errorOf(garbage)).issues).toContainEqual({
      path: ['cursor'],
      message: MSG.text.cursorInvalid,
    });
    // base64url of something this BFF never makes: refused when decoded.
    const forged = [
      Buffer.from('not a cursor').toString('base64url'),
      Buffer.from('1700000000000000.not-a-uuid').toString('base64url'),
      Buffer.from('99999999999999999.00000000-0000-4000-8000-000000000000').toString('base64url'),
    ];
    for (const cursor of forged) {
      const res = await page(parent.cookie, cursor);
      expect(res.status, cursor).toBe(400);
      expect((await errorOf(res)).message).toBe(MSG.text.cursorInvalid);
    }
  });
});
