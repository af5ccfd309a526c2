import { render, screen } from '@testing-library/react';
import { CurrencyProvider } from './currency-context';
import { Money } from './money';

describe('Money', () => {
  it('formats centavos in pt-BR reais', () => {
    render(<Money centavos={1250} />);
    expect(screen.getByText('R$ 12,50')).toBeInTheDocument();
  });

  it('shows signed amounts as absolute values with + in green and − in red', () => {
    render(
      <>
        <Money centavos={500} signed />
        <Money centavos={-2000} signed />
        <Money centavos={0} signed />
      </>,
    );
    expect(screen.getByText('+R$ 5,00')).toHaveClass('mesa-money--positive');
    expect(screen.getByText('−R$ 20,00')).toHaveClass('mesa-money--negative');
    expect(screen.getByText('R$ 0,00')).not.toHaveClass('mesa-money--positive');
  });

  it('uses the family currency', () => {
    render(<Money centavos={1000} currency="USD" />);
    expect(screen.getByText('US$ 10,00')).toBeInTheDocument();
  });

  it("shows the surrounding provider's currency symbol without converting the amount (issue 12)", () => {
    render(
      <CurrencyProvider currency="EUR">
        <Money centavos={1200} />
        <Money centavos={-300} signed />
        <Money centavos={700} currency="BRL" />
      </CurrencyProvider>,
    );
    expect(screen.getByText('€ 12,00')).toBeInTheDocument();
    expect(screen.getByText('−€ 3,00')).toBeInTheDocument();
    expect(screen.getByText('R$ 7,00')).toBeInTheDocument();
  });
});
