import { z } from 'zod';
import { isoDateField, RowIdSchema } from './fields';
import { MSG } from './messages';

/** The longest pause, in days, both ends included (domain `PAUSE_MAX_DAYS`). */
export const PAUSE_MAX_DAYS = 366;

const M = MSG.pause;

/** Whole days from `from` to `to` (`YYYY-MM-DD`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * `PUT /api/family/pause` and `PUT /api/children/{id}/pause` ('Modo férias'): from a São Paulo
 * day to a day, both included: no allowance, no new occurrence of a recurring task, and the
 * streak goes on across it. The BFF also refuses an end before today ('As férias devem terminar
 * hoje ou depois.').
 */
export const PauseInputSchema = z
  .object({
    startsOn: isoDateField(M.startRequired),
    endsOn: isoDateField(M.endRequired),
  })
  .superRefine((input, context) => {
    if (input.endsOn < input.startsOn) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: M.endBeforeStart });
    } else if (daysBetween(input.startsOn, input.endsOn) + 1 > PAUSE_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['endsOn'], message: M.tooLong });
    }
  });
export type PauseInput = z.infer<typeof PauseInputSchema>;

/** A stored pause. */
export const PauseSchema = z.object({ startsOn: z.iso.date(), endsOn: z.iso.date() });
export type Pause = z.infer<typeof PauseSchema>;

/**
 * `GET /api/pauses`: the family's pause and each child's (a child sees its own only). Screens
 * show 'Pausado até 10/01' with domain `pausedUntil` over the family's and the child's.
 */
export const PausesResponseSchema = z.object({
  family: PauseSchema.nullable(),
  children: z.array(PauseSchema.extend({ childId: RowIdSchema })),
});
export type PausesResponse = z.infer<typeof PausesResponseSchema>;
