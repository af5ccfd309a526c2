import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Button } from '../button/button';
import { NotificationBell, type NotificationBellItem } from './notification-bell';

const NOW = new Date('2026-12-01T15:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const ITEMS: NotificationBellItem[] = [
  {
    id: 'n1',
    title: 'Nova conquista!',
    body: 'Ana desbloqueou a conquista Primeira Tarefa.',
    href: '/parent/dashboard',
    createdAt: ago(10),
    read: false,
  },
  {
    id: 'n2',
    title: 'Tarefa esperando aprovação',
    body: 'Arrumar a cama espera sua aprovação há mais de 24 horas.',
    href: '/tasks/approve',
    createdAt: ago(3 * 60),
    read: false,
  },
  {
    id: 'n3',
    title: 'Meta na metade',
    body: 'Ana já guardou 50% da meta Bicicleta.',
    href: '/parent/dashboard',
    createdAt: ago(2 * 24 * 60),
    read: true,
  },
];

const meta = {
  title: 'Feedback/NotificationBell',
  component: NotificationBell,
  args: {
    unreadCount: 2,
    items: ITEMS,
    status: 'ready',
    now: NOW,
    onSelect: fn(),
    onMarkAllRead: fn(),
    onRetry: fn(),
    // Stories stay where they are: the links only report the choice.
    renderLink: ({ href, children, onClick, ...props }) => (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onClick();
        }}
      >
        {children}
      </a>
    ),
  },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const bell = body.getByRole('button', { name: 'Notificações, 2 não lidas' });
    await expect(bell).toHaveTextContent('2');
    await userEvent.click(bell);
    const panel = await body.findByRole('dialog', { name: 'Notificações' });
    const links = within(panel).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName(/^não lida: Nova conquista!/);
    await expect(links[0]).toHaveTextContent('há poucos minutos');
    await expect(links[2]).not.toHaveAccessibleName(/não lida/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como lidas' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(bell).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Notificações' });
    await userEvent.click(within(panel).getByRole('link', { name: /Tarefa esperando aprovação/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(ITEMS[1]);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The panel's footer slot, as the remotes fill it with this device's push setting. */
export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <section aria-labelledby="story-push">
        <h3 id="story-push">Avisos neste aparelho</h3>
        <p>Receba os avisos no celular ou computador, mesmo com o Mesadinha fechado.</p>
        <Button variant="secondary" size="sm">
          Ativar avisos
        </Button>
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Notificações' });
    await expect(
      within(panel).getByRole('heading', { name: 'Avisos neste aparelho' }),
    ).toBeVisible();
  },
};

export const ManyUnread: Story = {
  args: { unreadCount: 12 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      body.getByRole('button', { name: 'Notificações, 12 não lidas' }),
    ).toHaveTextContent('9+');
  },
};

export const AllRead: Story = {
  args: {
    unreadCount: 0,
    items: ITEMS.map((item) => ({ ...item, read: true })),
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Notificações' });
    // The modal hides the page behind it from assistive technology.
    await expect(
      body.getByRole('button', { name: 'Notificações', hidden: true }),
    ).toHaveTextContent('');
    await expect(
      within(panel).getByRole('button', { name: 'Marcar todas como lidas' }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { unreadCount: 0, items: [], defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Notificações' });
    await expect(panel).toHaveTextContent('Nenhuma notificação por enquanto.');
    await expect(
      within(panel).getByRole('button', { name: 'Marcar todas como lidas' }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { unreadCount: undefined, items: undefined, status: 'loading', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Notificações' });
    await expect(within(panel).getByRole('status')).toHaveTextContent('Carregando notificações...');
  },
};

export const Failed: Story = {
  args: { unreadCount: undefined, items: undefined, status: 'error', defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Notificações' });
    await expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar as notificações.',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const AgeThemes: Story = {
  render: (args) => (
    <AgeThemesGrid>{() => <NotificationBell {...args} defaultOpen={false} />}</AgeThemesGrid>
  ),
};
