import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import './alert.css';

/** Props of `Alert`. */
export interface AlertProps {
  tone: 'info' | 'success' | 'warning' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link placed at the end (e.g. 'Revisar', 'Tentar novamente'). */
  action?: ReactNode;
  className?: string;
}

/**
 * Inline message. Danger and warning use role="alert" (announced at once); info and success use
 * role="status" (announced politely).
 */
export function Alert({ tone, title, children, action, className }: AlertProps) {
  const role = tone === 'danger' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={cx('mesa-alert', `mesa-alert--${tone}`, className)}>
      <div className="mesa-alert__content">
        {title ? <p className="mesa-alert__title">{title}</p> : null}
        {children ? <div className="mesa-alert__body">{children}</div> : null}
      </div>
      {action ? <div className="mesa-alert__action">{action}</div> : null}
    </div>
  );
}
