import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes its value and a readable text', () => {
    render(<ProgressBar label="XP" value={320} max={500} valueText="320 de 500 XP" />);
    const bar = screen.getByRole('progressbar', { name: 'XP' });
    expect(bar).toHaveAttribute('aria-valuenow', '320');
    expect(bar).toHaveAttribute('aria-valuemax', '500');
    expect(bar).toHaveAttribute('aria-valuetext', '320 de 500 XP');
  });

  it('clamps values outside the range and defaults to a percentage', () => {
    render(<ProgressBar label="Meta" value={150} />);
    const bar = screen.getByRole('progressbar', { name: 'Meta' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
  });
});
