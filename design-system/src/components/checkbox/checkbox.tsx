import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';

/** Props of `Checkbox`; native checkbox attributes (checked, onChange, name…) pass through. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Secondary text under the label, announced as the description. */
  description?: ReactNode;
}

/** Native checkbox with a visible label; the whole row is the click target (≥ 44px). */
export function Checkbox({ label, description, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `mesa-checkbox-${generated}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <label className={cx('mesa-check', className)} htmlFor={inputId}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        className="mesa-check__input"
        aria-describedby={descriptionId}
      />
      <span className="mesa-check__text">
        <span className="mesa-check__label">{label}</span>
        {description ? (
          <span className="mesa-field__hint" id={descriptionId}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
