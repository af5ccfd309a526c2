import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { AgeThemesGrid } from '../../internal/age-themes';
import { Button } from '../button/button';
import { ToastProvider, useToast } from './toast';

function ToastButtons() {
  const { show } = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button onClick={() => show({ message: 'Sessão encerrada com sucesso.', tone: 'success' })}>
        Sucesso
      </Button>
      <Button
        variant="danger"
        onClick={() => show({ message: 'Não foi possível sair. Tente novamente.', tone: 'error' })}
      >
        Erro
      </Button>
      <Button
        variant="secondary"
        onClick={() => show({ message: 'Tarefa enviada para aprovação.' })}
      >
        Informação
      </Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastButtons,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Sucesso' }));
    await expect(await body.findByRole('status')).toHaveTextContent(
      'Sessão encerrada com sucesso.',
    );
    await userEvent.click(body.getByRole('button', { name: 'Erro' }));
    await expect(body.getByRole('alert')).toHaveTextContent(
      'Não foi possível sair. Tente novamente.',
    );
    await userEvent.click(body.getAllByRole('button', { name: 'Fechar notificação' })[0]!);
    await expect(body.getByRole('status')).not.toHaveTextContent('Sessão encerrada');
  },
};

export const AgeThemes: Story = {
  render: () => <AgeThemesGrid>{() => <ToastButtons />}</AgeThemesGrid>,
};
