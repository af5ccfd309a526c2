import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import './progress-bar.css';

/** Props of `ProgressBar`. */
export interface ProgressBarProps {
  label: ReactNode;
  value: number;
  /** Defaults to 100. */
  max?: number;
  /** Human reading of the value, shown and announced (e.g. '320 de 500 XP'); defaults to a percentage. */
  valueText?: string;
  /** Hide the label visually (it is still the accessible name). */
  hideLabel?: boolean;
  className?: string;
}

/** Determinate progress (goal savings, XP to the next level). */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  hideLabel,
  className,
}: ProgressBarProps) {
  const labelId = `mesa-progress-${useId()}`;
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  const text = valueText ?? `${percent}%`;
  return (
    <div className={cx('mesa-progress', className)}>
      <div className="mesa-progress__header">
        <span id={labelId} className={hideLabel ? 'mesa-visually-hidden' : 'mesa-progress__label'}>
          {label}
        </span>
        <span className="mesa-progress__value" aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className="mesa-progress__track"
      >
        <div className="mesa-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
