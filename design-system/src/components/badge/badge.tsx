import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import './badge.css';

/** Colour of a badge: status tones or a child age group. */
export type BadgeTone =
  'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'kids' | 'teens' | 'young';

/** Props of `Badge`. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

/** Short label (status, count, age group). Text, not colour alone, carries the meaning. */
export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx('mesa-badge', `mesa-badge--${tone}`, className)}>
      {children}
    </span>
  );
}
