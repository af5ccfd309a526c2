export { Money, type MoneyProps } from './money';
export { CurrencyProvider, useCurrency } from './currency-context';
