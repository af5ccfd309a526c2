/*
 * The moments a screen knows about first (a deposit answered `completedNow`), handed to the
 * celebration watcher (`lib/celebrations.tsx`, loaded on demand). Plain module state, no React:
 * a screen may announce before the watcher's chunk has arrived; the watcher then takes what
 * waited.
 */

/** Something worth a celebration. */
export type CelebrationMoment =
  | { kind: 'goal'; key: string; title: string }
  | { kind: 'achievement'; key: string; title: string; description: string }
  | { kind: 'level'; key: string; level: number };

type Listener = (moment: CelebrationMoment) => void;

let listener: Listener | null = null;
const waiting: CelebrationMoment[] = [];

/** Queues a celebration (shown once, after the ones already showing). */
export function celebrate(moment: CelebrationMoment): void {
  if (listener) listener(moment);
  else waiting.push(moment);
}

/** The watcher takes the moments; returns the unsubscribe. */
export function onCelebration(next: Listener): () => void {
  listener = next;
  for (const moment of waiting.splice(0)) next(moment);
  return () => {
    if (listener === next) listener = null;
  };
}
