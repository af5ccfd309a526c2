import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name while hiding it visually', () => {
    render(
      <button type="button">
        <span aria-hidden="true">🔔</span>
        <VisuallyHidden>Notificações</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.getByText('Notificações')).toHaveClass('mesa-visually-hidden');
  });
});
