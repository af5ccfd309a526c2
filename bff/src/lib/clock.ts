/**
 * Where the BFF's jobs and rules read "now" (issue 38 item 6): one seam, so a test runs a
 * payday, quiet hours or a Sunday at a fixed instant instead of waiting for one. São Paulo
 * days are derived from the instant with tzdata (`@portal/domain`), never stored here.
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock: what production runs on. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at `instant` (an ISO string, epoch milliseconds or a Date): for tests. */
export function fixedClock(instant: Date | string | number): Clock {
  const at = new Date(instant).getTime();
  if (Number.isNaN(at)) throw new Error(`fixedClock: not an instant: ${String(instant)}`);
  return { now: () => new Date(at) };
}

/** The machine's clock moved by `seconds` (CLOCK_OFFSET_SECONDS); the system clock for 0. */
export function offsetClock(seconds: number): Clock {
  if (seconds === 0) return systemClock;
  return { now: () => new Date(Date.now() + seconds * 1000) };
}
