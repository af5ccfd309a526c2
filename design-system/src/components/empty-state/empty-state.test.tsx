import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows title, description and action; the icon is decorative', () => {
    render(
      <EmptyState
        icon="🔍"
        title="Nenhuma tarefa encontrada"
        description="Tente ajustar os filtros ou criar uma nova tarefa"
        action={<button type="button">Nova Tarefa</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Nenhuma tarefa encontrada' })).toBeInTheDocument();
    expect(
      screen.getByText('Tente ajustar os filtros ou criar uma nova tarefa'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova Tarefa' })).toBeInTheDocument();
    expect(screen.getByText('🔍')).toHaveAttribute('aria-hidden', 'true');
  });
});
