import type { Notification, NotificationsResponse } from '@portal/contracts/notifications';
import { FakeEventSource } from '@portal/app-kit/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meAsChild, renderChildApp, stubBff, type StubAnswer } from '../../../test-utils';

/*
 * Issue 41 item 1: an approval or a rejection shows on the child's Home as a card until the
 * child has seen it ('Entendi' marks the message read on the BFF), and a new one arrives live.
 * The balance card shows what is free apart from what waits for approval.
 */

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const APPROVED: Notification = {
  id: 'n-ok',
  kind: 'task_approved',
  title: '+R$ 2,50 aprovado',
  body: 'Sua tarefa “Arrumar a cama” foi aprovada e o valor já está disponível.',
  link: '/child/dashboard',
  childId: 'child-Ana',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  readAt: null,
};
const REJECTED: Notification = {
  id: 'n-no',
  kind: 'task_rejected',
  title: 'Tarefa rejeitada',
  body: 'Sua tarefa Lavar a louça foi rejeitada em 03/12/2026. Motivo: Ficou gordura no prato',
  link: '/child/tasks',
  childId: 'child-Ana',
  createdAt: new Date(Date.now() - 120_000).toISOString(),
  readAt: null,
};
const REMINDER: Notification = {
  ...APPROVED,
  id: 'n-rem',
  kind: 'task_reminder',
  title: 'Tarefas de hoje',
  body: 'Ainda dá tempo de fazer “Ler um livro” hoje!',
  link: '/child/tasks',
};

const answerOf = (items: Notification[]): { status: number; body: NotificationsResponse } => ({
  status: 200,
  body: { items, unreadCount: items.filter((item) => item.readAt === null).length },
});

/** A BFF that keeps the child's messages: a message read stays read (a reload reads it so). */
function stubHome(
  inbox: { items: Notification[] },
  split = { savable: 250, awaitingApproval: 300 },
  extra: Record<string, StubAnswer | (() => StubAnswer)> = {},
) {
  const read = (id: string) => () => {
    inbox.items = inbox.items.map((item) =>
      item.id === id ? { ...item, readAt: new Date().toISOString() } : item,
    );
    return answerOf(inbox.items);
  };
  return stubBff({
    'GET /api/me': { status: 200, body: meAsChild('Ana', 10) },
    'GET /api/pauses': { status: 200, body: { family: null, children: [] } },
    'GET /api/children/child-Ana/goals': { status: 200, body: { goals: [], ...split } },
    'GET /api/notifications': () => answerOf(inbox.items),
    'POST /api/notifications/n-ok/read': read('n-ok'),
    'POST /api/notifications/n-no/read': read('n-no'),
    ...extra,
  });
}

const reviewsRegion = () => screen.findByRole('region', { name: 'Suas tarefas revisadas' });

describe("the child's Home after a review (issue 41)", () => {
  it('shows what is free apart from what waits for approval, and only the free part when nothing waits', async () => {
    stubHome({ items: [] });
    const { unmount } = renderChildApp('/child/dashboard');
    const balance = await screen.findByRole('region', { name: 'Meu saldo' });
    expect((await within(balance).findByText('Disponível')).closest('p')).toHaveTextContent(
      'Disponível R$ 2,50 · Esperando aprovação R$ 3,00',
    );
    unmount();

    stubHome({ items: [] }, { savable: 800, awaitingApproval: 0 });
    renderChildApp('/child/dashboard');
    const free = await screen.findByRole('region', { name: 'Meu saldo' });
    expect((await within(free).findByText('Disponível')).closest('p')).toHaveTextContent(
      /^Disponível R\$\s8,00$/,
    );
    expect(free).not.toHaveTextContent('Esperando aprovação');
  });

  it('shows a card per unseen review, the approval with its amount and title, the rejection in the spec’s words', async () => {
    const seen = stubHome({ items: [APPROVED, REJECTED, REMINDER] });
    renderChildApp('/child/dashboard');
    const region = await reviewsRegion();
    const cards = within(region).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining(
        '+R$ 2,50 aprovadoSua tarefa “Arrumar a cama” foi aprovada e o valor já está disponível.',
      ),
      expect.stringContaining(
        'Tarefa rejeitadaSua tarefa Lavar a louça foi rejeitada em 03/12/2026. Motivo: Ficou gordura no prato',
      ),
    ]);
    // The reminder is the bell's, not a Home card.
    expect(region).not.toHaveTextContent('Tarefas de hoje');
    // One read of the messages for the bell and the cards.
    expect(seen.filter((r) => r.path === '/api/notifications')).toHaveLength(1);
  });

  it("'Entendi' marks the review seen on the BFF: gone at once, and not shown again after a reload", async () => {
    const inbox = { items: [APPROVED, REJECTED] };
    const seen = stubHome(inbox);
    const first = renderChildApp('/child/dashboard');
    const region = await reviewsRegion();
    await userEvent.click(
      within(region).getByRole('button', { name: 'Entendi: Tarefa rejeitada' }),
    );
    expect(within(region).queryByText('Tarefa rejeitada')).not.toBeInTheDocument();
    expect(within(region).getByText('+R$ 2,50 aprovado')).toBeVisible();
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
        '/api/notifications/n-no/read',
      ]),
    );
    first.unmount();

    // A reload: a new store reads the messages again from the BFF.
    renderChildApp('/child/dashboard');
    const again = await reviewsRegion();
    expect(within(again).getByText('+R$ 2,50 aprovado')).toBeVisible();
    expect(within(again).queryByText('Tarefa rejeitada')).not.toBeInTheDocument();
    await userEvent.click(
      within(again).getByRole('button', { name: 'Entendi: +R$ 2,50 aprovado' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Suas tarefas revisadas' })).toBeNull(),
    );
  });

  it('shows a review the moment the BFF announces it (notifications.changed)', async () => {
    const inbox = { items: [] as Notification[] };
    stubHome(inbox);
    renderChildApp('/child/dashboard');
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeVisible();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Suas tarefas revisadas' })).toBeNull();

    inbox.items = [REJECTED];
    act(() =>
      FakeEventSource.instances[0]?.emit('notifications.changed', {
        type: 'notifications.changed',
        familyId: 'f1',
        childId: 'child-Ana',
      }),
    );
    const region = await reviewsRegion();
    expect(region).toHaveTextContent('Motivo: Ficou gordura no prato');
  });
});
