import { formatDate } from '@portal/domain';

/** Props of `DateText`. */
export interface DateTextProps {
  /** ISO date or date-time (e.g. "2025-03-09" or "2025-03-09T13:00:00Z"). */
  iso: string;
  className?: string;
}

/** A date shown as dd/mm/aaaa in a `<time>` element carrying the machine-readable value. */
export function DateText({ iso, className }: DateTextProps) {
  return (
    <time dateTime={iso} className={className}>
      {formatDate(iso)}
    </time>
  );
}
