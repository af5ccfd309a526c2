/**
 * When the shell offers 'Instalar o Mesadinha' (issue 39): never on a first visit, from the
 * second visit on, to a signed-in user, while the browser has an install prompt for us, unless
 * the user said 'Agora não' or already runs the installed app.
 */

const VISITS_KEY = 'mesadinha:visits';
const COUNTED_KEY = 'mesadinha:visit-counted';
const DISMISSED_KEY = 'mesadinha:install-dismissed';

export interface InstallOfferFacts {
  visits: number;
  signedIn: boolean;
  hasPrompt: boolean;
  dismissed: boolean;
  standalone: boolean;
}

/** The rule itself. */
export function shouldOfferInstall(facts: InstallOfferFacts): boolean {
  return (
    facts.visits >= 2 && facts.signedIn && facts.hasPrompt && !facts.dismissed && !facts.standalone
  );
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Counts this visit once (a visit is a browser tab's session: reloads and navigations inside it
 * are the same visit) and returns how many visits this device has made.
 */
export function countVisit(local: Store, session: Store): number {
  try {
    const visits = Number(local.getItem(VISITS_KEY)) || 0;
    if (session.getItem(COUNTED_KEY)) return visits;
    session.setItem(COUNTED_KEY, '1');
    local.setItem(VISITS_KEY, String(visits + 1));
    return visits + 1;
  } catch {
    // No storage (private mode): every visit is a first one, and nothing is offered.
    return 0;
  }
}

/** Whether 'Agora não' was chosen on this device. */
export function installDismissed(local: Store): boolean {
  try {
    return local.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Remembers 'Agora não' (with its date, should the offer ever come back after a while). */
export function dismissInstall(local: Store, now: Date = new Date()): void {
  try {
    local.setItem(DISMISSED_KEY, now.toISOString());
  } catch {
    // Not remembered: the offer comes back on the next visit.
  }
}
