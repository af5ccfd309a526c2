import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Tabs } from './tabs';

const taskTabs = [
  { id: 'hoje', label: 'Hoje', badge: 3, content: <p>3 tarefas para hoje.</p> },
  { id: 'proximas', label: 'Próximas', content: <p>Nenhuma tarefa programada</p> },
  { id: 'pendentes', label: 'Pendentes', badge: 1, content: <p>1 tarefa aguardando aprovação.</p> },
  { id: 'concluidas', label: 'Concluídas', content: <p>Nenhuma tarefa concluída</p> },
];

const meta = {
  title: 'Navegação/Tabs',
  component: Tabs,
  args: { label: 'Tarefas', tabs: taskTabs, onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: /Hoje/ });
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('tab', { name: 'Próximas' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Nenhuma tarefa programada');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Concluídas' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('hoje');
  },
};

export const DefaultValue: Story = { args: { defaultValue: 'pendentes' } };

export const ProfileTabs: Story = {
  args: {
    label: 'Perfil',
    tabs: [
      { id: 'stats', label: 'Estatísticas', content: <p>Carregando estatísticas...</p> },
      { id: 'history', label: 'Histórico', content: <p>Nenhuma transação registrada.</p> },
      { id: 'settings', label: 'Configurações', content: <p>Preferências</p> },
    ],
  },
};

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <Tabs {...args} />}</AgeThemesGrid>,
};
