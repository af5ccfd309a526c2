import type { Notification, NotificationsResponse } from '@portal/contracts/notifications';
import { deferred, FakeEventSource, meAsParent } from '@portal/app-kit/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  currentLocation,
  json,
  renderApp,
  resetHarness,
  stubFetch,
  type RouteHandler,
} from '../../../test/harness';
import { taskPage } from '../../../test/fixtures';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(resetHarness);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(id: string, patch: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'achievement_unlocked',
    title: 'Nova conquista!',
    body: 'Ana desbloqueou Primeira Tarefa.',
    link: '/parent/dashboard',
    childId: 'c1',
    createdAt: minutesAgo(10),
    readAt: null,
    ...patch,
  };
}

const answerOf = (items: Notification[]): NotificationsResponse => ({
  items,
  unreadCount: items.filter((item) => item.readAt === null).length,
});

const TWO_UNREAD = [
  notification('n1'),
  notification('n2', {
    kind: 'submission_waiting',
    title: 'Tarefa esperando aprovação',
    body: 'Arrumar a cama espera sua aprovação há mais de 24 horas.',
    link: '/tasks/approve',
    createdAt: minutesAgo(26 * 60),
  }),
  notification('n3', { title: 'Meta na metade', readAt: minutesAgo(60) }),
];

const dashboard = {
  family: { name: 'Família Souza' },
  children: [
    {
      id: 'c1',
      name: 'Ana',
      age: 10,
      ageGroup: 'kids',
      balance: 0,
      pendingCount: 0,
      streak: 0,
      completedToday: 0,
      active: true,
    },
  ],
  totalBalance: 0,
  weeklySpending: { amount: 0, limit: null, overLimit: false },
  tasksToday: 0,
  pendingApprovals: 0,
  activity: [],
};

/** The dashboard's own reads, plus the notification routes the test gives. */
function stubDashboard(routes: Record<string, RouteHandler>) {
  return stubFetch({
    'GET /api/me': () => json(meAsParent('Ana', { name: 'Família Souza' })),
    'GET /api/parent/dashboard': () => json(dashboard),
    'GET /api/pauses': () => json({ family: null, children: [] }),
    'GET /api/submissions/pending': () => json({ items: [], nextCursor: null }),
    'GET /api/children': () => json({ children: [] }),
    'GET /api/tasks': () => json(taskPage([])),
    ...routes,
  });
}

async function openBell(name: string | RegExp = /^Notificações/) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notificações' });
}

