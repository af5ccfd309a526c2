import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import './checkbox.css';

/** Props of `Checkbox`; native checkbox attributes (checked, onChange, name…) pass through. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Secondary text under the label, announced as the description. */
  description?: ReactNode;
}

/** Native checkbox with a visible label; the label is part of the click target (≥ 44px row). */
export function Checkbox({ label, description, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `mesa-checkbox-${generated}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={cx('mesa-check', className)}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        className="mesa-check__input"
        aria-describedby={descriptionId}
      />
      <span className="mesa-check__text">
        {/* The description sits outside the label so it is not part of the accessible name. */}
        <label className="mesa-check__label" htmlFor={inputId}>
          {label}
        </label>
        {description ? (
          <span className="mesa-field__hint" id={descriptionId}>
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
