import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import '../button/button.css';
import './icon-button.css';

/** Props of `IconButton`. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name (aria-label) and tooltip; required because the button has no text. */
  label: string;
  /** Decorative icon (hidden from assistive technology). */
  icon: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
}

/** Square 44×44 button showing only an icon. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={rest.title ?? label}
      className={cx('mesa-button', `mesa-button--${variant}`, 'mesa-icon-button', className)}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
