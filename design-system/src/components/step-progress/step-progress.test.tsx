import { render, screen } from '@testing-library/react';
import { StepProgress } from './step-progress';

describe('StepProgress', () => {
  it('says which step of how many and marks the current one', () => {
    render(<StepProgress steps={['Seus dados', 'Sua família']} current={1} />);
    expect(screen.getByText('Etapa 2 de 2: Sua família')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('(concluída)');
  });
});
