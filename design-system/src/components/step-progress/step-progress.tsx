import { cx } from '../../internal/cx';
import './step-progress.css';

/** Props of `StepProgress`. */
export interface StepProgressProps {
  /** Names of the steps, in order. */
  steps: string[];
  /** Index of the current step, 0-based. */
  current: number;
  className?: string;
}

/** Wizard progress: "Etapa 1 de 2" plus a list of steps with the current one marked. */
export function StepProgress({ steps, current, className }: StepProgressProps) {
  const index = Math.min(Math.max(current, 0), Math.max(steps.length - 1, 0));
  return (
    <div className={cx('mesa-steps', className)}>
      <p className="mesa-steps__status">
        Etapa {index + 1} de {steps.length}
        {steps[index] ? `: ${steps[index]}` : ''}
      </p>
      <ol className="mesa-steps__list">
        {steps.map((step, i) => (
          <li
            key={`${i}-${step}`}
            aria-current={i === index ? 'step' : undefined}
            className={cx(
              'mesa-steps__item',
              i < index && 'mesa-steps__item--done',
              i === index && 'mesa-steps__item--current',
            )}
          >
            {step}
            {i < index ? <span className="mesa-visually-hidden"> (concluída)</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
