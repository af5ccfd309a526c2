import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../../theme-provider';
import { Dialog } from './dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme="kids" scheme="dark">
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        title="Excluir tarefa"
        description="Tem certeza que deseja excluir esta tarefa?"
        footer={
          <>
            <button type="button">Cancelar</button>
            <button type="button">Excluir</button>
          </>
        }
      />
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('is a named, described modal that takes focus', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir tarefa' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Tem certeza que deseja excluir esta tarefa?');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const close = screen.getByRole('button', { name: 'Fechar' });
    const excluir = screen.getByRole('button', { name: 'Excluir' });
    await userEvent.tab(); // Cancelar → Excluir
    expect(excluir).toHaveFocus();
    await userEvent.tab(); // wraps to the first focusable
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true }); // wraps back to the last
    expect(excluir).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the focus a screen moved after its action closed the dialog (it does not go back to the opener)', async () => {
    function DeleteFlow() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <h2 id="lista" tabIndex={-1}>
            Tarefas
          </h2>
          <button type="button" onClick={() => setOpen(true)}>
            Abrir
          </button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Excluir tarefa"
            footer={
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  // As a screen does when the server answers: after the dialog has closed.
                  void Promise.resolve().then(() => document.getElementById('lista')?.focus());
                }}
              >
                Excluir
              </button>
            }
          />
        </>
      );
    }
    render(<DeleteFlow />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { name: 'Tarefas' })).toHaveFocus();
  });

  it('closes from its close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders in document.body with the theme of the tree that opened it', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog');
    expect(container).not.toContainElement(dialog);
    const layer = dialog.closest('[data-mesa-theme]');
    expect(layer).toHaveAttribute('data-mesa-theme', 'kids');
    expect(layer).toHaveAttribute('data-mesa-scheme', 'dark');
  });
});
