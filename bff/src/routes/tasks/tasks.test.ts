import {
  ErrorResponseSchema,
  MSG,
  TaskListResponseSchema,
  TaskSchema,
  type ErrorResponse,
  type PortalEvent,
  type Task,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, tasks } from '../../db/schema';
import { createEventHub } from '../../lib/events/event-hub';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { call } from '../children/children.test-support';
import { ACCENTED, foldSearchText, TASK_SERVICE_MESSAGES } from './tasks.service';

const NOT_FOUND = 'Recurso não encontrado.';

async function errorOf(res: Response): Promise<ErrorResponse> {
  return ErrorResponseSchema.parse(await res.json());
}

/** The messages in `issues` for the field `field`. */
function issueMessages(body: ErrorResponse, field: string): string[] {
  return (body.issues ?? [])
    .filter((issue) => issue.path.at(-1) === field || issue.path[0] === field)
    .map((issue) => issue.message);
}

let usernameCounter = 0;
function username(): string {
  usernameCounter += 1;
  return `kid${Date.now().toString(36)}${usernameCounter}`;
}

describe('tasks routes', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parentA: TestParent;
  let parentB: TestParent;
  let childA: { childId: string; cookie: string };
  let childB: { childId: string; cookie: string };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parentA = await createVerifiedParent(app);
    parentB = await createVerifiedParent(app);
    childA = await createSignedInChild(app, parentA.familyId, { username: username() });
    childB = await createSignedInChild(app, parentB.familyId, { username: username() });
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  function taskInput(overrides: Record<string, unknown> = {}) {
    return {
      title: 'Arrumar a cama',
      description: 'Todas as manhãs',
      value: '5,00',
      category: 'Limpeza',
      assignedChildren: [childA.childId],
      ...overrides,
    };
  }

  async function create(parent: TestParent, body: Record<string, unknown>): Promise<Task> {
    const res = await call(app, 'POST', '/api/tasks', { cookie: parent.cookie, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return TaskSchema.parse(await res.json());
  }

  describe('POST /api/tasks', () => {
    it('creates a task in centavos with the defaults (priority medium, no recurrence type when not recurring)', async () => {
      const task = await create(parentA, taskInput());
      expect(task).toMatchObject({
        familyId: parentA.familyId,
        title: 'Arrumar a cama',
        description: 'Todas as manhãs',
        value: 500,
        category: 'Limpeza',
        assignedChildren: [childA.childId],
        priority: 'medium',
        recurring: false,
        recurringType: null,
        // Not sent: the family's requirePhotoApproval, true by default (spec 001 §9, issue 12).
        requiresPhoto: true,
        requiresApproval: true,
        completed: false,
        dueDate: null,
        timeLimit: null,
      });
      const res = await call(app, 'GET', `/api/tasks/${task.id}`, { cookie: parentA.cookie });
      expect(res.status).toBe(200);
      expect(TaskSchema.parse(await res.json())).toEqual(task);
    });

    it('keeps the recurrence type only when recurring, weekly by default', async () => {
      const weekly = await create(parentA, taskInput({ recurring: true }));
      expect(weekly).toMatchObject({ recurring: true, recurringType: 'weekly' });
      const ignored = await create(
        parentA,
        taskInput({ recurring: false, recurringType: 'daily' }),
      );
      expect(ignored.recurringType).toBeNull();
    });

    it.each([
      ['title', { title: '   ' }, MSG.task.titleRequired],
      ['value', { value: 0 }, MSG.task.valueMustBePositive],
      ['value', { value: '-1' }, MSG.task.valueMustBePositive],
      ['category', { category: undefined }, MSG.task.categoryRequired],
      ['category', { category: 'Inexistente' }, MSG.task.categoryRequired],
      ['assignedChildren', { assignedChildren: [] }, MSG.task.selectAtLeastOneChild],
      ['title', { title: 'x'.repeat(121) }, MSG.task.titleTooLong],
      ['description', { description: 'x'.repeat(1001) }, MSG.task.descriptionTooLong],
    ])('refuses an invalid %s with the spec message', async (field, overrides, message) => {
      const res = await call(app, 'POST', '/api/tasks', {
        cookie: parentA.cookie,
        body: taskInput(overrides),
      });
      expect(res.status).toBe(400);
      expect(issueMessages(await errorOf(res), field)).toContain(message);
    });

    it("refuses another family's child and an inactive child with 400, creating nothing", async () => {
      const inactive = await createSignedInChild(app, parentA.familyId, { username: username() });
      await testDb.db
        .update(children)
        .set({ active: false })
        .where(eq(children.id, inactive.childId));
      for (const childId of [childB.childId, inactive.childId, 'not-a-child']) {
        const res = await call(app, 'POST', '/api/tasks', {
          cookie: parentA.cookie,
          body: taskInput({ title: `Recusada ${childId}`, assignedChildren: [childId] }),
        });
        expect(res.status).toBe(400);
        expect((await errorOf(res)).message).toBe(TASK_SERVICE_MESSAGES.invalidAssignee);
      }
      const stored = await testDb.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(eq(tasks.title, `Recusada ${childB.childId}`));
      expect(stored).toEqual([]);
    });

    it('keeps a free-text time limit and refuses one over 40 characters (ADR 010)', async () => {
      const res = await call(app, 'POST', '/api/tasks', {
        cookie: parentA.cookie,
        body: taskInput({ timeLimit: 'Manhã' }),
      });
      expect(res.status).toBe(201);
      expect(((await res.json()) as Task).timeLimit).toBe('Manhã');
      const long = await call(app, 'POST', '/api/tasks', {
        cookie: parentA.cookie,
        body: taskInput({ timeLimit: 'x'.repeat(41) }),
      });
      expect(long.status).toBe(400);
      expect((await errorOf(long)).issues).toEqual([
        { path: ['timeLimit'], message: 'O tempo limite deve ter no máximo 40 caracteres.' },
      ]);
    });

    it('announces tasks.changed to a subscriber of the family, not to another family', async () => {
      const hub = createEventHub({ database: testDb, logger: pino({ level: 'silent' }) });
      await hub.start();
      try {
        const received: PortalEvent[] = [];
        const other: PortalEvent[] = [];
        hub.subscribe({ role: 'parent', familyId: parentA.familyId }, (event) =>
          received.push(event),
        );
        hub.subscribe({ role: 'parent', familyId: parentB.familyId }, (event) => other.push(event));
        const task = await create(parentA, taskInput());
        const deadline = Date.now() + 3000;
        while (!received.some((event) => 'taskId' in event && event.taskId === task.id)) {
          if (Date.now() > deadline) throw new Error('tasks.changed never arrived');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(received).toContainEqual({
          type: 'tasks.changed',
          familyId: parentA.familyId,
          taskId: task.id,
        });
        expect(other).toEqual([]);
      } finally {
        await hub.stop();
      }
    });
  });

  describe('PATCH /api/tasks/:id', () => {
    it('changes the given fields, clears blank ones and replaces the assignees (empty = everyone)', async () => {
      const task = await create(
        parentA,
        taskInput({ dueDate: '2030-01-02', timeLimit: '18:00', recurring: true }),
      );
      const res = await call(app, 'PATCH', `/api/tasks/${task.id}`, {
        cookie: parentA.cookie,
        body: {
          title: '  Lavar a louça ',
          description: '  ',
          value: '2,50',
          dueDate: '',
          timeLimit: '',
          assignedChildren: [],
          recurring: false,
        },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const updated = TaskSchema.parse(await res.json());
      expect(updated).toMatchObject({
        id: task.id,
        title: 'Lavar a louça',
        description: null,
        value: 250,
        dueDate: null,
        timeLimit: null,
        assignedChildren: [],
        recurring: false,
        recurringType: null,
        category: 'Limpeza',
      });
    });

    it.each([
      ['title', { title: ' ' }, MSG.task.titleRequired],
      ['value', { value: 0 }, MSG.task.valueMustBePositive],
      ['value', { value: '0,40' }, MSG.task.valueOutOfRange],
      ['value', { value: '100,50' }, MSG.task.valueOutOfRange],
      ['value', { value: '1,25' }, MSG.task.valueStep],
      ['dueDate', { dueDate: '2030-02-30' }, MSG.task.dateInvalid],
    ])('refuses an invalid %s with its message', async (field, body, message) => {
      const task = await create(parentA, taskInput());
      const res = await call(app, 'PATCH', `/api/tasks/${task.id}`, {
        cookie: parentA.cookie,
        body,
      });
      expect(res.status).toBe(400);
      expect(issueMessages(await errorOf(res), field)).toContain(message);
    });

    it("refuses assigning another family's child", async () => {
      const task = await create(parentA, taskInput());
      const res = await call(app, 'PATCH', `/api/tasks/${task.id}`, {
        cookie: parentA.cookie,
        body: { assignedChildren: [childB.childId] },
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(TASK_SERVICE_MESSAGES.invalidAssignee);
    });
  });

  describe('access', () => {
    it("answers 404 for another family's task on GET, PATCH and DELETE, and bulk delete leaves it alone", async () => {
      const foreign = await create(parentB, taskInput({ assignedChildren: [childB.childId] }));
      const own = await create(parentA, taskInput());
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { title: 'Invadida' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(app, method, `/api/tasks/${foreign.id}`, {
          cookie: parentA.cookie,
          body,
        });
        expect(res.status).toBe(404);
        expect((await errorOf(res)).message).toBe(NOT_FOUND);
      }
      const bulk = await call(app, 'POST', '/api/tasks/bulk-delete', {
        cookie: parentA.cookie,
        body: { ids: [foreign.id, own.id, 'nope'] },
      });
      expect(bulk.status).toBe(200);
      expect(await bulk.json()).toEqual({ deleted: 1 });
      const stillThere = await call(app, 'GET', `/api/tasks/${foreign.id}`, {
        cookie: parentB.cookie,
      });
      expect(TaskSchema.parse(await stillThere.json()).title).toBe(foreign.title);
      const gone = await call(app, 'GET', `/api/tasks/${own.id}`, { cookie: parentA.cookie });
      expect(gone.status).toBe(404);
    });

    it('deletes one task with 204', async () => {
      const task = await create(parentA, taskInput());
      const res = await call(app, 'DELETE', `/api/tasks/${task.id}`, { cookie: parentA.cookie });
      expect(res.status).toBe(204);
      const again = await call(app, 'DELETE', `/api/tasks/${task.id}`, { cookie: parentA.cookie });
      expect(again.status).toBe(404);
    });

    it('answers 403 to a child and 401 when signed out', async () => {
      const task = await create(parentA, taskInput());
      for (const [method, path, body] of [
        ['GET', '/api/tasks', undefined],
        ['POST', '/api/tasks', taskInput()],
        ['GET', `/api/tasks/${task.id}`, undefined],
        ['PATCH', `/api/tasks/${task.id}`, { title: 'x' }],
        ['DELETE', `/api/tasks/${task.id}`, undefined],
        ['POST', '/api/tasks/bulk-delete', { ids: [task.id] }],
      ] as const) {
        const res = await call(app, method, path, { cookie: childA.cookie, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        const anonymous = await call(app, method, path, { body });
        expect(anonymous.status, `${method} ${path}`).toBe(401);
      }
    });
  });

  describe('GET /api/tasks', () => {
    let parent: TestParent;
    let kid: { childId: string };
    beforeAll(async () => {
      parent = await createVerifiedParent(app);
      kid = await createSignedInChild(app, parent.familyId, { username: username() });
    });

    async function list(query: string, who: TestParent = parent) {
      const res = await call(app, 'GET', `/api/tasks?${query}`, { cookie: who.cookie });
      expect(res.status, await res.clone().text()).toBe(200);
      return TaskListResponseSchema.parse(await res.json());
    }

    it('pages 45 tasks as 20/20/5, newest first, without duplicates or gaps when created_at ties', async () => {
      const family = await createVerifiedParent(app);
      // Three groups of 15 tasks sharing one created_at each: only the id breaks the ties.
      const stamps = [
        '2030-01-01T10:00:00.123456Z',
        '2030-01-02T10:00:00Z',
        '2030-01-03T10:00:00Z',
      ];
      const inserted = await testDb.db
        .insert(tasks)
        .values(
          Array.from({ length: 45 }, (_, i) => ({
            familyId: family.familyId,
            title: `Tarefa ${i}`,
            valueCents: 100,
            category: 'Limpeza',
            createdAt: new Date(stamps[i % 3]!),
          })),
        )
        .returning({ id: tasks.id, createdAt: tasks.createdAt });
      const pages: Task[][] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof list>> = await list(
          cursor ? `cursor=${encodeURIComponent(cursor)}` : '',
          family,
        );
        expect(page.total).toBe(45);
        pages.push(page.tasks);
        cursor = page.nextCursor;
      } while (cursor && pages.length < 5);
      expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
      const seen = pages.flat().map((task) => task.id);
      const expected = [...inserted]
        .sort(
          (a, b) =>
            b.createdAt.getTime() - a.createdAt.getTime() ||
            (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
        )
        .map((row) => row.id);
      expect(seen).toEqual(expected);
    });

    it('rejects a forged cursor with 400', async () => {
      const res = await call(app, 'GET', '/api/tasks?cursor=bad', { cookie: parent.cookie });
      expect(res.status).toBe(400);
    });

    it('filters by text (title or description, literal %), status, category and child incl. unassigned', async () => {
      const mine = await create(
        parent,
        taskInput({ title: 'Regar o jardim', category: 'Jardim', assignedChildren: [kid.childId] }),
      );
      const everyone = await create(
        parent,
        taskInput({
          title: 'Estudar',
          description: 'Ler 100% do livro',
          category: 'Estudos',
          assignedChildren: [kid.childId],
        }),
      );
      await call(app, 'PATCH', `/api/tasks/${everyone.id}`, {
        cookie: parent.cookie,
        body: { assignedChildren: [] },
      });
      const other = await createSignedInChild(app, parent.familyId, { username: username() });
      const others = await create(
        parent,
        taskInput({ title: 'Lavar o carro', description: '', assignedChildren: [other.childId] }),
      );
      await testDb.db
        .update(tasks)
        .set({ completed: true, completedAt: new Date() })
        .where(eq(tasks.id, others.id));

      const ids = (page: { tasks: Task[] }) => page.tasks.map((task) => task.id).sort();
      expect(ids(await list('search=JARDIM'))).toEqual([mine.id]);
      expect(ids(await list('search=livro'))).toEqual([everyone.id]);
      expect(ids(await list('search=100%25'))).toEqual([everyone.id]);
      expect(ids(await list('search=0%25'))).toEqual([everyone.id]);
      expect((await list('search=_')).tasks).toEqual([]);
      expect(ids(await list('status=completed'))).toEqual([others.id]);
      expect(ids(await list('status=pending'))).toEqual([mine.id, everyone.id].sort());
      expect(ids(await list('category=Estudos'))).toEqual([everyone.id]);
      expect(ids(await list('childId=unassigned'))).toEqual([everyone.id]);
      expect(ids(await list(`childId=${kid.childId}`))).toEqual([mine.id, everyone.id].sort());
      expect(ids(await list(`childId=${other.childId}`))).toEqual([others.id, everyone.id].sort());
      const all = await list('status=all');
      expect(all.total).toBe(3);
      // The stat cards count the whole family, whatever the filter.
      const summary = {
        total: 3,
        completed: 1,
        pending: 2,
        totalValue: mine.value + everyone.value + others.value,
      };
      expect(all.summary).toEqual(summary);
      expect((await list('category=Estudos')).summary).toEqual(summary);
      expect(
        (await list('', parentB)).tasks.every((task) => task.familyId === parentB.familyId),
      ).toBe(true);
    });

    it('searches without regard to accents or case, in title and description (issue 12)', async () => {
      const family = await createVerifiedParent(app);
      const child = await createSignedInChild(app, family.familyId, { username: username() });
      const organize = await create(
        family,
        taskInput({
          title: 'Organização do QUARTO',
          description: '',
          assignedChildren: [child.childId],
        }),
      );
      const study = await create(
        family,
        taskInput({
          title: 'Estudar',
          description: 'Lição de matemática e ciências',
          assignedChildren: [child.childId],
        }),
      );
      // Text stored decomposed (an accent as a combining mark) is found as well.
      const decomposed = await create(
        family,
        taskInput({
          title: 'Regar o jardim (manhã)'.normalize('NFD'),
          description: '',
          assignedChildren: [child.childId],
        }),
      );
      const ids = (page: { tasks: Task[] }) => page.tasks.map((task) => task.id).sort();
      const search = (text: string) => list(`search=${encodeURIComponent(text)}`, family);
      expect(ids(await search('organizacao'))).toEqual([organize.id]);
      expect(ids(await search('ORGANIZAÇÃO'))).toEqual([organize.id]);
      expect(ids(await search('quarto'))).toEqual([organize.id]);
      expect(ids(await search('licao de MATEMATICA'))).toEqual([study.id]);
      expect(ids(await search('Ciências'))).toEqual([study.id]);
      expect(ids(await search('manha'))).toEqual([decomposed.id]);
      expect(ids(await search('manhã'))).toEqual([decomposed.id]);
      expect((await search('organizacão!')).tasks).toEqual([]);
      expect((await search('%ao')).tasks).toEqual([]);
    });

    it("folds in SQL (mesadinha_fold, the trigram indexes' expression) as it folds the typed text", async () => {
      // Every accented letter and combining mark the search knows, in both cases (ADR 038).
      const text = `${ACCENTED}${ACCENTED.toUpperCase()} Manhã${'manhã'.normalize('NFD')} Ação`;
      const rows = (await testDb.db.execute(
        sql`select lower(mesadinha_fold(${text})) as folded`,
      )) as unknown as { folded: string }[] | { rows: { folded: string }[] };
      const [row] = Array.isArray(rows) ? rows : rows.rows;
      expect(row!.folded).toBe(foldSearchText(text));
    });

    it("keeps one 'Outros': 'Outro' is accepted and stored tasks in it show and filter as 'Outros'", async () => {
      const family = await createVerifiedParent(app);
      const child = await createSignedInChild(app, family.familyId, { username: username() });
      const sent = await create(
        family,
        taskInput({ category: 'Outro', assignedChildren: [child.childId] }),
      );
      expect(sent.category).toBe('Outros');
      const old = await create(
        family,
        taskInput({ category: 'Outros', assignedChildren: [child.childId] }),
      );
      // A task saved before issue 12 with the create form's spelling.
      await testDb.db.update(tasks).set({ category: 'Outro' }).where(eq(tasks.id, old.id));
      const page = await list('category=Outros', family);
      expect(page.tasks.map((task) => task.id).sort()).toEqual([sent.id, old.id].sort());
      expect(page.tasks.map((task) => task.category)).toEqual(['Outros', 'Outros']);
      expect((await list('category=Outro', family)).total).toBe(2);
    });
  });
});
