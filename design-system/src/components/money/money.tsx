import { formatMoney } from '@portal/domain';
import { cx } from '../../internal/cx';
import type { Currency } from '../money-input/money-input';
import './money.css';

/** Props of `Money`. */
export interface MoneyProps {
  /** Amount in integer centavos. */
  centavos: number;
  currency?: Currency;
  /**
   * Show the absolute value with a sign (+ / −) in green or red, as the transaction history
   * does. The sign is text, so the meaning does not rely on colour.
   */
  signed?: boolean;
  className?: string;
}

/** Formatted amount (pt-BR, e.g. "R$ 12,50") through `formatMoney` of `@portal/domain`. */
export function Money({ centavos, currency = 'BRL', signed = false, className }: MoneyProps) {
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
