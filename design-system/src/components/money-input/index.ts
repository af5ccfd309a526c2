export { MoneyInput, type Currency, type MoneyInputProps } from './money-input';
