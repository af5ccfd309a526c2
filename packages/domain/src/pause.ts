import { addDays } from './calendar';
import { nextRecurrenceDate, type RecurrenceType } from './recurrence';

/** A pause ('Modo férias') of a child or of the whole family: both days included. */
export interface Pause {
  startsOn: string;
  endsOn: string;
}

/** The pause among `pauses` that covers `day`, or null. */
export function pauseOn(pauses: readonly Pause[], day: string): Pause | null {
  return pauses.find((pause) => pause.startsOn <= day && day <= pause.endsOn) ?? null;
}

/** Whether any of `pauses` covers `day`. */
export function isPausedOn(pauses: readonly Pause[], day: string): boolean {
  return pauseOn(pauses, day) !== null;
}

/**
 * The last day of the pause that covers `today`, reaching through pauses that follow it day
 * after day ('Pausado até 10/01'), or null when `today` is not paused.
 */
export function pausedUntil(pauses: readonly Pause[], today: string): string | null {
  let end: string | null = null;
  for (
    let pause = pauseOn(pauses, today);
    pause;
    pause = pauseOn(pauses, addDays(pause.endsOn, 1))
  ) {
    if (end !== null && pause.endsOn <= end) break;
    end = pause.endsOn;
  }
  return end;
}

/**
 * The next occurrence's due date of a recurring task, as `nextRecurrenceDate`, stepping past
 * the days of `pauses`: a pause makes no occurrence; the task comes back after it.
 */
export function nextRecurrenceDateAfterPauses(
  dueDate: string | null,
  type: RecurrenceType,
  today: string,
  pauses: readonly Pause[],
): string | null {
  let candidate = nextRecurrenceDate(dueDate, type, today);
  for (let pause = candidate && pauseOn(pauses, candidate); candidate && pause;) {
    candidate = nextRecurrenceDate(dueDate, type, pause.endsOn);
    pause = candidate ? pauseOn(pauses, candidate) : null;
  }
  return candidate;
}
