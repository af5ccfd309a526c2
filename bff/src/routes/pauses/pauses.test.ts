import { MSG, PausesResponseSchema, CompleteTaskResponseSchema } from '@portal/contracts';
import { addDays, saoPauloToday } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childDays, pauses } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import {
  completeAs,
  createTaskAs,
  errorOf,
  nextOccurrencesOf,
  taskBody,
  uniqueUsername,
} from '../../test/task-flow';
import { createVerifiedParent, type TestParent } from '../../test/test-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createSignedInChild } from '../../test/test-users';
import { payDueAllowances, saveAllowance } from '../allowance/allowance.service';
import { call } from '../children/children.test-support';
import { listNotifications } from '../notifications/notifications.service';

const sp = (local: string) => new Date(`${local}-03:00`);

describe("pauses ('Modo férias')", () => {
  let testDb: TestDatabase;
  let app: TestApp;
  let parent: TestParent;
  let otherParent: TestParent;
  const today = saoPauloToday();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
    parent = await createVerifiedParent(app);
    otherParent = await createVerifiedParent(app);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const kid = (familyId = parent.familyId) =>
    createSignedInChild(app, familyId, { username: uniqueUsername('ferias') });
  const read = async (cookie: string) =>
    PausesResponseSchema.parse(await (await call(app, 'GET', '/api/pauses', { cookie })).json());

  it('are set and ended by the parent; a child sees the family’s and its own only', async () => {
    const ana = await kid();
    const bia = await kid();
    const family = { startsOn: today, endsOn: addDays(today, 7) };
    const own = { startsOn: addDays(today, 10), endsOn: addDays(today, 12) };
    expect(
      (await call(app, 'PUT', '/api/family/pause', { cookie: parent.cookie, body: family })).status,
    ).toBe(200);
    const set = await call(app, 'PUT', `/api/children/${ana.childId}/pause`, {
      cookie: parent.cookie,
      body: own,
    });
    expect(PausesResponseSchema.parse(await set.json()).children).toContainEqual({
      childId: ana.childId,
      ...own,
    });
    await call(app, 'PUT', `/api/children/${bia.childId}/pause`, {
      cookie: parent.cookie,
      body: own,
    });

    expect(await read(ana.cookie)).toEqual({
      family,
      children: [{ childId: ana.childId, ...own }],
    });
    expect((await read(parent.cookie)).children).toHaveLength(2);
    // Each child hears of the pauses that cover it, once per dates; the parent, who set them, not.
    const later = new Date(Date.now() + 24 * 3600_000);
    const told = async (childId: string | null) =>
      (
        await listNotifications(
          testDb.db,
          childId
            ? { familyId: parent.familyId, childId }
            : { familyId: parent.familyId, childId: null },
          later,
        )
      ).items
        .filter((item) => item.kind === 'pause_set')
        .map((item) => [item.title, item.body]);
    const dm = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
    const familyText = `De ${dm(family.startsOn)} a ${dm(family.endsOn)} não há tarefas novas nem mesada, e sua sequência de dias fica guardada.`;
    const ownText = `De ${dm(own.startsOn)} a ${dm(own.endsOn)} não há tarefas novas nem mesada, e sua sequência de dias fica guardada.`;
    expect(await told(ana.childId)).toEqual([
      ['Modo férias', ownText],
      ['Modo férias', familyText],
    ]);
    expect(await told(bia.childId)).toHaveLength(2);
    await call(app, 'PUT', `/api/children/${bia.childId}/pause`, {
      cookie: parent.cookie,
      body: own,
    });
    expect(await told(bia.childId)).toHaveLength(2);
    expect(await told(null)).toEqual([]);
    // Another family sees nothing of it and cannot touch its children.
    expect(await read(otherParent.cookie)).toEqual({ family: null, children: [] });
    const foreign = await call(app, 'PUT', `/api/children/${ana.childId}/pause`, {
      cookie: otherParent.cookie,
      body: own,
    });
    expect(foreign.status).toBe(404);
    // A child may not set one.
    expect(
      (await call(app, 'PUT', '/api/family/pause', { cookie: ana.cookie, body: family })).status,
    ).toBe(403);

    const ended = await call(app, 'DELETE', '/api/family/pause', { cookie: parent.cookie });
    expect(PausesResponseSchema.parse(await ended.json()).family).toBeNull();
    await call(app, 'DELETE', `/api/children/${ana.childId}/pause`, { cookie: parent.cookie });
    expect(await read(ana.cookie)).toEqual({ family: null, children: [] });
  });

  it('refuses bad dates with pt-BR messages and keeps the pause it had', async () => {
    const ana = await kid();
    const path = `/api/children/${ana.childId}/pause`;
    const kept = { startsOn: today, endsOn: addDays(today, 3) };
    await call(app, 'PUT', path, { cookie: parent.cookie, body: kept });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endsOn: today }, 'startsOn', MSG.pause.startRequired],
      [{ startsOn: today, endsOn: '2026-02-30' }, 'endsOn', MSG.pause.endRequired],
      [{ startsOn: today, endsOn: addDays(today, -1) }, 'endsOn', MSG.pause.endBeforeStart],
      [{ startsOn: addDays(today, -9), endsOn: addDays(today, -2) }, 'endsOn', MSG.pause.endInPast],
      [{ startsOn: today, endsOn: addDays(today, 366) }, 'endsOn', MSG.pause.tooLong],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(app, 'PUT', path, { cookie: parent.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        (await errorOf(res)).issues?.find((issue) => issue.path.join('.') === field)?.message,
      ).toBe(message);
    }
    expect((await read(parent.cookie)).children).toContainEqual({ childId: ana.childId, ...kept });
  });

  it('pays no allowance on a paused payday, then or later', async () => {
    const { childId } = await kid();
    const allowance = {
      amountCents: 1000,
      period: 'weekly',
      weekday: 5,
      monthDay: null,
      goalSharePercent: 0,
    } as const;
    await saveAllowance(testDb.db, parent.familyId, childId, allowance, sp('2026-12-02T10:00'));
    await testDb.db
      .insert(pauses)
      .values({ familyId: parent.familyId, childId, startsOn: '2026-12-03', endsOn: '2026-12-06' });
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-04T09:00')), childId)).paid,
    ).toBe(0);
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-07T09:00')), childId)).paid,
    ).toBe(0);
    expect(
      (await payDueAllowances(testDb.db, fixedClock(sp('2026-12-11T08:00')), childId)).paid,
    ).toBe(1);
  });

  it('makes no occurrence of a recurring task in it: the next comes after', async () => {
    const ana = await kid();
    await call(app, 'PUT', `/api/children/${ana.childId}/pause`, {
      cookie: parent.cookie,
      body: { startsOn: addDays(today, 1), endsOn: addDays(today, 10) },
    });
    const task = await createTaskAs(
      app,
      parent.cookie,
      taskBody([ana.childId], {
        recurring: true,
        recurringType: 'weekly',
        dueDate: today,
        requiresApproval: false,
      }),
    );
    expect((await completeAs(app, ana.cookie, task.id)).status).toBe(200);
    const [next] = await nextOccurrencesOf(testDb.db, task.id);
    expect(next?.dueDate).toBe(addDays(today, 14));
  });

  it('does not break a streak: the run goes on across it', async () => {
    const ana = await kid();
    await testDb.db
      .insert(childDays)
      .values({ childId: ana.childId, day: addDays(today, -3), activities: 1, tasksDone: 1 });
    await testDb.db.insert(pauses).values({
      familyId: parent.familyId,
      childId: null,
      startsOn: addDays(today, -2),
      endsOn: addDays(today, -1),
    });
    try {
      const task = await createTaskAs(app, parent.cookie, taskBody([ana.childId]));
      const res = await completeAs(app, ana.cookie, task.id);
      expect(CompleteTaskResponseSchema.parse(await res.json()).child.streak).toBe(2);
    } finally {
      await call(app, 'DELETE', '/api/family/pause', { cookie: parent.cookie });
    }
  });
});
