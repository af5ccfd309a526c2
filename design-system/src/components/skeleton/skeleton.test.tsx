import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('draws the requested lines and stays hidden from assistive technology', () => {
    const { container } = render(<Skeleton lines={3} height={12} />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('aria-hidden', 'true');
    const bars = container.querySelectorAll('.mesa-skeleton__bar');
    expect(bars).toHaveLength(3);
    expect(bars[0]).toHaveStyle({ height: '12px' });
  });
});
