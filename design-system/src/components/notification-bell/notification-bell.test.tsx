import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../../theme-provider';
import { NotificationBell, type NotificationBellItem } from './notification-bell';

const NOW = new Date('2026-12-01T15:00:00Z');

const item = (id: string, read: boolean, minutesAgo = 5): NotificationBellItem => ({
  id,
  title: `Aviso ${id}`,
  body: `Texto do aviso ${id}.`,
  href: `/child/tasks#${id}`,
  createdAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
  read,
});

function renderBell(props: Partial<Parameters<typeof NotificationBell>[0]> = {}) {
  return render(
    <ThemeProvider theme="kids">
      <NotificationBell now={NOW} {...props} />
    </ThemeProvider>,
  );
}

describe('NotificationBell', () => {
  it('names the count and caps the badge at 9+, and shows no badge at zero or while unknown', () => {
    const { rerender } = renderBell({ unreadCount: 3 });
    expect(screen.getByRole('button', { name: 'Notificações, 3 não lidas' })).toHaveTextContent(
      '3',
    );
    const wrap = (count: number | undefined) => (
      <ThemeProvider theme="kids">
        <NotificationBell now={NOW} unreadCount={count} />
      </ThemeProvider>
    );
    rerender(wrap(1));
    expect(screen.getByRole('button', { name: 'Notificações, 1 não lida' })).toBeInTheDocument();
    rerender(wrap(10));
    expect(screen.getByRole('button', { name: 'Notificações, 10 não lidas' })).toHaveTextContent(
      '9+',
    );
    rerender(wrap(0));
    expect(screen.getByRole('button', { name: 'Notificações' })).toHaveTextContent('');
    rerender(wrap(undefined));
    expect(screen.getByRole('button', { name: 'Notificações' })).toHaveTextContent('');
  });

  it('lists the messages, marks the unread ones for screen readers, and closes on Escape back to the bell', async () => {
    renderBell({ unreadCount: 1, items: [item('a', false), item('b', true, 26 * 60)] });
    const bell = screen.getByRole('button', { name: 'Notificações, 1 não lida' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const [unread, read] = within(panel).getAllByRole('link');
    expect(unread).toHaveAccessibleName('não lida: Aviso a Texto do aviso a. há poucos minutos');
    expect(unread).toHaveAttribute('href', '/child/tasks#a');
    expect(unread?.closest('li')).toHaveClass('mesa-bell-item--unread');
    expect(read).toHaveAccessibleName('Aviso b Texto do aviso b. há 1 dia');
    expect(read?.closest('li')).not.toHaveClass('mesa-bell-item--unread');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });

  it('reports the chosen message and closes', async () => {
    const onSelect = vi.fn();
    const chosen = item('a', false);
    renderBell({
      unreadCount: 1,
      items: [chosen],
      onSelect,
      renderLink: ({ children, onClick, ...props }) => (
        <a
          {...props}
          onClick={(event) => {
            event.preventDefault();
            onClick();
          }}
        >
          {children}
        </a>
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: /Notificações/ }));
    await userEvent.click(await screen.findByRole('link', { name: /Aviso a/ }));
    expect(onSelect).toHaveBeenCalledWith(chosen);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("offers 'Marcar todas como lidas' only while something is unread", async () => {
    function Demo() {
      const [items, setItems] = useState([item('a', false), item('b', false)]);
      const unread = items.filter((entry) => !entry.read).length;
      return (
        <NotificationBell
          now={NOW}
          defaultOpen
          unreadCount={unread}
          items={items}
          onMarkAllRead={() => setItems(items.map((entry) => ({ ...entry, read: true })))}
        />
      );
    }
    render(
      <ThemeProvider theme="teens">
        <Demo />
      </ThemeProvider>,
    );
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    const markAll = within(panel).getByRole('button', { name: 'Marcar todas como lidas' });
    expect(markAll).toBeEnabled();
    await userEvent.click(markAll);
    expect(markAll).toBeDisabled();
    expect(within(panel).queryByText(/não lida/)).not.toBeInTheDocument();
    // The modal hides the page behind it from assistive technology.
    expect(screen.getByRole('button', { name: 'Notificações', hidden: true })).toBeInTheDocument();
  });

  it('shows the loading, failed and empty states in the panel', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderBell({ defaultOpen: true, status: 'loading' });
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Carregando notificações...');
    expect(within(panel).getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();

    rerender(
      <ThemeProvider theme="kids">
        <NotificationBell now={NOW} defaultOpen status="error" onRetry={onRetry} />
      </ThemeProvider>,
    );
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as notificações.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(
      <ThemeProvider theme="kids">
        <NotificationBell now={NOW} defaultOpen status="ready" items={[]} unreadCount={0} />
      </ThemeProvider>,
    );
    expect(panel).toHaveTextContent('Nenhuma notificação por enquanto.');
  });
});
