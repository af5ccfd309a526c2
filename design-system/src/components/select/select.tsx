import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, useFieldIds } from '../../internal/field';
import './select.css';

/** One option of `Select`. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of `Select`; native select attributes pass through. */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: SelectOption[];
  error?: ReactNode;
  hint?: ReactNode;
  /** Text of a first, empty option (e.g. 'Selecione...'). */
  placeholder?: string;
}

/** Labelled native select (native for the best keyboard and mobile support). */
export function Select({
  label,
  options,
  error,
  hint,
  placeholder,
  id,
  className,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <select
        {...rest}
        id={ids.inputId}
        className="mesa-select"
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
