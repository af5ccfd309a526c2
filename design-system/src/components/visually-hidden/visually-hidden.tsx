import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';

/** Content read by screen readers but not shown on screen. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} className={cx('mesa-visually-hidden', className)} />;
}
