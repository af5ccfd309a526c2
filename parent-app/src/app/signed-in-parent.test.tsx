import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, meAsParent } from '@portal/app-kit/test';
import { childFixture, taskFixture, taskPage } from '../test/fixtures';
import { json, renderApp, stubFetch, resetHarness } from '../test/harness';

beforeEach(() => {
  FakeEventSource.instances = [];
});
afterEach(resetHarness);

const me = meAsParent('Ana');

const child = (id: string, name: string) => childFixture(id, name);

const dashboardChild = (id: string, name: string) => ({
  id,
  name,
  age: 10,
  ageGroup: 'kids' as const,
  balance: 0,
  pendingCount: 0,
  streak: 0,
  completedToday: 0,
  active: true,
});

const dashboardOf = (children: ReturnType<typeof dashboardChild>[]) => ({
  family: { name: 'Souza' },
  children,
  totalBalance: 0,
  weeklySpending: { amount: 0, limit: null, overLimit: false },
  tasksToday: 0,
  pendingApprovals: 0,
  activity: [],
});

describe('live updates through /api/events', () => {
  it('refetches the children when another tab changes them, and closes the stream on leave', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let children = [dashboardChild('c1', 'Bia')];
    stubFetch({
      'GET /api/me': () => json(me),
      'GET /api/parent/dashboard': () => json(dashboardOf(children)),
    });
    const { unmount } = renderApp('/parent/dashboard');
    expect(await screen.findByText('Bia')).toBeVisible();
    expect(FakeEventSource.instances).toHaveLength(1);
    const [source] = FakeEventSource.instances;
    expect(source?.url).toBe('/api/events');
    expect(source?.init).toEqual({ withCredentials: true });

    children = [...children, dashboardChild('c2', 'Caio')];
    act(() => source?.emit('children.changed', { type: 'children.changed', familyId: 'f1' }));
    await waitFor(() => expect(screen.getByText('Caio')).toBeVisible());

    unmount();
    expect(source?.closed).toBe(true);
  });

  it('refetches the task list on tasks.changed (a task created or deleted on another device)', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let tasks = [taskFixture('t1', 'Arrumar a cama')];
    stubFetch({
      'GET /api/children': () => json({ children: [child('c1', 'Bia')] }),
      'GET /api/tasks': () => json(taskPage(tasks)),
    });
    renderApp('/tasks/manage');
    expect(await screen.findByText('Arrumar a cama')).toBeVisible();
    tasks = [...tasks, taskFixture('t2', 'Lavar a louça')];
    const [source] = FakeEventSource.instances;
    act(() => source?.emit('tasks.changed', { type: 'tasks.changed', familyId: 'f1' }));
    await waitFor(() => expect(screen.getByText('Lavar a louça')).toBeVisible());
  });
});

describe("the 'Aprovações' badge", () => {
  it('asks for the queue only when the family has premium access (the queue is gated: 402)', async () => {
    for (const premiumAccess of [false, true]) {
      const { calls } = stubFetch({
        'GET /api/me': () => json({ ...me, premiumAccess }),
        'GET /api/children': () => json({ children: [child('c1', 'Bia')] }),
        'GET /api/tasks': () => json(taskPage([taskFixture('t1', 'Arrumar a cama')])),
        'GET /api/submissions/pending': () => json({ submissions: [] }),
      });
      const { unmount } = renderApp('/tasks/manage');
      expect(await screen.findByText('Arrumar a cama')).toBeVisible();
      await waitFor(() => expect(calls('GET /api/me').length).toBeGreaterThan(0));
      await waitFor(() =>
        expect(calls('GET /api/submissions/pending')).toHaveLength(premiumAccess ? 1 : 0),
      );
      unmount();
      await resetHarness();
    }
  });
});
