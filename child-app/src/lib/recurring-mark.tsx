import type { RecurrenceTypeValue } from '@portal/contracts/task-view';
import { recurrenceRepeatLabel } from '@portal/domain';
import { Deco } from './deco';

/**
 * The marker of a recurring task (issue 41): '🔁 Repete toda semana'. The words say how it
 * repeats, from the task's recurrence; the emoji only repeats them, so it is decoration
 * (`Deco`: hidden from screen readers, left out by the themes without emoji).
 */
export function RecurringMark({
  type,
  className,
}: {
  type: RecurrenceTypeValue | null;
  className?: string;
}) {
  return (
    <span className={className}>
      <Deco emoji="🔁" />
      {recurrenceRepeatLabel(type)}
    </span>
  );
}
