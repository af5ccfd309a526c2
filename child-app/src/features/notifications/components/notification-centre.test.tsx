import type { Notification, NotificationsResponse } from '@portal/contracts/notifications';
import { FakeEventSource } from '@portal/app-kit/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meAsChild, renderChildApp, stubBff, type StubAnswer } from '../../../test-utils';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(id: string, patch: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'task_reminder',
    title: 'Tarefas de hoje',
    body: 'Você ainda tem 2 tarefas para hoje.',
    link: '/child/tasks',
    childId: 'child-Ana',
    createdAt: minutesAgo(30),
    readAt: null,
    ...patch,
  };
}

const answerOf = (items: Notification[]): { status: number; body: NotificationsResponse } => ({
  status: 200,
  body: { items, unreadCount: items.filter((item) => item.readAt === null).length },
});

const MESSAGES = [
  notification('n1'),
  notification('n2', {
    kind: 'goal_milestone',
    title: 'Metade da meta!',
    body: 'Você já guardou 50% da Bicicleta.',
    link: '/child/goals',
    createdAt: minutesAgo(3 * 60),
  }),
];

/** The dashboard's profile read, plus the notification routes the test gives. */
function stubDashboard(routes: Record<string, StubAnswer | (() => StubAnswer)>) {
  return stubBff({
    'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
    'GET /api/pauses': { status: 200, body: { family: null, children: [] } },
    ...routes,
  });
}

const sent = (seen: { method: string; path: string }[], route: string) =>
  seen.filter((request) => `${request.method} ${request.path}` === route);

async function openBell(name: string | RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Notificações' });
}

describe("the child's notification bell", () => {
  it("sits next to 'Sair' and shows the unread count once the first screen is done", async () => {
    const seen = stubDashboard({ 'GET /api/notifications': () => answerOf(MESSAGES) });
    renderChildApp('/child/dashboard');
    const bell = screen.getByRole('button', { name: 'Notificações' });
    expect(bell.nextElementSibling).toHaveTextContent('Sair');
    expect(sent(seen, 'GET /api/notifications')).toHaveLength(0);
    expect(
      await screen.findByRole('button', { name: 'Notificações, 2 não lidas' }),
    ).toHaveTextContent('2');
  });

  it("lists the messages and 'Marcar todas como lidas' zeroes the count", async () => {
    const seen = stubDashboard({
      'GET /api/notifications': () => answerOf(MESSAGES),
      'POST /api/notifications/read': () =>
        answerOf(MESSAGES.map((item) => ({ ...item, readAt: minutesAgo(0) }))),
    });
    renderChildApp('/child/dashboard');
    const panel = await openBell('Notificações, 2 não lidas');
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/^não lida: Tarefas de hoje.*há poucos minutos$/);
    expect(links[1]).toHaveAccessibleName(/^não lida: Metade da meta!.*há 3 horas$/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(within(panel).queryByText(/não lida/)).not.toBeInTheDocument();
    await waitFor(() => expect(sent(seen, 'POST /api/notifications/read')).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notificações' })).toHaveFocus();
  });

  it('marks a message read and opens its screen', async () => {
    const seen = stubDashboard({
      'GET /api/notifications': () => answerOf(MESSAGES),
      'POST /api/notifications/n2/read': () =>
        answerOf(
          MESSAGES.map((item) => (item.id === 'n2' ? { ...item, readAt: minutesAgo(0) } : item)),
        ),
    });
    renderChildApp('/child/dashboard');
    const panel = await openBell('Notificações, 2 não lidas');
    await userEvent.click(within(panel).getByRole('link', { name: /Metade da meta!/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/child/goals'));
    expect(sent(seen, 'POST /api/notifications/n2/read')).toHaveLength(1);
    // 'Plano de Metas' has the bell in its header too, one message fewer.
    expect(
      await screen.findByRole('button', { name: 'Notificações, 1 não lida' }),
    ).toBeInTheDocument();
  });

  it('sends a link that is not a path of the portal to the dashboard', async () => {
    stubDashboard({
      'GET /api/notifications': () =>
        answerOf([notification('n1', { link: 'https://example.com/x' })]),
    });
    renderChildApp('/child/dashboard');
    const panel = await openBell('Notificações, 1 não lida');
    expect(within(panel).getByRole('link')).toHaveAttribute('href', '/child/dashboard');
  });

  it('reads the messages again on notifications.changed', async () => {
    let items = [notification('n1')];
    stubDashboard({ 'GET /api/notifications': () => answerOf(items) });
    renderChildApp('/child/dashboard');
    expect(await screen.findByRole('button', { name: 'Notificações, 1 não lida' })).toBeVisible();
    items = [notification('n5', { title: 'Nova conquista!' }), ...items];
    const [source] = FakeEventSource.instances;
    act(() =>
      source?.emit('notifications.changed', {
        type: 'notifications.changed',
        familyId: 'f1',
        childId: 'child-Ana',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notificações, 2 não lidas' })).toBeVisible();
  });

  it('shows a failed read with a retry', async () => {
    let fail = true;
    stubDashboard({
      'GET /api/notifications': () => (fail ? { networkError: true } : answerOf([])),
    });
    renderChildApp('/child/dashboard');
    const panel = await openBell('Notificações');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as notificações.',
    );
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByText('Nenhuma notificação por enquanto.')).toBeVisible();
  });
});
