import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import './field.css';

/** Ids and ARIA attributes that tie a control to its label, hint and error. */
export interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Computes ids so that hint and error are announced with the control (aria-describedby). */
export function useFieldIds(id: string | undefined, hint?: ReactNode, error?: ReactNode): FieldIds {
  const generated = useId();
  const inputId = id ?? `mesa-field-${generated}`;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return { inputId, describedBy: describedBy || undefined, invalid: Boolean(error) };
}

interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}

/** Visible label above the control, hint and error below; shared by every text-like input. */
export function Field({ ids, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={cx('mesa-field', className)}>
      <label className="mesa-field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="mesa-field__hint" id={`${ids.inputId}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="mesa-field__error" id={`${ids.inputId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
