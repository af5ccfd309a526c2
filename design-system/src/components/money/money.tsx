import { formatMoney } from '@portal/domain';
import { cx } from '../../internal/cx';
import type { Currency } from '../money-input/money-input';
import { useCurrency } from './currency-context';
import './money.css';

/** Props of `Money`. */
export interface MoneyProps {
  /** Amount in integer centavos. */
  centavos: number;
  /** Defaults to the surrounding `CurrencyProvider`'s (the family's choice; BRL outside any). */
  currency?: Currency;
  /**
   * Show the absolute value with a sign (+ / −) in green or red, as the transaction history
   * does. The sign is text, so the meaning does not rely on colour.
   */
  signed?: boolean;
  className?: string;
}

/** Formatted amount (pt-BR, e.g. "R$ 12,50") through `formatMoney` of `@portal/domain`. */
export function Money({ centavos, currency: chosen, signed = false, className }: MoneyProps) {
  const surrounding = useCurrency();
  const currency = chosen ?? surrounding;
  if (!signed) {
    return <span className={cx('mesa-money', className)}>{formatMoney(centavos, currency)}</span>;
  }
  const sign = centavos > 0 ? '+' : centavos < 0 ? '−' : '';
  const tone = centavos > 0 ? 'mesa-money--positive' : centavos < 0 ? 'mesa-money--negative' : null;
  return (
    <span className={cx('mesa-money', tone, className)}>
      {sign}
      {formatMoney(Math.abs(centavos), currency)}
    </span>
  );
}
