import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import './button.css';

/** Props of `Button`; every native button attribute is passed through. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** While true the button is disabled, `aria-busy` and shows `loadingText`. */
  loading?: boolean;
  /** Text shown while loading (e.g. 'Confirmando...'); defaults to the children. */
  loadingText?: string;
  fullWidth?: boolean;
}

/** Action button, at least 44px tall. Defaults to `type="button"` so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  fullWidth = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'mesa-button',
        `mesa-button--${variant}`,
        `mesa-button--${size}`,
        fullWidth && 'mesa-button--full',
        className,
      )}
    >
      {loading ? (
        <>
          <span className="mesa-spinner__circle" aria-hidden="true" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
