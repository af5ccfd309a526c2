import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme-provider';
import { Popover } from './popover';

describe('Popover', () => {
  it('opens from its trigger as a named panel in the current theme and closes from its button', async () => {
    render(
      <ThemeProvider theme="kids">
        <Popover label="Ajuda" trigger={<button type="button">Ajuda</button>}>
          Peça ajuda a um adulto.
        </Popover>
      </ThemeProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Ajuda' });
    await userEvent.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Ajuda' });
    expect(panel).toHaveTextContent('Peça ajuda a um adulto.');
    expect(panel.closest('[data-mesa-theme]')).toHaveAttribute('data-mesa-theme', 'kids');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
