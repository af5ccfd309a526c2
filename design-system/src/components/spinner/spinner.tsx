import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import './spinner.css';

/** Props of `Spinner`. */
export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Announced to screen readers; defaults to 'Carregando...'. */
  label?: string;
  /** Show the label next to the spinner instead of only announcing it. */
  showLabel?: boolean;
}

/** Indeterminate loading indicator with a polite status announcement. */
export function Spinner({
  label = 'Carregando...',
  showLabel = false,
  className,
  ...rest
}: SpinnerProps) {
  return (
    <span {...rest} role="status" className={cx('mesa-spinner', className)}>
      <span className="mesa-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? undefined : 'mesa-visually-hidden'}>{label}</span>
    </span>
  );
}
