import { cx } from '../../internal/cx';
import './skeleton.css';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** CSS width (number = px); defaults to 100%. */
  width?: number | string;
  /** CSS height of each line (number = px); defaults to 1rem. */
  height?: number | string;
  /** Number of bars; the last one is shorter, like the end of a paragraph. */
  lines?: number;
  className?: string;
}

/**
 * Placeholder shapes while content loads. Hidden from assistive technology: announce loading
 * with a `Spinner` or `aria-busy` on the region instead.
 */
export function Skeleton({ width = '100%', height = '1rem', lines = 1, className }: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <span className={cx('mesa-skeleton', className)} aria-hidden="true" style={{ width }}>
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className="mesa-skeleton__bar"
          style={{ height, width: count > 1 && i === count - 1 ? '60%' : '100%' }}
        />
      ))}
    </span>
  );
}
