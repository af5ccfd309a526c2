import { render, screen } from '@testing-library/react';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text with the tone class', () => {
    render(<Badge tone="teens">13-15 anos</Badge>);
    expect(screen.getByText('13-15 anos')).toHaveClass('mesa-badge', 'mesa-badge--teens');
  });
});
