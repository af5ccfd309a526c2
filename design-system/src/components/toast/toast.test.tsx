import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { ToastProvider, useToast } from './toast';
import { toast } from './toast-store';

function Trigger({ message, tone }: { message: string; tone?: 'success' | 'error' | 'info' }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show({ message, tone, durationMs: 1000 })}>
      Disparar
    </button>
  );
}

describe('ToastProvider', () => {
  it('stacks toasts in a region at the top centre of the screen', async () => {
    render(
      <ToastProvider>
        <Trigger message="Sessão encerrada com sucesso." tone="success" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Disparar' }));
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region).toHaveClass('mesa-toast-region');
    // The region's rule pins it to the top centre (spec: "Toasts appear at the top center").
    const rule =
      /\.mesa-toast-region \{([^}]*)\}/.exec(
        readFileSync('src/components/toast/toast.css', 'utf8'),
      )?.[1] ?? '';
    expect(rule).toMatch(/position: fixed/);
    expect(rule).toMatch(/top: 1rem/);
    expect(rule).toMatch(/left: 50%/);
    expect(rule).toMatch(/translateX\(-50%\)/);
    expect(region).toContainElement(screen.getByText('Sessão encerrada com sucesso.'));
  });

  it('announces errors assertively and others politely', async () => {
    render(
      <ToastProvider>
        <Trigger message="Não foi possível sair. Tente novamente." tone="error" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Disparar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível sair. Tente novamente.');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('removes a toast after its duration and on dismiss', async () => {
    vi.useFakeTimers();
    try {
      const { unmount } = render(
        <ToastProvider>
          <Trigger message="Tarefa enviada" />
        </ToastProvider>,
      );
      act(() => screen.getByRole('button', { name: 'Disparar' }).click());
      expect(screen.getByText('Tarefa enviada')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText('Tarefa enviada')).not.toBeInTheDocument();
      unmount();
    } finally {
      vi.useRealTimers();
    }
    render(
      <ToastProvider>
        <Trigger message="Outra" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Disparar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByText('Outra')).not.toBeInTheDocument();
  });

  it('shows toasts sent with the toast helper, even before the provider mounted', () => {
    // A remote can call this before the shell's provider is on screen; it is queued.
    toast.error('Erro ao salvar configurações');
    render(<ToastProvider />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao salvar configurações');
    act(() => toast.success('Senha atualizada com sucesso!'));
    expect(screen.getByRole('status')).toHaveTextContent('Senha atualizada com sucesso!');
  });

  it('reaches the provider from a separately rendered tree through useToast fallback', async () => {
    // Without a provider above it, useToast() falls back to the shared helper.
    render(<ToastProvider />);
    render(<Trigger message="Até logo! Você saiu da conta." />);
    await userEvent.click(screen.getByRole('button', { name: 'Disparar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Até logo! Você saiu da conta.');
  });
});
