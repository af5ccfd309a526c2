import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Field, useFieldIds } from '../../internal/field';

/** Props of `PinInput`. */
export interface PinInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'maxLength'
> {
  label: ReactNode;
  /** Current PIN (digits only). */
  value: string;
  /** Receives the cleaned value: non-digits removed, at most `length` digits. */
  onChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  /**
   * Maximum number of digits kept (default 6). New PINs are 6 digits; the child login passes 12,
   * for PINs of 7 to 12 set before (issue 37). One field whatever the length.
   */
  length?: number;
  showLabel?: string;
  hideLabel?: string;
}

/** Keeps the digits of `input`, cut to `length` (the spec: "digits only, at most 6"). */
export function cleanPin(input: string, length = 6): string {
  return input.replace(/\D/g, '').slice(0, length);
}

/** Masked numeric PIN field with a show/hide toggle and a numeric keypad on phones. */
export function PinInput({
  label,
  value,
  onChange,
  error,
  hint,
  id,
  className,
  length = 6,
  showLabel = 'Mostrar PIN',
  hideLabel = 'Ocultar PIN',
  autoComplete = 'off',
  ...rest
}: PinInputProps) {
  const ids = useFieldIds(id, hint, error);
  // No maxLength attribute: browsers truncate a paste before it is cleaned, so "98 76 54" would
  // lose digits. `cleanPin` caps the length instead.
  const [revealed, setRevealed] = useState(false);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className={cx('mesa-field__control', ids.invalid && 'mesa-field__control--invalid')}>
        <input
          {...rest}
          id={ids.inputId}
          type={revealed ? 'text' : 'password'}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(cleanPin(event.target.value, length))}
          className="mesa-field__input mesa-field__input--pin"
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className="mesa-field__toggle"
          aria-controls={ids.inputId}
          aria-pressed={revealed}
          disabled={rest.disabled}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? hideLabel : showLabel}
        </button>
      </div>
    </Field>
  );
}