describe("the parent's notification bell", () => {
  it('is in the header from the first render and reads the messages only after the first screen', async () => {
    const { calls } = stubDashboard({
      'GET /api/notifications': () => json(answerOf(TWO_UNREAD)),
    });
    renderApp('/parent/dashboard');
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(calls('GET /api/notifications')).toHaveLength(0);
    expect(
      await screen.findByRole('button', { name: 'Notificações, 2 não lidas' }),
    ).toHaveTextContent('2');
    // The dashboard had answered before the bell asked.
    expect(calls('GET /api/parent/dashboard')).toHaveLength(1);

    // The next screen's header shows the count from its first render, without a second read.
    await userEvent.click(screen.getByRole('link', { name: /Tarefas/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gerenciar Tarefas' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Notificações, 2 não lidas' })).toBeInTheDocument();
    expect(calls('GET /api/notifications')).toHaveLength(1);
  });

  it('reads at once when the parent opens it before the first screen is done', async () => {
    const slow = deferred<Response>();
    const { calls } = stubDashboard({
      'GET /api/parent/dashboard': () => slow.promise,
      'GET /api/notifications': () => json(answerOf(TWO_UNREAD)),
    });
    renderApp('/parent/dashboard');
    const panel = await openBell('Notificações');
    expect(await within(panel).findAllByRole('link')).toHaveLength(3);
    expect(calls('GET /api/notifications')).toHaveLength(1);
    // The feature's bell replaced the one tapped; closing still returns the focus to the bell.
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notificações, 2 não lidas' })).toHaveFocus();
    slow.resolve(json(dashboard));
  });

  it('lists the messages, newest first, with the unread ones marked', async () => {
    stubDashboard({ 'GET /api/notifications': () => json(answerOf(TWO_UNREAD)) });
    renderApp('/parent/dashboard');
    const panel = await openBell('Notificações, 2 não lidas');
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/parent/dashboard',
      '/tasks/approve',
      '/parent/dashboard',
    ]);
    expect(links[0]).toHaveAccessibleName(/^não lida: Nova conquista!.*há poucos minutos$/);
    expect(links[1]).toHaveAccessibleName(/^não lida: Tarefa esperando aprovação.*há 1 dia$/);
    expect(links[2]).not.toHaveAccessibleName(/não lida/);
  });

  it("'Marcar todas como lidas' zeroes the count at once and keeps the BFF's answer", async () => {
    const { calls } = stubDashboard({
      'GET /api/notifications': () => json(answerOf(TWO_UNREAD)),
      'POST /api/notifications/read': () =>
        json(answerOf(TWO_UNREAD.map((item) => ({ ...item, readAt: minutesAgo(0) })))),
    });
    renderApp('/parent/dashboard');
    const panel = await openBell('Notificações, 2 não lidas');
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(within(panel).queryByText(/não lida/)).not.toBeInTheDocument();
    await waitFor(() => expect(calls('POST /api/notifications/read')).toHaveLength(1));
    expect(
      await within(panel).findByRole('button', { name: 'Marcar todas como lidas' }),
    ).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    const bell = await screen.findByRole('button', { name: 'Notificações' });
    expect(bell).toHaveTextContent('');
    expect(bell).toHaveFocus();
  });

  it('puts the count back when the BFF refuses to mark them read', async () => {
    stubDashboard({
      'GET /api/notifications': () => json(answerOf(TWO_UNREAD)),
      'POST /api/notifications/read': () => apiError(500, 'INTERNAL', 'Erro interno.'),
    });
    renderApp('/parent/dashboard');
    const panel = await openBell('Notificações, 2 não lidas');
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(within(panel).getAllByText(/não lida/)).toHaveLength(2));
  });

  it('marks a message read and follows its link with the router', async () => {
    const { calls } = stubDashboard({
      'GET /api/notifications': () => json(answerOf(TWO_UNREAD)),
      'POST /api/notifications/n2/read': () =>
        json(
          answerOf(
            TWO_UNREAD.map((item) =>
              item.id === 'n2' ? { ...item, readAt: minutesAgo(0) } : item,
            ),
          ),
        ),
    });
    renderApp('/parent/dashboard');
    const panel = await openBell('Notificações, 2 não lidas');
    await userEvent.click(within(panel).getByRole('link', { name: /Tarefa esperando aprovação/ }));
    await waitFor(() => expect(currentLocation.value?.pathname).toBe('/tasks/approve'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls('POST /api/notifications/n2/read')).toHaveLength(1));
    // The queue's header shows the same bell, one message fewer.
    expect(
      await screen.findByRole('button', { name: 'Notificações, 1 não lida' }),
    ).toBeInTheDocument();
  });

  it('shows a failed read with a retry', async () => {
    let fail = true;
    stubDashboard({
      'GET /api/notifications': () =>
        fail ? apiError(503, 'UNAVAILABLE', 'Serviço indisponível.') : json(answerOf([])),
    });
    renderApp('/parent/dashboard');
    const panel = await openBell('Notificações');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByText('Nenhuma notificação por enquanto.')).toBeVisible();
  });

  it.each(['notifications.changed', 'achievements.unlocked', 'goals.changed'])(
    'reads the messages again on %s',
    async (event) => {
      let items = [notification('n1')];
      stubDashboard({ 'GET /api/notifications': () => json(answerOf(items)) });
      renderApp('/parent/dashboard');
      expect(await screen.findByRole('button', { name: 'Notificações, 1 não lida' })).toBeVisible();
      items = [notification('n4', { title: 'Meta concluída' }), ...items];
      const [source] = FakeEventSource.instances;
      act(() => source?.emit(event, { type: event, familyId: 'f1' }));
      expect(
        await screen.findByRole('button', { name: 'Notificações, 2 não lidas' }),
      ).toBeVisible();
    },
  );
});
