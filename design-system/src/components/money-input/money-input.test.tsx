import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MoneyInput, type Currency } from './money-input';

function Harness({
  onChange,
  currency,
}: {
  onChange: (value: string, centavos: number | null) => void;
  currency?: Currency;
}) {
  const [value, setValue] = useState('');
  return (
    <MoneyInput
      label="Valor"
      value={value}
      currency={currency}
      onChange={(text, centavos) => {
        setValue(text);
        onChange(text, centavos);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it.each([
    ['12,5', 1250],
    ['12.50', 1250],
    ['0,50', 50],
    ['100', 10000],
  ])('reports %s as %i centavos', async (typed, centavos) => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Valor'), typed);
    expect(onChange).toHaveBeenLastCalledWith(typed, centavos);
  });

  it('drops letters and reports null while the amount is incomplete', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Valor');
    await userEvent.type(input, 'R12,');
    expect(input).toHaveValue('12,');
    expect(onChange).toHaveBeenLastCalledWith('12,', null);
  });

  it('keeps a minus sign: a negative amount is not an amount, never a positive one', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Valor');
    await userEvent.type(input, '-3');
    expect(input).toHaveValue('-3');
    expect(onChange).toHaveBeenLastCalledWith('-3', null);
    await userEvent.tab();
    expect(input).toHaveValue('-3');
  });

  it('shows the currency symbol and a decimal keypad', () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByText('R$')).toBeInTheDocument();
    expect(screen.getByLabelText('Valor')).toHaveAttribute('inputmode', 'decimal');
  });

  it('shows the symbol of another currency', () => {
    render(<Harness onChange={() => {}} currency="EUR" />);
    expect(screen.getByText('€')).toBeInTheDocument();
  });

  it.each([
    ['1.500,00', '1.500,00', 150000],
    ['1500,5', '1.500,50', 150050],
    ['1500.50', '1.500,50', 150050],
    ['R$ 12', '12,00', 1200],
    ['R$ 1.500', '1.500,00', 150000],
  ])('accepts %j and shows it as %j on blur', async (typed, shown, centavos) => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Valor');
    await userEvent.type(input, typed);
    await userEvent.tab();
    expect(input).toHaveValue(shown);
    expect(onChange).toHaveBeenLastCalledWith(shown, centavos);
  });

  it('leaves text that is not an amount as typed on blur', async () => {
    render(<Harness onChange={() => {}} />);
    const input = screen.getByLabelText('Valor');
    await userEvent.type(input, '12,');
    await userEvent.tab();
    expect(input).toHaveValue('12,');
  });
});
