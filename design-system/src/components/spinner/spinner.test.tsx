import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it("announces 'Carregando...' by default", () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it('announces a custom label', () => {
    render(<Spinner label="Carregando estatísticas..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando estatísticas...');
  });
});
