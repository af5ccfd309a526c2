import { render, screen } from '@testing-library/react';
import { ProgressRing } from './progress-ring';

describe('ProgressRing', () => {
  it('is a labelled progressbar with the value announced as text', () => {
    render(<ProgressRing label="XP do nível" value={320} max={500} valueText="320 de 500 XP" />);
    const ring = screen.getByRole('progressbar', { name: 'XP do nível' });
    expect(ring).toHaveAttribute('aria-valuenow', '320');
    expect(ring).toHaveAttribute('aria-valuemax', '500');
    expect(ring).toHaveAttribute('aria-valuetext', '320 de 500 XP');
    expect(ring).toHaveTextContent('320 de 500 XP');
  });

  it('clamps the value, defaults to a percentage and can be a meter', () => {
    render(<ProgressRing kind="meter" label="Mesada gasta" value={150} />);
    const meter = screen.getByRole('meter', { name: 'Mesada gasta' });
    expect(meter).toHaveAttribute('aria-valuenow', '100');
    expect(meter).toHaveAttribute('aria-valuetext', '100%');
  });
});
