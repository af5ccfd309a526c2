import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

/**
 * Labelled native inputs the design system's `TextField` does not offer (`type="number"`,
 * `type="date"`) and a multi-line text box, drawn with the design system's field classes so
 * they look and behave like its fields: visible label, hint and error tied to the control with
 * `aria-describedby`, `aria-invalid` while an error shows.
 */
interface FieldFrameProps {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  id?: string;
  className?: string;
}

function useIds(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const inputId = id ?? `parent-field-${generated}`;
  const describedBy =
    [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { inputId, describedBy };
}

function Frame({
  inputId,
  label,
  hint,
  error,
  className,
  children,
}: FieldFrameProps & { inputId: string; children: ReactNode }) {
  return (
    <div className={['mesa-field', className].filter(Boolean).join(' ')}>
      <label className="mesa-field__label" htmlFor={inputId}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="mesa-field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="mesa-field__error" id={`${inputId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link InputField}: a native input of any type with a label, hint and error. */
export interface InputFieldProps
  extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** Shown before the value (e.g. 'R$'), hidden from assistive technology. */
  prefix?: string;
}

/** A labelled native input (`number`, `date`…), styled as the design system's fields. */
export function InputField({
  label,
  error,
  hint,
  id,
  className,
  prefix,
  ...rest
}: InputFieldProps) {
  const { inputId, describedBy } = useIds(id, hint, error);
  return (
    <Frame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <div className={`mesa-field__control${error ? ' mesa-field__control--invalid' : ''}`}>
        {prefix ? (
          <span className="mesa-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          {...rest}
          id={inputId}
          className="mesa-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
    </Frame>
  );
}

/** Props of {@link TextAreaField}. */
export type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled multi-line text box (descriptions, a rejection reason). */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  rows = 3,
  ...rest
}: TextAreaFieldProps) {
  const { inputId, describedBy } = useIds(id, hint, error);
  return (
    <Frame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <div className={`mesa-field__control${error ? ' mesa-field__control--invalid' : ''}`}>
        <textarea
          {...rest}
          rows={rows}
          id={inputId}
          className="mesa-field__input parent-textarea"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
    </Frame>
  );
}
