import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { IconButton } from '../icon-button/icon-button';
import { Menu } from './menu';

const meta = {
  title: 'Navegação/Menu',
  component: Menu,
  args: {
    label: 'Ações da tarefa',
    trigger: <IconButton label="Mais ações" icon="⋮" />,
    items: [
      { id: 'edit', label: 'Editar', icon: '✏️', onSelect: fn() },
      { id: 'duplicate', label: 'Duplicar', icon: '📄', onSelect: fn() },
      { id: 'archive', label: 'Arquivar', disabled: true, onSelect: fn() },
      { id: 'delete', label: 'Excluir', icon: '🗑️', tone: 'danger', onSelect: fn() },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: 'Mais ações' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Ações da tarefa' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /Duplicar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.items[1]?.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu', { name: 'Ações da tarefa' });
    await expect(within(menu).getByRole('menuitem', { name: /Excluir/ })).toBeInTheDocument();
  },
};

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <Menu {...args} />}</AgeThemesGrid>,
};
