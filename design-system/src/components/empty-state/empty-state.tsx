import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import './empty-state.css';

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  /** Decorative icon or emoji. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button (e.g. 'Nova Tarefa'). */
  action?: ReactNode;
  /** Heading level of the title; defaults to h2. */
  titleAs?: 'h2' | 'h3' | 'p';
  className?: string;
}

/** What a list shows when it has nothing (e.g. 'Nenhuma tarefa hoje!'). */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs = 'h2',
  className,
}: EmptyStateProps) {
  const Title = titleAs;
  return (
    <div className={cx('mesa-empty', className)}>
      {icon ? (
        <span className="mesa-empty__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title className="mesa-empty__title">{title}</Title>
      {description ? <p className="mesa-empty__description">{description}</p> : null}
      {action ? <div className="mesa-empty__action">{action}</div> : null}
    </div>
  );
}
