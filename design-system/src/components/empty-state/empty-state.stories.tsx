import type { Meta, StoryObj } from '@storybook/react';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { icon: '📋', title: 'Nenhuma tarefa hoje!' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescriptionAndAction: Story = {
  args: {
    icon: '🔍',
    title: 'Nenhuma tarefa encontrada',
    description: 'Tente ajustar os filtros ou criar uma nova tarefa',
    action: <Button>Nova Tarefa</Button>,
  },
};

export const AllDone: Story = {
  args: {
    icon: '✅',
    title: 'Tudo em dia!',
    description: 'Não há tarefas aguardando aprovação no momento.',
  },
};

export const AgeThemes: Story = {
  render: (args) => <AgeThemesGrid>{() => <EmptyState {...args} titleAs="h3" />}</AgeThemesGrid>,
};
