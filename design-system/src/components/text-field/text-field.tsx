import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Field, useFieldIds } from '../../internal/field';

/** Props of `TextField`; other input attributes (name, autoComplete, required…) pass through. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Visible label (required: every input has one). */
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search';
  /** Error message; marks the input invalid and is announced with it. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Labels of the password visibility toggle. */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
}

/** Labelled text input. A password field gets a 'Mostrar senha' / 'Ocultar senha' toggle. */
export function TextField({
  label,
  type = 'text',
  error,
  hint,
  id,
  className,
  showPasswordLabel = 'Mostrar senha',
  hidePasswordLabel = 'Ocultar senha',
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className={cx('mesa-field__control', ids.invalid && 'mesa-field__control--invalid')}>
        <input
          {...rest}
          id={ids.inputId}
          type={isPassword && revealed ? 'text' : type}
          className="mesa-field__input"
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
        />
        {isPassword ? (
          <button
            type="button"
            className="mesa-field__toggle"
            aria-controls={ids.inputId}
            aria-pressed={revealed}
            disabled={rest.disabled}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? hidePasswordLabel : showPasswordLabel}
          </button>
        ) : null}
      </div>
    </Field>
  );
}
