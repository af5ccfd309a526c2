import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { cleanPin, PinInput } from './pin-input';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PinInput
      label="PIN"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PinInput', () => {
  it('drops non-digits and stops at 6 digits', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('PIN');
    await userEvent.type(input, '1a2b3 4-5.6789');
    expect(input).toHaveValue('123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onChange.mock.calls.every(([value]) => /^\d{0,6}$/.test(value as string))).toBe(true);
  });

  it('cleans pasted text too', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('PIN');
    await userEvent.click(input);
    await userEvent.paste('PIN: 98 76 54 32');
    expect(input).toHaveValue('987654');
  });

  it('is masked, numeric and can be revealed', async () => {
    render(<Harness onChange={() => {}} />);
    const input = screen.getByLabelText('PIN');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar PIN' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('links the error message', () => {
    render(<PinInput label="PIN" value="12" onChange={() => {}} error="PIN incorreto" />);
    const input = screen.getByLabelText('PIN');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('PIN incorreto');
  });
});

describe('cleanPin', () => {
  it('keeps digits only, cut to the length', () => {
    expect(cleanPin('a1b2c3d4e5f6g7')).toBe('123456');
    expect(cleanPin('12', 6)).toBe('12');
    expect(cleanPin('1234', 3)).toBe('123');
  });
});
