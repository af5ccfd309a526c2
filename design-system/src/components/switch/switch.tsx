import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import './switch.css';

/** Props of `Switch`. */
export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** On/off toggle (`role="switch"`), operated with a click, Space or Enter. */
export function Switch({
  label,
  checked,
  onChange,
  description,
  disabled,
  id,
  className,
}: SwitchProps) {
  const generated = useId();
  const buttonId = id ?? `mesa-switch-${generated}`;
  const descriptionId = description ? `${buttonId}-description` : undefined;
  return (
    <div className={cx('mesa-switch', className)}>
      <span className="mesa-switch__text">
        <label className="mesa-switch__label" htmlFor={buttonId}>
          {label}
        </label>
        {description ? (
          <span className="mesa-field__hint" id={descriptionId}>
            {description}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        role="switch"
        id={buttonId}
        aria-checked={checked}
        aria-describedby={descriptionId}
        disabled={disabled}
        className="mesa-switch__button"
        onClick={() => onChange(!checked)}
      >
        <span className="mesa-switch__track" aria-hidden="true" />
        <span className="mesa-switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
