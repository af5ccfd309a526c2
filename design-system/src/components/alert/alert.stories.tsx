import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Button } from '../button/button';
import { Alert } from './alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Verifique seu e-mail para confirmar sua conta.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Verifique seu e-mail',
    );
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Senha atualizada com sucesso!' },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    children: 'A projeção está acima do orçamento. Ajuste os limites semanais.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'A projeção está acima',
    );
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Tarefa rejeitada',
    children: 'Converse com seu responsável para saber o motivo.',
  },
};

export const WithAction: Story = {
  args: {
    tone: 'info',
    title: '2 tarefas aguardando aprovação',
    children: 'As crianças estão esperando sua revisão.',
    action: <Button size="sm">Revisar</Button>,
  },
};

export const AgeThemes: Story = {
  render: (args) => (
    <AgeThemesGrid>
      {() => (
        <div style={{ display: 'grid', gap: '0.5rem' }}>
          <Alert {...args} />
          <Alert tone="success">Meta concluída!</Alert>
        </div>
      )}
    </AgeThemesGrid>
  ),
};
