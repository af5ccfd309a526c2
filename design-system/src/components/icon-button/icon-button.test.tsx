import { render, screen } from '@testing-library/react';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label, not by the icon', () => {
    render(<IconButton label="Voltar" icon="←" />);
    const button = screen.getByRole('button', { name: 'Voltar' });
    expect(button).toHaveTextContent('←');
    expect(button.querySelector('[aria-hidden="true"]')).toHaveTextContent('←');
  });
});
