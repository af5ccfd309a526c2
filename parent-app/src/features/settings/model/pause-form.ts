import { MSG } from '@portal/contracts/messages';
import { PauseInputSchema, type Pause } from '@portal/contracts/pause';
import { addDays } from '@portal/domain/calendar';

/** What the 'Modo férias' form holds: the two native date fields' `YYYY-MM-DD` text. */
export interface PauseFormValues {
  startsOn: string;
  endsOn: string;
}

/** The form's starting values: the stored pause, else a week from `today`. */
export function pauseValues(pause: Pause | null, today: string): PauseFormValues {
  return pause
    ? { startsOn: pause.startsOn, endsOn: pause.endsOn }
    : { startsOn: today, endsOn: addDays(today, 7) };
}

/**
 * The form's schema: the contract's `PauseInputSchema` (its `MSG.pause` messages under fields
 * named as the body's keys, where the BFF's issues land too), and the end not before `today`,
 * which the BFF also refuses ('As férias devem terminar hoje ou depois.'), said before sending.
 */
export function pauseFormSchema(today: string) {
  return PauseInputSchema.refine((input) => input.endsOn >= today, {
    path: ['endsOn'],
    message: MSG.pause.endInPast,
  });
}
