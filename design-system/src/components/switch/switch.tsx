import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { useCorePrimitives } from '../../internal/primitives';
import '../../internal/field.css';
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
  /** Form field name (a hidden input carries the value when inside a `<form>`). */
  name?: string;
}

/** On/off toggle on Radix Switch (`role="switch"`), operated with a click, Space or Enter. */
export function Switch({
  label,
  checked,
  onChange,
  description,
  disabled,
  id,
  className,
  name,
}: SwitchProps) {
  const { Switch: SwitchPrimitive } = useCorePrimitives();
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
      <SwitchPrimitive.Root
        id={buttonId}
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        name={name}
        aria-describedby={descriptionId}
        className="mesa-switch__button"
      >
        <span className="mesa-switch__track" aria-hidden="true" />
        <SwitchPrimitive.Thumb className="mesa-switch__thumb" aria-hidden="true" />
      </SwitchPrimitive.Root>
    </div>
  );
}
