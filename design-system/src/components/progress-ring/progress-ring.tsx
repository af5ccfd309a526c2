import { useId, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import './progress-ring.css';

/** Props of `ProgressRing`. */
export interface ProgressRingProps {
  /** Accessible name, shown under the ring unless `hideLabel` (e.g. 'Meta: bicicleta'). */
  label: ReactNode;
  value: number;
  /** Defaults to 100. */
  max?: number;
  /** Human reading, shown in the centre and announced (e.g. 'R$ 120 de R$ 300'); defaults to a percentage. */
  valueText?: string;
  /**
   * `progressbar` (default) for progress towards a goal; `meter` for a measurement within a
   * known range (e.g. share of the weekly allowance spent).
   */
  kind?: 'progressbar' | 'meter';
  size?: 'sm' | 'md' | 'lg';
  /** Hide the label visually (it is still the accessible name). */
  hideLabel?: boolean;
  className?: string;
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Circular progress (goal savings, level XP): an SVG ring with the value in the centre. */
export function ProgressRing({
  label,
  value,
  max = 100,
  valueText,
  kind = 'progressbar',
  size = 'md',
  hideLabel,
  className,
}: ProgressRingProps) {
  const labelId = `mesa-ring-${useId()}`;
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const fraction = clamped / safeMax;
  const text = valueText ?? `${Math.round(fraction * 100)}%`;
  return (
    <div className={cx('mesa-ring', `mesa-ring--${size}`, className)}>
      <div
        role={kind}
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className="mesa-ring__figure"
      >
        <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className="mesa-ring__svg">
          <circle className="mesa-ring__track" cx="50" cy="50" r={RADIUS} />
          <circle
            className="mesa-ring__value"
            cx="50"
            cy="50"
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          />
        </svg>
        <span className="mesa-ring__text" aria-hidden="true">
          {text}
        </span>
      </div>
      <span id={labelId} className={hideLabel ? 'mesa-visually-hidden' : 'mesa-ring__label'}>
        {label}
      </span>
    </div>
  );
}
