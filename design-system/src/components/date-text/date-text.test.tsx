import { render, screen } from '@testing-library/react';
import { DateText } from './date-text';

describe('DateText', () => {
  it('shows dd/mm/aaaa in a <time> carrying the ISO value', () => {
    render(<DateText iso="2025-03-09" />);
    const time = screen.getByText('09/03/2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-03-09');
  });
});
