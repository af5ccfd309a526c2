import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('renders a heading for its title', () => {
    render(<Card title="Ganhos de Hoje">R$ 5,00</Card>);
    expect(screen.getByRole('heading', { level: 2, name: 'Ganhos de Hoje' })).toBeInTheDocument();
  });

  it('names a section card after its title so it becomes a landmark', () => {
    render(
      <Card as="section" title="Metas concluídas">
        ...
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Metas concluídas' })).toBeInTheDocument();
  });
});
