import type { PausesResponse } from '@portal/contracts/pause';
import { pausedUntil } from '@portal/domain/pause';

/** A São Paulo day (`YYYY-MM-DD`) as 'dd/mm' ('10/01'). */
export function dayMonth(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** 'Pausado até 10/01'. */
export function pausedUntilText(day: string): string {
  return `Pausado até ${dayMonth(day)}`;
}

/**
 * The last paused day of a child that `today` falls in, over the family's pause and the
 * child's own (domain `pausedUntil`, so back-to-back pauses read as one), or null.
 */
export function childPausedUntil(
  pauses: PausesResponse,
  childId: string,
  today: string,
): string | null {
  const own = pauses.children.filter((pause) => pause.childId === childId);
  return pausedUntil(pauses.family ? [pauses.family, ...own] : own, today);
}
