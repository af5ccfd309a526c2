import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useCorePrimitives } from '../../internal/primitives';
import '../../internal/field.css';
import './checkbox.css';

/**
 * What `onChange` receives: the shape of a native checkbox change event that callers read
 * (`event.target.checked`), kept so code written for the native checkbox keeps working.
 */
export interface CheckboxChangeEvent {
  target: { checked: boolean; name: string; value: string };
}

/** Props of `Checkbox`. */
export interface CheckboxProps {
  label: ReactNode;
  /** Secondary text under the label, announced as the description. */
  description?: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Called with `{ target: { checked, name, value } }` (native-checkbox compatible). */
  onChange?: (event: CheckboxChangeEvent) => void;
  disabled?: boolean;
  required?: boolean;
  /** Form field name (a hidden input carries the value when inside a `<form>`). */
  name?: string;
  /** Value submitted when checked; defaults to 'on'. */
  value?: string;
  id?: string;
  className?: string;
  /** Error text under the box: the control is marked invalid and described by it. */
  error?: ReactNode;
}

/** Checkbox on Radix Checkbox with a visible label; the label is part of the click target (≥ 44px row). */
export function Checkbox({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  onChange,
  disabled,
  required,
  name,
  value = 'on',
  id,
  className,
  error,
}: CheckboxProps) {
  const { Checkbox: CheckboxPrimitive } = useCorePrimitives();
  const generated = useId();
  const inputId = id ?? `mesa-checkbox-${generated}`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('mesa-check', className)}>
      <CheckboxPrimitive.Root
        id={inputId}
        className="mesa-check__input"
        {...(checked === undefined ? {} : { checked })}
        {...(defaultChecked === undefined ? {} : { defaultChecked })}
        onCheckedChange={(state) => {
          const next = state === true;
          onCheckedChange?.(next);
          onChange?.({ target: { checked: next, name: name ?? '', value } });
        }}
        disabled={disabled}
        required={required}
        name={name}
        value={value}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <CheckboxPrimitive.Indicator className="mesa-check__indicator">
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
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
        {error ? (
          <span className="mesa-field__error" id={errorId}>
            {error}
          </span>
        ) : null}
      </span>
    </div>
  );
}
