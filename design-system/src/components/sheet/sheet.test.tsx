import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../../theme-provider';
import { Sheet } from './sheet';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme="teens" scheme="dark">
      <button type="button" onClick={() => setOpen(true)}>
        Opções
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Opções da meta">
        <button type="button">Editar meta</button>
      </Sheet>
    </ThemeProvider>
  );
}

describe('Sheet', () => {
  it('is a themed modal dialog that takes focus, closes on Escape and restores focus', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Opções' });
    await userEvent.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Opções da meta' });
    expect(sheet).toHaveClass('mesa-sheet');
    expect(sheet.closest('[data-mesa-theme]')).toHaveAttribute('data-mesa-theme', 'teens');
    expect(screen.getByRole('button', { name: 'Editar meta' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Opções' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
