import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label text and is described by its description', async () => {
    render(<Checkbox label="Requer aprovação" description="O valor entra após aprovar." />);
    const box = screen.getByRole('checkbox', { name: 'Requer aprovação' });
    expect(box).toHaveAccessibleDescription('O valor entra após aprovar.');
    await userEvent.click(screen.getByText('Requer aprovação'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('marks itself invalid and is described by its error', () => {
    render(<Checkbox label="Autorizo" description="Texto." error="Confirme para continuar." />);
    const box = screen.getByRole('checkbox', { name: 'Autorizo' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Texto. Confirme para continuar.');
  });
});
